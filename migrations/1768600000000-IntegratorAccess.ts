import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Integrator access (issue 31): personal access tokens (stored as SHA-256 only), signed webhooks and their delivery
 * log. The delivery queue itself is pg-boss's, in its own schema (`pgboss`), which pg-boss creates and migrates.
 */
export class IntegratorAccess1768600000000 implements MigrationInterface {
  name = "IntegratorAccess1768600000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "api_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "token_hash" character(64) NOT NULL, "hint" character varying(16) NOT NULL, "scopes" text array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "api_tokens_user_idx" ON "api_tokens" ("user_id")`);
    await q.query(`CREATE UNIQUE INDEX "api_tokens_hash_unique" ON "api_tokens" ("token_hash")`);
    await q.query(
      `CREATE TABLE "webhooks" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "url" text NOT NULL, "events" text array NOT NULL, "secret" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9e8795cfc899ab7bdaa831e8527" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "webhooks_user_idx" ON "webhooks" ("user_id")`);
    await q.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "webhook_id" integer NOT NULL, "event" character varying(40) NOT NULL, "body" text NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "response_status" integer, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_attempt_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" ("webhook_id", "created_at")`);
    await q.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhooks" ADD CONSTRAINT "FK_0d523f6f997c86e052c49b1455f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_a0286aeb96db651efd1ae2966f2" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP TABLE "webhooks"`);
    await q.query(`DROP TABLE "api_tokens"`);
  }
}
