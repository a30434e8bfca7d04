import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Course mails (issue 30 §5): each user's setting "E-Mails zu Kursen" (on by default), and one row per mail sent,
 * claimed under a unique key before it goes out, so that two server processes never send the same mail twice.
 */
export class CourseNotifications1768550000000 implements MigrationInterface {
  name = "CourseNotifications1768550000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "course_mails" boolean NOT NULL DEFAULT true`);
    await q.query(
      `CREATE TABLE "notification_sends" ("id" SERIAL NOT NULL, "key" character varying(200) NOT NULL,
        "kind" character varying(24) NOT NULL, "user_id" integer NOT NULL,
        "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_97112f3ed8784fdb76b202aafdb" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "notification_sends_key_idx" ON "notification_sends" ("key")`);
    await q.query(`CREATE INDEX "notification_sends_user_idx" ON "notification_sends" ("user_id")`);
    await q.query(
      `ALTER TABLE "notification_sends" ADD CONSTRAINT "FK_3557ea445495fa01f478cc6c920" FOREIGN KEY ("user_id")
        REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification_sends"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "course_mails"`);
  }
}
