import { signedIn } from "../../../test/factories";
import type { GqlResult, TestServer } from "../../../test/harness";
import { recordingFixture, speakingServer, uploadRecording } from "../recordings/recordings.test-support";
import { C } from "./courses.testkit";

/**
 * THE PRIVACY RULE (issue 30 §2, course-access.policy.ts) from every edge: two schools (a course each), two
 * teachers, a learner in one course, a learner who left, work started before joining, an admin. A teacher reads a
 * learner's name, work, recordings and progress only through a course both belong to, for attempts started since the
 * learner joined, and nothing once the learner left: 0 reads across courses, through GraphQL, REST and the media route.
 */
let t: TestServer;
let close: () => Promise<void>;
let examId: string;
let speakingSub: string;
let writingSub: string;

const TEXT = "Liebe Anna, vielen Dank für die Einladung. Leider kann ich am Samstag nicht kommen. Viele Grüße, Maria";
const G = {
  start: `mutation($e: ID!) { startAttempt(examId: $e) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { status } }`,
  attempt: `query($id: ID!) { attempt(id: $id) { id status result { pending } } }`,
  queue: `{ gradingQueue { attemptId subQuestionId learnerName text recordingUrl } }`,
  answer: `query($a: ID!, $s: ID!) { productiveAnswer(attemptId: $a, subQuestionId: $s) { learnerName text recordingUrl } }`,
  assess: `mutation($a: ID!, $s: ID!) { assessAnswer(attemptId: $a, subQuestionId: $s,
    scores: [{ key: "erfuellung", points: 10 }, { key: "sprache", points: 10 }]) { by } }`,
  learners: `query($q: String) { learners(filter: { q: $q }) { total items { id name } } }`,
  learner: `query($id: ID!) { learner(id: $id) { id name } }`,
  grant: `mutation($id: ID!) { grantTimeFactor(userId: $id, timeFactor: 1.5) { id timeFactor } }`,
};
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const ok = <T = Record<string, any>>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};

type Who = { user: { id: number; email: string | null; name: string | null }; token: string };
interface Work {
  attemptId: string;
  recordingId: string;
}

let teacherA: Who;
let teacherB: Who;
let admin: Who;
let lina: Who; // in course A
let omar: Who; // in course B
let karl: Who; // was in course A, left
let courseA: string;
let courseB: string;
let linaBefore: Work; // started before Lina joined course A
let linaAfter: Work; // started after she joined
let omarWork: Work;
let karlWork: Work; // started while Karl was in course A, before he left
let assignmentA: string;

/** A learner's own attempt with a written text and a spoken answer, handed in. */
async function handIn(who: Who): Promise<Work> {
  const attemptId: string = ok(await t.gql(G.start, { e: examId }, { token: who.token })).startAttempt.id;
  const up = await uploadRecording(t, recordingFixture("answer.wav"), { token: who.token, sub: speakingSub });
  expect(up.status).toBe(201);
  const recordingId = up.body.recordingId as string;
  const answers = [
    { subQuestionId: writingSub, value: TEXT },
    { subQuestionId: speakingSub, value: recordingId },
  ];
  expect(ok(await t.gql(G.save, { id: attemptId, answers }, { token: who.token })).saveAnswers.saved).toBe(2);
  expect(ok(await t.gql(G.submit, { id: attemptId }, { token: who.token })).submitAttempt.status).toBe("SUBMITTED");
  return { attemptId, recordingId };
}

const hear = async (recordingId: string, who: Who | null) =>
  (await fetch(`${t.url}/media/recordings/${recordingId}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} }))
    .status;
const queueOf = async (who: Who) =>
  new Set((ok(await t.gql(G.queue, {}, { token: who.token })).gradingQueue as { attemptId: string }[]).map((q) => q.attemptId));
const learnerIds = async (who: Who) =>
  (ok(await t.gql(G.learners, {}, { token: who.token })).learners.items as { id: string }[]).map((l) => l.id);

beforeAll(async () => {
  const s = await speakingServer();
  ({ t, close, speakingSub, examId } = s);
  const [{ id }] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 AND sq.answer_type = 'writing' ORDER BY sq.id LIMIT 1`,
    [examId],
  );
  writingSub = String(id);

  teacherA = await signedIn(t, { isTeacher: true, name: "Frau A" });
  teacherB = await signedIn(t, { isTeacher: true, name: "Herr B" });
  admin = await signedIn(t, { isAdmin: true });
  lina = await signedIn(t, { name: "Lina" });
  omar = await signedIn(t, { name: "Omar" });
  karl = await signedIn(t, { name: "Karl" });
  const a = ok(await t.gql(C.create, { input: { name: "Sprachschule Nord B1" } }, { token: teacherA.token })).createCourse;
  const b = ok(await t.gql(C.create, { input: { name: "Volkshochschule Süd B1" } }, { token: teacherB.token })).createCourse;
  courseA = a.id;
  courseB = b.id;

  linaBefore = await handIn(lina);
  ok(await t.gql(C.join, { code: a.joinCode }, { token: lina.token }));
  ok(await t.gql(C.join, { code: a.joinCode }, { token: karl.token }));
  ok(await t.gql(C.join, { code: b.joinCode }, { token: omar.token }));
  const given = ok(
    await t.gql(C.assign, { input: { courseId: courseA, title: "Modellprüfung", examId } }, { token: teacherA.token }),
  );
  assignmentA = given.assign.id;
  linaAfter = await handIn(lina);
  omarWork = await handIn(omar);
  karlWork = await handIn(karl);
  expect(ok(await t.gql(C.leave, { id: courseA }, { token: karl.token })).leaveCourse).toBe(true);
});
afterAll(() => close());

describe("what a teacher reads of a learner", () => {
  it("the grading queue: a teacher's own course's work since joining; nothing of another school, of before joining, of who left", async () => {
    const a = await queueOf(teacherA);
    expect([...a]).toEqual([linaAfter.attemptId]);
    const b = await queueOf(teacherB);
    expect([...b]).toEqual([omarWork.attemptId]);
    // narrowed to a course: the other school's course shows nothing
    expect(ok(await t.gql(C.queue, { course: courseA }, { token: teacherB.token })).gradingQueue).toEqual([]);
    expect(
      (ok(await t.gql(C.queue, { course: courseA }, { token: teacherA.token })).gradingQueue as { attemptId: string }[]).map(
        (q) => q.attemptId,
      ),
    ).toEqual([linaAfter.attemptId, linaAfter.attemptId]);
    // the admin sees everyone's
    const all = await queueOf(admin);
    for (const w of [linaBefore, linaAfter, omarWork, karlWork]) expect(all.has(w.attemptId)).toBe(true);
  });

  it("one answer, its assessment, and the attempt itself: NOT_FOUND across courses, before joining and after leaving", async () => {
    const denied: [Who, Work][] = [
      [teacherB, linaAfter],
      [teacherB, linaBefore],
      [teacherB, karlWork],
      [teacherA, omarWork],
      [teacherA, linaBefore],
      [teacherA, karlWork],
    ];
    for (const [who, work] of denied) {
      for (const sub of [writingSub, speakingSub])
        expect(codeOf(await t.gql(G.answer, { a: work.attemptId, s: sub }, { token: who.token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(G.assess, { a: work.attemptId, s: writingSub }, { token: who.token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(G.attempt, { id: work.attemptId }, { token: who.token }))).toBe("NOT_FOUND");
    }
    expect(Number((await t.ds.query(`SELECT count(*) AS n FROM assessments WHERE kind = 'teacher'`))[0].n)).toBe(0);
    // allowed: the teacher of Lina's course reads and grades her work since she joined; the admin any
    const seen = ok(await t.gql(G.answer, { a: linaAfter.attemptId, s: writingSub }, { token: teacherA.token }));
    expect(seen.productiveAnswer).toMatchObject({ learnerName: "Lina", text: TEXT });
    expect(ok(await t.gql(G.assess, { a: linaAfter.attemptId, s: writingSub }, { token: teacherA.token })).assessAnswer.by).toBe(
      "TEACHER",
    );
    expect(
      ok(await t.gql(G.answer, { a: karlWork.attemptId, s: writingSub }, { token: admin.token })).productiveAnswer.text,
    ).toBe(TEXT);
  });

  it("recordings: the media route and the links answer 404 across courses, before joining and after leaving", async () => {
    for (const [who, work] of [
      [teacherB, linaAfter],
      [teacherB, linaBefore],
      [teacherA, omarWork],
      [teacherA, linaBefore],
      [teacherA, karlWork],
    ] as [Who, Work][])
      expect(await hear(work.recordingId, who)).toBe(404);
    expect(await hear(linaAfter.recordingId, teacherA)).toBe(200);
    expect(await hear(omarWork.recordingId, teacherB)).toBe(200);
    expect(await hear(karlWork.recordingId, admin)).toBe(200);
    expect(await hear(linaBefore.recordingId, lina)).toBe(200);
    // a link the teacher was given opens the recording while the learner is in the course, not after
    const link = ok(await t.gql(G.answer, { a: omarWork.attemptId, s: speakingSub }, { token: teacherB.token })).productiveAnswer
      .recordingUrl as string;
    expect(link).toEqual(expect.any(String));
    const open = () => fetch(new URL(link.replace(/^https?:\/\/[^/]+/u, ""), t.url).href).then((r) => r.status);
    expect(await open()).toBe(200);
    expect(
      ok(await t.gql(C.remove, { id: courseB, user: String(omar.user.id) }, { token: teacherB.token })).removeFromCourse,
    ).toBe(true);
    expect(await open()).toBe(404);
    expect(await hear(omarWork.recordingId, teacherB)).toBe(404);
    expect(await queueOf(teacherB)).toEqual(new Set());
    ok(await t.gql(C.join, { code: (await courseCode(teacherB, courseB))! }, { token: omar.token }));
    // back in the course: a new period, and the work of the old one stays unread
    expect(await hear(omarWork.recordingId, teacherB)).toBe(404);
  });

  it("the learner list, one learner and extended time: a teacher's own learners only; admins everyone", async () => {
    expect(await learnerIds(teacherA)).toEqual([String(lina.user.id)]);
    expect(await learnerIds(teacherB)).toEqual([String(omar.user.id)]);
    const everyone = await learnerIds(admin);
    for (const who of [lina, omar, karl]) expect(everyone).toContain(String(who.user.id));
    expect(codeOf(await t.gql(G.learner, { id: String(lina.user.id) }, { token: teacherB.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(G.learner, { id: String(karl.user.id) }, { token: teacherA.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(G.learner, { id: "999999" }, { token: admin.token }))).toBe("NOT_FOUND");
    expect(ok(await t.gql(G.learner, { id: String(lina.user.id) }, { token: teacherA.token })).learner.name).toBe("Lina");
    for (const [who, learner] of [
      [teacherB, lina],
      [teacherA, omar],
      [teacherA, karl],
    ] as [Who, Who][])
      expect(codeOf(await t.gql(G.grant, { id: String(learner.user.id) }, { token: who.token }))).toBe("NOT_FOUND");
    const factors = await t.ds.query(`SELECT time_factor FROM users WHERE id = ANY($1::int[])`, [
      [lina.user.id, omar.user.id, karl.user.id],
    ]);
    expect(factors.every((f: { time_factor: number }) => f.time_factor === 1)).toBe(true);
    expect(ok(await t.gql(G.grant, { id: String(lina.user.id) }, { token: teacherA.token })).grantTimeFactor.timeFactor).toBe(
      1.5,
    );
    expect(ok(await t.gql(G.grant, { id: String(karl.user.id) }, { token: admin.token })).grantTimeFactor.timeFactor).toBe(1.5);
  });

  it("courses, assignments and progress: NOT_FOUND for the other school's teacher; progress counts work since joining", async () => {
    for (const [q, vars] of [
      [C.course, { id: courseA }],
      [C.progress, { id: assignmentA }],
      [C.rotate, { id: courseA }],
      [C.remove, { id: courseA, user: String(lina.user.id) }],
      [C.assign, { input: { courseId: courseA, title: "Fremd", examId } }],
    ] as [string, Record<string, unknown>][])
      expect(codeOf(await t.gql(q, vars, { token: teacherB.token }))).toBe("NOT_FOUND");
    // Lina's own attempt is not the assignment's: she has not started it; Karl, who left, is not listed
    const progress = ok(await t.gql(C.progress, { id: assignmentA }, { token: teacherA.token })).assignment.progress;
    expect(progress).toEqual([
      expect.objectContaining({ learner: expect.objectContaining({ name: "Lina" }), status: "NOT_STARTED" }),
    ]);
    const roster = ok(await t.gql(C.course, { id: courseA }, { token: teacherA.token })).course.learners;
    expect(roster.map((m: { user: { name: string } }) => m.user.name)).toEqual(["Lina"]);
    // the admin reads any course as its teacher
    expect(ok(await t.gql(C.course, { id: courseA }, { token: admin.token })).course.myRole).toBe("TEACHER");
  });

  it("REST: the original client's calls for another learner's results are refused and carry nothing of theirs", async () => {
    for (const path of [
      `/api/goethe-user-exams?user_id=${lina.user.id}`,
      `/api/results?user_id=${lina.user.id}&exam_id=${examId}`,
      `/api/goethe-report-exams?user_id=${lina.user.id}&exam_id=${examId}`,
    ]) {
      for (const who of [teacherA, teacherB]) {
        const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${who.token}` } });
        const body = await res.text();
        // the original API's refusal (its contract answers it in the body, as the original client reads it)
        expect(body).toContain("You must login first");
        expect(body).not.toContain(TEXT);
        expect(body).not.toContain("Sprechprüfung");
      }
    }
  });
});

describe("a learner in two schools' courses", () => {
  it("each teacher reads her work through their own course; narrowed to the other's course, nothing", async () => {
    const mia = await signedIn(t, { name: "Mia" });
    for (const [teacher, id] of [
      [teacherA, courseA],
      [teacherB, courseB],
    ] as [Who, string][])
      ok(await t.gql(C.join, { code: (await courseCode(teacher, id))! }, { token: mia.token }));
    const work = await handIn(mia);
    const narrowed = async (who: Who, course: string) =>
      (ok(await t.gql(C.queue, { course }, { token: who.token })).gradingQueue as { attemptId: string }[]).map(
        (q) => q.attemptId,
      );
    expect(await narrowed(teacherB, courseB)).toContain(work.attemptId);
    expect(await narrowed(teacherB, courseA)).toEqual([]);
    expect(await narrowed(teacherA, courseB)).toEqual([]);
    expect(await narrowed(teacherA, courseA)).toContain(work.attemptId);
  });
});

async function courseCode(who: Who, id: string): Promise<string | null> {
  return ok(await t.gql(C.course, { id }, { token: who.token })).course.joinCode;
}
