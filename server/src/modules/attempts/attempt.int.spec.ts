import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import type { AttemptService } from "./attempt.service";
import { ALL_TYPES_EXAM, attemptsContentDir, Q } from "./attempt.testkit";

let t: TestServer;
let svc: AttemptService;
let contentDir: string;
let examId: string;
let a1ExamId: string;
/** Sub-question ids of the all-types exam by page and position: sub[page][position]. */
const sub: Record<number, Record<number, string>> = {};
/** Block ids of the all-types exam by page. */
const blockOf: Record<number, string> = {};

const T0 = new Date("2026-03-02T09:00:00.000Z").getTime();
const at = (ms: number) => () => new Date(T0 + ms);
const MIN = 60_000;

beforeAll(async () => {
  contentDir = attemptsContentDir();
  t = await startTestServer({ contentDir });
  svc = t.services.attempts;
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [ALL_TYPES_EXAM]);
  examId = String(id);
  a1ExamId = String((await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`))[0].id);
  const rows: { id: number; page: number; position: number; block_id: number }[] = await t.ds.query(
    `SELECT sq.id, qb.position AS page, sq.position, qb.id AS block_id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1`,
    [id],
  );
  for (const r of rows) {
    (sub[r.page] ??= {})[r.position] = String(r.id);
    blockOf[r.page] = String(r.block_id);
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});
afterEach(() => {
  svc.now = () => new Date();
});

async function start(token: string, opts: { exam?: string; mode?: "EXAM" | "TRAINING" } = {}): Promise<string> {
  const r = await t.gql(Q.start, { examId: opts.exam ?? examId, mode: opts.mode ?? null }, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.startAttempt.id;
}

function codeOf(r: { errors?: { extensions?: { code?: string } }[] }): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}

/** Every answer of the all-types exam right (typed answers in a variant the rules accept). */
const ALL_RIGHT: Record<string, string> = {
  "1.1": "true",
  "1.2": "false",
  "1.3": "c",
  "1.4": "  zebraSTREIFEN ",
  "2.1": "b",
  "2.2": "not_given",
  "3.1": "über",
  "3.2": "0",
  "4.1": "b",
  "4.2": "Ko\u0308ln", // decomposed ö: equal after NFC
  "4.3": "false",
  "5.1": "a",
  "5.2": "b",
};
function answersOf(map: Record<string, string>) {
  return Object.entries(map).map(([k, value]) => {
    const [page, pos] = k.split(".").map(Number);
    return { subQuestionId: sub[page][pos], value };
  });
}

describe("attempts: start, pages, save", () => {
  it("starts an attempt in exam mode and resumes the open one instead of starting another", async () => {
    const { token } = await signedIn(t);
    const first = await t.gql(Q.start, { examId }, { token });
    expect(first.data!.startAttempt).toEqual({
      id: expect.any(String),
      status: "IN_PROGRESS",
      mode: "EXAM",
      pageCount: 5,
      currentPage: 1,
    });
    const again = await t.gql(Q.start, { examId, mode: "TRAINING" }, { token });
    expect(again.data!.startAttempt.id).toBe(first.data!.startAttempt.id);
    expect(again.data!.startAttempt.mode).toBe("EXAM");
    const concurrent = await Promise.all([1, 2, 3].map(() => t.gql(Q.start, { examId: a1ExamId }, { token })));
    expect(new Set(concurrent.map((r) => r.data!.startAttempt.id)).size).toBe(1);
  });

  it("serves one block per page in block order, with choices, pool, media URLs and no key", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const pages = [];
    for (let n = 1; n <= 5; n += 1) {
      const r = await t.gql(Q.page, { id, n }, { token });
      expect(r.errors).toBeUndefined();
      pages.push(r.data!.attempt.page);
    }
    expect(pages.map((p) => [p.block.type, p.skill])).toEqual([
      ["reading", "READING"],
      ["image", "READING"],
      ["sub", "READING"],
      ["listening", "LISTENING"],
      ["listening and image", "LISTENING"],
    ]);
    const p1 = pages[0];
    expect(p1.block).toMatchObject({
      title: "Lesen, Teil 1",
      intro: "<p>Lesen Sie den Text.</p>",
      readingSeconds: 30,
      playLimit: null,
      audioUrl: null,
    });
    expect(p1.block.subQuestions.map((s: { answerType: string }) => s.answerType)).toEqual([
      "true_false",
      "true_false",
      "multiple_choice",
      "complete",
    ]);
    expect(p1.block.subQuestions[1].choices).toEqual([
      { value: "true", label: "Ja", imageUrl: null },
      { value: "false", label: "Nein", imageUrl: null },
    ]);
    expect(p1.block.subQuestions[2]).toMatchObject({
      highlight: true,
      bannerImageUrl: "/media/img/a.svg",
      choiceKind: "text",
    });
    expect(p1.block.subQuestions[3]).toMatchObject({
      completeMode: "write",
      answerLocation: "end",
      choices: [],
      title: "Paul wartet am",
      lastTitle: ".",
    });
    expect(pages[1].block.subQuestions[0].choices[1]).toEqual({
      value: "b",
      label: "Schild B",
      imageUrl: "/media/img/b.svg",
    });
    expect(pages[2].block.subQuestions[0]).toMatchObject({
      completeMode: "select",
      choices: [{ value: "auf" }, { value: "über" }, { value: "an" }],
    });
    expect(pages[2].block.subQuestions[1].choices).toEqual(
      pages[2].block.optionPool.map((o: object) => ({ ...o, imageUrl: null })),
    );
    expect(pages[3]).toMatchObject({
      plays: 0,
      playsLeft: 1,
      block: { playLimit: 1, audioUrl: "/media/audio/t.ogg" },
    });
    const out = await t.gql(Q.page, { id, n: 6 }, { token });
    expect(codeOf(out)).toBe("BAD_USER_INPUT");
  });

  it("saves answers idempotently: a retried save leaves one answer per sub-question, and the page shows them", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const answers = answersOf({ "1.1": "true", "1.3": "a", "1.4": "Bahnhof" });
    const r1 = await t.gql(Q.save, { id, answers }, { token });
    expect(r1.data!.saveAnswers).toEqual({ saved: 3, attempt: { id, currentPage: 1 } });
    await t.gql(Q.save, { id, answers }, { token });
    const changed = await t.gql(Q.save, { id, answers: answersOf({ "1.3": "c" }) }, { token });
    expect(changed.data!.saveAnswers.saved).toBe(1);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [id]);
    expect(n).toBe(3);
    const page = await t.gql(Q.page, { id, n: 1 }, { token });
    expect(page.data!.attempt.page.answers).toEqual(
      expect.arrayContaining([
        { subQuestionId: sub[1][1], value: "true" },
        { subQuestionId: sub[1][3], value: "c" },
        { subQuestionId: sub[1][4], value: "Bahnhof" },
      ]),
    );
    const later = await t.gql(Q.save, { id, answers: answersOf({ "4.1": "a" }) }, { token });
    expect(later.data!.saveAnswers.attempt.currentPage).toBe(4);
  });

  it("takes an answer back when the learner clears it (an empty value), leaving the others", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    await t.gql(Q.save, { id, answers: answersOf({ "1.1": "true", "1.4": "Bahnhof" }) }, { token });
    const cleared = await t.gql(Q.save, { id, answers: answersOf({ "1.4": "  " }) }, { token });
    expect(cleared.data!.saveAnswers.saved).toBe(1);
    const page = await t.gql(Q.page, { id, n: 1 }, { token });
    expect(page.data!.attempt.page.answers).toEqual([{ subQuestionId: sub[1][1], value: "true" }]);
  });

  it("keeps exactly one answer per sub-question under two parallel saves of one page", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const a = answersOf({ "1.1": "true", "1.2": "true", "1.3": "a", "1.4": "eins" });
    const b = answersOf({ "1.1": "false", "1.2": "false", "1.3": "b", "1.4": "zwei" });
    for (let round = 0; round < 5; round += 1) {
      const rs = await Promise.all([
        t.gql(Q.saveOnly, { id, answers: a }, { token }),
        t.gql(Q.saveOnly, { id, answers: b }, { token }),
      ]);
      expect(rs.map((r) => r.errors)).toEqual([undefined, undefined]);
      const rows: { sub_question_id: number; value: string }[] = await t.ds.query(
        `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1 ORDER BY sub_question_id`,
        [id],
      );
      expect(rows).toHaveLength(4);
      const values = rows.map((r) => r.value);
      // one save wins as a whole: the saves are serialised on the attempt row
      expect([a.map((x) => x.value), b.map((x) => x.value)]).toContainEqual(values);
    }
  });

  it("refuses values that do not fit their sub-question, naming it, and writes nothing", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const foreign = String(
      (
        await t.ds.query(
          `SELECT sq.id FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id WHERE b.exam_id = $1 LIMIT 1`,
          [a1ExamId],
        )
      )[0].id,
    );
    const cases: [string, { subQuestionId: string; value: string }[], string][] = [
      ["a choice that is not an option", [{ subQuestionId: sub[1][3], value: "d" }], sub[1][3]],
      ["a true/false label instead of its value", [{ subQuestionId: sub[1][1], value: "Richtig" }], sub[1][1]],
      ["not_given on a two-way item", [{ subQuestionId: sub[1][1], value: "not_given" }], sub[1][1]],
      ["a select gap value outside its options", [{ subQuestionId: sub[3][1], value: "mit" }], sub[3][1]],
      ["a matching value outside the pool", [{ subQuestionId: sub[3][2], value: "c" }], sub[3][2]],
      ["typed text over 200 characters", [{ subQuestionId: sub[1][4], value: "x".repeat(201) }], sub[1][4]],
      ["a sub-question of another exam", [{ subQuestionId: foreign, value: "true" }], foreign],
      ["an unknown sub-question", [{ subQuestionId: "999999", value: "a" }], "999999"],
      ["a malformed id", [{ subQuestionId: "abc", value: "a" }], "abc"],
      [
        "the same sub-question twice",
        [
          { subQuestionId: sub[1][1], value: "true" },
          { subQuestionId: sub[1][1], value: "false" },
        ],
        sub[1][1],
      ],
      [
        "one bad value among good ones",
        [
          { subQuestionId: sub[1][1], value: "true" },
          { subQuestionId: sub[1][3], value: "z" },
        ],
        sub[1][3],
      ],
    ];
    for (const [name, answers, named] of cases) {
      const r = await t.gql(Q.save, { id, answers }, { token, lang: "en" });
      expect({ name, code: codeOf(r) }).toEqual({ name, code: "BAD_USER_INPUT" });
      expect(r.errors![0].message).toContain(named);
      expect(r.errors![0].extensions!.subQuestionIds).toContain(named);
    }
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [id]))[0].n).toBe(0);
    const ok = await t.gql(Q.save, { id, answers: [{ subQuestionId: sub[1][4], value: "ä".repeat(200) }] }, { token });
    expect(ok.data!.saveAnswers.saved).toBe(1);
    const de = await t.gql(Q.save, { id, answers: [{ subQuestionId: sub[1][3], value: "d" }] }, { token });
    expect(de.errors![0].message).toBe(`„d“ ist keine Antwortmöglichkeit der Teilaufgabe ${sub[1][3]}.`);
  });

  it("answers NOT_FOUND for unknown ids, BAD_USER_INPUT for what is no id, ATTEMPT_SUBMITTED for a save after submission", async () => {
    const { token } = await signedIn(t);
    for (const [bad, code] of [
      ["999999", "NOT_FOUND"],
      ["abc", "BAD_USER_INPUT"],
      ["-1", "BAD_USER_INPUT"],
      ["2147483648", "BAD_USER_INPUT"],
    ]) {
      expect(codeOf(await t.gql(Q.page, { id: bad, n: 1 }, { token }))).toBe(code);
      expect(codeOf(await t.gql(Q.save, { id: bad, answers: [] }, { token }))).toBe(code);
      expect(codeOf(await t.gql(Q.submit, { id: bad }, { token }))).toBe(code);
      expect(codeOf(await t.gql(Q.start, { examId: bad }, { token }))).toBe(code);
    }
    const draft = String((await t.ds.query(`SELECT id FROM exams WHERE published = false`))[0].id);
    expect(codeOf(await t.gql(Q.start, { examId: draft }, { token }))).toBe("NOT_FOUND");
    const id = await start(token);
    await t.gql(Q.save, { id, answers: answersOf({ "1.1": "true" }) }, { token });
    const submitted = await t.gql(Q.submit, { id }, { token });
    expect(submitted.data!.submitAttempt.status).toBe("SUBMITTED");
    const late = await t.gql(Q.save, { id, answers: answersOf({ "1.1": "false" }) }, { token });
    expect(codeOf(late)).toBe("ATTEMPT_SUBMITTED");
    expect((await t.ds.query(`SELECT value FROM attempt_answers WHERE attempt_id = $1`, [id]))[0].value).toBe("true");
    // submitting again is harmless and keeps the fixed score
    const again = await t.gql(Q.submit, { id }, { token });
    expect(again.data!.submitAttempt.submittedAt).toBe(submitted.data!.submitAttempt.submittedAt);
    // a new start after submission opens a new attempt; the old one is kept
    const next = await start(token);
    expect(next).not.toBe(id);
  });
});

describe("attempts: scoring through the API (every answer type in every block type)", () => {
  type Case = {
    name: string;
    answers: Record<string, string>;
    reading: [number, number];
    listening: [number, number];
    passed: boolean;
  };
  const cases: Case[] = [
    {
      name: "all right (typed answers trimmed, case-folded, NFC)",
      answers: ALL_RIGHT,
      reading: [8, 8],
      listening: [5, 5],
      passed: true,
    },
    { name: "nothing answered: unanswered counts as wrong", answers: {}, reading: [0, 8], listening: [0, 5], passed: false },
    {
      name: "typed gaps: collapsed spaces match, other spellings do not",
      answers: { "1.4": "großen   Zebrastreifen", "4.2": "Koeln" },
      reading: [1, 8],
      listening: [0, 5],
      passed: false,
    },
    {
      name: "a typed gap in a listening block counts to listening",
      answers: { "4.2": " köln" },
      reading: [0, 8],
      listening: [1, 5],
      passed: false,
    },
    {
      name: "reading passed, listening failed",
      answers: { ...ALL_RIGHT, "4.1": "a", "4.3": "true", "5.2": "a" },
      reading: [8, 8],
      listening: [2, 5],
      passed: false,
    },
    {
      name: "one wrong of each choice kind in reading",
      answers: { ...ALL_RIGHT, "1.2": "true", "2.1": "a", "2.2": "false", "3.1": "auf", "3.2": "a" },
      reading: [3, 8],
      listening: [5, 5],
      passed: false,
    },
    {
      name: "exactly 60 % passes (3 of 5 listening)",
      answers: { ...ALL_RIGHT, "5.1": "b", "5.2": "a" },
      reading: [8, 8],
      listening: [3, 5],
      passed: true,
    },
  ];
  const pct = (c: number, n: number) => Math.round((c * 1000) / n) / 10;

  it.each(cases)("$name", async ({ answers, reading, listening, passed }) => {
    const { token } = await signedIn(t);
    const id = await start(token);
    if (Object.keys(answers).length) {
      const s = await t.gql(Q.save, { id, answers: answersOf(answers) }, { token });
      expect(s.errors).toBeUndefined();
    }
    const r = await t.gql(Q.submit, { id }, { token });
    expect(r.errors).toBeUndefined();
    const res = r.data!.submitAttempt.result;
    expect(res.reading).toEqual({
      correct: reading[0],
      total: reading[1],
      percent: pct(...reading),
      passed: pct(...reading) >= 60,
    });
    expect(res.listening).toEqual({
      correct: listening[0],
      total: listening[1],
      percent: pct(...listening),
      passed: pct(...listening) >= 60,
    });
    expect(res.passed).toBe(passed);
    expect(res.passRule).toBe("PER_SKILL");
    expect(res.officialPassed).toBe(passed);
    // the score is fixed: the same result is read back later
    const later = await t.gql(Q.result, { id }, { token });
    expect(later.data!.attempt.result).toEqual(res);
  });

  it("applies the exam's official rule: Goethe A1 on the total", async () => {
    const { token } = await signedIn(t);
    const id = await start(token, { exam: a1ExamId });
    const rows: { id: number; page: number; position: number }[] = await t.ds.query(
      `SELECT sq.id, qb.position AS page, sq.position FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1`,
      [a1ExamId],
    );
    const idOf = (p: number, q: number) => String(rows.find((r) => r.page === p && r.position === q)!.id);
    // reading: 5 items (3 + 2 matching), listening 2: reading 5/5, listening 0/2 → per skill failed; the item total is
    // 5/7 = 71.4 %, but the official total weighs the modules alike (4 × 25 points): (100 + 0) / 2 = 50 → not passed
    const answers = [
      { subQuestionId: idOf(1, 1), value: "true" },
      { subQuestionId: idOf(1, 2), value: "b" },
      { subQuestionId: idOf(1, 3), value: "in  berlin" },
      { subQuestionId: idOf(3, 1), value: "a" },
      { subQuestionId: idOf(3, 2), value: "0" },
    ];
    await t.gql(Q.save, { id, answers }, { token });
    const r = await t.gql(Q.submit, { id }, { token });
    expect(r.data!.submitAttempt.result).toMatchObject({
      passRule: "TOTAL",
      passed: false,
      officialPassed: false,
      reading: { correct: 5, total: 5, percent: 100, passed: true },
      listening: { correct: 0, total: 2, percent: 0, passed: false },
      total: { correct: 5, total: 7, percent: 71.4, passed: true },
    });
  });
});

describe("attempts: review", () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    ({ token } = await signedIn(t));
    id = await start(token);
    await t.gql(
      Q.save,
      { id, answers: answersOf({ "1.1": "false", "1.3": "c", "1.4": "Zebra streifen", "4.2": "köln" }) },
      { token },
    );
  });

  it("is null before submission", async () => {
    const r = await t.gql(Q.review, { id, n: 1 }, { token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.attempt.review).toBeNull();
  });

  it("shows every sub-question with the answer, the key (all accepted answers), correctness and solutions in the caller's language", async () => {
    await t.gql(Q.submit, { id }, { token });
    const r = await t.gql(Q.review, { id, n: 1 }, { token, lang: "en" });
    expect(r.errors).toBeUndefined();
    const page = r.data!.attempt.review;
    expect(page).toMatchObject({ number: 1, correct: 1, total: 4 });
    expect(page.block.items).toEqual([
      expect.objectContaining({
        answer: "false",
        answerLabel: "Falsch",
        correct: false,
        correctAnswers: ["true"],
        correctLabel: "Richtig",
        modelSolution: "True. SOLUTIONMARKER",
        explanation: "The text says so. EXPLANATIONMARKER",
      }),
      expect.objectContaining({
        answer: null,
        answerLabel: null,
        correct: false,
        correctAnswers: ["false"],
        correctLabel: "Nein",
        modelSolution: null,
        explanation: null,
      }),
      expect.objectContaining({
        answer: "c",
        answerLabel: "Am Bahnhof",
        correct: true,
        correctAnswers: ["c"],
        correctLabel: "Am Bahnhof",
      }),
      expect.objectContaining({
        answerType: "complete",
        completeMode: "write",
        answer: "Zebra streifen",
        correct: false,
        correctAnswers: ["Zebrastreifen", "großen Zebrastreifen"],
        correctLabel: null,
      }),
    ]);
    const ar = await t.gql(Q.review, { id, n: 1, lang: "AR" }, { token });
    expect(ar.data!.attempt.review.block.items[0]).toMatchObject({
      modelSolution: "Richtig. LÖSUNGSMARKER",
      explanation: "Im Text steht es. ERKLÄRUNGSMARKER",
    });
    const listening = await t.gql(Q.review, { id, n: 4 }, { token });
    expect(listening.data!.attempt.review.block).toMatchObject({
      skill: "LISTENING",
      transcript: "TRANSKRIPTMARKER Der Zug fährt um acht Uhr.",
    });
    expect(listening.data!.attempt.review.block.items[1]).toMatchObject({
      answer: "köln",
      correct: true,
      correctAnswers: ["Köln"],
    });
    const matching = await t.gql(Q.review, { id, n: 3 }, { token });
    expect(matching.data!.attempt.review.block.items[1]).toMatchObject({
      answer: null,
      correctAnswers: ["0"],
      correctLabel: "keine Anzeige",
    });
  });
});

describe("attempts: ownership (two learners, a guest, an admin)", () => {
  let a: { token: string; user: { id: number } };
  let b: { token: string };
  let guest: { token: string; user: { id: number } };
  let admin: { token: string };
  let aId: string;
  let guestId: string;
  beforeAll(async () => {
    a = await signedIn(t);
    b = await signedIn(t);
    guest = await signedIn(t, { isGuest: true });
    admin = await signedIn(t, { isAdmin: true });
    aId = await start(a.token);
    guestId = await start(guest.token);
  });

  it("refuses an anonymous caller", async () => {
    for (const r of [await t.gql(Q.start, { examId }), await t.gql(Q.page, { id: aId, n: 1 }), await t.gql(Q.mine, {})]) {
      expect(codeOf(r)).toBe("UNAUTHENTICATED");
    }
  });

  it("lets another learner (or a guest) neither read nor change an attempt, nor learn that it exists", async () => {
    for (const token of [b.token, guest.token]) {
      expect(codeOf(await t.gql(Q.page, { id: aId, n: 1 }, { token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(Q.save, { id: aId, answers: answersOf({ "1.1": "true" }) }, { token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(Q.play, { id: aId, block: blockOf[4] }, { token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(Q.submit, { id: aId }, { token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(Q.review, { id: aId, n: 1 }, { token }))).toBe("NOT_FOUND");
      // The same reply as for an id that does not exist (but for the id itself).
      const other = await t.gql(Q.page, { id: aId, n: 1 }, { token });
      const none = await t.gql(Q.page, { id: 99999999, n: 1 }, { token });
      expect(other.errors![0]!.message).toBe(none.errors![0]!.message);
    }
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [aId]))[0].n).toBe(0);
    const mine = await t.gql(Q.mine, {}, { token: b.token });
    expect(mine.data!.myAttempts).toEqual([]);
  });

  it("lets a guest start, save and submit, but withholds result and review until they register", async () => {
    const save = await t.gql(Q.save, { id: guestId, answers: answersOf(ALL_RIGHT) }, { token: guest.token });
    expect(save.data!.saveAnswers.saved).toBe(13);
    const sub = await t.gql(
      `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
      { id: guestId },
      { token: guest.token },
    );
    expect(sub.data!.submitAttempt.status).toBe("SUBMITTED");
    const result = await t.gql(Q.result, { id: guestId }, { token: guest.token, lang: "en" });
    expect(codeOf(result)).toBe("REGISTRATION_REQUIRED");
    expect(result.errors![0].message).toBe("You must register to receive your result and see the sample solution.");
    expect(codeOf(await t.gql(Q.review, { id: guestId, n: 1 }, { token: guest.token }))).toBe("REGISTRATION_REQUIRED");
    // registering turns the guest into the account (accounts issue): same user, no longer a guest
    await t.ds.query(`UPDATE users SET is_guest = false, email = 'was-guest@example.org' WHERE id = $1`, [guest.user.id]);
    await t.services.principals.changed(guest.user.id); // as every writer of a user's sign-in state does
    const after = await t.gql(Q.result, { id: guestId }, { token: guest.token });
    expect(after.data!.attempt.result).toMatchObject({ passed: true, reading: { percent: 100 }, listening: { percent: 100 } });
    expect(codeOf(await t.gql(Q.review, { id: guestId, n: 1 }, { token: guest.token }))).toBeUndefined();
  });

  it("lets an admin read any attempt, its result and review, without touching its clocks", async () => {
    const before = (await t.ds.query(`SELECT module_started_at FROM attempts WHERE id = $1`, [aId]))[0].module_started_at;
    const page = await t.gql(Q.page, { id: aId, n: 4 }, { token: admin.token });
    expect(page.errors).toBeUndefined();
    expect((await t.ds.query(`SELECT module_started_at FROM attempts WHERE id = $1`, [aId]))[0].module_started_at).toEqual(
      before,
    );
    await t.gql(Q.submit, { id: aId }, { token: a.token });
    const r = await t.gql(Q.result, { id: aId }, { token: admin.token });
    expect(r.data!.attempt.result.reading).toEqual({ correct: 0, total: 8, percent: 0, passed: false });
    const review = await t.gql(Q.review, { id: aId, n: 1 }, { token: admin.token });
    expect(review.data!.attempt.review.block.items).toHaveLength(4);
    // an admin does not save into someone else's attempt or play its audio
    const other = await start(b.token);
    expect(codeOf(await t.gql(Q.play, { id: other, block: blockOf[4] }, { token: admin.token }))).toBe("FORBIDDEN");
  });
});

describe("attempts: exam simulation", () => {
  it("holds each module's time on the server: remaining time survives a reload; late saves are refused; the attempt ends on its own", async () => {
    const { token } = await signedIn(t);
    svc.now = at(0);
    const id = await start(token);
    // no clock runs before the learner enters the first module (the player shows its intro first)
    expect((await t.gql(Q.timers, { id }, { token })).data!.attempt.timers[0].startedAt).toBeNull();
    await t.gql(Q.page, { id, n: 1 }, { token });
    const t0 = await t.gql(Q.timers, { id }, { token });
    expect(t0.data!.attempt.timers).toEqual([
      {
        skill: "READING",
        firstPage: 1,
        limitSeconds: 600,
        startedAt: new Date(T0).toISOString(),
        deadline: new Date(T0 + 10 * MIN).toISOString(),
        remainingSeconds: 600,
        expired: false,
      },
      {
        skill: "LISTENING",
        firstPage: 4,
        limitSeconds: 300,
        startedAt: null,
        deadline: null,
        remainingSeconds: null,
        expired: false,
      },
    ]);
    svc.now = at(4 * MIN);
    expect((await t.gql(Q.timers, { id }, { token })).data!.attempt.timers[0].remainingSeconds).toBe(360);
    // entering the listening module early starts its clock; a reload shows the same remaining time
    svc.now = at(6 * MIN);
    await t.gql(Q.page, { id, n: 4 }, { token });
    svc.now = at(7 * MIN);
    const reload = (await t.gql(Q.timers, { id }, { token })).data!.attempt.timers;
    expect(reload.map((c: { remainingSeconds: number }) => c.remainingSeconds)).toEqual([180, 240]);
    // reading ran out (plus the grace period): its answers are refused, listening still open
    svc.now = at(10 * MIN + 16_000);
    const late = await t.gql(Q.save, { id, answers: answersOf({ "1.1": "true" }) }, { token });
    expect(codeOf(late)).toBe("BAD_USER_INPUT");
    expect(late.errors![0].extensions!.reason).toBe("TIME_UP");
    const ok = await t.gql(Q.save, { id, answers: answersOf({ "4.1": "b", "4.3": "false" }) }, { token });
    expect(ok.data!.saveAnswers.saved).toBe(2);
    // after listening's deadline the attempt is submitted automatically with what was saved
    svc.now = at(11 * MIN + 16_000);
    const over = await t.gql(Q.result, { id }, { token });
    expect(over.data!.attempt.status).toBe("SUBMITTED");
    expect(over.data!.attempt.result.listening).toEqual({ correct: 2, total: 5, percent: 40, passed: false });
    expect(codeOf(await t.gql(Q.save, { id, answers: answersOf({ "4.2": "Köln" }) }, { token }))).toBe("ATTEMPT_SUBMITTED");
  });

  it("chains modules: the next module starts when the previous one runs out, so an abandoned exam ends", async () => {
    const { token } = await signedIn(t);
    svc.now = at(0);
    const id = await start(token);
    await t.gql(Q.save, { id, answers: answersOf({ "1.1": "true" }) }, { token });
    svc.now = at(12 * MIN);
    const mid = (await t.gql(Q.timers, { id }, { token })).data!.attempt;
    expect(mid.status).toBe("IN_PROGRESS");
    expect(mid.timers[1]).toMatchObject({ startedAt: new Date(T0 + 10 * MIN).toISOString(), remainingSeconds: 180 });
    // a save that arrives after the end is refused and the attempt is submitted
    svc.now = at(15 * MIN + 20_000);
    expect(codeOf(await t.gql(Q.save, { id, answers: answersOf({ "4.1": "b" }) }, { token }))).toBe("ATTEMPT_SUBMITTED");
    const r = await t.gql(Q.result, { id }, { token });
    expect(r.data!.attempt).toMatchObject({ status: "SUBMITTED", result: { reading: { correct: 1, total: 8 } } });
    // the expired open attempt does not block a new start
    expect(await start(token)).not.toBe(id);
  });

  it("limits audio plays per block in exam mode, counted on the server, also under parallel requests", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const first = await t.gql(Q.play, { id, block: blockOf[4] }, { token });
    expect(first.data!.registerAudioPlay).toEqual({ blockId: blockOf[4], plays: 1, playLimit: 1, playsLeft: 0 });
    const second = await t.gql(Q.play, { id, block: blockOf[4] }, { token, lang: "en" });
    expect(codeOf(second)).toBe("BAD_USER_INPUT");
    expect(second.errors![0].extensions!.reason).toBe("PLAY_LIMIT_REACHED");
    expect((await t.gql(Q.page, { id, n: 4 }, { token })).data!.attempt.page).toMatchObject({ plays: 1, playsLeft: 0 });
    const parallel = await Promise.all([1, 2, 3, 4].map(() => t.gql(Q.play, { id, block: blockOf[5] }, { token })));
    expect(parallel.filter((r) => !r.errors).length).toBe(2);
    expect(
      (await t.ds.query(`SELECT plays FROM attempt_audio_plays WHERE attempt_id = $1 AND block_id = $2`, [id, blockOf[5]]))[0]
        .plays,
    ).toBe(2);
    expect(codeOf(await t.gql(Q.play, { id, block: blockOf[1] }, { token }))).toBe("BAD_USER_INPUT"); // no recording
    const foreignBlock = String(
      (await t.ds.query(`SELECT id FROM question_blocks WHERE exam_id = $1 LIMIT 1`, [a1ExamId]))[0].id,
    );
    expect(codeOf(await t.gql(Q.play, { id, block: foreignBlock }, { token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(Q.play, { id: "999999", block: blockOf[4] }, { token }))).toBe("NOT_FOUND");
  });

  it("counts the plays of each text of a recording with several texts by itself (the exam plays each text twice)", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    const [{ audio_cues: before }] = await t.ds.query(`SELECT audio_cues FROM question_blocks WHERE id = $1`, [blockOf[5]]);
    const cues = [
      { start: 0, end: 0.5, speaker: "Ansage", text: "Nummer 1." },
      { start: 0.6, end: 1.7, speaker: "Frau", text: "Der Zug fährt um acht." },
      { start: 1.8, end: 2.2, speaker: "Ansage", text: "Nummer 2." },
      { start: 2.3, end: 4.1, speaker: "Mann", text: "Gleis drei." },
    ];
    // the recording's timings changed, as the console changes them: the exam's cached content is dropped
    await t.ds.query(`UPDATE question_blocks SET audio_cues = $2::jsonb WHERE id = $1`, [blockOf[5], JSON.stringify(cues)]);
    await t.services.examContent.changed(Number(examId));
    try {
      const TEXTS = `query($id: ID!) { attempt(id: $id) { page(number: 5) { plays textPlays block { playLimit audioTexts { start end } } } } }`;
      const PLAY = `mutation($id: ID!, $block: ID!, $text: Int) { registerAudioPlay(attemptId: $id, blockId: $block, text: $text) { text plays playsLeft } }`;
      expect((await t.gql(TEXTS, { id }, { token })).data!.attempt.page).toEqual({
        plays: 0,
        textPlays: [0, 0],
        block: {
          playLimit: 2,
          audioTexts: [
            { start: 0, end: 1.7 },
            { start: 1.8, end: 4.1 },
          ],
        },
      });
      const play = (text: number) => t.gql(PLAY, { id, block: blockOf[5], text }, { token });
      expect((await play(1)).data!.registerAudioPlay).toEqual({ text: 1, plays: 1, playsLeft: 1 });
      expect((await play(1)).data!.registerAudioPlay).toEqual({ text: 1, plays: 2, playsLeft: 0 });
      const third = await play(1);
      expect(codeOf(third)).toBe("BAD_USER_INPUT");
      expect(third.errors![0].extensions!.reason).toBe("PLAY_LIMIT_REACHED");
      expect((await play(2)).data!.registerAudioPlay).toEqual({ text: 2, plays: 1, playsLeft: 1 });
      const none = await t.gql(PLAY, { id, block: blockOf[5], text: 3 }, { token, lang: "en" });
      expect(codeOf(none)).toBe("BAD_USER_INPUT");
      expect(none.errors![0].message).toBe("The recording has no text 3.");
      expect((await t.gql(TEXTS, { id }, { token })).data!.attempt.page).toMatchObject({ plays: 0, textPlays: [2, 1] });
    } finally {
      await t.ds.query(`UPDATE question_blocks SET audio_cues = $2::jsonb WHERE id = $1`, [blockOf[5], JSON.stringify(before)]);
      await t.services.examContent.changed(Number(examId));
    }
  });

  it("has no limits in training mode", async () => {
    const { token } = await signedIn(t);
    svc.now = at(0);
    const id = await start(token, { mode: "TRAINING" });
    const timers = (await t.gql(Q.timers, { id }, { token })).data!.attempt;
    expect(timers.mode).toBe("TRAINING");
    expect(
      timers.timers.every(
        (c: { limitSeconds: number | null; remainingSeconds: number | null }) =>
          c.limitSeconds === null && c.remainingSeconds === null,
      ),
    ).toBe(true);
    for (let i = 0; i < 4; i += 1)
      expect((await t.gql(Q.play, { id, block: blockOf[4] }, { token })).data!.registerAudioPlay.playsLeft).toBeNull();
    svc.now = at(24 * 60 * MIN);
    const late = await t.gql(Q.save, { id, answers: answersOf({ "1.1": "true", "5.2": "b" }) }, { token });
    expect(late.data!.saveAnswers.saved).toBe(2);
    expect((await t.gql(Q.timers, { id }, { token })).data!.attempt.status).toBe("IN_PROGRESS");
  });
});

describe("attempts: progress", () => {
  it("lists the caller's attempts newest first with exam, family, level, dates and per-skill percent", async () => {
    const { token } = await signedIn(t);
    svc.now = at(0);
    const first = await start(token);
    await t.gql(Q.save, { id: first, answers: answersOf(ALL_RIGHT) }, { token });
    await t.gql(Q.submit, { id: first }, { token });
    svc.now = at(60 * MIN);
    const second = await start(token, { exam: a1ExamId });
    svc.now = at(120 * MIN);
    const third = await start(token);
    const all = (await t.gql(Q.mine, {}, { token })).data!.myAttempts;
    expect(all.map((x: { id: string }) => x.id)).toEqual([third, second, first]);
    expect(all[2]).toMatchObject({
      status: "SUBMITTED",
      family: "GOETHE",
      cefr: "B1",
      exam: { name: ALL_TYPES_EXAM, level: { cefr: "B1", family: "GOETHE" } },
      startedAt: new Date(T0).toISOString(),
      result: { reading: { percent: 100 }, listening: { percent: 100 } },
    });
    expect(all[0].result).toBeNull();
    expect((await t.gql(Q.mine, { family: "TELC" }, { token })).data!.myAttempts).toEqual([]);
    expect((await t.gql(Q.mine, { family: "GOETHE" }, { token })).data!.myAttempts).toHaveLength(3);
  });
});
