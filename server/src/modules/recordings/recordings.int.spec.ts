import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { shareCourse } from "../courses/courses.testkit";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { germanSpeller } from "../productive/spelling";

const FIXTURES = path.join(__dirname, "..", "..", "..", "test", "fixtures");
const audio = (name: string) => fs.readFileSync(path.join(FIXTURES, "recordings", name));

let t: TestServer;
let contentDir: string;
let examId: string;
let readingSub: string;
let speakingSub: string;

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  page: `query($id: ID!, $n: Int!) { attempt(id: $id) { page(number: $n) { skill block { type subQuestions { id answerType task points
    prepSeconds maxRecordSeconds rubric { key maxPoints criteria { key } } } } } } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  review: `query($id: ID!, $n: Int!) { attempt(id: $id) { review(page: $n) { block { type items { answerType text recordingUrl
    modelAnswer modelAudioUrl feedback { hint durationSeconds } assessments { by total } rubric { key } } } } } }`,
  result: `query($id: ID!) { attempt(id: $id) { result { pending speaking { percent points maxPoints passed }
    official { verdict parts { key points maxPoints status } } } } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores, comment: $comment) { by total maxPoints comment } }`,
  queue: `query($status: GradingStatus) { gradingQueue(status: $status) { attemptId subQuestionId skill text recordingUrl
    feedback { durationSeconds } } }`,
};
/** A link as the server names it (relative to the server, or on PUBLIC_URL in an export), reached on the test server. */
const local = (url: string) => new URL(url.replace(/^https?:\/\/[^/]+/u, ""), t.url).href;
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

async function upload(
  file: Buffer | null,
  opts: { token?: string; sub?: string; name?: string; type?: string; lang?: string } = {},
): Promise<{ status: number; body: Record<string, any> }> {
  const form = new FormData();
  form.append("subQuestionId", opts.sub ?? speakingSub);
  if (file)
    form.append("recording", new Blob([new Uint8Array(file)], { type: opts.type ?? "audio/webm" }), opts.name ?? "answer.webm");
  const headers: Record<string, string> = { "accept-language": opts.lang ?? "en" };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${t.url}/media/recordings`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const stored = async () => ({
  rows: Number((await t.ds.query(`SELECT count(*) AS n FROM recordings`))[0].n),
  media: Number((await t.ds.query(`SELECT count(*) AS n FROM media WHERE key LIKE 'recordings/%'`))[0].n),
  files: fs.existsSync(path.join(t.config.dataDir, "private-media", "recordings"))
    ? fs.readdirSync(path.join(t.config.dataDir, "private-media", "recordings")).length
    : 0,
});
/** A teacher of a course the learner belongs to (courses: a teacher hears the recordings of their courses' learners only). */
async function teacherToken(learnerId: number): Promise<string> {
  const { token, user } = await signedIn(t);
  await t.ds.query(`UPDATE users SET is_teacher = true WHERE id = $1`, [user.id]);
  await shareCourse(t.ds, user.id, learnerId);
  return token;
}

beforeAll(async () => {
  // the dictionary is loaded before the first request, as main.ts loads it at start
  germanSpeller();
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-speaking-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  fs.copyFileSync(path.join(FIXTURES, "speaking", "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(
    path.join(FIXTURES, "speaking", "goethe-b1-speaking.yaml"),
    path.join(contentDir, "exams", "goethe-b1-speaking.yaml"),
  );
  t = await startTestServer({ contentDir });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Sprechprüfung B1'`);
  examId = String(id);
  const subs: { id: number; answer_type: string }[] = await t.ds.query(
    `SELECT sq.id, sq.answer_type FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1`,
    [id],
  );
  const of = (type: string) => String(subs.find((s) => s.answer_type === type)!.id);
  [readingSub, speakingSub] = [of("true_false"), of("speaking")];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe("POST /media/recordings", () => {
  it("takes WebM/Opus (without a duration header), Ogg/Opus, MP4/AAC and WAV, recognised by content, measured from the data", async () => {
    const { token } = await signedIn(t);
    for (const [name, type, seconds, served] of [
      ["answer.webm", "audio/webm", 3.0, "audio/webm"],
      ["answer.ogg", "audio/webm", 3.0, "audio/ogg"], // the declared type and the name do not count
      ["answer.m4a", "application/octet-stream", 3.1, "audio/mp4"],
      // Safari's MediaRecorder writes fragmented MP4 (an empty moov, the audio in moof fragments)
      ["safari-fragmented.m4a", "audio/mp4", 3.0, "audio/mp4"],
      ["answer.wav", "audio/wav", 2.0, "audio/wav"],
    ] as const) {
      const r = await upload(audio(name), { token, name: "x.webm", type });
      expect([name, r.status, r.body.reason]).toEqual([name, 201, undefined]);
      expect(r.body.recordingId).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.body.durationSeconds).toBeCloseTo(seconds, 0);
      expect(r.body.contentType).toBe(served);
      // the uploader's link plays it with byte ranges, without a header (an <audio> element sends none)
      const whole = await fetch(local(r.body.url));
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toMatch(new RegExp(`^${served}`));
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      const size = audio(name).length;
      expect((await whole.arrayBuffer()).byteLength).toBe(size);
      const range = await fetch(local(r.body.url), { headers: { range: "bytes=0-99" } });
      expect(range.status).toBe(206);
      expect(range.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
      expect((await range.arrayBuffer()).byteLength).toBe(100);
      // Safari asks for the tail of the file first (the index of an MP4)
      const tail = await fetch(local(r.body.url), { headers: { range: "bytes=-64" } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(audio(name).subarray(size - 64));
      const beyond = await fetch(local(r.body.url), { headers: { range: `bytes=${size + 10}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);
    }
  });

  it("refuses, in the learner's language and storing nothing: a text file renamed .webm, Vorbis, a damaged file, too long, too big, no file, not a speaking task, no sign-in", async () => {
    const { token } = await signedIn(t);
    const before = await stored();
    const text = await upload(Buffer.from("Hallo, das ist nur Text und keine Aufnahme.\n".repeat(50)), {
      token,
      name: "answer.webm",
    });
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ error: "BAD_USER_INPUT", reason: "NOT_AUDIO" });
    expect(text.body.fields.recording).toBe("This is not a recording we accept (allowed: WebM/Opus, Ogg/Opus, MP4/AAC, WAV).");
    expect((await upload(audio("vorbis.ogg"), { token })).body.reason).toBe("NOT_AUDIO");
    const damaged = await upload(audio("truncated.webm"), { token, lang: "fr" });
    expect(damaged.status).toBe(422);
    expect(damaged.body.fields.recording).toMatch(/^L'enregistrement est illisible/);

    // half a second of speech: too short to be an answer
    const short = await upload(audio("half-second.webm"), { token, lang: "ar" });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ error: "BAD_USER_INPUT", reason: "TOO_SHORT" });
    expect(short.body.fields.recording).toBe("التسجيل أقصر من ثانية واحدة. يرجى التسجيل مرة أخرى.");
    // an empty file, and an MP4 cut off after its header (a crash of the recorder): unreadable, nothing stored
    const empty = await upload(Buffer.alloc(0), { token, lang: "de" });
    expect([empty.status, empty.body.reason]).toEqual([422, "MISSING"]);
    expect(empty.body.fields.recording).toBe("Es kam keine Aufnahme an. Bitte nehmen Sie erneut auf.");
    const cut = await upload(audio("safari-fragmented.m4a").subarray(0, 700), { token, lang: "en" });
    expect(cut.status).toBe(422);
    expect(["UNREADABLE", "NOT_AUDIO"]).toContain(cut.body.reason);
    expect(cut.body.fields.recording).toMatch(/^(The recording cannot be read|This is not a recording we accept)/);

    const long = await upload(audio("long-40s.webm"), { token, lang: "de" });
    expect(long.status).toBe(413);
    expect(long.body).toMatchObject({ error: "PAYLOAD_TOO_LARGE", reason: "TOO_LONG", maxSeconds: 35 });
    expect(long.body.message).toBe(
      "Die Aufnahme dauert 40 s; diese Aufgabe erlaubt höchstens 30 s. Bitte nehmen Sie kürzer auf.",
    );

    const big = Buffer.concat([audio("answer.wav"), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(big, { token, lang: "ar" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: "PAYLOAD_TOO_LARGE", reason: "TOO_LARGE" });
    expect(tooBig.body.message).toBe("التسجيل كبير جدًا (الحد الأقصى 10 ميغابايت).");

    const none = await upload(null, { token });
    expect([none.status, none.body.reason]).toEqual([422, "MISSING"]);
    const reading = await upload(audio("answer.webm"), { token, sub: readingSub, lang: "es" });
    expect(reading.status).toBe(422);
    expect(reading.body.fields.subQuestionId).toBe(`La subpregunta ${readingSub} no es una tarea oral.`);
    expect((await upload(audio("answer.webm"), {})).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe("who hears a recording", () => {
  it("plays it to its owner, its owner's teachers and admins; another learner or teacher, a guest, a forged link and the public media route get 404", async () => {
    const owner = await signedIn(t);
    const { body } = await upload(audio("answer.webm"), { token: owner.token });
    const plain = `${t.url}/media/recordings/${body.recordingId}`;
    const get = (url: string, token?: string) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await get(plain, owner.token)).status).toBe(200);
    // a teacher hears a learner's answer of their course: the recording an answer names
    const teacher = await teacherToken(owner.user.id);
    expect((await get(plain, teacher)).status).toBe(404);
    const id: string = (await t.gql(Q.start, { examId }, { token: owner.token })).data!.startAttempt.id;
    const answers = [{ subQuestionId: speakingSub, value: body.recordingId }];
    expect((await t.gql(Q.save, { id, answers }, { token: owner.token })).errors).toBeUndefined();
    expect((await get(plain, teacher)).status).toBe(200);
    expect((await get(plain, (await signedIn(t, { isTeacher: true })).token)).status).toBe(404);
    expect((await get(plain, (await signedIn(t, { isAdmin: true })).token)).status).toBe(200);
    const other = await get(plain, (await signedIn(t)).token);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: "NOT_FOUND" });
    expect((await get(plain, (await signedIn(t, { isGuest: true })).token)).status).toBe(404);
    expect((await get(plain)).status).toBe(404);
    // a link is signed for one recording: its token opens no other, and a changed token opens nothing
    const second = await upload(audio("answer.ogg"), { token: owner.token });
    const token = new URL(body.url, t.url).searchParams.get("t")!;
    expect((await get(`${t.url}/media/recordings/${second.body.recordingId}?t=${token}`)).status).toBe(404);
    expect((await get(`${plain}?t=${token.slice(0, -2)}xx`)).status).toBe(404);
    // the file itself is never served by the public media route
    const [{ media_key: key }] = await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [body.recordingId]);
    expect((await get(`${t.url}/media/${key}`)).status).toBe(404);
  });
});

describe("speaking answers", () => {
  it("saves only the caller's own recording for that task; review, self-assessment, teacher grading and the result over all modules", async () => {
    const { token, user } = await signedIn(t);
    const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const page = (await t.gql(Q.page, { id, n: 3 }, { token })).data!.attempt.page;
    expect(page.skill).toBe("SPEAKING");
    expect(page.block.subQuestions[0]).toMatchObject({
      answerType: "speaking",
      prepSeconds: 20,
      maxRecordSeconds: 30,
      points: ["Stellen Sie das Thema vor.", "Nennen Sie Vor- und Nachteile."],
      rubric: { key: "goethe-B1-sprechen-praesentation", maxPoints: 12 },
    });

    // somebody else's recording, a made-up id, or one made for another task: refused, naming the answer
    const stranger = (await upload(audio("answer.webm"), { token: (await signedIn(t)).token })).body.recordingId;
    for (const value of [stranger, "not-a-recording", "00000000-0000-4000-8000-000000000000"]) {
      const r = await t.gql(Q.save, { id, answers: [{ subQuestionId: speakingSub, value }] }, { token, lang: "en" });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(r.errors![0].extensions!.reason).toBe("NOT_YOUR_RECORDING");
      expect((r.errors![0].extensions!.fields as Record<string, string>)["answers.0.value"]).toMatch(/no recording of yours/);
    }
    const mine = (await upload(audio("answer.webm"), { token })).body.recordingId;
    const saved = await t.gql(
      Q.save,
      {
        id,
        answers: [
          { subQuestionId: speakingSub, value: mine },
          { subQuestionId: readingSub, value: "true" },
        ],
      },
      { token },
    );
    expect(saved.data!.saveAnswers.saved).toBe(2);
    await t.gql(Q.submit, { id }, { token });

    // the review: the recording beside the model transcript and the model audio, its length, the rubric
    const item = (await t.gql(Q.review, { id, n: 3 }, { token, lang: "en" })).data!.attempt.review.block.items[0];
    expect(item).toMatchObject({
      answerType: "speaking",
      text: null,
      assessments: [],
      rubric: { key: "goethe-B1-sprechen-praesentation" },
    });
    expect(item.modelAnswer).toContain("Heute möchte ich das Thema Fahrrad vorstellen");
    expect(item.modelAudioUrl).toMatch(/\/media\/audio\/t\.ogg$/);
    expect(item.feedback.durationSeconds).toBeCloseTo(3, 0);
    expect(item.feedback.hint).toMatch(/not a score/);
    expect((await fetch(local(item.recordingUrl))).status).toBe(200);

    // pending until assessed (the writing task left empty scores 0 and awaits nobody)
    let result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result.pending).toEqual(["SPEAKING"]);
    expect(result.official.parts.find((p: { key: string }) => p.key === "speaking")).toMatchObject({
      points: null,
      status: "PENDING",
    });
    expect(result.speaking).toBeNull();

    // self-assessment needs no calibration where the speaking rubric has no sample
    const self = await t.gql(
      Q.assess,
      {
        a: id,
        s: speakingSub,
        scores: [
          { key: "erfuellung", points: 6 },
          { key: "aussprache", points: 3 },
        ],
      },
      { token },
    );
    expect(self.data!.assessAnswer).toMatchObject({ by: "SELF", total: 9, maxPoints: 12 });
    result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result.pending).toEqual([]);
    expect(result.speaking).toMatchObject({ percent: 75, points: 9, maxPoints: 12, passed: true });

    // the learner's teacher hears it in the grading queue and grades it: the teacher's grade counts
    const teacher = await teacherToken(user.id);
    const queue = (await t.gql(Q.queue, { status: "AWAITING" }, { token: teacher })).data!.gradingQueue;
    const entry = queue.find(
      (q: { attemptId: string; subQuestionId: string }) => q.attemptId === id && q.subQuestionId === speakingSub,
    );
    expect(entry).toMatchObject({ skill: "SPEAKING", text: null, feedback: { durationSeconds: expect.any(Number) } });
    expect((await fetch(local(entry.recordingUrl))).status).toBe(200);
    const graded = await t.gql(
      Q.assess,
      {
        a: id,
        s: speakingSub,
        scores: [
          { key: "erfuellung", points: 4 },
          { key: "aussprache", points: 2 },
        ],
        comment: "Mehr Beispiele.",
      },
      { token: teacher },
    );
    expect(graded.data!.assessAnswer).toMatchObject({ by: "TEACHER", total: 6, comment: "Mehr Beispiele." });
    result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result.speaking).toMatchObject({ percent: 50, passed: false });
    // per_skill: every module is its own certificate; writing was never opened nor answered (not taken, not failed),
    // speaking failed at 50
    expect(result.official.parts).toEqual([
      { key: "reading", points: 100, maxPoints: 100, status: "PASSED" },
      { key: "writing", points: null, maxPoints: 100, status: "NOT_TAKEN" },
      { key: "speaking", points: 50, maxPoints: 100, status: "FAILED" },
    ]);
  });
});

describe("the exam's speaking minutes", () => {
  it("reach the API beside the written modules' minutes, without starting a module clock", async () => {
    const { token } = await signedIn(t);
    const r = await t.gql(`query($id: ID!) { exam(id: $id) { timeLimits { reading listening writing speaking } } }`, {
      id: examId,
    });
    expect(r.data!.exam.timeLimits).toEqual({ reading: 65, listening: null, writing: 60, speaking: 15 });
    const level = await t.gql(`{ levels(family: GOETHE) { exams { name timeLimits { speaking } } } }`);
    const exams = level.data!.levels.flatMap((l: { exams: { name: string }[] }) => l.exams);
    expect(exams.find((e: { name: string }) => e.name === "Sprechprüfung B1").timeLimits.speaking).toBe(15);
    // Sprechen has no module clock: each task times its preparation and its answer
    const id = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const timers = await t.gql(`query($id: ID!) { attempt(id: $id) { timers { skill limitSeconds } } }`, { id }, { token });
    expect(timers.data!.attempt.timers.find((c: { skill: string }) => c.skill === "SPEAKING")).toEqual({
      skill: "SPEAKING",
      limitSeconds: null,
    });
  });
});

describe("old takes", () => {
  const keyOf = async (id: string): Promise<string | null> =>
    (await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [id]))[0]?.media_key ?? null;
  const fileOf = (key: string) => path.join(t.config.dataDir, "private-media", key);

  it("a re-recording saved replaces the take before it: the old one goes (row and file) only after the new one is saved", async () => {
    const { token } = await signedIn(t);
    const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const first = (await upload(audio("answer.webm"), { token })).body.recordingId as string;
    expect((await t.gql(Q.save, { id, answers: [{ subQuestionId: speakingSub, value: first }] }, { token })).data).toBeTruthy();
    const firstKey = (await keyOf(first))!;
    expect(fs.existsSync(fileOf(firstKey))).toBe(true);

    // the second take is uploaded: until its save arrives, the first stays the answer, and both are kept
    const second = (await upload(audio("answer.ogg"), { token })).body.recordingId as string;
    expect(await keyOf(first)).toBe(firstKey);
    // a save that is refused (a stranger's recording named too) changes nothing and deletes nothing
    const stranger = (await upload(audio("answer.webm"), { token: (await signedIn(t)).token })).body.recordingId;
    const refused = await t.gql(
      Q.save,
      {
        id,
        answers: [
          { subQuestionId: speakingSub, value: second },
          { subQuestionId: readingSub, value: stranger },
        ],
      },
      { token },
    );
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(await keyOf(first)).toBe(firstKey);
    expect(fs.existsSync(fileOf(firstKey))).toBe(true);

    // the save naming the second take: the first is gone, row, media row and file; the second plays
    const saved = await t.gql(Q.save, { id, answers: [{ subQuestionId: speakingSub, value: second }] }, { token });
    expect(saved.data!.saveAnswers.saved).toBe(1);
    expect(await keyOf(first)).toBeNull();
    expect(fs.existsSync(fileOf(firstKey))).toBe(false);
    expect(await t.ds.query(`SELECT 1 FROM media WHERE key = $1`, [firstKey])).toEqual([]);
    const secondKey = (await keyOf(second))!;
    expect(fs.existsSync(fileOf(secondKey))).toBe(true);
    // saving the same take again deletes nothing
    await t.gql(Q.save, { id, answers: [{ subQuestionId: speakingSub, value: second }] }, { token });
    expect(await keyOf(second)).toBe(secondKey);
  });

  it("on submitting, the takes uploaded but never saved are removed; the saved take and another open attempt's takes stay", async () => {
    const { token, user } = await signedIn(t);
    const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const saved = (await upload(audio("answer.webm"), { token })).body.recordingId as string;
    await t.gql(Q.save, { id, answers: [{ subQuestionId: speakingSub, value: saved }] }, { token });
    const unsaved = (await upload(audio("answer.ogg"), { token })).body.recordingId as string;
    const unsavedKey = (await keyOf(unsaved))!;
    expect(fs.existsSync(fileOf(unsavedKey))).toBe(true);
    await t.gql(Q.submit, { id }, { token });
    expect(await keyOf(unsaved)).toBeNull();
    expect(fs.existsSync(fileOf(unsavedKey))).toBe(false);
    expect(await keyOf(saved)).not.toBeNull();
    const review = (await t.gql(Q.review, { id, n: 3 }, { token })).data!.attempt.review.block.items[0];
    expect((await fetch(local(review.recordingUrl))).status).toBe(200);

    // a take for the same task uploaded while another attempt of the learner is open (a practice drill of the same
    // block) belongs to that attempt: submitting this one keeps it
    const second: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    const [{ id: blockId }] = await t.ds.query(`SELECT block_id AS id FROM sub_questions WHERE id = $1`, [speakingSub]);
    const [{ id: drill }] = await t.ds.query(
      `INSERT INTO attempts (user_id, exam_id, status, mode, kind, block_ids, practice_set)
       SELECT $1, exam_id, 'in_progress', 'practice', 'drill', ARRAY[$2::int], 'old-takes-test' FROM attempts WHERE id = $3
       RETURNING id`,
      [user.id, blockId, second],
    );
    const forDrill = (await upload(audio("answer.ogg"), { token })).body.recordingId as string;
    await t.gql(Q.submit, { id: second }, { token });
    expect(await keyOf(forDrill)).not.toBeNull();
    await t.gql(Q.submit, { id: String(drill) }, { token });
    expect(await keyOf(forDrill)).toBeNull();
  });
});

describe("the upload budget", () => {
  it("takes 30 uploads a learner in 10 minutes; the 31st gets 429 in the learner's language with Retry-After; others are not held up", async () => {
    const { token } = await signedIn(t);
    const before = await stored();
    for (let i = 0; i < 30; i++) expect((await upload(audio("truncated.webm"), { token })).status).toBe(422);
    const form = new FormData();
    form.append("subQuestionId", speakingSub);
    form.append("recording", new Blob([new Uint8Array(audio("answer.webm"))], { type: "audio/webm" }), "answer.webm");
    const res = await fetch(`${t.url}/media/recordings`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": "ar" },
      body: form,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: "RATE_LIMITED", reason: "RATE_LIMITED" });
    expect(body.message).toBe("لقد رفعت عددًا كبيرًا جدًا من التسجيلات في وقت قصير. يرجى المحاولة مرة أخرى بعد 10 دقيقة.");
    expect((await upload(audio("answer.webm"), { token, lang: "de" })).body.message).toMatch(/^Sie haben in kurzer Zeit/);
    expect(await stored()).toEqual(before);
    // another learner uploads as before
    expect((await upload(audio("answer.webm"), { token: (await signedIn(t)).token })).status).toBe(201);
  });
});

describe("recordings and the account", () => {
  it("lists the recordings as links in the data export and deletes their files with the account", async () => {
    const email = `speaker-${Date.now()}@example.org`;
    const reg = await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { token } }`, {
      input: { name: "Sprecherin", email, password: "geheim-12345" },
    });
    const token = reg.data!.register.token as string;
    const { body } = await upload(audio("answer.ogg"), { token });
    const exported = (await t.gql(`{ exportMyData }`, {}, { token })).data!.exportMyData;
    expect(exported.media.recordings).toEqual([
      expect.objectContaining({ id: body.recordingId, subQuestionId: Number(speakingSub), contentType: "audio/ogg" }),
    ]);
    expect((await fetch(local(exported.media.recordings[0].url))).status).toBe(200);
    const [{ media_key: key }] = await t.ds.query(`SELECT media_key FROM recordings WHERE id = $1`, [body.recordingId]);
    const file = path.join(t.config.dataDir, "private-media", key);
    expect(fs.existsSync(file)).toBe(true);

    const del = await t.gql(
      `mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }`,
      { input: { password: "geheim-12345" } },
      { token },
    );
    expect(del.data!.deleteMyAccount).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(await t.ds.query(`SELECT 1 FROM recordings WHERE id = $1`, [body.recordingId])).toEqual([]);
    expect(await t.ds.query(`SELECT 1 FROM media WHERE key = $1`, [key])).toEqual([]);
    expect((await fetch(local(body.url))).status).toBe(404);
  });
});
