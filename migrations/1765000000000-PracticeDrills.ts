import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Practice drills (modules/practice): an attempt is a mock or a drill. A drill has its own ordered block list
 * across the exams of a level, the practice set it was built from, and its checked (locked) items. One open
 * mock per exam and one open drill per practice set.
 */
export class PracticeDrills1765000000000 implements MigrationInterface {
  name = "PracticeDrills1765000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "attempts" ADD "kind" character varying(8) NOT NULL DEFAULT 'mock'`);
    await q.query(`ALTER TABLE "attempts" ADD "block_ids" integer array`);
    await q.query(`ALTER TABLE "attempts" ADD "practice_set" character varying(60)`);
    await q.query(`ALTER TABLE "attempts" ADD "checked" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`DROP INDEX "public"."attempts_one_open_per_exam"`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_per_exam" ON "attempts" ("user_id", "exam_id") WHERE "status" = 'in_progress' AND "kind" = 'mock'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_drill_per_set" ON "attempts" ("user_id", "practice_set") WHERE "status" = 'in_progress' AND "kind" = 'drill'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."attempts_one_open_drill_per_set"`);
    await q.query(`DROP INDEX "public"."attempts_one_open_per_exam"`);
    await q.query(`DELETE FROM "attempts" WHERE "kind" = 'drill'`);
    await q.query(
      `CREATE UNIQUE INDEX "attempts_one_open_per_exam" ON "attempts" ("user_id", "exam_id") WHERE "status" = 'in_progress'`,
    );
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "checked"`);
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "practice_set"`);
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "block_ids"`);
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "kind"`);
  }
}
