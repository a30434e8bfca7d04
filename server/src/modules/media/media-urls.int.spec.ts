/*
 * Media links that work wherever the site was opened (http://127.0.0.1:4000, another computer of a classroom at
 * http://192.168.x.y:4000): relative in the API's answers (GraphQL, /auth), absolute on the caller's own origin in the
 * REST layer (the original client runs on another origin), never on PUBLIC_URL's default of localhost.
 */
import http from "node:http";
import { startTestServer, type TestServer } from "../../../test/harness";

/** A request with the Host (and other headers) a browser elsewhere would send; fetch does not let a caller set Host. */
function request(
  t: TestServer,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; json: any; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")), headers: res.headers }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}
const LEVELS = JSON.stringify({ query: `{ levels(family: GOETHE) { images { url } } contactInfo { logoUrl images { url } } }` });
const gql = (t: TestServer, host: string) =>
  request(
    t,
    "POST",
    "/graphql",
    { host, "content-type": "application/json", "content-length": String(Buffer.byteLength(LEVELS)) },
    LEVELS,
  );
const asClient = { "x-requested-with": "XMLHttpRequest", authorization: "Bearer null" };

describe("media links under any address", () => {
  let t: TestServer;
  beforeAll(async () => {
    // no proxy trusted: X-Forwarded-* from the socket's peer are not believed
    t = await startTestServer({ env: { TRUSTED_PROXIES: "10.9.9.9" } });
  });
  afterAll(() => t.close());

  it("GraphQL answers relative /media links, whatever Host the page was opened under", async () => {
    for (const host of [new URL(t.url).host, "192.168.1.20:4000", "localhost:4000"]) {
      const r = await gql(t, host);
      expect(r.status).toBe(200);
      const urls: string[] = [
        ...r.json.data.levels.flatMap((l: { images: { url: string }[] }) => l.images.map((i) => i.url)),
        r.json.data.contactInfo.logoUrl,
        ...r.json.data.contactInfo.images.map((i: { url: string }) => i.url),
      ];
      expect(urls.length).toBeGreaterThan(5);
      expect(urls.filter((u) => !/^\/media\/[^/]/.test(u))).toEqual([]);
      // and the page's own CSP admits them: images and audio from its own origin
      expect(String(r.headers["content-security-policy"])).toMatch(/img-src 'self'/);
    }
    // each link loads on the address the page was opened at
    const first = (await gql(t, "127.0.0.1")).json.data.levels[0].images[0].url as string;
    expect((await fetch(new URL(first, t.url))).status).toBe(200);
  });

  it("REST answers absolute links on the caller's own host, not on PUBLIC_URL; X-Forwarded-Host of an untrusted peer is ignored", async () => {
    const lan = await request(t, "GET", "/api/contactinfo", { ...asClient, host: "192.168.1.20:4000" });
    expect(lan.json.data.logo).toBe("http://192.168.1.20:4000/media/img/a.svg");
    const loopback = await request(t, "GET", "/api/exams?levelSlug=goethe-a1&lang=de", { ...asClient, host: "127.0.0.1:4000" });
    expect(loopback.json.data.level.level_images[0].url).toBe("http://127.0.0.1:4000/media/img/a.svg");
    const forged = await request(t, "GET", "/api/contactinfo", {
      ...asClient,
      host: "127.0.0.1:4000",
      "x-forwarded-host": "attacker.example",
      "x-forwarded-proto": "https",
    });
    expect(forged.json.data.logo).toBe("http://127.0.0.1:4000/media/img/a.svg");
    // a Host that is no plain host name: PUBLIC_URL instead
    const odd = await request(t, "GET", "/api/contactinfo", { ...asClient, host: "bad_host:4000" });
    expect(odd.json.data.logo).toBe("http://localhost:4000/media/img/a.svg");
  });
});

describe("behind a trusted proxy", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUSTED_PROXIES: "loopback" } });
  });
  afterAll(() => t.close());

  it("REST links take the proxy's X-Forwarded-Proto and X-Forwarded-Host; GraphQL stays relative", async () => {
    const r = await request(t, "GET", "/api/contactinfo", {
      ...asClient,
      host: "app1:4000",
      "x-forwarded-host": "schule.example",
      "x-forwarded-proto": "https",
    });
    expect(r.json.data.logo).toBe("https://schule.example/media/img/a.svg");
    expect((await gql(t, "app1:4000")).json.data.contactInfo.logoUrl).toBe("/media/img/a.svg");
  });
});
