import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";
import { execFileSync } from "node:child_process";
import { LOUDNESS_RULE, loudnessProblems, measureLoudness } from "../exams/format/loudness";

let t: TestServer;
let admin: string;
let learner: string;
let lastJob: string;
const own = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures", name));
const recording = (name: string) => fs.readFileSync(path.join(__dirname, "../../../test/fixtures/recordings", name));

async function upload(file: Buffer, name: string, token = admin) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.url}/media/upload?kind=audio`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function job(id: string, token = admin, lang = "en") {
  const res = await fetch(`${t.url}/media/jobs/${id}`, {
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Uploads, waits for this server's queue to drain (no clock), and answers the job's final state. */
async function processed(file: Buffer, name: string) {
  const posted = await upload(file, name);
  expect(posted).toEqual({
    status: 202,
    body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "processing", statusUrl: `/media/jobs/${posted.body.id}` },
  });
  await t.services.audioUploads.idle();
  return job(posted.body.id);
}

/**
 * The content check's decoders (WebAssembly, not ffmpeg), run in a plain Node process because they are ES modules
 * (jest's sandbox cannot import them): channel 0 as raw float samples beside the file; its rate, the number of distinct
 * channels and the damaged frames on stdout.
 */
const DECODE = `
const fs = require("node:fs");
const file = process.argv[1];
(async () => {
  const bytes = new Uint8Array(fs.readFileSync(file));
  let out;
  if (file.endsWith(".mp3")) {
    const { MPEGDecoder } = await import("mpg123-decoder");
    const d = new MPEGDecoder(); await d.ready; out = d.decode(bytes);
  } else {
    const { OggVorbisDecoder } = await import("@wasm-audio-decoders/ogg-vorbis");
    const d = new OggVorbisDecoder(); await d.ready; out = await d.decodeFile(bytes);
  }
  const c = out.channelData[0].subarray(0, out.samplesDecoded);
  fs.writeFileSync(file + ".f32", Buffer.from(c.buffer, c.byteOffset, c.byteLength));
  // the MP3 decoder always gives two channels: a mono file's are identical
  const distinct = out.channelData.filter((d) => d.subarray(0, out.samplesDecoded).some((v, i) => v !== c[i])).length + 1;
  console.log(JSON.stringify({ sampleRate: out.sampleRate, channels: distinct, errors: out.errors.length }));
})();`;

/** A served file, saved and decoded by the content check's own decoders. */
async function fetched(key: string, dir: string) {
  const res = await fetch(`${t.url}/media/${key}`);
  const file = path.join(dir, path.basename(key));
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const cwd = path.join(__dirname, "../../..");
  const info = JSON.parse(execFileSync(process.execPath, ["-e", DECODE, file], { cwd, encoding: "utf8" })) as {
    sampleRate: number;
    channels: number;
    errors: number;
  };
  const raw = fs.readFileSync(`${file}.f32`);
  const samples = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  return { type: res.headers.get("content-type"), ...info, samples, seconds: samples.length / info.sampleRate };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await signedIn(t, { isAdmin: true })).token;
  learner = (await signedIn(t)).token;
});
afterAll(() => t.close());

describe("admin audio uploads through ffmpeg", () => {
  it.each([
    ["a quiet WAV (-34 LUFS, 5 s)", own("quiet-speech.wav"), "sprecher.wav", 4.95],
    ["a short take (1.5 s; loudnorm measures 3-s windows)", own("short-take.wav"), "kurz.wav", 1.5],
    // a take of the console recorder on a loaded machine: its peaks forbid a linear gain, loudnorm's dynamic mode
    ["a 2.6 s console take whose peaks forbid a linear gain", own("browser-take.webm"), "aufnahme-konsole.webm", 2.64],
    ["an Ogg/Opus recording at 48 kHz", recording("answer.ogg"), "aufnahme.ogg", 3.0],
    ["the browser recorder's WebM/Opus", recording("answer.webm"), "aufnahme.webm", 3.0],
  ])("%s becomes an Ogg and an MP3 twin, mono 16 kHz, at -16 LUFS ± 1 and at most -1 dBTP", async (_, bytes, name, seconds) => {
    const r = await processed(bytes, name);
    expect(r.status).toBe(200);
    expect(r.body.message).toBeUndefined();
    expect(r.body).toMatchObject({
      status: "done",
      normalised: true,
      key: expect.stringMatching(/^audio\/[0-9a-f-]{36}\.ogg$/),
      contentType: "audio/ogg",
      mp3: { key: r.body.key.replace(/\.ogg$/, ".mp3"), contentType: "audio/mpeg" },
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-twins-"));
    try {
      const ogg = await fetched(r.body.key, dir);
      const mp3 = await fetched(r.body.mp3.key, dir);
      expect([ogg.type, mp3.type]).toEqual(["audio/ogg", "audio/mpeg"]);
      for (const twin of [ogg, mp3]) {
        expect({ sampleRate: twin.sampleRate, channels: twin.channels, errors: twin.errors }).toEqual({
          sampleRate: 16000,
          channels: 1,
          errors: 0,
        });
        expect(Math.abs(twin.seconds - seconds)).toBeLessThan(0.15);
        const loudness = measureLoudness([twin.samples], twin.sampleRate);
        expect(loudnessProblems(loudness)).toEqual([]);
        expect(loudness.truePeakDb).toBeLessThanOrEqual(LOUDNESS_RULE.maxTruePeakDb);
      }
      expect(Math.abs(ogg.seconds - mp3.seconds)).toBeLessThan(0.15);
      // the figures the console shows are the ones measured here
      expect(Math.abs(r.body.loudness.ogg.lufs - measureLoudness([ogg.samples], 16000).lufs)).toBeLessThan(0.06);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // the original is gone once both twins are stored; both twins have their rows
    const rows = await t.ds.query(`SELECT key FROM media WHERE original_name = $1 ORDER BY key`, [name]);
    expect(rows.map((row: { key: string }) => row.key)).toEqual([r.body.key, r.body.mp3.key].sort());
    expect(fs.readdirSync(path.join(t.config.dataDir, "private-media", "audio-originals"))).toEqual([]);
    // the exam player offers both, with their types
    const sources = await t.services.media.audioSources(r.body.key, r.body.mp3.key);
    expect(sources.map((s) => s.mimeType)).toEqual(["audio/ogg", "audio/mpeg"]);
    lastJob = r.body.id;
  });

  it("refuses a renamed text file at once (422, in the caller's language), storing nothing", async () => {
    const before = (await t.ds.query(`SELECT COUNT(*)::int n FROM media`))[0].n;
    const text = Buffer.from("Das ist keine Aufnahme, nur ein Text.\n".repeat(40));
    expect(await upload(text, "hoeren.wav")).toEqual({
      status: 422,
      body: {
        error: "BAD_USER_INPUT",
        message: "This is not an audio file (allowed: OGG, MP3, WebM, MP4/M4A, WAV).",
        fields: { file: "This is not an audio file (allowed: OGG, MP3, WebM, MP4/M4A, WAV)." },
      },
    });
    expect((await t.ds.query(`SELECT COUNT(*)::int n FROM media`))[0].n).toBe(before);
  });

  it("a silent recording fails with a reason, keeps its original and replaces nothing", async () => {
    const wav = silentWav(16000, 2);
    const r = await processed(wav, "stille.wav");
    expect(r.body).toEqual({
      id: expect.any(String),
      status: "failed",
      statusUrl: expect.any(String),
      message: "The recording is silent or far too quiet; please record again closer to the microphone.",
    });
    expect((await job(r.body.id, admin, "de")).body.message).toBe(
      "Die Aufnahme ist still oder viel zu leise; bitte näher am Mikrofon erneut aufnehmen.",
    );
    const rows = await t.ds.query(`SELECT key FROM media WHERE original_name = 'stille.wav'`);
    expect(rows).toEqual([{ key: expect.stringMatching(/^audio-originals\/[0-9a-f-]{36}\.wav$/) }]);
    // the original kept is private: outside the public folder, not served by /media
    expect(fs.existsSync(path.join(t.config.dataDir, "private-media", rows[0].key))).toBe(true);
    expect((await fetch(`${t.url}/media/${rows[0].key}`)).status).toBe(404);
  });

  it("a job is an admin's to read: 401 without a token, 403 for a learner, 404 for an unknown id", async () => {
    expect((await job(lastJob)).body.status).toBe("done");
    expect((await job(lastJob, learner)).status).toBe(403);
    const anon = await fetch(`${t.url}/media/jobs/${lastJob}`);
    expect(anon.status).toBe(401);
    expect(await job("00000000-0000-4000-8000-000000000000")).toEqual({
      status: 404,
      body: { error: "NOT_FOUND", message: "There is no such processing job." },
    });
    expect((await job("..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});

/** A WAV of digital silence (16-bit mono). */
function silentWav(rate: number, seconds: number): Buffer {
  const data = rate * seconds * 2;
  const h = Buffer.alloc(44);
  h.write("RIFF", 0);
  h.writeUInt32LE(36 + data, 4);
  h.write("WAVEfmt ", 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36);
  h.writeUInt32LE(data, 40);
  return Buffer.concat([h, Buffer.alloc(data)]);
}
