import type { MigrationInterface, QueryRunner } from "typeorm";
import { COMMENTS } from "./1768960000000-CalibrationLanguages.data";

/**
 * Content data, no schema change (issue 29 point 5): the calibration comments of the writing rubrics had German and
 * English only; the seed now writes them in Arabic, French and Spanish as well. This adds the three languages to a
 * database seeded before, where the rubric still has the German comment the seed wrote (an edited one is left alone);
 * down() takes them out again.
 */
export class CalibrationLanguages1768960000000 implements MigrationInterface {
  name = "CalibrationLanguages1768960000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const { key, comment } of COMMENTS)
      await q.query(
        `UPDATE rubrics SET calibration = jsonb_set(calibration, '{comment}', calibration->'comment' || $2::jsonb)
          WHERE key = $1 AND calibration->'comment'->>'de' = $3`,
        [key, JSON.stringify({ ar: comment.ar, fr: comment.fr, es: comment.es }), comment.de],
      );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const { key, comment } of COMMENTS)
      await q.query(
        `UPDATE rubrics SET calibration = jsonb_set(calibration, '{comment}', (calibration->'comment') - 'ar' - 'fr' - 'es')
          WHERE key = $1 AND calibration->'comment'->>'de' = $2`,
        [key, comment.de],
      );
  }
}
