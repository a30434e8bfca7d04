/**
 * What a browser on a slow network receives: the built client's files as their precompressed brotli or gzip twins
 * (chosen by Accept-Encoding, identity when asked), hashed files cached for good, HTML revalidated, API replies over
 * 1 KB compressed with their own headers kept, media byte ranges untouched. Reads the real build (`npm run build`).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { repoRoot } from "../src/config";
import { startTestServer, type TestServer } from "./harness";

const dist = path.join(repoRoot, "client", "dist");

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose reply body is kept as it came over the wire (fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

function decode(res: Raw): Buffer {
  switch (res.headers["content-encoding"]) {
    case "br":
      return zlib.brotliDecompressSync(res.body);
    case "gzip":
      return zlib.gunzipSync(res.body);
    case undefined:
      return res.body;
    default:
      throw new Error(`unexpected encoding ${res.headers["content-encoding"]}`);
  }
}

describe("delivery: compression and caching", () => {
  let server: TestServer;
  let entry: string;
  let css: string;
  beforeAll(async () => {
    const manifestFile = path.join(dist, ".vite", "manifest.json");
    if (!fs.existsSync(manifestFile))
      throw new Error("These tests read the client's build: run `npm run build -w client` first.");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string; css?: string[] }>;
    entry = manifest["index.html"]!.file;
    css = manifest["index.html"]!.css![0]!;
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
  ])("a hashed script asked for with Accept-Encoding %s comes as %s, cached for a year", async (accept, encoding) => {
    const res = await raw(`${server.url}/${entry}`, { "accept-encoding": accept });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.body.length).toBeLessThan(fs.statSync(path.join(dist, entry)).size / 2);
    expect(decode(res).equals(fs.readFileSync(path.join(dist, entry)))).toBe(true);
  });

  it.each([["identity"], [""]])("asked with Accept-Encoding '%s', the script comes as it is", async (accept) => {
    const res = await raw(`${server.url}/${entry}`, accept ? { "accept-encoding": accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.equals(fs.readFileSync(path.join(dist, entry)))).toBe(true);
  });

  it("the style sheet comes as brotli with its type", async () => {
    const res = await raw(`${server.url}/${css}`, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(decode(res).toString("utf8")).toBe(fs.readFileSync(path.join(dist, css), "utf8"));
  });

  it("a client route's HTML is compressed and revalidated on every visit (304 while unchanged)", async () => {
    const index = fs.readFileSync(path.join(dist, "index.html"));
    const res = await raw(`${server.url}/de/goethe-tests`, { accept: "text/html", "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(decode(res).equals(index)).toBe(true);
    const etag = res.headers["etag"];
    expect(etag).toBeTruthy();
    const again = await raw(`${server.url}/de`, {
      accept: "text/html",
      "accept-encoding": "gzip, deflate, br",
      "if-none-match": String(etag),
    });
    expect(again.status).toBe(304);

    const plain = await raw(`${server.url}/`, { accept: "text/html" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.body.equals(index)).toBe(true);
  });

  it("the service worker and the web-app manifest are revalidated on every visit, served at the root with their types", async () => {
    const worker = await raw(`${server.url}/sw.js`, { "accept-encoding": "identity" });
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.body.equals(fs.readFileSync(path.join(dist, "sw.js")))).toBe(true);
    const manifest = await raw(`${server.url}/manifest.webmanifest`, { "accept-encoding": "identity" });
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    const app = JSON.parse(manifest.body.toString("utf8")) as { icons: { src: string }[]; lang: string; theme_color: string };
    expect(app.lang).toBe("de");
    expect(app.theme_color).toBe("#0f5f73");
    for (const icon of app.icons) expect((await raw(`${server.url}${icon.src}`)).headers["content-type"]).toBe("image/png");
  });

  it("a GraphQL reply over 1 KB is compressed; a small one is not", async () => {
    const big = await raw(
      `${server.url}/graphql`,
      { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
      "POST",
      JSON.stringify({ query: "{ __schema { types { name description } } }" }),
    );
    expect(big.status).toBe(200);
    expect(big.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(big.headers["vary"]).toMatch(/Accept-Encoding/i);
    const text = decode(big).toString("utf8");
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(10);

    const small = await raw(
      `${server.url}/graphql`,
      { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
      "POST",
      JSON.stringify({ query: "{ __typename }" }),
    );
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toEqual({ data: { __typename: "Query" } });
  });

  it("a REST reply over 1 KB is compressed and keeps its ETag, so the original client's revalidation still works", async () => {
    const res = await raw(`${server.url}/api/goethes`, { "accept-encoding": "gzip, deflate" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["etag"]).toMatch(/^W\/"/);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(decode(res).toString("utf8"));
    expect(Array.isArray(body.data)).toBe(true);
    const again = await raw(`${server.url}/api/goethes`, {
      "accept-encoding": "gzip, deflate",
      "if-none-match": String(res.headers["etag"]),
    });
    expect(again.status).toBe(304);
  });

  it("a media byte range is answered as it was: 206, the bytes asked for, no compression", async () => {
    const file = fs.readFileSync(path.join(server.config.contentDir, "media", "img", "a.svg"));
    const res = await raw(`${server.url}/media/img/a.svg`, { "accept-encoding": "gzip, deflate, br", range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-range"]).toBe(`bytes 0-9/${file.length}`);
    expect(res.body.equals(file.subarray(0, 10))).toBe(true);
  });
});
