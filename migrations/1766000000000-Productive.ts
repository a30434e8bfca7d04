import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The productive skills (issue 13): writing tasks on sub-questions and a writing time limit on exams,
 * rubrics, assessments (self and teacher), calibrations, the teacher flag on users, and answers up
 * to 5,000 characters (a written text; the column keeps every saved answer).
 */
export class Productive1766000000000 implements MigrationInterface {
  name = "Productive1766000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "rubrics" ("id" SERIAL NOT NULL, "key" character varying(80) NOT NULL, "family" character varying(10) NOT NULL, "cefr" character varying(2) NOT NULL, "task_kind" character varying(40) NOT NULL, "name" jsonb NOT NULL DEFAULT '{}', "scheme" character varying(10) NOT NULL, "weight" double precision NOT NULL DEFAULT '1', "criteria" jsonb NOT NULL DEFAULT '[]', "source" text, "certainty" character varying(10), "calibration" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3dfcdc7f63f3fa048ebe0293a90" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "rubrics_key_unique" ON "rubrics" ("key") `);
    await q.query(
      `CREATE TABLE "assessments" ("id" SERIAL NOT NULL, "attempt_id" integer NOT NULL, "sub_question_id" integer NOT NULL, "kind" character varying(8) NOT NULL, "assessor_id" integer, "scores" jsonb NOT NULL DEFAULT '[]', "total" double precision NOT NULL, "max_points" double precision NOT NULL, "comment" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3442bd80a00e9111cefca57f6c" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "assessments_sub_idx" ON "assessments" ("sub_question_id") `);
    await q.query(
      `CREATE UNIQUE INDEX "assessments_answer_kind_unique" ON "assessments" ("attempt_id", "sub_question_id", "kind") `,
    );
    await q.query(
      `CREATE TABLE "calibrations" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "rubric_id" integer NOT NULL, "scores" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_862106016f7d55e70021555fd7d" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "calibrations_user_rubric_unique" ON "calibrations" ("user_id", "rubric_id") `);
    await q.query(`ALTER TABLE "sub_questions" ADD "task" text`);
    await q.query(`ALTER TABLE "sub_questions" ADD "points" jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE "sub_questions" ADD "min_words" integer`);
    await q.query(`ALTER TABLE "sub_questions" ADD "max_words" integer`);
    await q.query(`ALTER TABLE "sub_questions" ADD "rubric_key" character varying(80)`);
    await q.query(`ALTER TABLE "exams" ADD "writing_minutes" integer`);
    await q.query(`ALTER TABLE "users" ADD "is_teacher" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "attempt_answers" ALTER COLUMN "value" TYPE character varying(5000)`);
    await q.query(
      `ALTER TABLE "assessments" ADD CONSTRAINT "FK_9e613edb4fc4edfc0b37febe2cd" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "assessments" ADD CONSTRAINT "FK_d35ef4f8deae60121acd24ea9ef" FOREIGN KEY ("sub_question_id") REFERENCES "sub_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "assessments" ADD CONSTRAINT "FK_d516e63ab3c0bb2a2f318a7e24f" FOREIGN KEY ("assessor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "calibrations" ADD CONSTRAINT "FK_3ea2c320d47615d5e55e1a41b2c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "calibrations" ADD CONSTRAINT "FK_907b8fc4f32e6c51c17fc76c72a" FOREIGN KEY ("rubric_id") REFERENCES "rubrics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "calibrations"`);
    await q.query(`DROP TABLE "assessments"`);
    await q.query(`DROP TABLE "rubrics"`);
    await q.query(`DELETE FROM "attempt_answers" WHERE length("value") > 200`);
    await q.query(`ALTER TABLE "attempt_answers" ALTER COLUMN "value" TYPE character varying(200)`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "is_teacher"`);
    await q.query(`ALTER TABLE "exams" DROP COLUMN "writing_minutes"`);
    for (const c of ["rubric_key", "max_words", "min_words", "points", "task"])
      await q.query(`ALTER TABLE "sub_questions" DROP COLUMN "${c}"`);
  }
}
