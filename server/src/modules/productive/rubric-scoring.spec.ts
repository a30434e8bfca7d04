import {
  completionBands,
  goetheBands,
  maxPointsOf,
  pointsNow,
  schemeBandsProblem,
  scoreRubric,
  TELC_BANDS,
  type RubricRule,
} from "./rubric-scoring";

const d = { de: "x" };
const goetheB1Email: RubricRule = {
  scheme: "goethe",
  weight: 1,
  criteria: ["erfuellung", "kohaerenz", "wortschatz", "strukturen"].map((key) => ({
    key,
    zeroesTask: key === "erfuellung",
    bands: goetheBands(10).map((b) => ({ ...b, descriptor: d })),
  })),
};
const telcB1Letter: RubricRule = {
  scheme: "telc",
  weight: 3,
  criteria: ["aufgabe", "gestaltung", "richtigkeit"].map((key) => ({
    key,
    zeroesTask: false,
    bands: TELC_BANDS.map((b) => ({ ...b, descriptor: d })),
  })),
};
// Start Deutsch 1 Sprechen, Teil 2: two questions (2 points each) and two answers (1 point each), 6 raw × 5/3 = 10
const sd1Teil2: RubricRule = {
  scheme: "completion",
  weight: 1.6667,
  criteria: [
    ["frage_eins", 2],
    ["antwort_eins", 1],
    ["frage_zwei", 2],
    ["antwort_zwei", 1],
  ].map(([key, top]) => ({
    key: key as string,
    zeroesTask: false,
    bands: completionBands(top as number).map((b) => ({ ...b, descriptor: d })),
  })),
};
const sd1 = (f1: number, a1: number, f2: number, a2: number) => [
  { key: "frage_eins", points: f1 },
  { key: "antwort_eins", points: a1 },
  { key: "frage_zwei", points: f2 },
  { key: "antwort_zwei", points: a2 },
];
const goethe = (e: number, k: number, w: number, s: number) => [
  { key: "erfuellung", points: e },
  { key: "kohaerenz", points: k },
  { key: "wortschatz", points: w },
  { key: "strukturen", points: s },
];
const telc = (a: number, g: number, r: number) => [
  { key: "aufgabe", points: a },
  { key: "gestaltung", points: g },
  { key: "richtigkeit", points: r },
];

describe("rubric scoring: the official discrete bands", () => {
  it("derives Goethe bands A–E from a criterion's top points", () => {
    expect(goetheBands(10)).toEqual([
      { band: "A", points: 10 },
      { band: "B", points: 7.5 },
      { band: "C", points: 5 },
      { band: "D", points: 2.5 },
      { band: "E", points: 0 },
    ]);
    expect(goetheBands(5).map((b) => b.points)).toEqual([5, 3.75, 2.5, 1.25, 0]);
  });

  it.each([
    ["Goethe all A", goetheB1Email, goethe(10, 10, 10, 10), 40, 40, ["A", "A", "A", "A"], false],
    ["Goethe mixed bands", goetheB1Email, goethe(7.5, 5, 2.5, 7.5), 22.5, 40, ["B", "C", "D", "B"], false],
    ["Goethe E in task fulfilment zeroes the task", goetheB1Email, goethe(0, 10, 10, 10), 0, 40, ["E", "A", "A", "A"], true],
    ["Goethe E elsewhere only costs that criterion", goetheB1Email, goethe(10, 0, 10, 10), 30, 40, ["A", "E", "A", "A"], false],
    ["telc all A, weighted × 3", telcB1Letter, telc(5, 5, 5), 45, 45, ["A", "A", "A"], false],
    ["telc B/C/D", telcB1Letter, telc(3, 1, 0), 12, 45, ["B", "C", "D"], false],
    ["telc D in task fulfilment does not zero", telcB1Letter, telc(0, 5, 5), 30, 45, ["D", "A", "A"], false],
    ["Start Deutsch all full", sd1Teil2, sd1(2, 1, 2, 1), 10, 10, ["A", "A", "A", "A"], false],
    ["Start Deutsch half and none", sd1Teil2, sd1(1, 0.5, 0, 1), 4.17, 10, ["B", "B", "C", "A"], false],
    ["Start Deutsch: a question not asked zeroes nothing else", sd1Teil2, sd1(0, 1, 2, 1), 6.67, 10, ["C", "A", "A", "A"], false],
  ])("%s", (_name, rule, input, total, max, bands, zeroed) => {
    const r = scoreRubric(rule, input);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.score.total).toBe(total);
    expect(r.score.maxPoints).toBe(max);
    expect(r.score.scores.map((s) => s.band)).toEqual(bands);
    expect(r.score.zeroed).toBe(zeroed);
  });

  it("keeps the rubric's order whatever the input's", () => {
    const r = scoreRubric(telcB1Letter, [...telc(5, 3, 1)].reverse());
    expect(r.ok && r.score.scores.map((s) => s.key)).toEqual(["aufgabe", "gestaltung", "richtigkeit"]);
  });

  it("refuses points between bands, out of range, unknown and repeated criteria, naming the field", () => {
    const r = scoreRubric(telcB1Letter, [
      { key: "aufgabe", points: 4 },
      { key: "gestaltung", points: 6 },
      { key: "stil", points: 5 },
      { key: "aufgabe", points: 5 },
      { key: "richtigkeit", points: Number.NaN },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.field, p.reason])).toEqual([
      ["scores.0.points", "NOT_A_BAND"],
      ["scores.1.points", "NOT_A_BAND"],
      ["scores.2.key", "UNKNOWN_CRITERION"],
      ["scores.3.key", "DUPLICATE_CRITERION"],
      ["scores.4.points", "NOT_A_BAND"],
    ]);
  });

  it("refuses a rating that leaves criteria out", () => {
    const r = scoreRubric(goetheB1Email, goethe(10, 10, 10, 10).slice(0, 2));
    expect(r).toEqual({
      ok: false,
      problems: [{ field: "scores", reason: "MISSING_CRITERIA", keys: ["wortschatz", "strukturen"] }],
    });
  });

  it("computes the maximum from the best bands and the weight", () => {
    expect(maxPointsOf(goetheB1Email)).toBe(40);
    expect(maxPointsOf(telcB1Letter)).toBe(45);
    expect(maxPointsOf(sd1Teil2)).toBe(10);
  });

  it("derives completion bands full / half / none from an item's points", () => {
    expect(completionBands(2)).toEqual([
      { band: "A", points: 2 },
      { band: "B", points: 1 },
      { band: "C", points: 0 },
    ]);
    expect(completionBands(1).map((b) => b.points)).toEqual([1, 0.5, 0]);
  });

  it("refuses half points that are not a completion band", () => {
    const r = scoreRubric(sd1Teil2, sd1(1.5, 1, 2, 1));
    expect(r).toEqual({
      ok: false,
      problems: [{ field: "scores.0.points", reason: "NOT_A_BAND", key: "frage_eins", allowed: [2, 1, 0] }],
    });
  });

  it("tells bands that break their scheme's rule", () => {
    expect(schemeBandsProblem("telc", TELC_BANDS)).toBeNull();
    expect(
      schemeBandsProblem("telc", [
        { band: "A", points: 4 },
        { band: "D", points: 0 },
      ]),
    ).toBe("TELC_BANDS");
    expect(schemeBandsProblem("completion", completionBands(3))).toBeNull();
    expect(schemeBandsProblem("completion", goetheBands(2))).toBe("COMPLETION_BANDS");
    expect(
      schemeBandsProblem("completion", [
        { band: "A", points: 2 },
        { band: "B", points: 1.5 },
        { band: "C", points: 0 },
      ]),
    ).toBe("COMPLETION_BANDS");
    expect(schemeBandsProblem("completion", completionBands(0))).toBe("COMPLETION_BANDS");
    expect(schemeBandsProblem("goethe", goetheBands(4))).toBeNull();
  });
});

describe("a stored rating on a rubric rebuilt since", () => {
  it("counts its own total while the maximum is unchanged, else the same share of the new maximum", () => {
    expect(pointsNow({ total: 7.5, maxPoints: 10 }, 10)).toBe(7.5);
    expect(pointsNow({ total: 9, maxPoints: 15 }, 25)).toBe(15); // telc A2 Schreiben: 15 raw, now weighted to 25
    expect(pointsNow({ total: 4.17, maxPoints: 5 }, 10)).toBe(8.34);
    expect(pointsNow({ total: 0, maxPoints: 0 }, 10)).toBe(0);
  });
});
