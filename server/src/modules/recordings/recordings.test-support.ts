/* Test support for the speaking tests (not loaded by the app): a content folder with a speaking exam, uploads. */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";

const FIXTURES = path.join(__dirname, "..", "..", "..", "test", "fixtures");
export const recordingFixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, "recordings", name));

/** A test server over the fixture content plus the speaking exam (task: 30 s at most), and its speaking task's id. */
export async function speakingServer(
  env: Record<string, string> = {},
): Promise<{ t: TestServer; speakingSub: string; examId: string; close(): Promise<void> }> {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-speaking-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  fs.copyFileSync(path.join(FIXTURES, "speaking", "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(
    path.join(FIXTURES, "speaking", "goethe-b1-speaking.yaml"),
    path.join(contentDir, "exams", "goethe-b1-speaking.yaml"),
  );
  const t = await startTestServer({ contentDir, env });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Sprechprüfung B1'`);
  const [{ id: sub }] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 AND sq.answer_type = 'speaking' ORDER BY sq.id LIMIT 1`,
    [id],
  );
  return {
    t,
    speakingSub: String(sub),
    examId: String(id),
    async close() {
      await t.close();
      fs.rmSync(contentDir, { recursive: true, force: true });
    },
  };
}

/** A PCM WAV file (16 kHz, mono, 16 bit) of `bytes` bytes of a quiet tone: 32,000 bytes a second. */
export function wav(bytes: number): Buffer {
  const data = Buffer.alloc(bytes - (bytes % 2));
  for (let i = 0; i < data.length / 2; i++)
    data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / 16000)), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** POST /media/recordings as the learner's client sends it. */
export async function uploadRecording(
  t: TestServer,
  file: Buffer,
  opts: { token: string; sub: string; lang?: string; forwardedFor?: string },
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const form = new FormData();
  form.append("subQuestionId", opts.sub);
  form.append("recording", new Blob([new Uint8Array(file)], { type: "audio/wav" }), "answer.wav");
  const headers: Record<string, string> = { "accept-language": opts.lang ?? "en", authorization: `Bearer ${opts.token}` };
  if (opts.forwardedFor) headers["x-forwarded-for"] = opts.forwardedFor;
  const res = await fetch(`${t.url}/media/recordings`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** A GET with the path sent exactly as written (fetch and URL would resolve `.`, `%2e` and backslashes first). */
export function rawGet(
  t: TestServer,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; contentType: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(res.headers["content-type"] ?? ""),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
