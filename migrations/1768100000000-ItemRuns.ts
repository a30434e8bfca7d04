import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Practice at the speed of a long history (issue 16): each attempt's results per page, fixed when they count
 * (attempt_item_runs), so that mastery reads a few rows per attempt instead of scoring every answer again. Attempts
 * from before this migration are marked unrecorded; the server records their runs once at start.
 */
export class ItemRuns1768100000000 implements MigrationInterface {
  name = "ItemRuns1768100000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "attempt_item_runs" ("id" SERIAL NOT NULL, "attempt_id" integer NOT NULL, "block_id" integer NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL, "results" character varying(200) NOT NULL,
        CONSTRAINT "PK_attempt_item_runs" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "attempt_item_runs_attempt_idx" ON "attempt_item_runs" ("attempt_id")`);
    await q.query(
      `ALTER TABLE "attempt_item_runs" ADD CONSTRAINT "FK_f6d4226c74507c5ec933565485c" FOREIGN KEY ("attempt_id")
        REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "attempt_item_runs" ADD CONSTRAINT "FK_8067cbcd80e570f06085d6f3bb8" FOREIGN KEY ("block_id")
        REFERENCES "question_blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // existing attempts: not recorded yet (the server records them at start); new ones are recorded as they count
    await q.query(`ALTER TABLE "attempts" ADD "item_runs_recorded" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "attempts" ALTER COLUMN "item_runs_recorded" SET DEFAULT true`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "item_runs_recorded"`);
    await q.query(`DROP TABLE "attempt_item_runs"`);
  }
}
