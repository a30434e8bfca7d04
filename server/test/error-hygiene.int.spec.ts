import { logger } from "../src/common/logger";
import { startTestServer, type TestServer } from "./harness";

/** Nothing internal leaks from a reply: no stack, no file path, no driver or parser message. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|SyntaxError|Unexpected token|stacktrace|<html|<pre>/i);
}

describe("error hygiene and request ids", () => {
  let s: TestServer;
  beforeAll(async () => {
    // Apollo hides stack traces by default only when NODE_ENV is production or test: a staging server must not show them.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = "staging";
    try {
      s = await startTestServer();
    } finally {
      process.env.NODE_ENV = env;
    }
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await s?.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(s.url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

  it("malformed JSON on /graphql is a JSON 400 with a request id, no parser internals", async () => {
    const res = await post("/graphql", '{"query": "{ __typename }",', { "accept-language": "en" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    const text = await res.text();
    expectNoInternals(text);
    const body = JSON.parse(text);
    expect(body.errors[0].extensions).toEqual({ code: "BAD_REQUEST", requestId: res.headers.get("x-request-id") });
    expect(body.errors[0].message).toBe("The request body is not valid JSON or form data.");
  });

  it("an oversized body on /graphql and /api is a JSON 413", async () => {
    const big = JSON.stringify({ query: "{ __typename }", variables: { x: "a".repeat(1_100_000) } });
    for (const path of ["/graphql", "/api/login"]) {
      const res = await post(path, big, { "accept-language": "de" });
      expect(res.status).toBe(413);
      const text = await res.text();
      expectNoInternals(text);
      expect(text).toContain(`"requestId":"${res.headers.get("x-request-id")}"`);
      expect(text).toContain("Die Anfrage ist zu groß.");
    }
  });

  it("malformed JSON and form bodies on /api are JSON 400s with a request id", async () => {
    const res = await post("/api/login", '{"email": ');
    expect(res.status).toBe(400);
    const text = await res.text();
    expectNoInternals(text);
    expect(JSON.parse(text).requestId).toBe(res.headers.get("x-request-id"));
  });

  it("keeps a sane X-Request-Id and replaces anything else", async () => {
    const kept = await fetch(`${s.url}/healthz`, { headers: { "x-request-id": "proxy-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-1234abcd");
    for (const bad of ["short", "a b c d e f g h", "x".repeat(200), "<script>alert(1)</script>"]) {
      const res = await fetch(`${s.url}/healthz`, { headers: { "x-request-id": bad } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("every GraphQL error carries the request id, and no stack trace outside development", async () => {
    for (const query of [
      "{ attempt(id: 1) { id } }",
      "{ levels(family: GOETHE) { nope } }",
      "query { levels(family: 12) { id } }",
    ]) {
      const res = await post("/graphql", JSON.stringify({ query }), { "x-request-id": "trace-req-0001" });
      const text = await res.text();
      expectNoInternals(text);
      const body = JSON.parse(text);
      expect(body.errors.length).toBeGreaterThan(0);
      for (const e of body.errors) {
        expect(e.extensions.requestId).toBe("trace-req-0001");
        expect(e.extensions.stacktrace).toBeUndefined();
      }
    }
  });

  it("an unexpected failure is a translated internal error with the request id, logged with the same id", async () => {
    const spy = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const original = s.services.content.levels.bind(s.services.content);
    s.services.content.levels = async () => {
      throw new Error("relation users_secret at /srv/app/src/x.ts:12");
    };
    try {
      const res = await post("/graphql", JSON.stringify({ query: "{ levels(family: GOETHE) { id } }" }), {
        "x-request-id": "trace-req-0002",
        "accept-language": "fr",
      });
      const text = await res.text();
      expectNoInternals(text);
      expect(text).not.toContain("users_secret");
      const body = JSON.parse(text);
      expect(body.errors[0]).toMatchObject({
        message: "Une erreur interne s'est produite. Veuillez réessayer plus tard.",
        extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "trace-req-0002" },
      });
      const logged = spy.mock.calls.map((c) => c[0] as unknown as Record<string, unknown>);
      expect(logged.some((l) => l.requestId === "trace-req-0002")).toBe(true);
    } finally {
      s.services.content.levels = original;
      spy.mockRestore();
    }
  });
});
