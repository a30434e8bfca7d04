import path from "node:path";
import { CEFR_ORDER } from "../content/level.entity";
import { readContent } from "../exams/format/read-content";
import { DEFAULT_PLACEMENT_CONFIG } from "./placement.engine";
import {
  bankFromContent,
  formatSimulation,
  modelLearner,
  perfectLearner,
  rightProbability,
  simulatePlacement,
  simulateRun,
} from "./placement.simulation";
import { seededRng } from "./placement.testing";

/** The shipped bank, as `npm run placement:simulate` reads it. */
const SHIPPED = path.join(__dirname, "..", "..", "..", "..", "content");
const bank = bankFromContent(readContent(SHIPPED).placement);

describe("response model", () => {
  it("gives the README's learner at the centre of a band: 60 % of the own level known, 20 % of the next, 90 % below", () => {
    const centreB1 = 2.5 * 1.8; // B1's band is [3.6, 5.4)
    const item = (cefr: "A2" | "B1" | "B2") => ({ cefr, difficulty: "middle" as const });
    // right = known + (1 − known) / 4
    expect(rightProbability(centreB1, item("B1"))).toBeCloseTo(0.6 + 0.4 / 4, 10);
    expect(rightProbability(centreB1, item("B2"))).toBeCloseTo(0.399, 3);
    expect(rightProbability(centreB1, item("A2"))).toBeCloseTo(0.9256, 3);
    // a difficult item is harder than a middle one, an easy one easier
    expect(rightProbability(centreB1, { cefr: "B1", difficulty: "difficult" })).toBeLessThan(0.7);
    expect(rightProbability(centreB1, { cefr: "B1", difficulty: "easy" })).toBeGreaterThan(0.7);
  });
});

describe("simulated runs through the staircase", () => {
  it("places a perfect responder at its level, with the sets the decision table prescribes", () => {
    const rng = seededRng(3);
    const runs = CEFR_ORDER.map((level) => simulateRun(bank, perfectLearner(level), rng));
    expect(runs.map((r) => r.placed)).toEqual(CEFR_ORDER);
    // A1: A2 difficult and mixed failed, A1 difficult passed; A2: B1 difficult and mixed failed; B1: B2 failed twice;
    // B2: C1 failed twice; C1: A2, B1, B2, C1 difficult passed
    expect(runs.map((r) => r.sets)).toEqual([3, 3, 4, 5, 4]);
    expect(runs.map((r) => r.items)).toEqual([48, 48, 64, 80, 64]);
    // the shipped bank fills every set
    expect(runs.every((r) => r.items === DEFAULT_PLACEMENT_CONFIG.difficultSize * r.sets)).toBe(true);
  });

  it("places a learner who gets nothing right below A1", () => {
    const out = simulateRun(bank, () => false, seededRng(1));
    // A2 difficult, A2 mixed, A1 difficult, A1 mixed: all failed
    expect(out).toMatchObject({ placed: null, sets: 4, items: 64 });
    expect(out.answered).toHaveLength(64);
    expect(out.answered.every((a) => !a.right)).toBe(true);
    expect(new Set(out.answered.map((a) => a.id)).size).toBe(64);
  });

  it("adds up: every learner in one cell of the table, agreement within the counts; perfect responders all exact", () => {
    const perLevel = 20;
    const r = simulatePlacement(bank, { perLevel, seed: 7 });
    expect(r.runs).toBe(5 * perLevel);
    for (const row of r.rows) {
      expect(Object.values(row.placed).reduce((a, b) => a + b, 0)).toBe(perLevel);
      expect(row.exact).toBe(row.placed[row.level]);
      expect(row.exact + row.higher + row.lower).toBe(perLevel);
      expect(row.withinOne).toBeGreaterThanOrEqual(row.exact);
      expect(row.items).toBeGreaterThanOrEqual(2 * 16 * perLevel);
      expect(row.items).toBeLessThanOrEqual(5 * 16 * perLevel);
    }
    expect(r.exact).toBe(r.rows.reduce((s, row) => s + row.exact, 0));
    const table = formatSimulation(r);
    const all = table.split("\n").find((l) => l.startsWith("| all"))!;
    const counts = all.split("|").slice(2, 8).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5 * perLevel);

    const perfect = simulatePlacement(bank, { perLevel: 5, seed: 7, learner: (level) => perfectLearner(level) });
    expect(perfect.exact).toBe(perfect.runs);
    expect(formatSimulation(perfect)).toContain("exact 100.0 %, within one level 100.0 %");
  });

  it("is reproducible: the same seed gives the same table, another seed other learners", () => {
    const a = simulatePlacement(bank, { perLevel: 15, seed: 42 });
    const b = simulatePlacement(bank, { perLevel: 15, seed: 42 });
    expect(formatSimulation(b)).toBe(formatSimulation(a));
    // the learners' answers come from their own stream: the same seed gives the same learner
    const answers = (seed: number) => {
      const learner = modelLearner("B1", seededRng(seed));
      return bank.slice(0, 60).map(learner);
    };
    expect(answers(1)).toEqual(answers(1));
    expect(answers(1)).not.toEqual(answers(2));
  });
});
