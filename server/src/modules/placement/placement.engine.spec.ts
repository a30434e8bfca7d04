import type { CefrCode } from "../content/level.entity";
import {
  DEFAULT_PLACEMENT_CONFIG,
  composition,
  decide,
  drawSet,
  nextStep,
  passMark,
  runBounds,
  startStep,
  validateConfig,
  type BankItem,
  type Decision,
  type DrawContext,
  type PlacementConfig,
  type PlacementSet,
  type Step,
} from "./placement.engine";
import type { PlacementSetType } from "./placement-run.entity";
import { seededRng, syntheticBank } from "./placement.testing";

const C = DEFAULT_PLACEMENT_CONFIG;
/** Full set sizes and pass marks of the default configuration (16 / 16 items, 9 right to pass). */
const D = C.difficultSize;
const M = C.mixedMiddle + C.mixedEasy;
const P = C.difficultPassMark;
const PM = C.mixedPassMark;
/**
 * A small configuration (the original's 5-item difficult and 3 + 3 mixed sets, 3 right to pass) for the tests of
 * the staircase's mechanics: short banks, drawing, whole runs. Those rules do not depend on the sizes, and small
 * numbers keep the tables readable; the default sizes have their own tests below.
 */
const SMALL: PlacementConfig = { ...C, difficultSize: 5, mixedMiddle: 3, mixedEasy: 3, difficultPassMark: 3, mixedPassMark: 3 };
const d = (level: CefrCode): PlacementSet => ({ level, type: "difficult" });
const m = (level: CefrCode): PlacementSet => ({ level, type: "mixed" });
const next = (set: PlacementSet): Decision => ({ kind: "next", set });
const placed = (level: CefrCode | null): Decision => ({ kind: "placed", level });

describe("decision table (full sets, default configuration: 9 of 16 for both set types)", () => {
  it("the default design: 16-item sets passed at 9 (placement.stats.spec.ts prints why)", () => {
    expect({ D, M, P, PM }).toEqual({ D: 16, M: 16, P: 9, PM: 9 });
  });

  // [set, correct, expected]: every level, both set types, both sides of the threshold (the mark passes, one less fails).
  const table: [PlacementSet, number, Decision][] = [
    [d("A1"), P, placed("A1")],
    [d("A1"), P - 1, next(m("A1"))],
    [d("A2"), P, next(d("B1"))],
    [d("A2"), P - 1, next(m("A2"))],
    [d("B1"), P, next(d("B2"))],
    [d("B1"), P - 1, next(m("B1"))],
    [d("B2"), P, next(d("C1"))],
    [d("B2"), P - 1, next(m("B2"))],
    [d("C1"), P, placed("C1")],
    [d("C1"), P - 1, next(m("C1"))],
    [m("A1"), PM, placed("A1")],
    [m("A1"), PM - 1, placed(null)],
    [m("A2"), PM, placed("A2")],
    [m("A2"), PM - 1, next(d("A1"))],
    [m("B1"), PM, placed("B1")],
    [m("B1"), PM - 1, placed("A2")],
    [m("B2"), PM, placed("B2")],
    [m("B2"), PM - 1, placed("B1")],
    [m("C1"), PM, placed("C1")],
    [m("C1"), PM - 1, placed("B2")],
  ];
  it.each(table)("%o with %i right → %o", (set, correct, expected) => {
    const size = set.type === "difficult" ? D : M;
    expect(decide(set, correct, size, C)).toEqual(expected);
  });

  it.each([
    [d("B1"), D, next(d("B2"))],
    [d("B1"), 0, next(m("B1"))],
    [m("B1"), M, placed("B1")],
    [m("B1"), 0, placed("A2")],
  ] as [PlacementSet, number, Decision][])("extremes: %o with %i right → %o", (set, correct, expected) => {
    expect(decide(set, correct, set.type === "difficult" ? D : M, C)).toEqual(expected);
  });
});

describe("configuration", () => {
  it("takes thresholds from the configuration, not from literals", () => {
    const strict: PlacementConfig = { ...SMALL, difficultPassMark: 4, mixedPassMark: 5 };
    expect(decide(d("A2"), 3, 5, strict)).toEqual(next(m("A2")));
    expect(decide(d("A2"), 4, 5, strict)).toEqual(next(d("B1")));
    expect(decide(m("B2"), 4, 6, strict)).toEqual(placed("B1"));
    expect(decide(m("B2"), 5, 6, strict)).toEqual(placed("B2"));
  });

  it("takes set sizes from the configuration", () => {
    const small: PlacementConfig = { ...SMALL, difficultSize: 4, mixedMiddle: 2, mixedEasy: 1 };
    expect(composition(d("B1"), small)).toEqual([{ difficulty: "difficult", count: 4, listening: 1 }]);
    expect(composition(m("B1"), small)).toEqual([
      { difficulty: "middle", count: 2, listening: 1 },
      { difficulty: "easy", count: 1, listening: 0 },
    ]);
  });

  it("a different start level moves the staircase: below it, a passed difficult set places", () => {
    const fromB1: PlacementConfig = { ...SMALL, startLevel: "B1" };
    expect(decide(m("B1"), 2, 6, fromB1)).toEqual(next(d("A2")));
    expect(decide(d("A2"), 3, 5, fromB1)).toEqual(placed("A2"));
    expect(decide(d("A1"), 3, 5, fromB1)).toEqual(placed("A1"));
  });

  it.each([
    [{ difficultPassMark: 17 }],
    [{ difficultPassMark: 0 }],
    [{ mixedPassMark: 17 }],
    [{ difficultSize: 0 }],
    [{ mixedMiddle: 0, mixedEasy: 0 }],
    [{ mixedEasy: 1.5 }],
    [{ startLevel: "C2" as CefrCode }],
  ])("rejects an inconsistent configuration %o", (patch) => {
    expect(() => validateConfig({ ...SMALL, ...patch })).toThrow();
    expect(() => validateConfig({ ...C, ...patch })).toThrow();
  });
});

describe("pass mark of a set the bank could not fill", () => {
  it.each([
    ["difficult", 5, 3],
    ["difficult", 4, 3],
    ["difficult", 3, 2],
    ["difficult", 2, 2],
    ["difficult", 1, 1],
    ["mixed", 6, 3],
    ["mixed", 5, 3],
    ["mixed", 3, 2],
    ["mixed", 1, 1],
  ] as [PlacementSetType, number, number][])("%s set of %i items needs %i right", (type, size, mark) => {
    expect(passMark(type, size, SMALL)).toBe(mark);
  });

  it("an empty set cannot be passed", () => {
    expect(passMark("difficult", 0, SMALL)).toBe(Number.POSITIVE_INFINITY);
    expect(decide(d("C1"), 0, 0, SMALL)).toEqual(next(m("C1")));
    expect(decide(m("C1"), 0, 0, SMALL)).toEqual(placed("B2"));
  });
});

describe("drawing", () => {
  const ctx = (bank: BankItem[], over: Partial<DrawContext> = {}): DrawContext => ({
    bank,
    usedInRun: new Set(),
    seenBefore: new Set(),
    rng: seededRng(7),
    ...over,
  });
  const byId = (bank: BankItem[]) => new Map(bank.map((i) => [i.id, i]));

  it("draws five difficult items of the level, or three middle then three easy", () => {
    const bank = syntheticBank(13);
    const items = byId(bank);
    const hard = drawSet(d("B2"), ctx(bank), SMALL).map((id) => items.get(id)!);
    expect(hard).toHaveLength(5);
    expect(hard.every((i) => i.cefr === "B2" && i.difficulty === "difficult")).toBe(true);
    const mixed = drawSet(m("A1"), ctx(bank), SMALL).map((id) => items.get(id)!);
    expect(mixed.map((i) => `${i.cefr}-${i.difficulty}`)).toEqual([
      "A1-middle",
      "A1-middle",
      "A1-middle",
      "A1-easy",
      "A1-easy",
      "A1-easy",
    ]);
  });

  it("is random but reproducible with a seeded source", () => {
    const bank = syntheticBank(13);
    const a = drawSet(d("B1"), ctx(bank, { rng: seededRng(1) }), SMALL);
    const b = drawSet(d("B1"), ctx(bank, { rng: seededRng(1) }), SMALL);
    const c = drawSet(d("B1"), ctx(bank, { rng: seededRng(2) }), SMALL);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    expect(new Set(a).size).toBe(5);
  });

  it("never draws an item twice in a run", () => {
    const bank = syntheticBank(6);
    const first = drawSet(d("A2"), ctx(bank), SMALL);
    const second = drawSet(d("A2"), ctx(bank, { usedInRun: new Set(first) }), SMALL);
    expect(second).toHaveLength(1);
    expect(first).not.toContain(second[0]);
  });

  it("prefers items not seen in earlier runs, then falls back to seen ones", () => {
    const bank = syntheticBank(13);
    const cell = bank.filter((i) => i.cefr === "A2" && i.difficulty === "difficult").map((i) => i.id);
    const seen = new Set(cell.slice(0, 10));
    const drawn = drawSet(d("A2"), ctx(bank, { seenBefore: seen }), SMALL);
    expect(drawn.slice(0, 3).sort()).toEqual(cell.slice(10).sort());
    expect(drawn.slice(3).every((id) => seen.has(id))).toBe(true);
    const allSeen = drawSet(d("A2"), ctx(bank, { seenBefore: new Set(cell) }), SMALL);
    expect(allSeen).toHaveLength(5);
  });

  it("returns a short set when the bank runs short, and an empty one when the cell is empty", () => {
    const bank = syntheticBank({ "B1-difficult": 2, "B1-middle": 1 });
    expect(drawSet(d("B1"), ctx(bank), SMALL)).toHaveLength(2);
    expect(drawSet(m("B1"), ctx(bank), SMALL)).toHaveLength(1);
    expect(drawSet(d("C1"), ctx(bank), SMALL)).toEqual([]);
  });
});

/** Plays a whole run: `answers` gives the number right for each set played, in order. */
function play(bank: BankItem[], answers: number[], config: PlacementConfig = SMALL, seed = 3) {
  const used = new Set<number>();
  const ctx: DrawContext = { bank, usedInRun: used, seenBefore: new Set(), rng: seededRng(seed) };
  const trail: string[] = [];
  let step: Step = startStep(ctx, config);
  for (const right of answers) {
    if (step.kind !== "set") throw new Error(`run ended before all answers were used: ${trail.join(" ")}`);
    step.itemIds.forEach((id) => used.add(id));
    const correct = Math.min(right, step.itemIds.length);
    trail.push(`${step.set.level}${step.set.type[0]}${step.itemIds.length}:${correct}`);
    step = nextStep(step.set, correct, step.itemIds.length, ctx, config);
  }
  if (step.kind !== "placed") throw new Error(`run did not end: ${trail.join(" ")} → ${step.set.level} ${step.set.type}`);
  return { trail: trail.join(" "), result: { level: step.level, setType: step.setType, correct: step.correct, size: step.size } };
}

describe("whole runs through the staircase (full bank)", () => {
  const bank = syntheticBank(13);
  // [right answers per set, sets played (level, d/m, size:right), placed level, last set type, right in last set]
  const runs: [number[], string, CefrCode | null, PlacementSetType, number][] = [
    [[3, 3, 3, 3], "A2d5:3 B1d5:3 B2d5:3 C1d5:3", "C1", "difficult", 3],
    [[5, 5, 5, 2, 3], "A2d5:5 B1d5:5 B2d5:5 C1d5:2 C1m6:3", "C1", "mixed", 3],
    [[5, 5, 5, 2, 2], "A2d5:5 B1d5:5 B2d5:5 C1d5:2 C1m6:2", "B2", "mixed", 2],
    [[4, 4, 1, 3], "A2d5:4 B1d5:4 B2d5:1 B2m6:3", "B2", "mixed", 3],
    [[4, 4, 1, 2], "A2d5:4 B1d5:4 B2d5:1 B2m6:2", "B1", "mixed", 2],
    [[3, 2, 3], "A2d5:3 B1d5:2 B1m6:3", "B1", "mixed", 3],
    [[3, 2, 2], "A2d5:3 B1d5:2 B1m6:2", "A2", "mixed", 2],
    [[2, 3], "A2d5:2 A2m6:3", "A2", "mixed", 3],
    [[2, 2, 3], "A2d5:2 A2m6:2 A1d5:3", "A1", "difficult", 3],
    [[2, 2, 2, 3], "A2d5:2 A2m6:2 A1d5:2 A1m6:3", "A1", "mixed", 3],
    [[0, 0, 0, 0], "A2d5:0 A2m6:0 A1d5:0 A1m6:0", null, "mixed", 0],
  ];
  it.each(runs)("answers %j play %s and place at %s (%s, %i right)", (answers, trail, level, setType, correct) => {
    const r = play(bank, answers);
    expect(r.trail).toBe(trail);
    expect(r.result).toEqual({ level, setType, correct, size: expect.any(Number) });
  });
});

describe("the default sizes over whole runs and short cells", () => {
  const bank = syntheticBank(D + 4);
  const items = new Map(bank.map((i) => [i.id, i]));
  const ctx = (): DrawContext => ({ bank, usedInRun: new Set(), seenBefore: new Set(), rng: seededRng(5) });

  it("draws sixteen difficult items, or eight middle then eight easy", () => {
    const hard = drawSet(d("B2"), ctx(), C).map((id) => items.get(id)!);
    expect(hard.map((i) => `${i.cefr}-${i.difficulty}`)).toEqual(Array(D).fill("B2-difficult"));
    const mixed = drawSet(m("A1"), ctx(), C).map((id) => items.get(id)!);
    expect(mixed.map((i) => `${i.cefr}-${i.difficulty}`)).toEqual([
      ...Array(C.mixedMiddle).fill("A1-middle"),
      ...Array(C.mixedEasy).fill("A1-easy"),
    ]);
  });

  it.each([
    ["difficult", 16, 9],
    ["difficult", 12, 7],
    ["difficult", 8, 5],
    ["difficult", 1, 1],
    ["mixed", 16, 9],
    ["mixed", 8, 5],
  ] as [PlacementSetType, number, number][])("a %s set of %i items needs %i right", (type, size, mark) => {
    expect(passMark(type, size, C)).toBe(mark);
  });

  it.each([
    [[P, P, P, P], `A2d${D}:${P} B1d${D}:${P} B2d${D}:${P} C1d${D}:${P}`, "C1"],
    [[D, P - 1, PM], `A2d${D}:${D} B1d${D}:${P - 1} B1m${M}:${PM}`, "B1"],
    [[P - 1, PM - 1, P - 1, PM - 1], `A2d${D}:${P - 1} A2m${M}:${PM - 1} A1d${D}:${P - 1} A1m${M}:${PM - 1}`, null],
  ] as [number[], string, CefrCode | null][])("answers %j play %s and place at %s", (answers, trail, level) => {
    const r = play(bank, answers, C);
    expect(r.trail).toBe(trail);
    expect(r.result.level).toBe(level);
  });
});

describe("whole runs when the bank runs short (the run still ends with a correct result)", () => {
  const full = { A1: 13, A2: 13, B1: 13, B2: 13, C1: 13 };
  const bankWith = (patch: Record<string, number>) => {
    const cells: Record<string, number> = {};
    for (const [lvl, n] of Object.entries(full)) for (const diff of ["easy", "middle", "difficult"]) cells[`${lvl}-${diff}`] = n;
    return syntheticBank({ ...cells, ...patch });
  };
  const runs: [string, Record<string, number>, number[], string, CefrCode | null, PlacementSetType, number, number][] = [
    [
      "no C1 items: passing B2 places at B2",
      { "C1-difficult": 0, "C1-middle": 0, "C1-easy": 0 },
      [5, 5, 5],
      "A2d5:5 B1d5:5 B2d5:5",
      "B2",
      "difficult",
      5,
      5,
    ],
    [
      "no C1 difficult items: the C1 mixed set decides",
      { "C1-difficult": 0 },
      [5, 5, 5, 4],
      "A2d5:5 B1d5:5 B2d5:5 C1m6:4",
      "C1",
      "mixed",
      4,
      6,
    ],
    [
      "two C1 difficult items: 2 of 2 passes",
      { "C1-difficult": 2 },
      [5, 5, 5, 2],
      "A2d5:5 B1d5:5 B2d5:5 C1d2:2",
      "C1",
      "difficult",
      2,
      2,
    ],
    [
      "two C1 difficult items: 1 of 2 fails",
      { "C1-difficult": 2 },
      [5, 5, 5, 1, 3],
      "A2d5:5 B1d5:5 B2d5:5 C1d2:1 C1m6:3",
      "C1",
      "mixed",
      3,
      6,
    ],
    [
      "no B1 mixed items: failing B1 difficult places one below",
      { "B1-middle": 0, "B1-easy": 0 },
      [3, 2],
      "A2d5:3 B1d5:2",
      "A2",
      "difficult",
      2,
      5,
    ],
    [
      "short B2 mixed set (3 middle, no easy): 2 of 3 passes",
      { "B2-easy": 0 },
      [5, 5, 0, 2],
      "A2d5:5 B1d5:5 B2d5:0 B2m3:2",
      "B2",
      "mixed",
      2,
      3,
    ],
    [
      "short B2 mixed set (3 middle, no easy): 1 of 3 fails",
      { "B2-easy": 0 },
      [5, 5, 0, 1],
      "A2d5:5 B1d5:5 B2d5:0 B2m3:1",
      "B1",
      "mixed",
      1,
      3,
    ],
    [
      "no A1 items: failing A2 mixed means A1 not reached",
      { "A1-difficult": 0, "A1-middle": 0, "A1-easy": 0 },
      [0, 0],
      "A2d5:0 A2m6:0",
      null,
      "mixed",
      0,
      6,
    ],
    [
      "no A1 difficult items: the A1 mixed set decides",
      { "A1-difficult": 0 },
      [1, 1, 3],
      "A2d5:1 A2m6:1 A1m6:3",
      "A1",
      "mixed",
      3,
      6,
    ],
    ["no A2 difficult items: the run starts with the A2 mixed set", { "A2-difficult": 0 }, [4], "A2m6:4", "A2", "mixed", 4, 6],
  ];
  it.each(runs)("%s", (_name, patch, answers, trail, level, setType, correct, size) => {
    const r = play(bankWith(patch), answers);
    expect(r.trail).toBe(trail);
    expect(r.result).toEqual({ level, setType, correct, size });
  });

  it("an empty bank ends the run at once with A1 not reached (the service refuses to start instead)", () => {
    const step = startStep({ bank: [], usedInRun: new Set(), seenBefore: new Set(), rng: seededRng(1) }, SMALL);
    expect(step).toEqual({ kind: "placed", level: null, setType: "mixed", correct: 0, size: 0 });
  });

  it("a bank exhausted across runs is reused: items seen before are drawn again rather than ending early", () => {
    const bank = syntheticBank(5);
    const seenBefore = new Set(bank.map((i) => i.id));
    const step = startStep({ bank, usedInRun: new Set(), seenBefore, rng: seededRng(1) }, SMALL);
    expect(step.kind === "set" && step.itemIds.length).toBe(5);
  });
});

describe("how long a run can be (runBounds)", () => {
  it("default: 2 to 5 sets of 16, 32 to 80 items", () => {
    // shortest: A2 difficult failed, A2 mixed; longest: A2, B1, B2 difficult passed, C1 difficult failed, C1 mixed
    expect(runBounds(C)).toEqual({ minSets: 2, maxSets: 5, minItems: 2 * D, maxItems: 5 * D });
  });

  it("follows the start level and the set sizes", () => {
    // from B1: B1 d, B1 m, A2 d, A2 m, A1 d, A1 m is the longest path (6 sets); B1 d failed, B1 m passed the shortest
    expect(runBounds({ ...SMALL, startLevel: "B1" })).toEqual({
      minSets: 2,
      maxSets: 6,
      minItems: 5 + 6,
      maxItems: 3 * 5 + 3 * 6,
    });
  });
});

describe("listening items in every set", () => {
  /** The synthetic bank with the first `n` items of every cell marked as listening items. */
  const withListening = (n: number): BankItem[] => {
    const bank = syntheticBank(20);
    const seen = new Map<string, number>();
    return bank.map((i) => {
      const cell = `${i.cefr}-${i.difficulty}`;
      const k = seen.get(cell) ?? 0;
      seen.set(cell, k + 1);
      return { ...i, listening: k < n };
    });
  };
  const ctx = (bank: BankItem[]): DrawContext => ({ bank, usedInRun: new Set(), seenBefore: new Set(), rng: seededRng(3) });

  it("a difficult set ends with one listening item, a mixed set's middle part too; the easy part has none", () => {
    const bank = withListening(3);
    const byId = new Map(bank.map((i) => [i.id, i]));
    for (let round = 0; round < 5; round++) {
      const hard = drawSet(d("B1"), { ...ctx(bank), rng: seededRng(round) }, C).map((id) => byId.get(id)!);
      expect(hard).toHaveLength(D);
      expect(hard.map((i) => !!i.listening)).toEqual([...Array(D - 1).fill(false), true]);
      const mixed = drawSet(m("B1"), { ...ctx(bank), rng: seededRng(round) }, C).map((id) => byId.get(id)!);
      expect(mixed.filter((i) => i.listening).map((i) => i.difficulty)).toEqual(["middle"]);
      expect(mixed[C.mixedMiddle - 1].listening).toBe(true);
    }
  });

  it("a bank without listening items fills the set with other items", () => {
    const bank = withListening(0);
    expect(drawSet(d("A2"), ctx(bank), C)).toHaveLength(D);
  });
});
