/**
 * What a finished run shows beyond its placement: every set played with its level, kind, right answers, pass mark
 * and outcome, and the counts over all sets. Pure (no database); the resolver feeds it the run's responses.
 */
import type { CefrCode } from "../content/level.entity";
import { passMark, type PlacementConfig, type RunBounds } from "./placement.engine";
import type { Difficulty } from "./placement-item.entity";
import type { PlacementSetType } from "./placement-run.entity";

export interface SummaryRow {
  round: number;
  value: string;
  correct: boolean;
  item: { cefr: CefrCode; difficulty: Difficulty } | null;
}

export interface SetSummary {
  round: number;
  cefr: CefrCode;
  setType: PlacementSetType;
  correct: number;
  answered: number;
  total: number;
  passMark: number;
  passed: boolean;
}

/**
 * The sets of a run in the order played. A set's level is that of its items; a set of difficult items only is a
 * difficult set, any other a mixed one. The pass mark is the one the staircase applied to the set's size.
 */
export function summarizeSets(rows: readonly SummaryRow[], config: PlacementConfig): SetSummary[] {
  const rounds = [...new Set(rows.map((r) => r.round))].sort((a, b) => a - b);
  const sets: SetSummary[] = [];
  for (const round of rounds) {
    const ofRound = rows.filter((r) => r.round === round);
    const items = ofRound.map((r) => r.item).filter((i): i is NonNullable<SummaryRow["item"]> => !!i);
    if (items.length === 0) continue;
    const setType: PlacementSetType = items.every((i) => i.difficulty === "difficult") ? "difficult" : "mixed";
    const correct = ofRound.filter((r) => r.correct).length;
    const mark = passMark(setType, ofRound.length, config);
    sets.push({
      round,
      cefr: items[0].cefr,
      setType,
      correct,
      answered: ofRound.filter((r) => r.value !== "").length,
      total: ofRound.length,
      passMark: mark,
      passed: correct >= mark,
    });
  }
  return sets;
}

/** Seconds a learner needs per item on average (a gap sentence takes less, a short text more). */
export const SECONDS_PER_ITEM = 30;

/** The expected length of a run in minutes, rounded outwards to five minutes. */
export function minutesOf(bounds: RunBounds, secondsPerItem = SECONDS_PER_ITEM): { min: number; max: number } {
  const min = Math.max(5, Math.floor((bounds.minItems * secondsPerItem) / 60 / 5) * 5);
  const max = Math.max(min, Math.ceil((bounds.maxItems * secondsPerItem) / 60 / 5) * 5);
  return { min, max };
}
