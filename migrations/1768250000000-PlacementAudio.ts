import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Listening items in the placement bank (issue 28): an item may carry a recording (media key of the .ogg and of its
 * .mp3 twin). Items without one are read as before.
 */
export class PlacementAudio1768250000000 implements MigrationInterface {
  name = "PlacementAudio1768250000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "placement_items" ADD "audio" character varying(255)`);
    await q.query(`ALTER TABLE "placement_items" ADD "audio_mp3" character varying(255)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "placement_items" DROP COLUMN "audio_mp3"`);
    await q.query(`ALTER TABLE "placement_items" DROP COLUMN "audio"`);
  }
}
