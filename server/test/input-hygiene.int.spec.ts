import { Q } from "../src/modules/attempts/attempt.testkit";
import { QuestionBlock } from "../src/modules/exams/question-block.entity";
import { signedIn } from "./factories";
import { startTestServer, type TestServer } from "./harness";

const XSS = `Anna: Hallo!<img src="x" onerror="alert(document.cookie)"><script>fetch('//evil')</script>\nBen: Tschüss.`;

describe("input hygiene", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const api = (path: string, body: unknown, raw = false) =>
    fetch(`${t.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer null", "accept-language": "en" },
      body: raw ? (body as string) : JSON.stringify(body),
    });

  it.each([
    ["/login", { email: 12, password: "geheim-123" }, "email", "The field email must be text."],
    ["/login", { email: { $gt: "" }, password: "x" }, "email", "The field email must be text."],
    ["/register", { name: ["a"], email: "a@example.org", password: "geheim-12345" }, "name", "The field name must be text."],
    [
      "/login",
      { email: "a\u0000@example.org", password: "geheim-123" },
      "email",
      "The field email contains a forbidden character (NUL).",
    ],
    ["/save-exam", { data: [null] }, "data.0", "The list data.0 contains an empty entry (null)."],
    ["/save-quize-test", { quizes: [{ id: 1 }, null] }, "quizes.1", "The list quizes.1 contains an empty entry (null)."],
    [
      "/contact-us",
      { name: "A", email: "a@example.org", message: "x\u0000y" },
      "message",
      "The field message contains a forbidden character (NUL).",
    ],
  ])("REST %s refuses %j with a 422 naming the field", async (path, body, field, message) => {
    const res = await api(path, body);
    expect(res.status).toBe(422);
    const json = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(json.errors[field]).toEqual([message]);
  });

  it("REST refuses absurd nesting and tolerates repeated query parameters", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 20; i++) deep = { a: deep };
    expect((await api("/login", { email: "a@example.org", password: "p", extra: deep })).status).toBe(422);
    const res = await fetch(`${t.url}/api/goethes?page=1&page=2&lang=de&lang=en`);
    expect(res.status).toBeLessThan(500);
  });

  it("GraphQL refuses NUL bytes in variables and literals before a resolver runs", async () => {
    const login = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
    const viaVariable = await t.queries(() => t.gql(login, { e: "x\u0000@example.org", p: "geheim-123" }, { lang: "de" }));
    expect(viaVariable.result.status).toBe(400);
    expect(viaVariable.result.errors![0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { e: "Das Feld e enthält ein unzulässiges Zeichen (NUL)." },
    });
    expect(viaVariable.queries).toBe(0);
    const viaLiteral = await t.gql(`mutation { login(email: "x\\u0000@example.org", password: "geheim-123") { token } }`);
    expect(viaLiteral.status).toBe(400);
    expect(viaLiteral.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: expect.any(String) } });
  });

  it("GraphQL refuses null entries of non-null lists and wrong types by its own coercion, with 400", async () => {
    const save = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`;
    const res = await t.gql(save, { id: "1", answers: [null] });
    expect(res.status).toBe(400);
    const wrong = await t.gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, {
      e: 12,
      p: "x",
    });
    expect(wrong.status).toBe(400);
  });

  it("the seed loader stores transcripts sanitised", async () => {
    const transcripts = (await t.ds.getRepository(QuestionBlock).find()).map((b) => b.transcript).filter((x): x is string => !!x);
    expect(transcripts.length).toBeGreaterThan(0);
    for (const x of transcripts) expect(x).not.toMatch(/<script|\son\w+=/i);
  });
  it("stores transcripts from the console sanitised", async () => {
    const { token } = await signedIn(t, { isAdmin: true });
    const blocks = await t.ds.getRepository(QuestionBlock).find({ order: { id: "ASC" }, take: 1 });
    const examId = String(blocks[0]!.examId);
    const created = await t.gql(
      `mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { id } }`,
      { i: { examId, type: "listening", title: "Hören", transcript: XSS } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const stored = await t.ds.getRepository(QuestionBlock).findOneByOrFail({ id: Number(created.data!.adminCreateBlock.id) });
    expect(stored.transcript).toContain("Anna: Hallo!");
    expect(stored.transcript).toContain("Ben: Tschüss.");
    expect(stored.transcript).not.toMatch(/onerror|<script|fetch\(/);
  });

  it("the review renders a transcript stored before sanitising only after sanitising it", async () => {
    const first = (await t.ds.getRepository(QuestionBlock).find({ where: { position: 1 }, order: { id: "ASC" }, take: 1 }))[0]!;
    await t.ds.getRepository(QuestionBlock).update({ id: first.id }, { transcript: XSS });
    const { token } = await signedIn(t);
    const started = await t.gql(Q.start, { examId: String(first.examId), mode: "TRAINING" }, { token });
    expect(started.errors).toBeUndefined();
    const id = started.data!.startAttempt.id;
    expect((await t.gql(Q.submit, { id }, { token })).errors).toBeUndefined();
    const review = await t.gql(Q.review, { id, n: 1 }, { token });
    expect(review.errors).toBeUndefined();
    const transcript: string = review.data!.attempt.review.block.transcript;
    expect(transcript).toContain("Anna: Hallo!");
    expect(transcript).not.toMatch(/onerror|<script|fetch\(/);
  });
});
