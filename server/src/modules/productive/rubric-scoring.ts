import type { CriterionScoreData } from "./assessment.entity";
import type { CriterionData, RubricScheme } from "./rubric.entity";

/** What scoring needs of a rubric. */
export interface RubricRule {
  scheme: RubricScheme;
  weight: number;
  criteria: Pick<CriterionData, "key" | "zeroesTask" | "bands">[];
}

/** One criterion as a rater submits it: its key and the points of one of its bands. */
export interface ScoreInput {
  key: string;
  points: number;
}

/** Why a rating was refused, per input position (`scores.<i>.key`, `scores.<i>.points`) or for the whole list. */
export type ScoreProblem =
  | { field: string; reason: "UNKNOWN_CRITERION"; key: string }
  | { field: string; reason: "DUPLICATE_CRITERION"; key: string }
  | { field: string; reason: "NOT_A_BAND"; key: string; allowed: number[] }
  | { field: "scores"; reason: "MISSING_CRITERIA"; keys: string[] };

export interface RubricScore {
  scores: CriterionScoreData[];
  /** The task's points by the official rule: the bands' points summed, times the weight (telc); 0 when zeroed. */
  total: number;
  maxPoints: number;
  /** Goethe: a criterion marked zeroesTask was rated at its lowest band (E in task fulfilment). */
  zeroed: boolean;
}

const EPSILON = 1e-9;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The most a task can score on this rubric. */
export function maxPointsOf(rule: RubricRule): number {
  return round2(rule.criteria.reduce((n, c) => n + Math.max(0, ...c.bands.map((b) => b.points)), 0) * rule.weight);
}

/**
 * Applies a rubric's official rule to one rating. Scores are discrete: each criterion's points must be
 * those of one of its bands (Goethe A–E with points per task; telc A/B/C/D = 5/3/1/0; completion: full,
 * half or none of an item's points). Every criterion is rated exactly once. Goethe: the lowest band in a
 * criterion marked `zeroesTask` (task fulfilment E) makes the whole task 0. Every scheme: the criteria's
 * points are summed and multiplied by the weight (telc × 3 for Schreiben at B1; Start Deutsch 1 × 5/3 to
 * bring 15 raw points to 25). Returns the problems instead when the rating does not fit the rubric.
 */
export function scoreRubric(
  rule: RubricRule,
  input: ScoreInput[],
): { ok: true; score: RubricScore } | { ok: false; problems: ScoreProblem[] } {
  const problems: ScoreProblem[] = [];
  const byKey = new Map(rule.criteria.map((c) => [c.key, c]));
  const seen = new Set<string>();
  const scores: CriterionScoreData[] = [];
  input.forEach((s, i) => {
    const criterion = byKey.get(s.key);
    if (!criterion) return problems.push({ field: `scores.${i}.key`, reason: "UNKNOWN_CRITERION", key: s.key });
    if (seen.has(s.key)) return problems.push({ field: `scores.${i}.key`, reason: "DUPLICATE_CRITERION", key: s.key });
    seen.add(s.key);
    const band = criterion.bands.find((b) => Number.isFinite(s.points) && Math.abs(b.points - s.points) < EPSILON);
    if (!band)
      return problems.push({
        field: `scores.${i}.points`,
        reason: "NOT_A_BAND",
        key: s.key,
        allowed: criterion.bands.map((b) => b.points),
      });
    scores.push({ key: s.key, band: band.band, points: band.points });
  });
  const missing = rule.criteria.filter((c) => !seen.has(c.key)).map((c) => c.key);
  if (missing.length && !problems.length) problems.push({ field: "scores", reason: "MISSING_CRITERIA", keys: missing });
  if (problems.length) return { ok: false, problems };

  // keep the rubric's order, whatever the input's
  scores.sort((a, b) => rule.criteria.findIndex((c) => c.key === a.key) - rule.criteria.findIndex((c) => c.key === b.key));
  const zeroed =
    rule.scheme === "goethe" &&
    scores.some((s) => {
      const c = byKey.get(s.key)!;
      return c.zeroesTask && s.points <= Math.min(...c.bands.map((b) => b.points)) + EPSILON;
    });
  const sum = scores.reduce((n, s) => n + s.points, 0);
  const total = zeroed ? 0 : round2(sum * rule.weight);
  return { ok: true, score: { scores, total, maxPoints: maxPointsOf(rule), zeroed } };
}

/**
 * A stored rating's points on the task's current maximum: its own total where the rubric's maximum is still the one it
 * was rated against, else the same share of the new maximum (a rubric rebuilt since, issue 29: the rating itself stays
 * as it was given, with its criteria, bands and total).
 */
export function pointsNow(rating: { total: number; maxPoints: number }, maxPoints: number): number {
  if (!(rating.maxPoints > 0) || Math.abs(rating.maxPoints - maxPoints) < 1e-6) return rating.total;
  return round2((rating.total * maxPoints) / rating.maxPoints);
}

/** Bands of the telc scheme: A/B/C/D = 5/3/1/0 [3rd: telc rating guides as summarised by publishers]. */
export const TELC_BANDS = [
  { band: "A", points: 5 },
  { band: "B", points: 3 },
  { band: "C", points: 1 },
  { band: "D", points: 0 },
] as const;

/**
 * Bands of the completion scheme for an item worth `top` points: A = full (the item done and understood), B = half
 * (done only in part for language or content), C = none [3rd: Start Deutsch 1 rating of Sprechen as published in a
 * publisher's test booklet; the Start Deutsch 1 Übungssatz's "Bewertung Sprechen" [mem]].
 */
export function completionBands(top: number): { band: string; points: number }[] {
  return [
    { band: "A", points: round2(top) },
    { band: "B", points: round2(top / 2) },
    { band: "C", points: 0 },
  ];
}

/**
 * Why a criterion's bands break its scheme's rule, or null when they keep it: telc bands are A/B/C/D = 5/3/1/0 (or a
 * part of them); completion bands are exactly A/B/C = full/half/none of a positive top. Goethe bands only fall to 0
 * (checked with every scheme by the callers).
 */
export function schemeBandsProblem(
  scheme: RubricScheme,
  bands: readonly { band: string; points: number }[],
): "TELC_BANDS" | "COMPLETION_BANDS" | null {
  const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;
  if (scheme === "telc")
    return bands.every((b) => TELC_BANDS.some((t) => t.band === b.band && same(t.points, b.points))) ? null : "TELC_BANDS";
  if (scheme === "completion") {
    const want = completionBands(bands[0]?.points ?? 0);
    const fits =
      bands.length === 3 &&
      bands[0].points > EPSILON &&
      bands.every((b, i) => b.band === want[i].band && same(b.points, want[i].points));
    return fits ? null : "COMPLETION_BANDS";
  }
  return null;
}

/** Goethe bands A–E for a criterion worth `top` points: A = top, then quarters down to E = 0. */
export function goetheBands(top: number): { band: string; points: number }[] {
  return ["A", "B", "C", "D", "E"].map((band, i) => ({ band, points: round2((top * (4 - i)) / 4) }));
}
