import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The exam player (issue 19): a learner's extended time (a factor on every module's limit, granted by an admin or
 * teacher) and the player's settings kept per registered learner (text size, high contrast, volume).
 */
export class PlayerSettings1767500000000 implements MigrationInterface {
  name = "PlayerSettings1767500000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "time_factor" double precision NOT NULL DEFAULT '1'`);
    await q.query(`ALTER TABLE "users" ADD "player_settings" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "player_settings"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "time_factor"`);
  }
}
