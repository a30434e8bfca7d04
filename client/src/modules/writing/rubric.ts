import type { RubricFieldsFragment } from "../../gql/graphql";

/** A choice of one band per criterion: criterion key → the band's letter. */
export type BandChoice = Record<string, string>;

/** The assessAnswer / calibrate input for a full choice (each score is one band's points), or null while incomplete. */
export function scoresOf(rubric: RubricFieldsFragment, choice: BandChoice): { key: string; points: number }[] | null {
  const out: { key: string; points: number }[] = [];
  for (const c of rubric.criteria) {
    const band = c.bands.find((b) => b.band === choice[c.key]);
    if (!band) return null;
    out.push({ key: c.key, points: band.points });
  }
  return out;
}

/** The choice an earlier assessment made (to start a new one from it). */
export function choiceOf(scores: readonly { key: string; band: string }[] | undefined): BandChoice {
  return Object.fromEntries((scores ?? []).map((s) => [s.key, s.band]));
}

/** Points as the learner's language writes them (7,5 in German). */
export function formatPoints(points: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(points);
}
