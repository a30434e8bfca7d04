import type { BlockType } from "../exams/question-block.entity";
import { skillOf } from "../exams/question-block.entity";
import { isCorrect, normalizeTyped, percentOf, scoreAttempt, type ScoringItem } from "./scoring";

const BLOCK_TYPES: BlockType[] = ["reading", "image", "sub", "listening", "listening and image"];

/** One item of every answer type (and both gap modes), with a right and a wrong answer. */
const KINDS: { name: string; item: Omit<ScoringItem, "id" | "skill">; right: string[]; wrong: string[] }[] = [
  {
    name: "multiple choice (text)",
    item: { answerType: "multiple_choice", completeMode: null, correctAnswer: "b", acceptedAnswers: [] },
    right: ["b"],
    wrong: ["a", "B", " b", ""],
  },
  {
    name: "true/false",
    item: { answerType: "true_false", completeMode: null, correctAnswer: "false", acceptedAnswers: [] },
    right: ["false"],
    wrong: ["true", "Falsch", "not_given"],
  },
  {
    name: "true/false/not given",
    item: { answerType: "true_false", completeMode: null, correctAnswer: "not_given", acceptedAnswers: [] },
    right: ["not_given"],
    wrong: ["false"],
  },
  {
    name: "gap (select)",
    item: { answerType: "complete", completeMode: "select", correctAnswer: "über", acceptedAnswers: [] },
    right: ["über"],
    wrong: ["Über", "auf"],
  },
  {
    name: "matching",
    item: { answerType: "matching", completeMode: null, correctAnswer: "0", acceptedAnswers: [] },
    right: ["0"],
    wrong: ["a", "00"],
  },
  {
    name: "gap (typed)",
    item: { answerType: "complete", completeMode: "write", correctAnswer: null, acceptedAnswers: ["Köln", "in  Köln", "Straße"] },
    right: ["Köln", "  köln ", "KÖLN", "Ko\u0308ln", "in Köln", "IN   KÖLN", "straße", "STRAßE", "\tStraße\n"],
    wrong: ["Koeln", "Kölner", "K öln", "", "   ", "Strasse"],
  },
];

describe("scoring: every answer type in every block type", () => {
  const rows = BLOCK_TYPES.flatMap((blockType) => KINDS.map((k) => ({ blockType, ...k })));
  it.each(rows)(
    "$name in a $blockType block: right answers count to its skill, wrong and missing ones do not",
    ({ blockType, item, right, wrong }) => {
      const skill = skillOf(blockType) as "reading" | "listening";
      const it1: ScoringItem = { id: 1, skill, ...item };
      for (const v of right) expect({ v, ok: isCorrect(it1, v) }).toEqual({ v, ok: true });
      for (const v of wrong) expect({ v, ok: isCorrect(it1, v) }).toEqual({ v, ok: false });
      expect(isCorrect(it1, undefined)).toBe(false);
      const score = scoreAttempt([it1], new Map([[1, right[0]]]), { passRule: "per_skill", passPercent: 60 });
      const other = skill === "reading" ? "listening" : "reading";
      expect(score[skill]).toEqual({ correct: 1, total: 1, percent: 100, passed: true, points: 1, maxPoints: 1 });
      expect(score[other]).toBeNull();
    },
  );
});

describe("scoring: percentages, pass marks and official rules", () => {
  const item = (id: number, skill: "reading" | "listening"): ScoringItem => ({
    id,
    skill,
    answerType: "true_false",
    completeMode: null,
    correctAnswer: "true",
    acceptedAnswers: [],
  });
  const exam = (reading: number, listening: number) => [
    ...Array.from({ length: reading }, (_, i) => item(i + 1, "reading")),
    ...Array.from({ length: listening }, (_, i) => item(1000 + i, "listening")),
  ];
  const answered = (ids: number[]) => new Map(ids.map((id) => [id, "true"]));
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

  it.each([
    [0, 3, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [3, 3, 100],
    [1, 7, 14.3],
    [59, 100, 59],
    [1, 8, 12.5],
    [5, 0, 0],
  ])("%i of %i is %d %%", (c, n, p) => expect(percentOf(c, n)).toBe(p));

  it.each([
    { rule: "per_skill", r: [9, 15], l: [9, 15], passed: true, official: true },
    { rule: "per_skill", r: [15, 15], l: [8, 15], passed: false, official: false },
    { rule: "total", r: [15, 15], l: [5, 15], passed: false, official: true }, // 20/30 = 66.7 %
    { rule: "total", r: [9, 15], l: [8, 15], passed: false, official: false }, // 17/30 = 56.7 %
    { rule: "written", r: [15, 15], l: [4, 15], passed: false, official: true }, // 19/30 = 63.3 %
    { rule: "written", r: [8, 15], l: [9, 15], passed: false, official: false },
  ] as const)("$rule: reading $r, listening $l → passed $passed, official $official", ({ rule, r, l, passed, official }) => {
    const s = scoreAttempt(exam(r[1], l[1]), answered([...range(1, r[0]), ...range(1000, l[0])]), {
      passRule: rule,
      passPercent: 60,
    });
    expect(s.reading).toMatchObject({ correct: r[0], total: r[1] });
    expect(s.listening).toMatchObject({ correct: l[0], total: l[1] });
    expect(s.total).toMatchObject({ correct: r[0] + l[0], total: r[1] + l[1] });
    expect(s.passed).toBe(passed);
    expect(s.officialPassed).toBe(official);
    expect(s.rule).toBe(rule);
  });

  it("never exceeds 100 % and ignores answers to unknown sub-questions", () => {
    const s = scoreAttempt(
      exam(2, 0),
      new Map([
        [1, "true"],
        [2, "true"],
        [99, "true"],
      ]),
      { passRule: "per_skill", passPercent: 60 },
    );
    expect(s.reading).toEqual({ correct: 2, total: 2, percent: 100, passed: true, points: 2, maxPoints: 2 });
    expect(s.listening).toBeNull();
  });

  it("passes at exactly the pass mark", () => {
    const s = scoreAttempt(exam(5, 5), answered([1, 2, 3, 1000, 1001, 1002]), { passRule: "per_skill", passPercent: 60 });
    expect([s.reading!.percent, s.reading!.passed, s.listening!.passed, s.passed]).toEqual([60, true, true, true]);
  });

  it("normalises typed answers: trim, NFC, collapsed white space, case", () => {
    expect(normalizeTyped("  Gro\u0308\u00DFe   STRAẞE\t")).toBe("größe straße");
  });
});
