import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * LTI 1.3 (issue 31): registered learning platforms, the tool's own RS256 key pair (kept here so every replica signs
 * with one key), single-use login and picker states, the platform users' own accounts (iss + sub), the contexts that
 * became courses, the assignments made by deep linking with their line items, and each score's way to the gradebook.
 */
export class Lti1768700000000 implements MigrationInterface {
  name = "Lti1768700000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "lti_platforms" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "issuer" character varying(500) NOT NULL, "client_id" character varying(255) NOT NULL, "deployment_ids" character varying(255) array NOT NULL DEFAULT '{}', "auth_login_url" character varying(1000) NOT NULL, "access_token_url" character varying(1000) NOT NULL, "jwks_url" character varying(1000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4c8406fcb347bf7b1fc8a12441" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "lti_platforms_issuer_client_key" ON "lti_platforms"  ("issuer", "client_id") `);
    await q.query(
      `CREATE TABLE "lti_keys" ("kid" character varying(64) NOT NULL, "private_pem" text NOT NULL, "public_jwk" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_64c1551d2d006c7fb61f587be62" PRIMARY KEY ("kid"))`,
    );
    await q.query(
      `CREATE TABLE "lti_states" ("state_hash" character(64) NOT NULL, "kind" character varying(10) NOT NULL, "platform_id" integer NOT NULL, "nonce" character varying(64), "payload" jsonb NOT NULL DEFAULT '{}', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_07b9e08be1d1f8bf5cca59d3087" PRIMARY KEY ("state_hash"))`,
    );
    await q.query(`CREATE INDEX "lti_states_expires_idx" ON "lti_states"  ("expires_at") `);
    await q.query(
      `CREATE TABLE "lti_accounts" ("id" SERIAL NOT NULL, "platform_id" integer NOT NULL, "sub" character varying(255) NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_714bc46bd58b2f9cb300c3bc243" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "lti_accounts_user_idx" ON "lti_accounts"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "lti_accounts_platform_sub_key" ON "lti_accounts"  ("platform_id", "sub") `);
    await q.query(
      `CREATE TABLE "lti_contexts" ("id" SERIAL NOT NULL, "platform_id" integer NOT NULL, "deployment_id" character varying(255) NOT NULL, "context_id" character varying(255) NOT NULL, "course_id" integer NOT NULL, CONSTRAINT "PK_7e424c25e79ee5b3a1cedf2fc25" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "lti_contexts_key" ON "lti_contexts"  ("platform_id", "deployment_id", "context_id") `);
    await q.query(
      `CREATE TABLE "lti_links" ("assignment_id" integer NOT NULL, "platform_id" integer NOT NULL, "line_item_url" character varying(1000), "score_maximum" double precision NOT NULL DEFAULT '100', CONSTRAINT "PK_13ea9d645ec993ba7d4c22b4bf9" PRIMARY KEY ("assignment_id"))`,
    );
    await q.query(
      `CREATE TABLE "lti_scores" ("attempt_id" integer NOT NULL, "state" character varying(8) NOT NULL, "score_given" double precision NOT NULL, "grading_progress" character varying(12) NOT NULL, "posted_key" character varying(40), "tries" integer NOT NULL DEFAULT '0', "last_error" character varying(500), "next_try_at" TIMESTAMP WITH TIME ZONE, "posted_at" TIMESTAMP WITH TIME ZONE, "graded_through" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_bbf37e2df8a982169e5d205ee51" PRIMARY KEY ("attempt_id"))`,
    );
    await q.query(`CREATE INDEX "lti_scores_due_idx" ON "lti_scores"  ("next_try_at") `);
    await q.query(
      `ALTER TABLE "lti_states" ADD CONSTRAINT "FK_5b2ee289c49d23a8e2993c73bb3" FOREIGN KEY ("platform_id") REFERENCES "lti_platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_accounts" ADD CONSTRAINT "FK_1dec75b5b00896f29c9f39f2f92" FOREIGN KEY ("platform_id") REFERENCES "lti_platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_accounts" ADD CONSTRAINT "FK_536c2bf05a31bce7445d596f159" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_contexts" ADD CONSTRAINT "FK_b30cec36a99236c988948dbe1b6" FOREIGN KEY ("platform_id") REFERENCES "lti_platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_contexts" ADD CONSTRAINT "FK_1c387a6985093fb59fdbacf71ca" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_links" ADD CONSTRAINT "FK_13ea9d645ec993ba7d4c22b4bf9" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_links" ADD CONSTRAINT "FK_450733fd0381043a6831c493643" FOREIGN KEY ("platform_id") REFERENCES "lti_platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "lti_scores" ADD CONSTRAINT "FK_bbf37e2df8a982169e5d205ee51" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "lti_scores"`);
    await q.query(`DROP TABLE "lti_links"`);
    await q.query(`DROP TABLE "lti_contexts"`);
    await q.query(`DROP TABLE "lti_accounts"`);
    await q.query(`DROP TABLE "lti_states"`);
    await q.query(`DROP TABLE "lti_keys"`);
    await q.query(`DROP TABLE "lti_platforms"`);
  }
}
