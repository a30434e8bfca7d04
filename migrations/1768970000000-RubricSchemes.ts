import type { MigrationInterface, QueryRunner } from "typeorm";
import { RUBRICS } from "./1768970000000-RubricSchemes.data";

/**
 * Content data, no schema change (issue 29 point 5): the rubrics rebuilt on the providers' scoring schemes. Start
 * Deutsch 1 Sprechen (Goethe and telc A1) is scored by task completion only (scheme `completion`), telc A2 Sprechen on
 * the telc oral criteria, the Goethe B1–C1 interaction Teile on Interaktion instead of Kohärenz, telc A2 Schreiben
 * weighted to 25; every rubric cites the provider's document it follows. The seed writes them into an empty database;
 * this brings a database seeded before up to date, in two parts per rubric: its rule (scheme, weight and criteria) where
 * all three are still as the seed wrote them, its citation (source and certainty) where both are. A rubric edited in
 * the console keeps the editor's version of that part. down() puts the older seed's version back the same way.
 *
 * Assessments are left as they were: a stored rating keeps its scores (criterion keys, bands, points), total and
 * maximum, and still shows as given; the results count it at its own share (total of its own maximum) of the task's
 * current maximum (ProductiveService.outcome), so a criterion that is gone neither loses nor corrupts an old grade.
 */
export class RubricSchemes1768970000000 implements MigrationInterface {
  name = "RubricSchemes1768970000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const r of RUBRICS) await this.apply(q, r.key, "from", "to", r);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const r of RUBRICS) await this.apply(q, r.key, "to", "from", r);
  }

  private async apply(
    q: QueryRunner,
    key: string,
    was: "from" | "to",
    now: "from" | "to",
    r: (typeof RUBRICS)[number],
  ): Promise<void> {
    if (r.rule)
      await q.query(
        `UPDATE rubrics SET scheme = $5, weight = $6, criteria = $7::jsonb, updated_at = now()
          WHERE key = $1 AND scheme = $2 AND weight = $3 AND criteria = $4::jsonb`,
        [
          key,
          r.rule[was].scheme,
          r.rule[was].weight,
          JSON.stringify(r.rule[was].criteria),
          r.rule[now].scheme,
          r.rule[now].weight,
          JSON.stringify(r.rule[now].criteria),
        ],
      );
    if (r.cite)
      await q.query(
        `UPDATE rubrics SET source = $4, certainty = $5, updated_at = now()
          WHERE key = $1 AND source IS NOT DISTINCT FROM $2 AND certainty IS NOT DISTINCT FROM $3`,
        [key, r.cite[was].source, r.cite[was].certainty, r.cite[now].source, r.cite[now].certainty],
      );
  }
}
