import type { MigrationInterface, QueryRunner } from "typeorm";

/** Extended time granted by teachers too (issue 19 §3): who granted a learner's time factor last, and when. */
export class TimeFactorGrant1767900000000 implements MigrationInterface {
  name = "TimeFactorGrant1767900000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "time_factor_granted_by" integer`);
    await q.query(`ALTER TABLE "users" ADD "time_factor_granted_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_77da159a0a2eea047daa2767720" FOREIGN KEY ("time_factor_granted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_77da159a0a2eea047daa2767720"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "time_factor_granted_at"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "time_factor_granted_by"`);
  }
}
