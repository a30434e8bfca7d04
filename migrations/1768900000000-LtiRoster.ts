import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * LTI Names and Role Provisioning Services (issue 31): a platform context remembers its membership URL (from the
 * launch's claim) and when its roster was last imported.
 */
export class LtiRoster1768900000000 implements MigrationInterface {
  name = "LtiRoster1768900000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lti_contexts" ADD "memberships_url" character varying(1000)`);
    await q.query(`ALTER TABLE "lti_contexts" ADD "roster_imported_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lti_contexts" DROP COLUMN "roster_imported_at"`);
    await q.query(`ALTER TABLE "lti_contexts" DROP COLUMN "memberships_url"`);
  }
}
