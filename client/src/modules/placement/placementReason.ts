/** Why a run ended at its level, in plain words: derived from the sets played (the server's `sets`). */
const ORDER = ["A1", "A2", "B1", "B2", "C1"] as const;
const rank = (cefr: string): number => ORDER.indexOf(cefr as (typeof ORDER)[number]);

export interface PlayedSet {
  cefr: string;
  setType: string;
  passed: boolean;
}

export type PlacementReason =
  | { key: "below" }
  | { key: "secondChance"; level: string }
  | { key: "upperFailed"; level: string; above: string }
  | { key: "top"; level: string }
  | { key: "passed"; level: string };

/**
 * below: not even A1; secondChance: the harder items of the level failed, its easier ones passed; upperFailed:
 * the level passed, the next one tried and not passed; top: the highest level of the test passed.
 */
export function placementReason(cefr: string | null | undefined, sets: readonly PlayedSet[]): PlacementReason {
  if (!cefr) return { key: "below" };
  const last = sets[sets.length - 1];
  if (last?.passed && last.cefr === cefr && last.setType === "mixed") {
    if (sets.some((s) => s.cefr === cefr && s.setType === "difficult" && !s.passed)) return { key: "secondChance", level: cefr };
  }
  const failedAbove = sets.filter((s) => !s.passed && rank(s.cefr) > rank(cefr)).sort((a, b) => rank(a.cefr) - rank(b.cefr));
  if (failedAbove.length > 0) return { key: "upperFailed", level: cefr, above: failedAbove[0].cefr };
  if (rank(cefr) === ORDER.length - 1) return { key: "top", level: cefr };
  return { key: "passed", level: cefr };
}
