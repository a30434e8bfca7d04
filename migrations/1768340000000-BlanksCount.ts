import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Blanks count (issue 28): the item runs of a submitted mock now hold its unanswered items as wrong, in every module
 * the learner worked on. The runs recorded before are marked unrecorded; the server records them anew once at start
 * (prepare-data.ts), so mastery and the mistakes queue read every attempt the same way.
 */
export class BlanksCount1768340000000 implements MigrationInterface {
  name = "BlanksCount1768340000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "attempts" SET "item_runs_recorded" = false WHERE "status" = 'submitted' AND "kind" = 'mock'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "attempts" SET "item_runs_recorded" = false WHERE "status" = 'submitted' AND "kind" = 'mock'`);
  }
}
