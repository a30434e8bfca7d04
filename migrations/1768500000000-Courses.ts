import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Courses (issue 30): courses with a join code, membership periods of teachers and learners, assignments, and the
 * attempt an assignment was started for (attempts.assignment_id). An assignment's attempt is not the learner's own
 * open attempt of its exam or set: the indexes that keep one open attempt per exam (and per set) leave it out, and one
 * of its own keeps one attempt per learner and assignment.
 */
export class Courses1768500000000 implements MigrationInterface {
  name = "Courses1768500000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "courses" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "family" character varying(10),
        "cefr" character varying(2), "archived" boolean NOT NULL DEFAULT false, "join_code" character varying(8),
        "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_3f70a487cc718ad8eda4e6d58c9" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "courses_join_code_key" ON "courses" ("join_code")`);
    await q.query(
      `CREATE TABLE "assignments" ("id" SERIAL NOT NULL, "course_id" integer NOT NULL, "title" character varying(200) NOT NULL,
        "note" text, "exam_id" integer, "practice_set" character varying(60),
        "skills" character varying(10) array NOT NULL DEFAULT '{}', "mode" character varying(10) NOT NULL DEFAULT 'exam',
        "starts_at" TIMESTAMP WITH TIME ZONE, "due_at" TIMESTAMP WITH TIME ZONE, "created_by" integer,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c54ca359535e0012b04dcbd80ee" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "assignments_course_idx" ON "assignments" ("course_id", "due_at")`);
    await q.query(
      `CREATE TABLE "course_members" ("id" SERIAL NOT NULL, "course_id" integer NOT NULL, "user_id" integer NOT NULL,
        "role" character varying(8) NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "left_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_68537513f5bafa260b9cb8d6cc8" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "course_members_user_idx" ON "course_members" ("user_id", "course_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "course_members_one_open" ON "course_members" ("course_id", "user_id") WHERE "left_at" IS NULL`,
    );
    await q.query(`ALTER TABLE "attempts" ADD "assignment_id" integer`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_per_assignment" ON "attempts" ("user_id", "assignment_id") WHERE "assignment_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "public"."attempts_one_open_per_exam"`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_per_exam" ON "attempts" ("user_id", "exam_id")
        WHERE "status" = 'in_progress' AND "kind" = 'mock' AND "assignment_id" IS NULL`,
    );
    await q.query(`DROP INDEX "public"."attempts_one_open_drill_per_set"`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_drill_per_set" ON "attempts" ("user_id", "practice_set")
        WHERE "status" = 'in_progress' AND "kind" = 'drill' AND "assignment_id" IS NULL`,
    );
    await q.query(
      `ALTER TABLE "courses" ADD CONSTRAINT "FK_16fcd8ab8bc042688984d5b3934" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "assignments" ADD CONSTRAINT "FK_33f833f305070d2d4e6305d8a0c" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "assignments" ADD CONSTRAINT "FK_2f844522687b2cd1bd8b243c2f1" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "assignments" ADD CONSTRAINT "FK_03fa66c20619cbc55aa4ebc69bd" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempts" ADD CONSTRAINT "FK_85511f2909ac1fea283a611eac1" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "course_members" ADD CONSTRAINT "FK_0e7d39c0ab6ed43c0e212da8878" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "course_members" ADD CONSTRAINT "FK_3d978a30c809056adf6d0da7ae8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."attempts_one_open_drill_per_set"`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_drill_per_set" ON "attempts" ("user_id", "practice_set") WHERE "status" = 'in_progress' AND "kind" = 'drill'`,
    );
    await q.query(`DROP INDEX "public"."attempts_one_open_per_exam"`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_per_exam" ON "attempts" ("user_id", "exam_id") WHERE "status" = 'in_progress' AND "kind" = 'mock'`,
    );
    await q.query(`ALTER TABLE "attempts" DROP CONSTRAINT "FK_85511f2909ac1fea283a611eac1"`);
    await q.query(`DROP INDEX "public"."attempts_one_per_assignment"`);
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "assignment_id"`);
    await q.query(`DROP TABLE "course_members"`);
    await q.query(`DROP TABLE "assignments"`);
    await q.query(`DROP TABLE "courses"`);
  }
}
