import path from "node:path";
import { readBlueprints } from "../exams/format/blueprint-check";
import { TELC_POINTS, officialResult } from "./official-rule";
import { scoreAttempt, type ScoringItem } from "./scoring";
import { teilsFromBlueprints } from "./teil-points";

const blueprints = readBlueprints(path.join(__dirname, "../../../../content"));
const teilOf = teilsFromBlueprints(blueprints);

describe("teil points: the shipped blueprints", () => {
  it.each([
    // family, level, skill, block title, Teil, points per item
    ["telc", "B1", "reading", "Leseverstehen, Teil 1: Überschriften", "Leseverstehen, Teil 1", 5],
    ["telc", "B1", "reading", "Leseverstehen, Teil 3", "Leseverstehen, Teil 3", 2.5],
    ["telc", "B1", "reading", "Sprachbausteine, Teil 1", "Sprachbausteine, Teil 1", 1.5],
    ["telc", "B1", "listening", "Hörverstehen, Teil 2 (Radio)", "Hörverstehen, Teil 2", 2.5],
    ["telc", "B2", "reading", "Sprachbausteine, Teil 2", "Sprachbausteine, Teil 2", 1.5],
    ["telc", "C1", "reading", "Sprachbausteine", "Sprachbausteine", 1],
    ["telc", "C1", "listening", "Hörverstehen, Teil 1", "Hörverstehen, Teil 1", 2],
    ["goethe", "B1", "reading", "Lesen, Teil 3", "Lesen, Teil 3", 1],
    ["telc", "A1", "reading", "Leseverstehen, Teil 2", "Leseverstehen, Teil 2", 1],
  ] as const)("%s %s %s %j is %j at %d points an item", (family, cefr, skill, title, teil, weight) => {
    expect(teilOf(family, cefr, skill, title)).toEqual({ teil, weight });
  });

  it.each([
    ["a title that names no Teil", "telc", "B1", "reading", "Zusatzaufgabe"],
    ["no title", "telc", "B1", "reading", null],
    ["a Teil of the other skill", "telc", "B1", "listening", "Leseverstehen, Teil 1"],
  ] as const)("%s belongs to no Teil", (_case, family, cefr, skill, title) => {
    expect(teilOf(family, cefr, skill, title)).toBeNull();
  });

  it.each(["B1", "B2", "C1"] as const)("telc %s: the Teile's points add up to the module points of the official rule", (cefr) => {
    const bp = blueprints[`telc-${cefr}`];
    const sum = (skill: "reading" | "listening") => bp[skill].teile.reduce((n, t) => n + (t.points ?? 0), 0);
    expect({ reading: sum("reading"), listening: sum("listening"), writing: bp.writing.points }).toEqual({
      reading: TELC_POINTS[cefr].reading,
      listening: TELC_POINTS[cefr].listening,
      writing: TELC_POINTS[cefr].writing,
    });
  });
});

/** A telc B1 written part as the blueprint has it: Teil → items. */
const TELC_B1: [string, "reading" | "listening", number][] = [
  ["Leseverstehen, Teil 1", "reading", 5],
  ["Leseverstehen, Teil 2", "reading", 5],
  ["Leseverstehen, Teil 3", "reading", 10],
  ["Sprachbausteine, Teil 1", "reading", 10],
  ["Sprachbausteine, Teil 2", "reading", 10],
  ["Hörverstehen, Teil 1", "listening", 5],
  ["Hörverstehen, Teil 2", "listening", 10],
  ["Hörverstehen, Teil 3", "listening", 5],
];
const telcB1Items = (): ScoringItem[] =>
  TELC_B1.flatMap(([title, skill, n], page) =>
    Array.from({ length: n }, (_, i) => {
      const teil = teilOf("telc", "B1", skill, title)!;
      return {
        id: (page + 1) * 100 + i,
        skill,
        answerType: "true_false" as const,
        completeMode: null,
        correctAnswer: "true",
        acceptedAnswers: [],
        page: page + 1,
        title,
        teil: teil.teil,
        weight: teil.weight,
      };
    }),
  );
/** Right answers: the first `right[t]` items of each Teil t. */
const answersFor = (right: number[]) =>
  new Map(
    telcB1Items()
      .filter((it) => it.id % 100 < right[it.page! - 1])
      .map((it) => [it.id, "true"]),
  );

describe("scoring: telc B1 weighs each Teil with its official points", () => {
  it.each([
    {
      name: "all right",
      right: [5, 5, 10, 10, 10, 5, 10, 5],
      reading: { correct: 40, points: 105, percent: 100 },
      listening: { correct: 20, points: 75, percent: 100 },
    },
    {
      name: "Sprachbausteine only: 20 of 40 reading items, but 30 of 105 points",
      right: [0, 0, 0, 10, 10, 0, 0, 0],
      reading: { correct: 20, points: 30, percent: 28.6 },
      listening: { correct: 0, points: 0, percent: 0 },
    },
    {
      name: "Leseverstehen 1 and 2 only: 10 of 40 reading items, 50 of 105 points",
      right: [5, 5, 0, 0, 0, 0, 0, 0],
      reading: { correct: 10, points: 50, percent: 47.6 },
      listening: { correct: 0, points: 0, percent: 0 },
    },
    {
      name: "half of every Teil",
      right: [3, 2, 5, 5, 5, 3, 5, 2],
      reading: { correct: 20, points: 15 + 10 + 12.5 + 7.5 + 7.5, percent: 50 },
      listening: { correct: 10, points: 15 + 12.5 + 10, percent: 50 },
    },
  ])("$name", ({ right, reading, listening }) => {
    const s = scoreAttempt(telcB1Items(), answersFor(right), { passRule: "written", passPercent: 60 });
    expect(s.reading).toMatchObject({ ...reading, total: 40, maxPoints: 105 });
    expect(s.listening).toMatchObject({ ...listening, total: 20, maxPoints: 75 });
    expect(s.parts!.map((p) => [p.teil, p.correct, p.total, p.points, p.maxPoints])).toEqual(
      TELC_B1.map(([teil, , n], i) => {
        const w = teilOf("telc", "B1", TELC_B1[i][1], teil)!.weight;
        return [teil, right[i], n, right[i] * w, n * w];
      }),
    );
  });

  it("the written part counts 225 points: Leseverstehen 1–3 and Hören right, Sprachbausteine wrong, is 150 + 45 Schreiben", () => {
    const s = scoreAttempt(telcB1Items(), answersFor([5, 5, 10, 0, 0, 5, 10, 5]), { passRule: "written", passPercent: 60 });
    const official = officialResult(
      { passRule: "written", passPercent: 60, family: "telc", cefr: "B1" },
      { reading: s.reading!.percent, listening: s.listening!.percent, writing: 100 },
    );
    expect(official.parts[0]).toMatchObject({ key: "written", points: 195, maxPoints: 225, passPoints: 135, status: "passed" });
  });
});

describe("scoring: parts per Teil", () => {
  const item = (id: number, page: number, teil: string | null, title: string | null): ScoringItem => ({
    id,
    skill: "reading",
    answerType: "multiple_choice",
    completeMode: null,
    correctAnswer: "a",
    acceptedAnswers: [],
    page,
    title,
    teil,
  });

  it("groups the pages of one Teil, keeps a page of no Teil on its own, and orders by first page", () => {
    const s = scoreAttempt(
      [
        item(5, 3, null, "Zusatz"),
        item(3, 2, "Lesen, Teil 1", "Lesen, Teil 1 (b)"),
        item(1, 1, "Lesen, Teil 1", "Lesen, Teil 1 (a)"),
      ],
      new Map([
        [1, "a"],
        [5, "a"],
      ]),
      { passRule: "per_skill", passPercent: 60 },
    );
    expect(s.parts).toEqual([
      {
        skill: "reading",
        teil: "Lesen, Teil 1",
        title: "Lesen, Teil 1 (a)",
        page: 1,
        correct: 1,
        total: 2,
        points: 1,
        maxPoints: 2,
        percent: 50,
      },
      { skill: "reading", teil: null, title: "Zusatz", page: 3, correct: 1, total: 1, points: 1, maxPoints: 1, percent: 100 },
    ]);
  });

  it("leaves out what has no key (a written text)", () => {
    const s = scoreAttempt(
      [{ ...item(1, 1, null, "Schreiben"), answerType: "writing", skill: "writing" }],
      new Map([[1, "Text"]]),
      { passRule: "per_skill", passPercent: 60 },
    );
    expect(s.parts).toEqual([]);
  });
});
