import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Listening study mode and word deck (issue 16 §6): the sentence timings of a block's recording (loaded with the
 * content), and each registered learner's words as spaced-repetition cards (ts-fsrs state, due date, note).
 */
export class StudyWords1767700000000 implements MigrationInterface {
  name = "StudyWords1767700000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "question_blocks" ADD "audio_cues" jsonb`);
    await q.query(
      `CREATE TABLE "word_cards" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "word" character varying(80) NOT NULL, "sentence" character varying(600) NOT NULL, "source" character varying(300) NOT NULL, "block_id" integer, "note" character varying(500), "due" TIMESTAMP WITH TIME ZONE NOT NULL, "fsrs" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "word_cards_user_word_sentence_key" UNIQUE ("user_id", "word", "sentence"), CONSTRAINT "PK_d63f33f79b1046cbf80ad748505" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "word_cards_user_due_idx" ON "word_cards" ("user_id", "due") `);
    await q.query(
      `ALTER TABLE "word_cards" ADD CONSTRAINT "FK_2be4b177ac297301a8538040ddf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "word_cards" ADD CONSTRAINT "FK_f4665dbe51e3debe6218319e53e" FOREIGN KEY ("block_id") REFERENCES "question_blocks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "word_cards"`);
    await q.query(`ALTER TABLE "question_blocks" DROP COLUMN "audio_cues"`);
  }
}
