import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { buildAssignment, buildCourse } from "./class-view.testkit";

/**
 * The class view of a course (learners × modules under the official pass rule, the Teil-type heat map, the count of
 * answers awaiting grading) and its CSV export, over real HTTP on a real database: what its teacher sees, what
 * nobody else sees, and the privacy rule's edges (work from before joining, a learner who left, another course).
 */
let t: TestServer;
let contentDir: string;
let examId: number;
let readingSub: string;
let tasks: string[];

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { total } }`,
  view: `query($id: ID!) { course(id: $id) { id awaitingGrading classView { modules
    rows { learner { id name } joinedAt cells { skill attemptId examName assignmentId percent status passed verdict } }
    heatMap { set { id skill teil } attempted correct percent maxPoints pointsLost lostShare learners } } } }`,
  awaiting: `query($id: ID!) { course(id: $id) { awaitingGrading } }`,
  queue: `query($status: GradingStatus, $courseId: ID, $assignmentId: ID, $skill: Skill) {
    gradingQueue(status: $status, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {
      attemptId subQuestionId learnerName skill submittedAt } }`,
};
const TEXT = "Liebe Anna, vielen Dank für deine Einladung! Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.";
const HOUR = 3600_000;

let teacherA: { token: string; id: number };
let teacherB: { token: string; id: number };
let admin: string;
let lena: { token: string; id: number };
let max: { token: string; id: number };
let gone: { token: string; id: number };
let tom: { token: string; id: number };
let courseX: number;
let courseY: number;
let assignmentId: number;
let assignedAttempt: string;
let ownAttempt: string;

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-class-view-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-two-tasks.yaml"), path.join(contentDir, "exams", "goethe-b1-two-tasks.yaml"));
  t = await startTestServer({ contentDir });
  [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1 mit zwei Aufgaben'`);
  const subs: { id: number; answer_type: string }[] = await t.ds.query(
    `SELECT sq.id, sq.answer_type FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 ORDER BY qb.position`,
    [examId],
  );
  readingSub = String(subs[0].id);
  tasks = subs.filter((s) => s.answer_type === "writing").map((s) => String(s.id));

  const user = async (o: Record<string, unknown>) => {
    const s = await signedIn(t, o);
    return { token: s.token, id: s.user.id };
  };
  teacherA = await user({ name: "Frau Keller", isTeacher: true });
  teacherB = await user({ name: "Herr Brandt", isTeacher: true });
  admin = (await user({ isAdmin: true })).token;
  lena = await user({ name: "=1+2 Lena" });
  max = await user({ name: "-Max" });
  gone = await user({ name: "Gone" });
  tom = await user({ name: "Tom" });

  // Max's attempt from before he joined: never shared with the course
  await handIn(max.token, "true", true);
  await t.ds.query(`UPDATE attempts SET started_at = now() - interval '3 hours' WHERE user_id = $1`, [max.id]);

  courseX = await buildCourse(t.ds, {
    name: "Kurs X",
    family: "goethe",
    cefr: "B1",
    teachers: [teacherA.id],
    learners: [lena.id, max.id, gone.id],
    joinedAt: new Date(Date.now() - 2 * HOUR),
  });
  courseY = await buildCourse(t.ds, { name: "Kurs Y", teachers: [teacherB.id], learners: [tom.id] });
  assignmentId = await buildAssignment(t.ds, courseX, { title: "Modellprüfung", examId });

  // Lena: the assignment (reading wrong, both texts), then an attempt of her own (reading right)
  assignedAttempt = await handIn(lena.token, "false", true, assignmentId);
  ownAttempt = await handIn(lena.token, "true", true);
  // Gone handed in, then left the course; Tom is in the other course only
  await handIn(gone.token, "true", true);
  await t.ds.query(`UPDATE course_members SET left_at = now() WHERE user_id = $1`, [gone.id]);
  await handIn(tom.token, "true", true);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Hands in a mock: the reading item answered right or wrong, both writing tasks written (or not). */
async function handIn(token: string, reading: "true" | "false", write: boolean, assignment?: number): Promise<string> {
  const started = await t.gql(Q.start, { examId: String(examId) }, { token });
  expect(started.errors).toBeUndefined();
  const id: string = started.data!.startAttempt.id;
  if (assignment) await t.ds.query(`UPDATE attempts SET assignment_id = $2 WHERE id = $1`, [id, assignment]);
  const answers = [
    { subQuestionId: readingSub, value: reading },
    ...(write ? tasks.map((s) => ({ subQuestionId: s, value: TEXT })) : []),
  ];
  expect((await t.gql(Q.save, { id, answers }, { token })).errors).toBeUndefined();
  expect((await t.gql(Q.submit, { id }, { token })).data!.submitAttempt.status).toBe("SUBMITTED");
  return id;
}

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe("class view", () => {
  it("shows its teacher every current learner × module: the assignment's attempt first, under the official rule", async () => {
    const r = await t.gql(Q.view, { id: String(courseX) }, { token: teacherA.token });
    expect(r.errors).toBeUndefined();
    const view = r.data!.course.classView;
    expect(view.modules).toEqual(["READING", "WRITING"]);
    // Gone left: not there; Max is there without the work from before he joined
    type Row = { learner: { name: string }; cells: unknown[] };
    const rows = view.rows as Row[];
    expect(rows.map((row) => row.learner.name).sort()).toEqual(["-Max", "=1+2 Lena"]);
    const lenaRow = rows.find((row) => row.learner.name === "=1+2 Lena")!;
    const maxRow = rows.find((row) => row.learner.name === "-Max")!;
    expect(maxRow.cells).toEqual([]);
    expect(lenaRow.cells).toEqual([
      {
        skill: "READING",
        attemptId: assignedAttempt,
        examName: "Schreibprüfung B1 mit zwei Aufgaben",
        assignmentId: String(assignmentId),
        percent: 0,
        status: "FAILED",
        passed: false,
        verdict: "PENDING",
      },
      {
        skill: "WRITING",
        attemptId: assignedAttempt,
        examName: "Schreibprüfung B1 mit zwei Aufgaben",
        assignmentId: String(assignmentId),
        percent: null,
        status: "PENDING",
        passed: null,
        verdict: "PENDING",
      },
    ]);
    // the heat map counts Lena's two attempts (one right, one wrong), not Max's from before he joined
    expect(view.heatMap).toEqual([
      {
        set: { id: "goethe-B1-reading-1", skill: "READING", teil: 1 },
        attempted: 2,
        correct: 1,
        percent: 50,
        maxPoints: 2,
        pointsLost: 1,
        lostShare: 0.5,
        learners: 1,
      },
    ]);
    // four texts of Lena's await grading (Gone's left with her)
    expect(r.data!.course.awaitingGrading).toBe(4);
  });

  it("takes the teacher's grades into the verdict and the count", async () => {
    const scores = [
      { key: "erfuellung", points: 10 },
      { key: "sprache", points: 5 },
    ];
    for (const s of tasks)
      expect((await t.gql(Q.assess, { a: assignedAttempt, s, scores }, { token: teacherA.token })).errors).toBeUndefined();
    const r = await t.gql(Q.view, { id: String(courseX) }, { token: teacherA.token });
    const lenaRow = r.data!.course.classView.rows.find((row: { learner: { name: string } }) => row.learner.name === "=1+2 Lena");
    const writing = lenaRow.cells[1];
    expect(writing).toMatchObject({ skill: "WRITING", percent: 75, status: "PASSED", passed: true, verdict: "FAILED" });
    expect(r.data!.course.awaitingGrading).toBe(2);
    expect(ownAttempt).not.toBe(assignedAttempt);
  });

  it("lists the course's grading queue filtered by assignment and skill, oldest first, in one statement", async () => {
    const queue = (v: Record<string, unknown>, token = teacherA.token) => t.gql(Q.queue, v, { token });
    const awaiting = await queue({ status: "AWAITING", courseId: String(courseX) });
    const rows = awaiting.data!.gradingQueue as { attemptId: string; skill: string; submittedAt: string; learnerName: string }[];
    // what the navigation counts is what the queue lists
    const count = (await t.gql(Q.awaiting, { id: String(courseX) }, { token: teacherA.token })).data!.course.awaitingGrading;
    expect(rows).toHaveLength(count);
    expect(rows.map((r) => r.attemptId)).toEqual([ownAttempt, ownAttempt]);
    const all = (await queue({ courseId: String(courseX), skill: "WRITING" })).data!.gradingQueue as typeof rows;
    expect(all.map((r) => r.attemptId)).toEqual([assignedAttempt, assignedAttempt, ownAttempt, ownAttempt]);
    expect([...all.map((r) => r.submittedAt)].sort()).toEqual(all.map((r) => r.submittedAt));
    expect(all.every((r) => r.skill === "WRITING" && r.learnerName === "=1+2 Lena")).toBe(true);
    expect((await queue({ courseId: String(courseX), skill: "SPEAKING" })).data!.gradingQueue).toEqual([]);
    const assigned = (await queue({ courseId: String(courseX), assignmentId: String(assignmentId), skill: "WRITING" })).data!
      .gradingQueue as typeof rows;
    expect(assigned.map((r) => r.attemptId)).toEqual([assignedAttempt, assignedAttempt]);
    // the other course's teacher gets nothing of course X
    expect((await queue({ courseId: String(courseX) }, teacherB.token)).data!.gradingQueue).toEqual([]);
    // every filter in one statement
    const measured = await t.queries(() => queue({ status: "AWAITING", courseId: String(courseX), skill: "WRITING" }));
    expect(measured.statements.filter((st) => st.includes("attempt_answers"))).toHaveLength(1);
  });

  it("is NOT_FOUND for the teacher of another course and for its learners; admins see it", async () => {
    for (const token of [teacherB.token, lena.token, tom.token]) {
      const r = await t.gql(Q.view, { id: String(courseX) }, { token });
      expect(r.data?.course?.classView ?? null).toBeNull();
      expect(code(r)).toBe("NOT_FOUND");
    }
    const other = await t.gql(Q.view, { id: String(courseY) }, { token: teacherA.token });
    expect(code(other)).toBe("NOT_FOUND");
    const asAdmin = await t.gql(Q.view, { id: String(courseX) }, { token: admin });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.course.classView.rows).toHaveLength(2);
    // the other course's teacher counts nothing of course X's learners
    expect((await t.gql(Q.awaiting, { id: String(courseY) }, { token: teacherB.token })).data!.course.awaitingGrading).toBe(2);
  });

  it("reads in the same number of statements for a larger class", async () => {
    const ask = () => t.gql(Q.view, { id: String(courseX) }, { token: teacherA.token });
    await ask();
    const before = await t.queries(ask);
    for (let i = 0; i < 3; i += 1) {
      const s = await signedIn(t, { name: `Extra ${i}` });
      await t.ds.query(
        `INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'learner', now() - interval '1 hour')`,
        [courseX, s.user.id],
      );
      await handIn(s.token, i % 2 ? "true" : "false", true, assignmentId);
    }
    await ask();
    const after = await t.queries(ask);
    expect((after.result.data as { course: { classView: { rows: unknown[] } } }).course.classView.rows).toHaveLength(5);
    // the principal's own re-read (its cache entry lives a second) is not the class view's
    const own = (m: { statements: string[] }) => m.statements.filter((st) => !st.includes("token_version")).length;
    expect(own(after)).toBe(own(before));
  });
});

describe("CSV export", () => {
  const csv = (id: number, token?: string, lang = "de") =>
    fetch(`${t.url}/api/courses/${id}/export.csv`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "accept-language": lang },
    });

  it("gives the class view's table, UTF-8 with a byte order mark, headings in the caller's language, no formulas", async () => {
    const res = await csv(courseX, teacherA.token, "en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="course-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Email","Joined","Reading: percent","Reading: result","Reading: exam","Reading: handed in",' +
        '"Writing: percent","Writing: result","Writing: exam","Writing: handed in"',
    );
    // a name that begins like a formula is text, not a formula
    const lenaLine = lines.find((l) => l.startsWith(`"'=1+2 Lena"`));
    expect(lenaLine).toMatch(
      /^"'=1\+2 Lena","learner[^"]+","\d{4}-\d{2}-\d{2}","0","failed","Schreibprüfung B1 mit zwei Aufgaben"/,
    );
    expect(lines.some((l) => l.startsWith(`"'-Max",`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`"=`) || l.startsWith(`"-`))).toBe(false);

    const german = await (await csv(courseX, teacherA.token, "de")).text();
    expect(german.split("\r\n")[0]).toContain('"Lesen: Prozent","Lesen: Ergebnis"');
    const arabic = await (await csv(courseX, teacherA.token, "ar")).text();
    expect(arabic.split("\r\n")[0]).toContain('"القراءة: النسبة المئوية"');
  });

  it("is 404 for anyone who does not teach the course, 401 without a token", async () => {
    for (const token of [teacherB.token, lena.token, tom.token]) {
      const res = await csv(courseX, token);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("Lena");
    }
    expect((await csv(courseX)).status).toBe(401);
    expect((await csv(999999, teacherA.token)).status).toBe(404);
    expect((await csv(courseX, admin)).status).toBe(200);
  });
});
