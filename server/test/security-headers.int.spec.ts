import { PERMISSIONS_POLICY } from "../src/http/security-headers";
import { startTestServer, type TestServer } from "./harness";

describe("security headers", () => {
  let plain: TestServer;
  let secure: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ seed: false });
    secure = await startTestServer({ seed: false, env: { PUBLIC_URL: "https://exam.example.org" } });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it.each(["/healthz", "/graphql?query=%7B__typename%7D", "/api/levels", "/media/none.mp3"])(
    "%s carries the policy headers",
    async (p) => {
      const res = await fetch(plain.url + p);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("a GraphQL reply carries no ETag (a POST is never answered 304); the REST layer's GET replies keep theirs", async () => {
    const post = await fetch(`${plain.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(await post.json()).toEqual({ data: { __typename: "Query" } });
    expect(post.headers.get("etag")).toBeNull();
    expect(post.headers.get("x-powered-by")).toBeNull();
    const rest = await fetch(`${plain.url}/api/contactinfo`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get("etag")).toMatch(/^W\/"/);
  });

  it("allows the microphone to its own origin and no other feature", () => {
    expect(PERMISSIONS_POLICY).toContain("microphone=(self)");
    for (const entry of PERMISSIONS_POLICY.split(", ").filter((e) => !e.startsWith("microphone")))
      expect(entry).toMatch(/=\(\)$/);
  });

  it("the console allows inline styles (emotion) but never inline scripts; the client allows neither", async () => {
    const consoleCsp = (await fetch(`${plain.url}/admin/`)).headers.get("content-security-policy") ?? "";
    expect(consoleCsp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(consoleCsp).not.toMatch(/script-src[^;]*unsafe/);
    const clientCsp = (await fetch(`${plain.url}/`)).headers.get("content-security-policy") ?? "";
    expect(clientCsp).toMatch(/style-src 'self'(;|$)/);
  });

  it("sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https", async () => {
    const res = await fetch(`${secure.url}/healthz`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
