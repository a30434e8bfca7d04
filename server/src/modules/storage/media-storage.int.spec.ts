/*
 * The app's media on either driver: the local folder (the default) and an S3-compatible bucket (s3rver, a real
 * S3-protocol server). Public uploads are served with byte ranges and caching headers; a learner's recording only to
 * its owner and a teacher of the owner's course; a console audio upload ends, normalised, in the storage.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import type { TestServer } from "../../../test/harness";
import { keysOf, startTestBucket, type TestBucket } from "../../../test/s3-server";
import { shareCourse } from "../courses/courses.testkit";
import { rawGet, recordingFixture, speakingServer, uploadRecording } from "../recordings/recordings.test-support";
import { walk } from "./local-store";

/** A GET with exactly these headers. */
const plainGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number }>((resolve, reject) =>
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on("error", reject),
  );
const adminFixture = (name: string) => fs.readFileSync(path.join(__dirname, "..", "admin", "fixtures", name));

describe.each(["local", "s3"] as const)("media in the %s storage", (driver) => {
  let t: TestServer;
  let close: () => Promise<void>;
  let bucket: TestBucket | null = null;
  let speakingSub: string;
  let examId: string;
  let admin: string;

  beforeAll(async () => {
    if (driver === "s3") bucket = await startTestBucket();
    ({ t, close, speakingSub, examId } = await speakingServer(bucket?.env ?? {}));
    admin = (await signedIn(t, { isAdmin: true })).token;
  });
  afterAll(async () => {
    await close();
    await bucket?.close();
  });

  /** Where an object is: in the bucket, or a file under DATA_DIR (never both). */
  const storedKeys = async (): Promise<string[]> => {
    const local = [...walk(t.services.media.uploadDir), ...walk(t.services.media.privateDir)].filter(
      (k) => !k.startsWith("incoming"),
    );
    if (!bucket) return local.sort();
    expect(local).toEqual([]);
    return keysOf(bucket.store);
  };

  async function upload(file: Buffer, name: string, kind: "image" | "audio") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), name);
    const res = await fetch(`${t.url}/media/upload?kind=${kind}`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "accept-language": "en" },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it("serves a console image with its length, one byte range (206), its tag (304) and a range beyond it (416)", async () => {
    const png = adminFixture("dot.png");
    const up = await upload(png, "punkt.png", "image");
    expect(up).toMatchObject({
      status: 201,
      body: { key: expect.stringMatching(/^image\/[0-9a-f-]{36}\.png$/), size: png.length },
    });
    expect(await storedKeys()).toContain(up.body.key);

    const whole = await fetch(`${t.url}${up.body.url}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);
    expect(whole.headers.get("content-type")).toBe("image/png");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const etag = whole.headers.get("etag")!;
    expect(etag).toBeTruthy();

    const part = await fetch(`${t.url}${up.body.url}`, { headers: { range: "bytes=10-19" } });
    expect([part.status, part.headers.get("content-range")]).toEqual([206, `bytes 10-19/${png.length}`]);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(10, 20));
    // as a browser revalidates (fetch would add Cache-Control: no-cache, which asks for the bytes again)
    const again = await plainGet(`${t.url}${up.body.url}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect((await plainGet(`${t.url}${up.body.url}`, { "if-none-match": etag, "cache-control": "no-cache" })).status).toBe(200);
    const beyond = await fetch(`${t.url}${up.body.url}`, { headers: { range: `bytes=${png.length + 10}-` } });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([416, `bytes */${png.length}`]);
    expect((await fetch(`${t.url}/media/image/no-such.png`)).status).toBe(404);
  });

  it("keeps a recording private: its owner and a teacher of the owner's course hear it (with ranges), nobody else", async () => {
    const owner = await signedIn(t);
    const wav = recordingFixture("answer.wav");
    const up = await uploadRecording(t, wav, { token: owner.token, sub: speakingSub });
    expect(up.status).toBe(201);
    const id = up.body.recordingId as string;
    // the answer links to the authorising route, never to the storage
    expect(up.body.url).toMatch(new RegExp(`^/media/recordings/${id}\\?t=`));
    expect(await storedKeys()).toContain(`recordings/${id}.wav`);

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const heard = await fetch(`${t.url}/media/recordings/${id}`, { headers: bearer(owner.token) });
    expect([heard.status, heard.headers.get("content-type"), heard.headers.get("cache-control")]).toEqual([
      200,
      "audio/wav",
      "private, max-age=3600",
    ]);
    expect(Buffer.from(await heard.arrayBuffer())).toEqual(wav);
    const part = await fetch(`${t.url}/media/recordings/${id}`, { headers: { ...bearer(owner.token), range: "bytes=44-1067" } });
    expect([part.status, part.headers.get("content-range")]).toEqual([206, `bytes 44-1067/${wav.length}`]);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(wav.subarray(44, 1068));
    const link = await fetch(`${t.url}${up.body.url}`);
    expect(link.status).toBe(200);

    // another learner, an anonymous caller and every public path get 404
    const other = await signedIn(t);
    expect((await rawGet(t, `/media/recordings/${id}`, bearer(other.token))).status).toBe(404);
    expect((await rawGet(t, `/media/recordings/${id}`)).status).toBe(404);
    for (const p of [`/media/recordings/${id}.wav`, `/media/%72ecordings/${id}.wav`, `/media/x/..%2frecordings%2f${id}.wav`])
      expect((await rawGet(t, p, bearer(owner.token))).status).toBe(404);

    // a teacher of the owner's course, once an answer of an attempt names the take
    const teacher = await signedIn(t, { isTeacher: true });
    await shareCourse(t.ds, teacher.user.id, owner.user.id);
    const attempt = await t.gql(`mutation($e: ID!) { startAttempt(examId: $e) { id } }`, { e: examId }, { token: owner.token });
    const saved = await t.gql(
      `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
      { id: attempt.data!.startAttempt.id, answers: [{ subQuestionId: speakingSub, value: id }] },
      { token: owner.token },
    );
    expect(saved.errors).toBeUndefined();
    const byTeacher = await rawGet(t, `/media/recordings/${id}`, bearer(teacher.token));
    expect([byTeacher.status, byTeacher.body.equals(wav)]).toEqual([200, true]);

    // the account's deletion removes the object
    await t.services.recordings.removeAllOf(owner.user.id);
    expect(await storedKeys()).not.toContain(`recordings/${id}.wav`);
  });

  it("normalises a console audio upload into an Ogg and an MP3 twin in the storage; the original goes", async () => {
    const up = await upload(adminFixture("tone.ogg"), "ton.ogg", "audio");
    expect(up.status).toBe(202);
    await t.services.audioUploads.idle();
    const job = await fetch(`${t.url}${up.body.statusUrl}`, { headers: { authorization: `Bearer ${admin}` } });
    const done = (await job.json()) as Record<string, any>;
    expect(done).toMatchObject({
      status: "done",
      key: expect.stringMatching(/^audio\/.*\.ogg$/),
      mp3: { key: expect.any(String) },
    });
    const keys = await storedKeys();
    expect(keys).toEqual(expect.arrayContaining([done.key, done.mp3.key]));
    expect(keys.filter((k) => k.startsWith("audio-originals/"))).toEqual([]);
    const served = await fetch(`${t.url}${done.url}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "audio/ogg"]);
    // the console's exam editor accepts the stored key
    expect(
      await t.services.media.existing([done.key, "audio/missing.ogg"]).then((has) => [has(done.key), has("audio/missing.ogg")]),
    ).toEqual([true, false]);
  });
});

describe("recordings by presigned links (S3_PRESIGN_SECONDS)", () => {
  let bucket: TestBucket;
  let t: TestServer;
  let close: () => Promise<void>;
  let speakingSub: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    ({ t, close, speakingSub } = await speakingServer({ ...bucket.env, S3_PRESIGN_SECONDS: "120" }));
  });
  afterAll(async () => {
    await close();
    await bucket.close();
  });

  it("sends the owner, once authorised, to a link of the bucket valid for two minutes; nobody else gets one", async () => {
    const owner = await signedIn(t);
    const wav = recordingFixture("answer.wav");
    const up = await uploadRecording(t, wav, { token: owner.token, sub: speakingSub });
    const id = up.body.recordingId as string;
    const asked = await fetch(`${t.url}/media/recordings/${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      redirect: "manual",
    });
    expect([asked.status, asked.headers.get("cache-control")]).toEqual([302, "private, no-store"]);
    const link = new URL(asked.headers.get("location")!);
    expect(link.origin).toBe(bucket.endpoint);
    expect(link.searchParams.get("X-Amz-Expires")).toBe("120");
    const heard = await fetch(link);
    expect([heard.status, heard.headers.get("content-type")]).toEqual([200, "audio/wav"]);
    expect(Buffer.from(await heard.arrayBuffer())).toEqual(wav);

    const other = await fetch(`${t.url}/media/recordings/${id}`, {
      headers: { authorization: `Bearer ${(await signedIn(t)).token}` },
      redirect: "manual",
    });
    expect([other.status, other.headers.get("location")]).toEqual([404, null]);
  });
});
