import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { shareCourse } from "../courses/courses.testkit";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";

/** A Goethe B1 mock (modular: every module its own verdict) with one reading item and two writing tasks of 20 points. */
let t: TestServer;
let contentDir: string;
let examId: string;
let readingSub: string;
let task1: string;
let task2: string;

const TEXT =
  "Liebe Anna, vielen Dank für deine Einladung! Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss. Viele Grüße, Maria";

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  page: `query($id: ID!, $n: Int!) { attempt(id: $id) { page(number: $n) { skill } } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  result: `query($id: ID!) { attempt(id: $id) { result { officialPassed pending writing { points maxPoints percent }
    official { verdict parts { key points status } }
    tasks { skill subQuestionId page title status points maxPoints assessedBy } } } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { total } }`,
  queue: `query { gradingQueue(status: AWAITING) { attemptId subQuestionId } }`,
};
const scores = (e: number, s: number) => [
  { key: "erfuellung", points: e },
  { key: "sprache", points: s },
];

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-verdicts-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-two-tasks.yaml"), path.join(contentDir, "exams", "goethe-b1-two-tasks.yaml"));
  t = await startTestServer({ contentDir });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1 mit zwei Aufgaben'`);
  examId = String(id);
  const subs: { id: number; answer_type: string }[] = await t.ds.query(
    `SELECT sq.id, sq.answer_type FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 ORDER BY qb.position`,
    [id],
  );
  readingSub = String(subs[0].id);
  [task1, task2] = subs.filter((s) => s.answer_type === "writing").map((s) => String(s.id));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Hands in an attempt: the reading item answered (right or wrong), the tasks' texts (null: left empty). */
async function handIn(
  token: string,
  reading: "true" | "false" | null,
  texts: [string | null, string | null],
  openWriting = true,
) {
  const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
  if (openWriting) await t.gql(Q.page, { id, n: 2 }, { token });
  const answers = [
    ...(reading ? [{ subQuestionId: readingSub, value: reading }] : []),
    ...(texts[0] ? [{ subQuestionId: task1, value: texts[0] }] : []),
    ...(texts[1] ? [{ subQuestionId: task2, value: texts[1] }] : []),
  ];
  if (answers.length) expect((await t.gql(Q.save, { id, answers }, { token })).errors).toBeUndefined();
  expect((await t.gql(Q.submit, { id }, { token })).data!.submitAttempt.status).toBe("SUBMITTED");
  return id;
}

/** A teacher of a course the learners belong to (courses: a teacher reads the work of their courses' learners only). */
async function teacherToken(...learnerIds: number[]): Promise<string> {
  const { token, user } = await signedIn(t);
  await t.ds.query(`UPDATE users SET is_teacher = true WHERE id = $1`, [user.id]);
  await shareCourse(t.ds, user.id, learnerIds);
  return token;
}

const resultOf = async (id: string, token: string) => (await t.gql(Q.result, { id }, { token })).data!.attempt.result;

describe("verdicts that add up: a modular Goethe exam", () => {
  it("judges each module on its own, stays pending while a task awaits its grade, and updates as each grade arrives", async () => {
    const { token, user } = await signedIn(t);
    const teacher = await teacherToken(user.id);
    // Lesen wrong (0 of 100), both tasks written
    const id = await handIn(token, "false", [TEXT, TEXT]);
    let result = await resultOf(id, token);
    // never a failing verdict built on missing grades: Lesen failed, Schreiben pending, the whole pending
    expect(result.official).toEqual({
      verdict: "PENDING",
      parts: [
        { key: "reading", points: 0, status: "FAILED" },
        { key: "writing", points: null, status: "PENDING" },
      ],
    });
    expect(result).toMatchObject({ officialPassed: false, pending: ["WRITING"], writing: null });
    expect(result.tasks).toEqual([
      {
        skill: "WRITING",
        subQuestionId: task1,
        page: 2,
        title: "Schreiben, Teil 1",
        status: "PENDING",
        points: null,
        maxPoints: 20,
        assessedBy: null,
      },
      {
        skill: "WRITING",
        subQuestionId: task2,
        page: 3,
        title: "Schreiben, Teil 2",
        status: "PENDING",
        points: null,
        maxPoints: 20,
        assessedBy: null,
      },
    ]);

    // one task graded: its points show, the module still awaits the other
    await t.gql(Q.assess, { a: id, s: task1, scores: scores(10, 7.5) }, { token: teacher });
    result = await resultOf(id, token);
    expect(result.tasks.map((x: { status: string; points: number | null }) => [x.status, x.points])).toEqual([
      ["GRADED", 17.5],
      ["PENDING", null],
    ]);
    expect(result.tasks[0].assessedBy).toBe("TEACHER");
    expect(result.official.verdict).toBe("PENDING");
    expect(result.pending).toEqual(["WRITING"]);

    // the second grade: the module's total is both tasks' points (17.5 + 12.5 of 40 = 75 %), passed on its own
    await t.gql(Q.assess, { a: id, s: task2, scores: scores(5, 7.5) }, { token: teacher });
    result = await resultOf(id, token);
    expect(result.writing).toEqual({ points: 30, maxPoints: 40, percent: 75 });
    expect(result.official).toEqual({
      verdict: "FAILED",
      parts: [
        { key: "reading", points: 0, status: "FAILED" },
        { key: "writing", points: 75, status: "PASSED" },
      ],
    });
  });

  it("scores an empty task 0 at hand-in, says so, and keeps it out of the grading queue", async () => {
    const { token, user } = await signedIn(t);
    const teacher = await teacherToken(user.id);
    const id = await handIn(token, "true", [TEXT, null]);
    let result = await resultOf(id, token);
    expect(result.tasks.map((x: { status: string; points: number | null }) => [x.status, x.points])).toEqual([
      ["PENDING", null],
      ["NO_ANSWER", 0],
    ]);
    const queue: { attemptId: string; subQuestionId: string }[] = (await t.gql(Q.queue, {}, { token: teacher })).data!
      .gradingQueue;
    const mine = queue.filter((q) => q.attemptId === id).map((q) => q.subQuestionId);
    expect(mine).toEqual([task1]);

    // once the written task is graded nothing waits: 15 of 40 points, the empty task's 0 counted
    await t.gql(Q.assess, { a: id, s: task1, scores: scores(7.5, 7.5) }, { token: teacher });
    result = await resultOf(id, token);
    expect(result.pending).toEqual([]);
    expect(result.writing).toEqual({ points: 15, maxPoints: 40, percent: 37.5 });
    expect(result.official).toEqual({
      verdict: "FAILED",
      parts: [
        { key: "reading", points: 100, status: "PASSED" },
        { key: "writing", points: 37.5, status: "FAILED" },
      ],
    });
  });

  it("counts a module the learner never opened nor answered as not taken, not failed; an opened empty one as 0", async () => {
    const { token } = await signedIn(t);
    const skipped = await handIn(token, "true", [null, null], false);
    const result = await resultOf(skipped, token);
    expect(result.official).toEqual({
      verdict: "PASSED",
      parts: [
        { key: "reading", points: 100, status: "PASSED" },
        { key: "writing", points: null, status: "NOT_TAKEN" },
      ],
    });
    expect(result.officialPassed).toBe(true);
    expect(result.tasks.map((x: { status: string }) => x.status)).toEqual(["NO_ANSWER", "NO_ANSWER"]);

    const opened = await handIn(token, "true", [null, null], true);
    expect((await resultOf(opened, token)).official).toEqual({
      verdict: "FAILED",
      parts: [
        { key: "reading", points: 100, status: "PASSED" },
        { key: "writing", points: 0, status: "FAILED" },
      ],
    });
  });
});
