import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Speaking (issue 14): speaking tasks on sub-questions (preparation time, longest recording, model audio), a
 * speaking time limit on exams, and the learners' recordings (owner, task, media key, measured length).
 */
export class Speaking1767300000000 implements MigrationInterface {
  name = "Speaking1767300000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "recordings" ("id" uuid NOT NULL, "user_id" integer NOT NULL, "sub_question_id" integer, "media_key" character varying(255) NOT NULL, "content_type" character varying(100) NOT NULL, "size" integer NOT NULL, "duration_seconds" double precision NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8c3247d5ee4551d59bb2115a484" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "recordings_user_idx" ON "recordings" ("user_id") `);
    await q.query(`ALTER TABLE "sub_questions" ADD "prep_seconds" integer`);
    await q.query(`ALTER TABLE "sub_questions" ADD "max_record_seconds" integer`);
    await q.query(`ALTER TABLE "sub_questions" ADD "model_audio" character varying(255)`);
    await q.query(`ALTER TABLE "sub_questions" ADD "model_audio_mp3" character varying(255)`);
    await q.query(`ALTER TABLE "exams" ADD "speaking_minutes" integer`);
    await q.query(
      `ALTER TABLE "recordings" ADD CONSTRAINT "FK_dff6133071fb6c0d947b5e7b509" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "recordings" ADD CONSTRAINT "FK_f3f8d10e1ebbb7ff911d119f5c6" FOREIGN KEY ("sub_question_id") REFERENCES "sub_questions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "recordings"`);
    await q.query(`ALTER TABLE "exams" DROP COLUMN "speaking_minutes"`);
    for (const c of ["model_audio_mp3", "model_audio", "max_record_seconds", "prep_seconds"])
      await q.query(`ALTER TABLE "sub_questions" DROP COLUMN "${c}"`);
  }
}
