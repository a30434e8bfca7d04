import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Content data, no schema change (issue 28): the model solutions of some matching items were loaded with their
 * option's letter twice and cut off ("a) a) Tanzschule Schwung: … 14–1…"), and the review showed them so. Each such
 * solution becomes its key's option as the block's pool words it ("a) Tanzschule Schwung: … 120 € pro Paar."), which
 * the review then recognises as the key said again. Solutions an editor has changed since stay as they are.
 */
export class MatchingSolutionLetters1768300000000 implements MigrationInterface {
  name = "MatchingSolutionLetters1768300000000";

  public async up(q: QueryRunner): Promise<void> {
    const doubled = `'^([a-z0-9])\\) \\1\\)'`;
    await q.query(
      `UPDATE "sub_questions" s
          SET "model_solution" = (
            SELECT jsonb_object_agg(e.key, CASE WHEN o.label IS NOT NULL AND e.value #>> '{}' ~ ${doubled} THEN to_jsonb(
              CASE WHEN o.label LIKE s."correct_answer" || ') %' THEN o.label ELSE s."correct_answer" || ') ' || o.label END
            ) ELSE e.value END)
              FROM jsonb_each(s."model_solution") e
              LEFT JOIN LATERAL (
                SELECT p ->> 'label' AS label
                  FROM "question_blocks" b, jsonb_array_elements(b."option_pool") p
                 WHERE b."id" = s."block_id" AND p ->> 'value' = s."correct_answer" AND p ->> 'label' <> ''
                 LIMIT 1
              ) o ON true
          )
        WHERE s."answer_type" = 'matching'
          AND EXISTS (SELECT 1 FROM jsonb_each_text(s."model_solution") t WHERE t.value ~ ${doubled})`,
    );
  }

  /** The cut-off texts are not worth restoring. */
  public async down(): Promise<void> {}
}
