import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";

let t: TestServer;
let admin: string;
let learner: string;
let guest: string;
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures", name));

async function post(file: Buffer | null, name: string, kind: string, token?: string, type = "application/octet-stream") {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  const headers: Record<string, string> = { "accept-language": "en" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}/media/upload?kind=${kind}`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

// This server has no ffmpeg (a path where none is): audio is stored as uploaded, OGG and MP3 only, and says so.
// With ffmpeg, audio uploads are normalised into twins: see media/audio-upload.int.spec.ts.
beforeAll(async () => {
  t = await startTestServer({ env: { FFMPEG_PATH: path.join(os.tmpdir(), "no-ffmpeg-here", "ffmpeg") } });
  admin = (await signedIn(t, { isAdmin: true })).token;
  learner = (await signedIn(t)).token;
  guest = (await signedIn(t, { isGuest: true })).token;
});
afterAll(() => t.close());

describe("POST /media/upload", () => {
  it("without ffmpeg stores OGG and MP3 as uploaded (not normalised), recognised by content, served with byte ranges", async () => {
    const ogg = await post(fixture("tone.ogg"), "aufnahme.mp3", "audio", admin, "audio/mpeg");
    expect(ogg).toEqual({
      status: 201,
      body: {
        key: expect.stringMatching(/^audio\/[0-9a-f-]{36}\.ogg$/),
        url: expect.any(String),
        contentType: "audio/ogg",
        size: fixture("tone.ogg").length,
        normalised: false,
      },
    });
    const mp3 = await post(fixture("tone.mp3"), "aufnahme", "audio", admin);
    expect(mp3).toMatchObject({
      status: 201,
      body: { key: expect.stringMatching(/\.mp3$/), contentType: "audio/mpeg", normalised: false },
    });
    // a recorder's WebM needs ffmpeg: refused here, in the caller's language
    const webm = await post(
      fs.readFileSync(path.join(__dirname, "../../../test/fixtures/recordings/answer.webm")),
      "a.webm",
      "audio",
      admin,
    );
    expect(webm).toMatchObject({ status: 422, body: { message: "This is not an audio file (allowed: OGG, MP3)." } });

    const whole = await fetch(`${t.url}/media/${ogg.body.key}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/ogg");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const part = await fetch(`${t.url}/media/${ogg.body.key}`, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${fixture("tone.ogg").length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(fixture("tone.ogg").subarray(100, 200));
    const m = await fetch(`${t.url}/media/${mp3.body.key}`);
    expect(m.headers.get("content-type")).toBe("audio/mpeg");
    const rows = await t.ds.query(`SELECT content_type, original_name FROM media WHERE key = $1`, [ogg.body.key]);
    expect(rows).toEqual([{ content_type: "audio/ogg", original_name: "aufnahme.mp3" }]);
  });

  it("refuses a renamed non-audio file: text, a PNG or an HTML page named .ogg/.mp3", async () => {
    for (const [bytes, name] of [
      [Buffer.from("this is not audio at all, just some text\n".repeat(20)), "hoeren.ogg"],
      [fixture("dot.png"), "hoeren.mp3"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "hoeren.ogg"],
      [Buffer.from("OggS\0\x02"), "truncated.ogg"],
    ] as [Buffer, string][]) {
      const r = await post(bytes, name, "audio", admin, "audio/ogg");
      expect({ name, ...r }).toEqual({
        name,
        status: 422,
        body: {
          error: "BAD_USER_INPUT",
          message: "This is not an audio file (allowed: OGG, MP3).",
          fields: { file: "This is not an audio file (allowed: OGG, MP3)." },
        },
      });
    }
    expect(
      await t.ds.query(`SELECT key FROM media WHERE original_name LIKE 'hoeren%' OR original_name LIKE 'truncated%'`),
    ).toEqual([]);
  });

  it("refuses audio as an image, an image over 5 MB and a missing file", async () => {
    expect((await post(fixture("tone.ogg"), "bild.png", "image", admin)).status).toBe(422);
    const big = Buffer.concat([fixture("dot.png"), Buffer.alloc(5 * 1024 * 1024)]);
    const r = await post(big, "big.png", "image", admin);
    expect(r).toEqual({ status: 422, body: expect.objectContaining({ message: "The file is too large (at most 5 MB)." }) });
    expect((await post(null, "", "image", admin)).body.message).toBe("Please choose a file.");
    expect((await post(fixture("dot.png"), "x.png", "video", admin)).status).toBe(422);
  });

  it("stores PNG and a sanitised SVG: no scripts, event handlers, foreign objects or external links", async () => {
    const png = await post(fixture("dot.png"), "foto.jpg", "image", admin);
    expect(png.body).toMatchObject({ contentType: "image/png", key: expect.stringMatching(/\.png$/) });
    const hostile = `<?xml version="1.0"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(3)"/>
  <rect width="5" height="5" fill="url(https://evil.example/x)"/>
  <foreignObject><iframe src="javascript:alert(4)"></iframe></foreignObject>
  <a xlink:href="javascript:alert(5)"><text x="1" y="5">Hallo</text></a>
  <use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>
  <image href="https://evil.example/track.png"/>
  <style>@import url(https://evil.example/x.css);</style>
</svg>`;
    const r = await post(Buffer.from(hostile), "bild.svg", "image", admin);
    expect(r.body.contentType).toBe("image/svg+xml");
    const served = await fetch(`${t.url}/media/${r.body.key}`);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    const svg = await served.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10">/);
    expect(svg).toContain(`<linearGradient id="g">`);
    expect(svg).toContain(`fill="url(#g)"`);
    expect(svg).toContain('<text x="1" y="5">Hallo</text>');
    expect(svg).not.toMatch(/script|onload|onclick|foreignObject|iframe|javascript|evil|data:|<use|<image|<style|href/i);
  });

  it("refuses a learner and a guest (403) and an anonymous caller (401), storing nothing", async () => {
    const before = (await t.ds.query(`SELECT COUNT(*)::int n FROM media`))[0].n;
    expect((await post(fixture("dot.png"), "x.png", "image", learner)).status).toBe(403);
    expect((await post(fixture("dot.png"), "x.png", "image", guest)).status).toBe(403);
    const anon = await post(fixture("tone.ogg"), "x.ogg", "audio");
    expect(anon).toEqual({ status: 401, body: { error: "UNAUTHENTICATED", message: "Please sign in." } });
    expect((await t.ds.query(`SELECT COUNT(*)::int n FROM media`))[0].n).toBe(before);
  });
});
