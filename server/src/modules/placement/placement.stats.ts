/**
 * Exact pass rates of the staircase's sets and whole runs (binomial, no simulation), used to choose set
 * sizes and pass marks; see README-placement.md ("Set sizes and pass marks") and placement.stats.spec.ts.
 */
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import { decide, firstSet, fullSize, passMark, type PlacementConfig, type PlacementSet } from "./placement.engine";

/** Choices per placement item (the bank format has four); a guess is right with 1 / CHOICES. */
export const CHOICES = 4;

/** Binomial coefficient n over k as a float (exact for the small n of a set). */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** P(X ≥ k) for X ~ Binomial(n, p): the chance to get at least k of n items right. */
export function binomialTail(n: number, k: number, p: number): number {
  let sum = 0;
  for (let i = Math.max(0, k); i <= n; i++) sum += choose(n, i) * p ** i * (1 - p) ** (n - i);
  return sum;
}

/** Chance that an item is answered right by someone who knows `known` of the items and guesses the rest. */
export function rightRate(known: number, choices = CHOICES): number {
  return known + (1 - known) / choices;
}

/** Chance to pass a full set of the given type when each item is right with probability p. */
export function setPassRate(set: PlacementSet, config: PlacementConfig, p: number): number {
  const size = fullSize(set.type, config);
  return binomialTail(size, passMark(set.type, size, config), p);
}

/** Outcome of a run: a CEFR level, or BELOW_A1 for "A1 not reached". */
export type Placement = CefrCode | "BELOW_A1";

/**
 * The exact distribution of placements over whole runs (full bank), for a test taker who answers each item
 * of a set right with probability `p(set)`. Walks the engine's own decision table, so it follows any change there.
 */
export function placementDistribution(config: PlacementConfig, p: (set: PlacementSet) => number): Map<Placement, number> {
  const out = new Map<Placement, number>([["BELOW_A1", 0], ...CEFR_ORDER.map((l): [Placement, number] => [l, 0])]);
  const visit = (set: PlacementSet, weight: number, depth: number): void => {
    if (depth > CEFR_ORDER.length * 2 + 1) throw new Error("placement: staircase did not terminate");
    const size = fullSize(set.type, config);
    const mark = passMark(set.type, size, config);
    const pass = binomialTail(size, mark, p(set));
    for (const [correct, w] of [
      [mark, weight * pass],
      [mark - 1, weight * (1 - pass)],
    ] as const) {
      const d = decide(set, correct, size, config);
      if (d.kind === "next") visit(d.set, w, depth + 1);
      else {
        const key: Placement = d.level ?? "BELOW_A1";
        out.set(key, (out.get(key) ?? 0) + w);
      }
    }
  };
  visit(firstSet(config), 1, 0);
  return out;
}
