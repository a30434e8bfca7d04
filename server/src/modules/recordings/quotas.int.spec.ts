/*
 * Storage quotas for recordings: uploads per client address as well as per account, a storage budget per account and
 * per guest, uploads streamed to disk, and the periodic sweep of takes no answer names.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import type { TestServer } from "../../../test/harness";
import { recordingFixture, speakingServer, uploadRecording, wav } from "./recordings.test-support";

let t: TestServer;
let close: () => Promise<void>;
let speakingSub: string;
let examId: string;

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
};
const recordingsDir = () => path.join(t.config.dataDir, "private-media", "recordings");
const incoming = () => fs.readdirSync(path.join(t.config.dataDir, "private-media", "incoming"));
/** Waits for a condition the server reaches by itself (a sweep, a clean-up); fails the test after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const s = await speakingServer({
    TRUSTED_PROXIES: "loopback", // the tests speak for several client addresses through X-Forwarded-For
    RECORDING_UPLOAD_LIMIT_IP: "40",
    RECORDING_SWEEP_INTERVAL_MINUTES: "0.02",
  });
  ({ t, close, speakingSub, examId } = s);
});
afterAll(() => close());

describe("a guest's upload flood", () => {
  it("30 uploads of about 1 MB from one guest and one address: refused with the figures once the guest's 20 MB are used", async () => {
    const guest = await signedIn(t, { isGuest: true });
    const file = wav(1_000_000);
    const answers: { status: number; body: Record<string, any> }[] = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await uploadRecording(t, file, { token: guest.token, sub: speakingSub, lang: "de", forwardedFor: "10.0.0.1" }),
      );
    // 20 takes of 1,000,044 bytes fit in 20 MiB; the 21st would not
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(201), ...Array(10).fill(413)]);
    expect(answers[20].body).toMatchObject({
      error: "PAYLOAD_TOO_LARGE",
      reason: "QUOTA_EXCEEDED",
      usedBytes: 20 * file.length,
      quotaBytes: 20 * 1024 * 1024,
      fileBytes: file.length,
    });
    expect(answers[20].body.message).toBe(
      "Diese Aufnahme (1 MB) passt nicht mehr in Ihren Speicherplatz für Aufnahmen (19.1 MB von 20 MB belegt).",
    );
    const [{ n, bytes }] = await t.ds.query(
      `SELECT count(*)::int AS n, sum(size)::bigint AS bytes FROM recordings WHERE user_id = $1`,
      [guest.user.id],
    );
    expect([n, Number(bytes)]).toEqual([20, 20 * file.length]);
    // nothing refused stays on disk, not even in the folder uploads arrive in
    expect(incoming()).toEqual([]);
    expect(fs.readdirSync(recordingsDir()).length).toBe(20);

    expect(answers[29].body.message).toBe(answers[20].body.message);
    // a registered account's budget is larger (200 MB): the same file is taken
    const learner = await signedIn(t);
    expect((await uploadRecording(t, file, { token: learner.token, sub: speakingSub, forwardedFor: "10.0.0.9" })).status).toBe(
      201,
    );
  });

  it("a full storage is refused before the body is read; an account at its budget too", async () => {
    const learner = await signedIn(t);
    // the account's takes fill its 200 MB (rows as the upload writes them)
    await t.ds.query(
      `INSERT INTO recordings (id, user_id, sub_question_id, media_key, content_type, size, duration_seconds)
       VALUES (gen_random_uuid(), $1, $2, 'recordings/none.webm', 'audio/webm', $3, 10)`,
      [learner.user.id, speakingSub, 200 * 1024 * 1024],
    );
    const r = await uploadRecording(t, recordingFixture("answer.wav"), {
      token: learner.token,
      sub: speakingSub,
      lang: "fr",
      forwardedFor: "10.0.0.8",
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ reason: "QUOTA_EXCEEDED", usedBytes: 200 * 1024 * 1024, quotaBytes: 200 * 1024 * 1024 });
    expect(r.body.fileBytes).toBeUndefined();
    expect(r.body.message).toMatch(/^L'espace de stockage de vos enregistrements est plein \(200 Mo utilisés sur 200 Mo\)/);
  });
});

describe("uploads per client address", () => {
  it("an address's budget (here 40 in 10 minutes) holds across accounts; another address is not held up", async () => {
    // 10.0.0.1 spent 30 in the flood above
    const learner = await signedIn(t);
    const small = recordingFixture("answer.wav");
    for (let i = 0; i < 10; i++)
      expect((await uploadRecording(t, small, { token: learner.token, sub: speakingSub, forwardedFor: "10.0.0.1" })).status).toBe(
        201,
      );
    const refused = await uploadRecording(t, small, {
      token: learner.token,
      sub: speakingSub,
      lang: "es",
      forwardedFor: "10.0.0.1",
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: "RATE_LIMITED", reason: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Ha subido muchísimas grabaciones/);
    expect((await uploadRecording(t, small, { token: learner.token, sub: speakingSub, forwardedFor: "10.0.0.2" })).status).toBe(
      201,
    );
  });
});

describe("uploads stream to disk", () => {
  it("eight 9 MB uploads at once: their bytes are in files while they arrive, and aborted uploads leave nothing", async () => {
    const learner = await signedIn(t);
    const { hostname, port } = new URL(t.url);
    const boundary = "----dp-upload-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="subQuestionId"\r\n\r\n${speakingSub}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="recording"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const body = wav(9 * 1024 * 1024);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const half = 5 * 1024 * 1024;
    const requests = Array.from({ length: 8 }, (_, i) => {
      const req = http.request({
        host: hostname,
        port,
        path: "/media/recordings",
        method: "POST",
        headers: {
          authorization: `Bearer ${learner.token}`,
          "x-forwarded-for": `10.1.0.${i}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + body.length + tail.length,
        },
      });
      req.on("error", () => undefined);
      req.write(head);
      req.write(body.subarray(0, half));
      return req;
    });
    // the server holds each upload in a file of the incoming folder, not in memory: 8 files of 5 MB each so far
    const sizes = () => incoming().map((n) => fs.statSync(path.join(t.config.dataDir, "private-media", "incoming", n)).size);
    await until("8 uploads on disk", () => sizes().length === 8 && sizes().every((s) => s >= half - 64 * 1024));
    for (const req of requests) req.destroy();
    await until("the incoming folder emptied", () => incoming().length === 0);
  });
});

describe("the sweep of takes no answer names", () => {
  const age = (id: string, interval: string) =>
    t.ds.query(`UPDATE recordings SET created_at = now() - $2::interval WHERE id = $1`, [id, interval]);
  const exists = async (id: string) => (await t.ds.query(`SELECT 1 FROM recordings WHERE id = $1`, [id])).length === 1;

  it("removes orphans after 24 hours and takes of open attempts after 7 days; never a take an answer names", async () => {
    const { token } = await signedIn(t);
    const loner = await signedIn(t);
    const take = async (as = token) =>
      (await uploadRecording(t, recordingFixture("answer.wav"), { token: as, sub: speakingSub, forwardedFor: "10.2.0.1" })).body
        .recordingId as string;
    // a learner without any attempt: an orphan after the grace period, not before
    const orphanOld = await take(loner.token);
    const oldKey = (await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [orphanOld]))[0].media_key;
    const orphanNew = await take(loner.token);
    await age(orphanOld, "25 hours");
    await age(orphanNew, "23 hours");
    // a submitted attempt's answer names a take: kept however old
    const submitted: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const named = await take();
    await t.gql(Q.save, { id: submitted, answers: [{ subQuestionId: speakingSub, value: named }] }, { token });
    await t.gql(Q.submit, { id: submitted }, { token });
    await age(named, "400 days");
    // an open attempt (abandoned): its named take stays; unnamed takes for its task wait 7 days
    const open: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const openNamed = await take();
    await t.gql(Q.save, { id: open, answers: [{ subQuestionId: speakingSub, value: openNamed }] }, { token });
    await age(openNamed, "60 days");
    const openRecent = await take();
    await age(openRecent, "3 days");
    const openOld = await take();
    await age(openOld, "8 days");
    const files = async (id: string) => {
      const [row] = await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [id]);
      return row ? fs.existsSync(path.join(t.config.dataDir, "private-media", row.media_key)) : false;
    };

    await t.services.recordings.sweep();
    expect({
      orphanOld: await exists(orphanOld),
      orphanNew: await exists(orphanNew),
      named: await exists(named),
      openNamed: await exists(openNamed),
      openRecent: await exists(openRecent),
      openOld: await exists(openOld),
    }).toEqual({ orphanOld: false, orphanNew: true, named: true, openNamed: true, openRecent: true, openOld: false });
    // row, media row and file go together; what stays still plays
    expect(fs.existsSync(path.join(t.config.dataDir, "private-media", oldKey))).toBe(false);
    expect(await t.ds.query(`SELECT 1 FROM media WHERE key = $1`, [oldKey])).toEqual([]);
    expect(await files(named)).toBe(true);
    expect(await files(openNamed)).toBe(true);
  });

  it("runs by itself inside the server (every RECORDING_SWEEP_INTERVAL_MINUTES); what a crash left half received goes too", async () => {
    const dir = path.join(t.config.dataDir, "private-media", "incoming");
    fs.writeFileSync(path.join(dir, "crashed.part"), "half an upload");
    const hourAndMore = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(dir, "crashed.part"), hourAndMore, hourAndMore);
    fs.writeFileSync(path.join(dir, "arriving.part"), "an upload under way on another replica");
    const { token } = await signedIn(t);
    const up = await uploadRecording(t, recordingFixture("answer.wav"), { token, sub: speakingSub, forwardedFor: "10.2.0.2" });
    const id = up.body.recordingId as string;
    await age(id, "2 days");
    await until("the periodic sweep", async () => !(await exists(id)));
    await until("the periodic sweep of the incoming folder", () => incoming().join() === "arriving.part");
    fs.rmSync(path.join(dir, "arriving.part"));
  });
});
