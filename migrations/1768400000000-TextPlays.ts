import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Listening as the exam plays it (issue 28): a Teil whose texts share one recording plays each text by itself, so the
 * server counts the plays of each text (text 1, 2, …); text 0 is the whole recording, as before.
 */
export class TextPlays1768400000000 implements MigrationInterface {
  name = "TextPlays1768400000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "attempt_audio_plays" ADD "text" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "attempt_audio_plays" DROP CONSTRAINT "PK_de1df926d16ffc92ba4533b5afe"`);
    await q.query(
      `ALTER TABLE "attempt_audio_plays" ADD CONSTRAINT "PK_attempt_audio_plays" PRIMARY KEY ("attempt_id", "block_id", "text")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "attempt_audio_plays" WHERE "text" <> 0`);
    await q.query(`ALTER TABLE "attempt_audio_plays" DROP CONSTRAINT "PK_attempt_audio_plays"`);
    await q.query(
      `ALTER TABLE "attempt_audio_plays" ADD CONSTRAINT "PK_de1df926d16ffc92ba4533b5afe" PRIMARY KEY ("attempt_id", "block_id")`,
    );
    await q.query(`ALTER TABLE "attempt_audio_plays" DROP COLUMN "text"`);
  }
}
