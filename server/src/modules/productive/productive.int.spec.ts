import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { shareCourse } from "../courses/courses.testkit";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { germanSpeller } from "./spelling";

let t: TestServer;
let contentDir: string;
let examId: string;
let readingSub: string;
let writingSub: string;

const TEXT = `Liebe Anna,

vielen Dank für deine Einladung zur Geburtstagsfeier! Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.
Ich wünsche dir trotzdem eine schöne Feier. Die Wohnnung ist bestimmt voll.

Viele Grüße
Maria`;

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  page: `query($id: ID!, $n: Int!) { attempt(id: $id) { page(number: $n) { skill answers { subQuestionId value }
    block { type subQuestions { id answerType task points minWords maxWords rubric { key maxPoints criteria { key maxPoints bands { band points descriptor } } } } } } } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  review: `query($id: ID!, $n: Int!) { attempt(id: $id) { review(page: $n) { total block { items { answerType text modelAnswer
    feedback { hint wordCount wordTarget range pointsCovered { point covered evidence } spelling { word offset suggestions }
      register { kind message } connectorCount connectors }
    assessments { by total maxPoints comment scores { key points band } } } } } } }`,
  result: `query($id: ID!) { attempt(id: $id) { result { passed officialPassed pending reading { percent } writing { percent points maxPoints passed assessedBy }
    official { verdict parts { key points maxPoints passPoints status } } } } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores, comment: $comment) { by total maxPoints comment scores { key points band } } }`,
  sample: `query($s: ID!) { calibrationSample(subQuestionId: $s) { text task done rubric { key } } }`,
  calibrate: `mutation($s: ID!, $scores: [CriterionScoreInput!]!) { calibrate(subQuestionId: $s, scores: $scores) {
    myTotal expertTotal comment criteria { key mine { band } expert { band } } } }`,
  queue: `query($status: GradingStatus) { gradingQueue(status: $status) { attemptId subQuestionId learnerName examName text
    feedback { wordCount } assessments { by } } }`,
  answer: `query($a: ID!, $s: ID!) { productiveAnswer(attemptId: $a, subQuestionId: $s) { text } }`,
};

const scores = (e: number, s: number) => [
  { key: "erfuellung", points: e },
  { key: "sprache", points: s },
];
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? {}) as Record<string, string>;

beforeAll(async () => {
  // the dictionary is loaded before the first request, as main.ts loads it at start
  germanSpeller();
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-productive-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-writing.yaml"), path.join(contentDir, "exams", "goethe-b1-writing.yaml"));
  t = await startTestServer({ contentDir });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1'`);
  examId = String(id);
  const subs: { id: number; answer_type: string }[] = await t.ds.query(
    `SELECT sq.id, sq.answer_type FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1 ORDER BY qb.position`,
    [id],
  );
  readingSub = String(subs.find((s) => s.answer_type === "true_false")!.id);
  writingSub = String(subs.find((s) => s.answer_type === "writing")!.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

async function submitted(token: string, text: string | null = TEXT): Promise<string> {
  const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
  const answers = [{ subQuestionId: readingSub, value: "true" }];
  if (text) answers.push({ subQuestionId: writingSub, value: text });
  expect((await t.gql(Q.save, { id, answers }, { token })).errors).toBeUndefined();
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

describe("writing: draft, submission, feedback, assessments, result", () => {
  it("runs the whole way: draft kept, feedback, calibration, self- then teacher assessment, result over all modules", async () => {
    const { token, user } = await signedIn(t);
    const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;

    // the writing page shows the task, its points, range and rubric
    const page = (await t.gql(Q.page, { id, n: 2 }, { token })).data!.attempt.page;
    expect(page.skill).toBe("WRITING");
    const task = page.block.subQuestions[0];
    expect(task).toMatchObject({
      answerType: "writing",
      minWords: 30,
      maxWords: 60,
      rubric: { key: "goethe-B1-email", maxPoints: 20 },
    });
    expect(task.points).toHaveLength(3);
    expect(task.rubric.criteria[0].bands.map((b: { points: number }) => b.points)).toEqual([10, 7.5, 5, 2.5, 0]);

    // a draft is saved and read back; a longer text of 4,000 characters is accepted
    await t.gql(Q.save, { id, answers: [{ subQuestionId: writingSub, value: "Liebe Anna," }] }, { token });
    const long = "Wort ".repeat(800);
    expect(
      (await t.gql(Q.save, { id, answers: [{ subQuestionId: writingSub, value: long }] }, { token })).data!.saveAnswers.saved,
    ).toBe(1);
    await t.gql(Q.save, { id, answers: [{ subQuestionId: writingSub, value: TEXT }] }, { token });
    const again = (await t.gql(Q.page, { id, n: 2 }, { token })).data!.attempt.page;
    expect(again.answers).toEqual([{ subQuestionId: writingSub, value: TEXT }]);

    // assessing before submission is refused, naming the field
    const early = await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(10, 10) }, { token });
    expect(codeOf(early)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(early))).toEqual(["attemptId"]);

    await t.gql(Q.save, { id, answers: [{ subQuestionId: readingSub, value: "true" }] }, { token });
    await t.gql(Q.submit, { id }, { token });

    // feedback: words, range, a covered and an uncovered point, a misspelt word with a suggestion, connectors
    const review = (await t.gql(Q.review, { id, n: 2 }, { token, lang: "en" })).data!.attempt.review;
    expect(review.total).toBe(0);
    const item = review.block.items[0];
    expect(item.text).toBe(TEXT);
    expect(item.modelAnswer).toContain("Liebe Anna");
    expect(item.feedback).toMatchObject({ wordCount: 35, wordTarget: "30–60 words", range: "WITHIN", register: [] });
    expect(item.feedback.hint).toMatch(/not an official score/);
    expect(item.feedback.pointsCovered.map((p: { covered: boolean }) => p.covered)).toEqual([true, true, false]);
    expect(item.feedback.pointsCovered[1].evidence).toBe("Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss.");
    expect(item.feedback.spelling).toEqual([{ word: "Wohnnung", offset: TEXT.indexOf("Wohnnung"), suggestions: ["Wohnung"] }]);
    expect(item.feedback.connectors.sort()).toEqual(["trotzdem", "weil"]);

    // the result: writing pending until assessed; the official rule awaits it
    let result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result).toMatchObject({ pending: ["WRITING"], writing: null, officialPassed: false, reading: { percent: 100 } });
    expect(result.official.verdict).toBe("PENDING");

    // self-assessment: first calibrate on the sample, then rate
    const refused = await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(7.5, 7.5) }, { token });
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors![0].extensions!.reason).toBe("CALIBRATION_REQUIRED");
    const sample = (await t.gql(Q.sample, { s: writingSub }, { token })).data!.calibrationSample;
    expect(sample).toMatchObject({ done: false, rubric: { key: "goethe-B1-email" } });
    const cal = (await t.gql(Q.calibrate, { s: writingSub, scores: scores(10, 7.5) }, { token })).data!.calibrate;
    expect(cal).toMatchObject({ myTotal: 17.5, expertTotal: 17.5 });
    expect(cal.criteria).toEqual([
      { key: "erfuellung", mine: { band: "A" }, expert: { band: "B" } },
      { key: "sprache", mine: { band: "B" }, expert: { band: "A" } },
    ]);
    const self = (await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(7.5, 7.5) }, { token })).data!.assessAnswer;
    expect(self).toMatchObject({ by: "SELF", total: 15, maxPoints: 20 });
    result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result).toMatchObject({
      pending: [],
      writing: { percent: 75, points: 15, maxPoints: 20, passed: true, assessedBy: "SELF" },
      officialPassed: true,
    });
    expect(result.official.parts).toEqual([
      { key: "reading", points: 100, maxPoints: 100, passPoints: 60, status: "PASSED" },
      { key: "writing", points: 75, maxPoints: 100, passPoints: 60, status: "PASSED" },
    ]);

    // a teacher of the learner's course grades it; the teacher's outranks the learner's: E in task fulfilment makes the task 0
    const teacher = await teacherToken(user.id);
    const queue = (await t.gql(Q.queue, { status: "AWAITING" }, { token: teacher })).data!.gradingQueue;
    expect(queue.some((q: { attemptId: string }) => q.attemptId === id)).toBe(true);
    const graded = await t.gql(
      Q.assess,
      { a: id, s: writingSub, scores: scores(0, 10), comment: "<b>Thema verfehlt</b>" },
      { token: teacher },
    );
    expect(graded.data!.assessAnswer).toMatchObject({ by: "TEACHER", total: 0, comment: "<b>Thema verfehlt</b>" });
    const review2 = (await t.gql(Q.review, { id, n: 2 }, { token })).data!.attempt.review;
    expect(review2.block.items[0].assessments.map((a: { by: string }) => a.by).sort()).toEqual(["SELF", "TEACHER"]);
    result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
    expect(result).toMatchObject({
      writing: { percent: 0, passed: false, assessedBy: "TEACHER" },
      officialPassed: false,
      official: { verdict: "FAILED" },
    });
    const gradedQueue = (await t.gql(Q.queue, { status: "GRADED" }, { token: teacher })).data!.gradingQueue;
    expect(gradedQueue.some((q: { attemptId: string }) => q.attemptId === id)).toBe(true);
  });
});

describe("writing: a grade given before the rubric was rebuilt (issue 29)", () => {
  it("shows the grade as it was given and counts it at its share of the task's new maximum", async () => {
    const { token } = await signedIn(t);
    const id = await submitted(token);
    await t.gql(Q.calibrate, { s: writingSub, scores: scores(10, 7.5) }, { token });
    const self = (await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(7.5, 7.5) }, { token })).data!.assessAnswer;
    expect(self).toMatchObject({ total: 15, maxPoints: 20 });
    // the rubric is rebuilt as a data migration would: "sprache" gives way to two criteria, the task is now worth 40
    const [before] = await t.ds.query(`SELECT weight, criteria FROM rubrics WHERE key = 'goethe-B1-email'`);
    const rebuilt = [
      before.criteria[0],
      { ...before.criteria[1], key: "wortschatz" },
      { ...before.criteria[1], key: "strukturen" },
    ];
    await t.ds.query(`UPDATE rubrics SET weight = 1.3333, criteria = $1::jsonb WHERE key = 'goethe-B1-email'`, [
      JSON.stringify(rebuilt),
    ]);
    try {
      const review = (await t.gql(Q.review, { id, n: 2 }, { token })).data!.attempt.review;
      expect(review.block.items[0].assessments).toEqual([
        {
          by: "SELF",
          total: 15,
          maxPoints: 20,
          comment: null,
          scores: [
            { key: "erfuellung", points: 7.5, band: "B" },
            { key: "sprache", points: 7.5, band: "B" },
          ],
        },
      ]);
      const result = (await t.gql(Q.result, { id }, { token })).data!.attempt.result;
      expect(result.writing).toMatchObject({ percent: 75, points: 30, maxPoints: 40 });
      // rated again, the new criteria apply
      const again = await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(7.5, 7.5) }, { token });
      expect(again.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    } finally {
      await t.ds.query(`UPDATE rubrics SET weight = $1, criteria = $2::jsonb WHERE key = 'goethe-B1-email'`, [
        before.weight,
        JSON.stringify(before.criteria),
      ]);
    }
  });
});

describe("writing: who may see and rate what", () => {
  it("keeps a learner's text from other learners, shows it to teachers only as a productive answer, and asks guests to register", async () => {
    const owner = await signedIn(t);
    const id = await submitted(owner.token);
    const other = await signedIn(t);
    // another learner's attempt is not there for them at all (NOT_FOUND, like an id that does not exist)
    expect(codeOf(await t.gql(Q.answer, { a: id, s: writingSub }, { token: other.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(Q.answer, { a: "999999", s: writingSub }, { token: other.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(Q.assess, { a: id, s: writingSub, scores: scores(10, 10) }, { token: other.token }))).toBe(
      "NOT_FOUND",
    );
    expect(codeOf(await t.gql(Q.review, { id, n: 2 }, { token: other.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(Q.queue, {}, { token: other.token }))).toBe("FORBIDDEN");

    const teacher = await teacherToken(owner.user.id);
    expect((await t.gql(Q.answer, { a: id, s: writingSub }, { token: teacher })).data!.productiveAnswer.text).toBe(TEXT);
    // nothing else of the learner's: not the attempt, nor its review
    expect(codeOf(await t.gql(Q.review, { id, n: 1 }, { token: teacher }))).toBe("NOT_FOUND");

    const guest = (await t.gql(`mutation { startGuestSession { token } }`)).data!.startGuestSession.token as string;
    const guestAttempt = await submitted(guest);
    expect(codeOf(await t.gql(Q.review, { id: guestAttempt, n: 2 }, { token: guest }))).toBe("REGISTRATION_REQUIRED");
    expect(codeOf(await t.gql(Q.assess, { a: guestAttempt, s: writingSub, scores: scores(10, 10) }, { token: guest }))).toBe(
      "REGISTRATION_REQUIRED",
    );
  });
});

describe("writing: bad input", () => {
  it("refuses a text over 5,000 characters and control characters in the learner's language, keeping the draft", async () => {
    const { token } = await signedIn(t);
    const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
    await t.gql(Q.save, { id, answers: [{ subQuestionId: writingSub, value: "Mein Entwurf" }] }, { token });
    const long = await t.gql(
      Q.save,
      { id, answers: [{ subQuestionId: writingSub, value: "a".repeat(5001) }] },
      { token, lang: "fr" },
    );
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(long)["answers.0.value"]).toMatch(/5000 caractères au plus/);
    const control = await t.gql(
      Q.save,
      { id, answers: [{ subQuestionId: writingSub, value: "Hallo\u0007" }] },
      { token, lang: "de" },
    );
    expect(codeOf(control)).toBe("BAD_USER_INPUT");
    expect(control.errors![0].extensions!.reason).toBe("CONTROL_CHARACTERS");
    expect(fieldsOf(control)["answers.0.value"]).toMatch(/Steuerzeichen/);
    // a typed gap keeps its 200 characters
    const gap = await t.gql(Q.save, { id, answers: [{ subQuestionId: readingSub, value: "x".repeat(201) }] }, { token });
    expect(codeOf(gap)).toBe("BAD_USER_INPUT");
    const page = (await t.gql(Q.page, { id, n: 2 }, { token })).data!.attempt.page;
    expect(page.answers).toEqual([{ subQuestionId: writingSub, value: "Mein Entwurf" }]);
  });

  it("refuses scores out of range, unknown criteria and missing ones, naming the field", async () => {
    const { token, user } = await signedIn(t);
    const id = await submitted(token);
    const emptyHanded = await signedIn(t);
    const teacher = await teacherToken(user.id, emptyHanded.user.id);
    const bad = await t.gql(
      Q.assess,
      {
        a: id,
        s: writingSub,
        scores: [
          { key: "erfuellung", points: 11 },
          { key: "stil", points: 5 },
          { key: "sprache", points: 6 },
        ],
      },
      { token: teacher, lang: "en" },
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad)).toEqual({
      "scores.0.points": "For “erfuellung” only these points are possible: 10, 7.5, 5, 2.5, 0.",
      "scores.1.key": "“stil” is not a criterion of this rubric.",
      "scores.2.points": "For “sprache” only these points are possible: 10, 7.5, 5, 2.5, 0.",
    });
    const missing = await t.gql(
      Q.assess,
      { a: id, s: writingSub, scores: [{ key: "erfuellung", points: 10 }] },
      { token: teacher },
    );
    expect(Object.keys(fieldsOf(missing))).toEqual(["scores"]);
    const notWriting = await t.gql(Q.assess, { a: id, s: readingSub, scores: scores(10, 10) }, { token: teacher });
    expect(Object.keys(fieldsOf(notWriting))).toEqual(["subQuestionId"]);
    const empty = await submitted(emptyHanded.token, null);
    const nothing = await t.gql(Q.assess, { a: empty, s: writingSub, scores: scores(10, 10) }, { token: teacher });
    expect(nothing.errors![0].extensions!.reason).toBe("NO_ANSWER");
  });
});
