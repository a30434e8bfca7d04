import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { C } from "./courses.testkit";
import { JOIN_CODE_ALPHABET } from "./join-code";

/** Courses (issue 30): creating, joining by code, members and their periods, assignments and their progress. */
let t: TestServer;
let contentDir: string;
let examId: string;
let writingSub: string;

const TEXT = "Liebe Anna, vielen Dank für deine Einladung! Leider kann ich am Samstag nicht kommen. Viele Grüße, Maria";
const A = {
  ownStart: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status submittedAt } }`,
  pages: `query($id: ID!) { attempt(id: $id) { pageCount page(number: 1) { skill } } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { by total } }`,
  drill: `mutation($setId: ID) { startDrill(setId: $setId) { id } }`,
};
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: GqlResult) => (r.errors?.[0]?.extensions?.fields ?? {}) as Record<string, string>;
const ok = <T = Record<string, any>>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-courses-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-writing.yaml"), path.join(contentDir, "exams", "goethe-b1-writing.yaml"));
  t = await startTestServer({ contentDir });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1'`);
  examId = String(id);
  const [{ id: sub }] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 AND sq.answer_type = 'writing' ORDER BY sq.id LIMIT 1`,
    [id],
  );
  writingSub = String(sub);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** A teacher's new course: its id and join code. */
async function newCourse(token: string, name = "Kurs B1 am Abend"): Promise<{ id: string; code: string }> {
  const c = ok(await t.gql(C.create, { input: { name, family: "GOETHE", cefr: "B1" } }, { token })).createCourse;
  return { id: c.id, code: c.joinCode };
}

describe("a teacher's course and its join code", () => {
  it("a teacher creates a course, is its first teacher, and gets an 8-character code without look-alikes", async () => {
    const teacher = await signedIn(t, { isTeacher: true, name: "Frau Berg" });
    const c = ok(
      await t.gql(C.create, { input: { name: "  Kurs B1  ", family: "GOETHE", cefr: "B1" } }, { token: teacher.token }),
    ).createCourse;
    expect(c).toMatchObject({ name: "Kurs B1", family: "GOETHE", cefr: "B1", archived: false, myRole: "TEACHER" });
    expect(c.teachers).toEqual([{ id: String(teacher.user.id), name: "Frau Berg", email: null }]);
    expect(c.joinCode).toHaveLength(8);
    expect([...c.joinCode].every((ch: string) => JOIN_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(ok(await t.gql(C.mine, {}, { token: teacher.token })).myCourses).toEqual([
      { id: c.id, name: "Kurs B1", myRole: "TEACHER", archived: false },
    ]);
    // an admin creates one too
    const admin = await signedIn(t, { isAdmin: true });
    expect(ok(await t.gql(C.create, { input: { name: "Admin-Kurs" } }, { token: admin.token })).createCourse.myRole).toBe(
      "TEACHER",
    );
  });

  it("a learner or a guest cannot create one; an empty or overlong name is refused in the caller's language", async () => {
    const learner = await signedIn(t);
    const guest = await signedIn(t, { isGuest: true });
    for (const who of [learner, guest])
      expect(codeOf(await t.gql(C.create, { input: { name: "Mein Kurs" } }, { token: who.token }))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(C.create, { input: { name: "Mein Kurs" } }))).toBe("UNAUTHENTICATED");
    const teacher = await signedIn(t, { isTeacher: true });
    const empty = await t.gql(C.create, { input: { name: "   " } }, { token: teacher.token, lang: "en" });
    expect(fieldsOf(empty)).toEqual({ name: "Please give the course a name." });
    const long = await t.gql(C.create, { input: { name: "x".repeat(121) } }, { token: teacher.token, lang: "ar" });
    expect(fieldsOf(long).name).toBe("الاسم طويل جدًا (الحد الأقصى 120 حرفًا).");
    expect(Number((await t.ds.query(`SELECT count(*) AS n FROM courses WHERE created_by = $1`, [teacher.user.id]))[0].n)).toBe(0);
  });

  it("a learner joins with the code in any case, with spaces or a hyphen; joining again changes nothing", async () => {
    const teacher = await signedIn(t, { isTeacher: true, name: "Herr Kaya" });
    const { id, code } = await newCourse(teacher.token);
    const learner = await signedIn(t, { name: "Lina" });
    const spaced = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const joined = ok(await t.gql(C.join, { code: spaced }, { token: learner.token })).joinCourse;
    // a learner sees the course and its teachers' names, not the code nor the other learners
    expect(joined).toEqual({
      id,
      name: "Kurs B1 am Abend",
      myRole: "LEARNER",
      joinCode: null,
      learners: [],
      teachers: [{ name: "Herr Kaya", email: null }],
    });
    ok(await t.gql(C.join, { code }, { token: learner.token }));
    const rows = await t.ds.query(`SELECT role, left_at FROM course_members WHERE course_id = $1 AND user_id = $2`, [
      id,
      learner.user.id,
    ]);
    expect(rows).toEqual([{ role: "learner", left_at: null }]);
    const seen = ok(await t.gql(C.course, { id }, { token: teacher.token })).course;
    expect(seen.learners).toEqual([
      { joinedAt: expect.any(String), user: { id: String(learner.user.id), name: "Lina", email: learner.user.email } },
    ]);
    expect(ok(await t.gql(C.mine, {}, { token: learner.token })).myCourses).toEqual([
      { id, name: "Kurs B1 am Abend", myRole: "LEARNER", archived: false },
    ]);
  });

  it("an unknown code is BAD_USER_INPUT in the caller's language; a guest is asked to register; wrong codes are throttled", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { code } = await newCourse(teacher.token);
    const learner = await signedIn(t);
    const wrong = await t.gql(C.join, { code: "ZZZZZZZZ" }, { token: learner.token, lang: "en" });
    expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(wrong)).toEqual({
      code: "No course has this code. Check how it is written, or ask your teacher for a new code.",
    });
    const de = await t.gql(C.join, { code: "nonsense" }, { token: learner.token });
    expect(fieldsOf(de).code).toMatch(/^Zu diesem Code gibt es keinen Kurs/);
    const guest = await signedIn(t, { isGuest: true });
    expect(codeOf(await t.gql(C.join, { code }, { token: guest.token }))).toBe("REGISTRATION_REQUIRED");
    // ten wrong codes in a quarter of an hour: the account is held back, even with the right code
    for (let i = 0; i < 8; i += 1)
      expect(codeOf(await t.gql(C.join, { code: `WRONG${i}XY` }, { token: learner.token }))).toBe("BAD_USER_INPUT");
    const held = await t.gql(C.join, { code }, { token: learner.token });
    expect(codeOf(held)).toBe("RATE_LIMITED");
    expect(
      Number((await t.ds.query(`SELECT count(*) AS n FROM course_members WHERE user_id = $1`, [learner.user.id]))[0].n),
    ).toBe(0);
    // another account is not held back
    expect(ok(await t.gql(C.join, { code }, { token: (await signedIn(t)).token })).joinCourse.myRole).toBe("LEARNER");
  });

  it("the join screen's preview shows the course and its teachers' names to anyone with the code, null without", async () => {
    const teacher = await signedIn(t, { isTeacher: true, name: "Frau Öztürk" });
    const { code } = await newCourse(teacher.token, "Prüfungskurs telc");
    expect(ok(await t.gql(C.preview, { code: code.toLowerCase() })).courseByJoinCode).toEqual({
      name: "Prüfungskurs telc",
      family: "GOETHE",
      cefr: "B1",
      teacherNames: ["Frau Öztürk"],
    });
    expect(ok(await t.gql(C.preview, { code: "ABCDEFGH" })).courseByJoinCode).toBeNull();
  });

  it("its teachers rotate the code (the old one stops working) or switch joining off; others may not", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id, code } = await newCourse(teacher.token);
    const rotated = ok(await t.gql(C.rotate, { id }, { token: teacher.token })).rotateJoinCode.joinCode;
    expect(rotated).toHaveLength(8);
    expect(rotated).not.toBe(code);
    const late = await signedIn(t);
    expect(codeOf(await t.gql(C.join, { code }, { token: late.token }))).toBe("BAD_USER_INPUT");
    ok(await t.gql(C.join, { code: rotated }, { token: late.token }));
    // a learner of the course may not rotate it; a stranger does not see it at all
    expect(codeOf(await t.gql(C.rotate, { id }, { token: late.token }))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(C.rotate, { id }, { token: (await signedIn(t, { isTeacher: true })).token }))).toBe("NOT_FOUND");
    expect(ok(await t.gql(C.rotate, { id, enabled: false }, { token: teacher.token })).rotateJoinCode.joinCode).toBeNull();
    expect(codeOf(await t.gql(C.join, { code: rotated }, { token: (await signedIn(t)).token }))).toBe("BAD_USER_INPUT");
  });

  it("its teachers rename and archive it: nobody joins an archived course; its learners cannot change it", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id, code } = await newCourse(teacher.token);
    const learner = await signedIn(t);
    ok(await t.gql(C.join, { code }, { token: learner.token }));
    expect(codeOf(await t.gql(C.update, { id, input: { name: "Meiner" } }, { token: learner.token }))).toBe("FORBIDDEN");
    const archived = ok(await t.gql(C.update, { id, input: { name: "Kurs Herbst", archived: true } }, { token: teacher.token }));
    expect(archived.updateCourse).toEqual({ id, name: "Kurs Herbst", archived: true });
    expect(codeOf(await t.gql(C.join, { code }, { token: (await signedIn(t)).token }))).toBe("BAD_USER_INPUT");
    // archived, not deleted: its learner still reads it
    expect(ok(await t.gql(C.course, { id }, { token: learner.token })).course.archived).toBe(true);
    expect(
      ok(await t.gql(C.update, { id, input: { name: "Kurs Herbst" } }, { token: teacher.token })).updateCourse.archived,
    ).toBe(true);
  });

  it("a teacher adds a colleague by the e-mail of a teacher's account, not of a learner's", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const colleague = await signedIn(t, { isTeacher: true });
    const learner = await signedIn(t);
    const { id } = await newCourse(teacher.token);
    const added = ok(await t.gql(C.addTeacher, { id, email: colleague.user.email!.toUpperCase() }, { token: teacher.token }));
    expect(added.addCourseTeacher.teachers.map((u: { id: string }) => u.id).sort()).toEqual(
      [String(teacher.user.id), String(colleague.user.id)].sort(),
    );
    expect(ok(await t.gql(C.course, { id }, { token: colleague.token })).course.myRole).toBe("TEACHER");
    const refused = await t.gql(C.addTeacher, { id, email: learner.user.email }, { token: teacher.token, lang: "en" });
    expect(fieldsOf(refused)).toEqual({ email: "There is no teacher's account with this e-mail address." });
    expect(codeOf(await t.gql(C.addTeacher, { id, email: "nobody@example.org" }, { token: teacher.token }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("a teacher whose teacher flag is taken back reads nothing through their courses any more", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id, code } = await newCourse(teacher.token);
    const learner = await signedIn(t);
    ok(await t.gql(C.join, { code }, { token: learner.token }));
    await t.ds.query(`UPDATE users SET is_teacher = false WHERE id = $1`, [teacher.user.id]);
    await t.services.principals.changed(teacher.user.id);
    expect(codeOf(await t.gql(C.course, { id }, { token: teacher.token }))).toBe("NOT_FOUND");
    expect(ok(await t.gql(C.mine, {}, { token: teacher.token })).myCourses).toEqual([]);
    expect(codeOf(await t.gql(C.rotate, { id }, { token: teacher.token }))).toBe("NOT_FOUND");
  });

  it("leaving or being removed ends the period; joining again opens a new one; the last teacher stays", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id, code } = await newCourse(teacher.token);
    const lina = await signedIn(t);
    const omar = await signedIn(t);
    ok(await t.gql(C.join, { code }, { token: lina.token }));
    ok(await t.gql(C.join, { code }, { token: omar.token }));
    expect(ok(await t.gql(C.leave, { id }, { token: lina.token })).leaveCourse).toBe(true);
    expect(codeOf(await t.gql(C.course, { id }, { token: lina.token }))).toBe("NOT_FOUND");
    expect(ok(await t.gql(C.mine, {}, { token: lina.token })).myCourses).toEqual([]);
    // a learner may not remove another; the teacher may
    expect(codeOf(await t.gql(C.remove, { id, user: String(teacher.user.id) }, { token: omar.token }))).toBe("FORBIDDEN");
    expect(ok(await t.gql(C.remove, { id, user: String(omar.user.id) }, { token: teacher.token })).removeFromCourse).toBe(true);
    expect(codeOf(await t.gql(C.remove, { id, user: String(omar.user.id) }, { token: teacher.token }))).toBe("BAD_USER_INPUT");
    expect(ok(await t.gql(C.course, { id }, { token: teacher.token })).course.learners).toEqual([]);
    ok(await t.gql(C.join, { code }, { token: lina.token }));
    const periods = await t.ds.query(
      `SELECT left_at IS NULL AS open FROM course_members WHERE course_id = $1 AND user_id = $2 ORDER BY id`,
      [id, lina.user.id],
    );
    expect(periods).toEqual([{ open: false }, { open: true }]);
    const last = await t.gql(C.leave, { id }, { token: teacher.token, lang: "en" });
    expect(fieldsOf(last)).toEqual({ courseId: "A course needs at least one teacher. Add another teacher first." });
    expect(codeOf(await t.gql(C.leave, { id }, { token: omar.token }))).toBe("NOT_FOUND");
  });
});

describe("assignments", () => {
  const scores = (e: number, s: number) => [
    { key: "erfuellung", points: e },
    { key: "sprache", points: s },
  ];

  it("a learner starts THE attempt of an assignment (chosen modules), apart from their own; a late hand-in is marked late", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id: courseId, code } = await newCourse(teacher.token);
    const lina = await signedIn(t, { name: "Lina" });
    const omar = await signedIn(t, { name: "Omar" });
    for (const who of [lina, omar]) ok(await t.gql(C.join, { code }, { token: who.token }));
    const due = new Date(Date.now() - 3600_000).toISOString();
    const given = ok(
      await t.gql(
        C.assign,
        {
          input: { courseId, title: "Schreiben bis Freitag", note: "Bitte 80 Wörter.", examId, skills: ["WRITING"], dueAt: due },
        },
        { token: teacher.token },
      ),
    ).assign;
    expect(given).toMatchObject({
      title: "Schreiben bis Freitag",
      skills: ["WRITING"],
      mode: "EXAM",
      exam: { id: examId },
      dueAt: due,
    });

    // the learner's own open attempt of the exam and the assignment's are two
    const own = ok(await t.gql(A.ownStart, { examId }, { token: lina.token })).startAttempt.id;
    const tied = ok(await t.gql(C.start, { id: given.id }, { token: lina.token })).startAssignment;
    expect(tied.id).not.toBe(own);
    expect(ok(await t.gql(C.start, { id: given.id }, { token: lina.token })).startAssignment.id).toBe(tied.id);
    expect(ok(await t.gql(A.ownStart, { examId }, { token: lina.token })).startAttempt.id).toBe(own);
    // only the writing module
    const pages = ok(await t.gql(A.pages, { id: tied.id }, { token: lina.token })).attempt;
    expect(pages.page.skill).toBe("WRITING");
    expect(pages.pageCount).toBeLessThan(
      Number((await t.ds.query(`SELECT count(*) AS n FROM question_blocks WHERE exam_id = $1`, [examId]))[0].n),
    );
    expect(ok(await t.gql(C.myAssignments, {}, { token: lina.token })).myAssignments).toEqual([
      {
        id: given.id,
        title: "Schreiben bis Freitag",
        dueAt: due,
        course: { id: courseId, name: "Kurs B1 am Abend" },
        myAttempt: { id: tied.id, status: "IN_PROGRESS" },
      },
    ]);

    ok(await t.gql(A.save, { id: tied.id, answers: [{ subQuestionId: writingSub, value: TEXT }] }, { token: lina.token }));
    ok(await t.gql(A.submit, { id: tied.id }, { token: lina.token }));
    expect(ok(await t.gql(C.myAssignments, { open: true }, { token: lina.token })).myAssignments).toEqual([]);

    const progress = ok(await t.gql(C.progress, { id: given.id }, { token: teacher.token })).assignment.progress;
    expect(progress).toEqual([
      {
        learner: { id: String(lina.user.id), name: "Lina", email: lina.user.email },
        status: "SUBMITTED",
        late: true,
        submittedAt: expect.any(String),
        awaitingGrading: 1,
        attempt: { id: tied.id, status: "SUBMITTED" },
      },
      {
        learner: { id: String(omar.user.id), name: "Omar", email: omar.user.email },
        status: "NOT_STARTED",
        late: false,
        submittedAt: null,
        awaitingGrading: 0,
        attempt: null,
      },
    ]);
    // the grading queue of this assignment holds Lina's text; graded, nothing awaits
    const queue = ok(await t.gql(C.queue, { status: "AWAITING", assignment: given.id }, { token: teacher.token })).gradingQueue;
    expect(queue).toEqual([{ attemptId: tied.id, subQuestionId: writingSub, learnerName: "Lina", text: TEXT }]);
    ok(await t.gql(A.assess, { a: tied.id, s: writingSub, scores: scores(10, 7.5) }, { token: teacher.token }));
    const after = ok(await t.gql(C.progress, { id: given.id }, { token: teacher.token })).assignment.progress;
    expect(after[0]).toMatchObject({ status: "SUBMITTED", awaitingGrading: 0 });
    // a learner sees no progress of others
    expect(ok(await t.gql(C.progress, { id: given.id }, { token: omar.token })).assignment.progress).toEqual([]);
    // nor can a teacher start it, or a stranger see it
    expect(codeOf(await t.gql(C.start, { id: given.id }, { token: teacher.token }))).toBe("FORBIDDEN");
    expect(codeOf(await t.gql(C.start, { id: given.id }, { token: (await signedIn(t)).token }))).toBe("NOT_FOUND");
  });

  it("a practice set is assigned as a drill in training mode, apart from the learner's own drill of the set", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id: courseId, code } = await newCourse(teacher.token);
    const learner = await signedIn(t);
    ok(await t.gql(C.join, { code }, { token: learner.token }));
    const given = ok(
      await t.gql(
        C.assign,
        { input: { courseId, title: "Lesen Teil 1", practiceSetId: "goethe-A1-reading-1" } },
        { token: teacher.token },
      ),
    ).assign;
    expect(given).toMatchObject({
      mode: "TRAINING",
      skills: ["READING"],
      exam: null,
      practiceSet: { id: "goethe-A1-reading-1" },
    });
    const own = ok(await t.gql(A.drill, { setId: "goethe-A1-reading-1" }, { token: learner.token })).startDrill.id;
    const tied = ok(await t.gql(C.start, { id: given.id }, { token: learner.token })).startAssignment;
    expect(tied).toMatchObject({ kind: "DRILL", mode: "TRAINING", status: "IN_PROGRESS" });
    expect(tied.id).not.toBe(own);
    expect(ok(await t.gql(C.start, { id: given.id }, { token: learner.token })).startAssignment.id).toBe(tied.id);
  });

  it("refuses unclear work, modules the exam lacks, a due date before the start, an archived course; not before its start", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id: courseId, code } = await newCourse(teacher.token);
    const learner = await signedIn(t);
    ok(await t.gql(C.join, { code }, { token: learner.token }));
    const assign = (input: Record<string, unknown>, token = teacher.token) =>
      t.gql(C.assign, { input: { courseId, title: "Aufgabe", ...input } }, { token, lang: "en" });
    expect(Object.keys(fieldsOf(await assign({ examId, practiceSetId: "goethe-A1-reading-1" })))).toEqual(["examId"]);
    expect(Object.keys(fieldsOf(await assign({})))).toEqual(["examId"]);
    expect(fieldsOf(await assign({ examId, skills: ["SPEAKING"] }))).toEqual({
      skills: "This exam does not have all the chosen modules.",
    });
    expect(Object.keys(fieldsOf(await assign({ practiceSetId: "goethe-Z9-reading-1" })))).toEqual(["practiceSetId"]);
    expect(Object.keys(fieldsOf(await assign({ examId, title: " " })))).toEqual(["title"]);
    const start = new Date(Date.now() + 86_400_000);
    expect(fieldsOf(await assign({ examId, startsAt: start.toISOString(), dueAt: start.toISOString() }))).toEqual({
      dueAt: "The due date must be after the start.",
    });
    expect(codeOf(await assign({ examId }, learner.token))).toBe("FORBIDDEN");
    const later = ok(await assign({ examId, startsAt: start.toISOString() })).assign;
    const early = await t.gql(C.start, { id: later.id }, { token: learner.token });
    expect(early.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "NOT_YET_OPEN" });
    expect(Number((await t.ds.query(`SELECT count(*) AS n FROM attempts WHERE assignment_id = $1`, [later.id]))[0].n)).toBe(0);
    ok(await t.gql(C.update, { id: courseId, input: { name: "Alt", archived: true } }, { token: teacher.token }));
    expect(codeOf(await assign({ examId }))).toBe("BAD_USER_INPUT");
  });

  it("a course's progress over all its assignments takes the same statements for 2 learners as for 6", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { id: courseId, code } = await newCourse(teacher.token);
    for (let i = 0; i < 2; i += 1)
      ok(await t.gql(C.assign, { input: { courseId, title: `Aufgabe ${i}`, examId } }, { token: teacher.token }));
    const join = async () => {
      const l = await signedIn(t);
      ok(await t.gql(C.join, { code }, { token: l.token }));
      const first = ok(await t.gql(C.myAssignments, {}, { token: l.token })).myAssignments[0];
      ok(await t.gql(C.start, { id: first.id }, { token: l.token }));
    };
    // the statements of the query itself (the bearer's principal is read again once its cache entry expires)
    const count = async () =>
      (await t.queries(() => t.gql(C.classProgress, { id: courseId }, { token: teacher.token }))).statements.filter(
        (s) => !s.includes("token_version"),
      ).length;
    for (let i = 0; i < 2; i += 1) await join();
    const two = await count();
    for (let i = 0; i < 4; i += 1) await join();
    const six = await count();
    const table = ok(await t.gql(C.classProgress, { id: courseId }, { token: teacher.token })).course.assignments;
    expect(table.map((a: { progress: unknown[] }) => a.progress.length)).toEqual([6, 6]);
    expect(six).toBe(two);
  });
});
