/*
 * One gate for private files: recordings and the console's audio originals live outside the folder the public /media
 * route serves, whatever spelling a path takes, and an installation's existing files move there at start-up.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { shareCourse } from "../courses/courses.testkit";
import type { TestServer } from "../../../test/harness";
import { rawGet, recordingFixture, speakingServer, uploadRecording } from "./recordings.test-support";

let t: TestServer;
let close: () => Promise<void>;
let speakingSub: string;
let examId: string;
let dataDir: string;
const legacyId = crypto.randomUUID();
const legacyBytes = recordingFixture("answer.webm");

beforeAll(async () => {
  // a data folder as an earlier version left it: recordings and an audio original inside the public media folder
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-legacy-"));
  fs.mkdirSync(path.join(dataDir, "media", "recordings"), { recursive: true });
  fs.mkdirSync(path.join(dataDir, "media", "audio-originals"), { recursive: true });
  fs.mkdirSync(path.join(dataDir, "media", "image"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "media", "recordings", `${legacyId}.webm`), legacyBytes);
  fs.writeFileSync(path.join(dataDir, "media", "audio-originals", "take.ogg"), recordingFixture("answer.ogg"));
  fs.writeFileSync(path.join(dataDir, "media", "image", "public.png"), Buffer.from("png"));
  const s = await speakingServer({ DATA_DIR: dataDir });
  ({ t, close, speakingSub, examId } = s);
});
afterAll(async () => {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("an installation's private files at start-up", () => {
  it("move out of the public folder; nothing is lost: the owner still hears a recording saved before", async () => {
    expect(fs.existsSync(path.join(dataDir, "media", "recordings"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "media", "audio-originals"))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, "private-media", "recordings", `${legacyId}.webm`))).toEqual(legacyBytes);
    expect(fs.existsSync(path.join(dataDir, "private-media", "audio-originals", "take.ogg"))).toBe(true);
    expect((fs.statSync(path.join(dataDir, "private-media")).mode & 0o777).toString(8)).toBe("700");
    // public uploads stay where they were
    expect((await fetch(`${t.url}/media/image/public.png`)).status).toBe(200);

    const owner = await signedIn(t);
    await t.ds.query(
      `INSERT INTO recordings (id, user_id, sub_question_id, media_key, content_type, size, duration_seconds)
       VALUES ($1, $2, $3, $4, 'audio/webm', $5, 3)`,
      [legacyId, owner.user.id, speakingSub, `recordings/${legacyId}.webm`, legacyBytes.length],
    );
    const heard = await fetch(`${t.url}/media/recordings/${legacyId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(heard.status).toBe(200);
    expect(Buffer.from(await heard.arrayBuffer())).toEqual(legacyBytes);
    // a second start (another replica, a restart) finds nothing left to move
    expect(t.services.media.movePrivateFiles()).toBe(0);
  });
});

describe("the public media route", () => {
  it("serves no private file, whatever the spelling; the owner and a teacher get it through the recordings route", async () => {
    const owner = await signedIn(t);
    const up = await uploadRecording(t, recordingFixture("answer.wav"), { token: owner.token, sub: speakingSub });
    expect(up.status).toBe(201);
    const id = up.body.recordingId as string;
    const [{ media_key: key }] = await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [id]);
    expect(key).toBe(`recordings/${id}.wav`);
    const file = `${id}.wav`;
    const spellings = [
      `/media/recordings/${file}`,
      `/media/%72ecordings/${file}`,
      `/media/./recordings/${file}`,
      `/media/%2e/recordings/${file}`,
      `/media/%2E/recordings/${file}`,
      `/media/x/../recordings/${file}`,
      `/media/x/%2e%2e/recordings/${file}`,
      `/media/recordings%2f${file}`,
      `/media/recordings%2F${file}`,
      `/media/recordings%252f${file}`,
      `/media/%252e/recordings/${file}`,
      `/media//recordings/${file}`,
      `/media/recordings//${file}`,
      `//media/recordings/${file}`,
      `/media/Recordings/${file}`,
      `/media/RECORDINGS/${file}`,
      `/media/recordings\\${file}`,
      `/media/recordings%5c${file}`,
      `/media/recordings%5C${file}`,
      `/media/recordings/${file}%00`,
      `/media/../private-media/recordings/${file}`,
      `/media/..%2fprivate-media%2frecordings%2f${file}`,
      `/media/%2e%2e/private-media/recordings/${file}`,
      `/media/private-media/recordings/${file}`,
      `/private-media/recordings/${file}`,
      `/img/goethe/recordings/${file}`,
      `/img/telc/%72ecordings/${file}`,
      `/media/recordings/${legacyId}.webm`,
      `/media/audio-originals/take.ogg`,
      `/media/%61udio-originals/take.ogg`,
      `/media/./audio-originals/take.ogg`,
      `/media/recordings/${id}`,
      `/media/Recordings/${id}`,
      `/media/recordings/${id}?t=`,
    ];
    const sample = recordingFixture("answer.wav").subarray(44, 1024);
    const answers: { path: string; status: number; type: string; leaked: boolean }[] = [];
    for (const p of spellings) {
      const r = await rawGet(t, p);
      const leaked = r.body.includes(sample) || r.body.includes(legacyBytes.subarray(0, 512));
      answers.push({ path: p, status: r.status, type: r.contentType, leaked });
    }
    // no reply carries a recording's bytes or any audio; every path under /media and /img is 404 without a token
    // (a path outside them, like //media/… or /private-media/…, is the learner client's page)
    expect(answers.filter((a) => a.leaked || /audio|octet/.test(a.type))).toEqual([]);
    expect(answers.filter((a) => /^\/(media|img)\//.test(a.path) && a.status !== 404)).toEqual([]);
    expect(answers.filter((a) => a.status !== 404 && !(a.status === 200 && a.type.startsWith("text/html")))).toEqual([]);

    // the owner and their teacher hear it through its route once an answer names it; the upload's own link (signed
    // for the owner) works too
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await rawGet(t, `/media/recordings/${id}`, bearer(owner.token))).status).toBe(200);
    const teacher = await signedIn(t, { isTeacher: true });
    await shareCourse(t.ds, teacher.user.id, owner.user.id);
    const attempt = await t.gql(`mutation($e: ID!) { startAttempt(examId: $e) { id } }`, { e: examId }, { token: owner.token });
    const saved = await t.gql(
      `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
      { id: attempt.data!.startAttempt.id, answers: [{ subQuestionId: speakingSub, value: id }] },
      { token: owner.token },
    );
    expect(saved.errors).toBeUndefined();
    expect((await rawGet(t, `/media/recordings/${id}`, bearer(teacher.token))).status).toBe(200);
    expect((await rawGet(t, up.body.url as string)).status).toBe(200);
    // a bearer opens no private file through the public route either
    expect((await rawGet(t, `/media/%72ecordings/${file}`, bearer(owner.token))).status).toBe(404);
    expect((await rawGet(t, `/media/recordings/${id}`, bearer((await signedIn(t)).token))).status).toBe(404);
  });
});
