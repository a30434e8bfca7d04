import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import { DEFAULT_PLACEMENT_CONFIG, fullSize, passMark, type PlacementConfig, type PlacementSet } from "./placement.engine";
import { CHOICES, binomialTail, placementDistribution, rightRate, setPassRate, type Placement } from "./placement.stats";

/**
 * The numbers behind the set sizes and pass marks (README-placement.md, "Set sizes and pass marks"),
 * computed exactly from the binomial distribution and printed as a table.
 */
const C = DEFAULT_PLACEMENT_CONFIG;
const OLD: PlacementConfig = { ...C, difficultSize: 5, mixedMiddle: 3, mixedEasy: 3, difficultPassMark: 3, mixedPassMark: 3 };
const GUESS = 1 / CHOICES;
const pct = (x: number, digits = 2): string => `${(100 * x).toFixed(digits)} %`;
const d = (level: CefrCode): PlacementSet => ({ level, type: "difficult" });
const m = (level: CefrCode): PlacementSet => ({ level, type: "mixed" });

/** Bounds the design must meet (README: a guesser "rarely" passes, a 60 % learner "usually" does). */
const MAX_GUESS_PER_SET = 0.01;
const MAX_GUESS_PLACED_A2 = 0.02;
const MIN_LEARNER_60_GUESSING = 0.9;
const MIN_LEARNER_60_STRICT = 0.7;

describe("binomial computation", () => {
  it("matches values worked out by hand", () => {
    // 5 items, at least 3 right, p = 1/4: (10·9·3 + 5·3 + 1) / 4^5 = 106 / 1024
    expect(binomialTail(5, 3, 0.25)).toBeCloseTo(106 / 1024, 12);
    expect(binomialTail(4, 0, 0.3)).toBeCloseTo(1, 12);
    expect(binomialTail(4, 4, 0.5)).toBeCloseTo(1 / 16, 12);
    expect(binomialTail(3, 4, 0.9)).toBe(0);
    expect(rightRate(0.6)).toBeCloseTo(0.7, 12);
    expect(rightRate(0)).toBe(GUESS);
  });

  it("reproduces the issue's figure for the old design: a 5-item set passed at 3 lets a guesser through about 10 %", () => {
    expect(setPassRate(d("B1"), OLD, GUESS)).toBeCloseTo(0.1035, 4);
  });
});

describe("set sizes and pass marks of the default configuration", () => {
  const rows = (["difficult", "mixed"] as const).map((type) => {
    const size = fullSize(type, C);
    const mark = passMark(type, size, C);
    const set = type === "difficult" ? d("B1") : m("B1");
    return {
      type,
      size,
      mark,
      guesser: setPassRate(set, C, GUESS),
      learner60: setPassRate(set, C, rightRate(0.6)),
      learner60strict: setPassRate(set, C, 0.6),
      learner40: setPassRate(set, C, rightRate(0.4)),
      old: setPassRate(set, OLD, GUESS),
    };
  });

  it("prints the pass rates per set and keeps a guesser out while a 60 % learner passes", () => {
    const lines = [
      "set       | items | pass mark | guesser (p=1/4) | knows 60 %, guesses rest (p=0.70) | 60 % right (p=0.60) | knows 40 % (p=0.55) | old 3 of 5/6, guesser",
      ...rows.map(
        (r) =>
          `${r.type.padEnd(9)} | ${String(r.size).padStart(5)} | ${String(r.mark).padStart(9)} | ${pct(r.guesser).padStart(15)} | ${pct(r.learner60).padStart(33)} | ${pct(r.learner60strict).padStart(19)} | ${pct(r.learner40).padStart(19)} | ${pct(r.old)}`,
      ),
    ];
    process.stdout.write(`\nPlacement set pass rates (exact binomial)\n${lines.join("\n")}\n`);
    for (const r of rows) {
      expect(r.guesser).toBeLessThanOrEqual(MAX_GUESS_PER_SET);
      expect(r.learner60).toBeGreaterThanOrEqual(MIN_LEARNER_60_GUESSING);
      expect(r.learner60strict).toBeGreaterThanOrEqual(MIN_LEARNER_60_STRICT);
      expect(r.guesser).toBeLessThan(r.old / 10);
    }
  });

  it("prints where a pure guesser ends over a whole run: rarely above A1, mostly 'A1 not reached'", () => {
    const dist = placementDistribution(C, () => GUESS);
    const old = placementDistribution(OLD, () => GUESS);
    const order: Placement[] = ["BELOW_A1", ...CEFR_ORDER];
    const total = [...dist.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    const atLeastA2 = (x: Map<Placement, number>) => CEFR_ORDER.slice(1).reduce((s, l) => s + (x.get(l) ?? 0), 0);
    process.stdout.write(
      `\nPure guesser, whole run (placed at)\n${order.map((l) => `${l.padEnd(8)} ${pct(dist.get(l) ?? 0, 3).padStart(9)}   old: ${pct(old.get(l) ?? 0, 3)}`).join("\n")}\n` +
        `A2 or higher: ${pct(atLeastA2(dist), 3)} (old design: ${pct(atLeastA2(old), 3)})\n`,
    );
    expect(atLeastA2(dist)).toBeLessThanOrEqual(MAX_GUESS_PLACED_A2);
    expect(dist.get("BELOW_A1")).toBeGreaterThan(0.95);
  });

  it("prints the placements of a learner at each level (90 % known below, 60 % at, 20 % above, guessing the rest)", () => {
    const lines: string[] = [];
    for (const level of CEFR_ORDER) {
      const at = CEFR_ORDER.indexOf(level);
      const dist = placementDistribution(C, (set) => {
        const i = CEFR_ORDER.indexOf(set.level);
        return rightRate(i < at ? 0.9 : i === at ? 0.6 : 0.2);
      });
      const order: Placement[] = ["BELOW_A1", ...CEFR_ORDER];
      lines.push(`${level} learner: ${order.map((l) => `${l} ${pct(dist.get(l) ?? 0, 1)}`).join(", ")}`);
      const best = order.reduce((a, b) => ((dist.get(b) ?? 0) > (dist.get(a) ?? 0) ? b : a));
      // the learner's own level is the most likely placement
      expect(best).toBe(level);
    }
    process.stdout.write(`\nWhole runs of learners at a level (placed at)\n${lines.join("\n")}\n`);
  });
});
