import type { RubricFieldsFragment } from "../../gql/graphql";

/** The teacher's choice: criterion key → band letter. */
export type Bands = Record<string, string>;

/** The bands an earlier grade chose (the form starts from it). */
export function bandsOf(scores: readonly { key: string; band: string }[] | undefined): Bands {
  return Object.fromEntries((scores ?? []).map((s) => [s.key, s.band]));
}

/** The assessAnswer scores (each one band's points), or null while a criterion has no band. */
export function scoresFor(rubric: RubricFieldsFragment, bands: Bands): { key: string; points: number }[] | null {
  const out: { key: string; points: number }[] = [];
  for (const c of rubric.criteria) {
    const band = c.bands.find((b) => b.band === bands[c.key]);
    if (!band) return null;
    out.push({ key: c.key, points: band.points });
  }
  return out;
}
