import fc from "fast-check";
import { signedIn } from "./factories";
import { startTestServer, type TestServer } from "./harness";

/** Runs per endpoint and kind of input; each run is one request (the total is printed below). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const GETS = [
  "/api/contactinfo",
  "/api/goethes",
  "/api/telcs",
  "/api/exams",
  "/api/telc-exams",
  "/api/questions",
  "/api/results",
  "/api/goethe-user-exams",
  "/api/telc-user-exams",
  "/api/goethe-report-exams",
  "/api/quizes",
  "/api/quizes-result",
  "/api/user-quizes-test",
  "/api/user-data",
  "/api/check-user-auth",
  "/auth/confirm-email",
  "/auth/google",
  "/media/profiles/x.png",
];
const POSTS = [
  "/api/save-exam",
  "/api/save-quize-test",
  "/api/edit-quize-test",
  "/api/register",
  "/api/login",
  "/api/google-login",
  "/api/forgetpassword",
  "/api/forget-password",
  "/api/profile-update",
  "/api/contact-us",
];
const MULTIPART = ["/auth/profile/photo", "/media/upload?kind=image", "/media/upload?kind=audio", "/api/profile-update"];
/** The field names the endpoints read, so that fuzzed values reach the handlers. */
const FIELDS = [
  "email",
  "password",
  "name",
  "mobile",
  "country",
  "language",
  "message",
  "subject",
  "token",
  "user_id",
  "id",
  "exam_id",
  "examId",
  "page",
  "levelSlug",
  "lang",
  "kind",
  "data",
  "quizes",
  "questionId",
  "subQuestionId",
  "answerid",
];

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
  fc.constantFrom("", "0", "-1", "1e309", "99999999999999999999", "null", "[]", "{}", "<script>alert(1)</script>", "' OR 1=1 --"),
  fc.integer({ min: 5_000, max: 200_000 }).map((n) => "9".repeat(n)),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 53, -(2 ** 63), 1e308),
);
const entry = fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 6 });
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(fc.oneof(entry, scalar), { maxLength: 5 }) },
  { weight: 1, arbitrary: entry },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);
const body = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: text }),
  value,
  { maxKeys: 8 },
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FIELDS),
      fc.oneof(
        text.map((v) => v.slice(0, 3000)),
        fc.integer().map(String),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));
/** Bodies that are not JSON at all, or JSON of the wrong shape, sent as application/json. */
const malformed = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    "{",
    '{"email":',
    "[1,2",
    '{"a":"\\u0000"}',
    '"just a string"',
    "null",
    "[]",
    "1e999",
    '{"__proto__":{"x":1}}',
    "\u0000",
  ),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

describe("fuzzing every REST endpoint", () => {
  let t: TestServer;
  let auths: string[];
  let total = 0;
  const statuses: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        AUTH_LIMIT_LOGIN_IP: "1000000",
        AUTH_LIMIT_REGISTER_IP: "1000000",
        AUTH_LIMIT_RESET_IP: "1000000",
        AUTH_LIMIT_GUEST_IP: "1000000",
      },
    });
    auths = [
      "Bearer null",
      `Bearer ${(await signedIn(t)).token}`,
      `Bearer ${(await signedIn(t, { isAdmin: true })).token}`,
      "Bearer x.y.z",
    ];
  });
  afterAll(async () => {
    console.log(`[fuzz] REST: ${total} cases, statuses ${JSON.stringify(statuses)}`);
    await t?.close();
  });

  /** One request: never 5xx; a 4xx is JSON with a message (a clear refusal). */
  async function send(path: string, init: RequestInit): Promise<void> {
    total += 1;
    const res = await fetch(t.url + path, { ...init, redirect: "manual" });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const text = await res.text();
    if (res.status >= 500 && res.status !== 501)
      throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    // 431: Node's HTTP parser refuses request heads over 16 KB before the application sees them.
    if (res.status >= 400 && res.status < 500 && res.status !== 431 && !path.startsWith("/media/profiles")) {
      if (!(res.headers.get("content-type") ?? "").includes("json"))
        throw new Error(`${path}: ${res.status} is not JSON: ${text.slice(0, 200)}`);
      if (!/"(message|msg|error)"/.test(text)) throw new Error(`${path}: ${res.status} without a message: ${text.slice(0, 200)}`);
    }
  }

  it("GET endpoints with fuzzed query strings", async () => {
    for (const path of GETS)
      await fc.assert(
        fc.asyncProperty(query, fc.nat({ max: 3 }), (q, who) =>
          send(`${path}?${q}`, { headers: { authorization: auths[who]!, accept: "application/json" } }),
        ),
        { numRuns: RUNS, seed: SEED },
      );
  }, 600_000);

  it("POST endpoints with fuzzed JSON and form bodies", async () => {
    for (const path of POSTS)
      await fc.assert(
        fc.asyncProperty(body, fc.nat({ max: 3 }), fc.boolean(), (b, who, form) =>
          send(path, {
            method: "POST",
            headers: {
              authorization: auths[who]!,
              "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
            },
            body: form
              ? new URLSearchParams(
                  Object.entries(b).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]),
                ).toString()
              : JSON.stringify(b),
          }),
        ),
        { numRuns: RUNS, seed: SEED },
      );
  }, 600_000);

  it("malformed JSON on every POST endpoint and /graphql", async () => {
    for (const path of [...POSTS, "/graphql"])
      await fc.assert(
        fc.asyncProperty(malformed, (raw) =>
          send(path, { method: "POST", headers: { "content-type": "application/json" }, body: raw }),
        ),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
  }, 600_000);

  it("multipart uploads with fuzzed parts and bytes", async () => {
    const part = fc.record({
      field: fc.constantFrom("photo", "file", "image", "name", "x"),
      name: fc.oneof(fc.constantFrom("a.png", "a.jpg", "../../x.png", "a.mp3", "\u0000.png", ""), fc.string({ maxLength: 20 })),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 512 }),
        fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
        fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
      ),
      asFile: fc.boolean(),
    });
    for (const path of MULTIPART)
      await fc.assert(
        fc.asyncProperty(fc.array(part, { maxLength: 3 }), fc.nat({ max: 3 }), async (parts, who) => {
          const form = new FormData();
          for (const p of parts) {
            if (p.asFile) form.append(p.field, new Blob([p.bytes]), p.name);
            else form.append(p.field, p.name);
          }
          await send(path, { method: "POST", headers: { authorization: auths[who]! }, body: form });
        }),
        { numRuns: RUNS, seed: SEED },
      );
    // A multipart body cut short, and a boundary that never comes.
    for (const path of MULTIPART)
      await send(path, {
        method: "POST",
        headers: { authorization: auths[1]!, "content-type": "multipart/form-data; boundary=xyz" },
        body: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG',
      });
  }, 600_000);
});
