import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Practice that does not recycle (issue 28): when a learner last opened each page's review (block_reviews), so a
 * drill starts with pages not seen or not seen lately; and the items a drill asks (attempts.item_ids), so a
 * mistakes drill shows only the items answered wrong, on their page for context.
 */
export class PracticeRecycles1768360000000 implements MigrationInterface {
  name = "PracticeRecycles1768360000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "block_reviews" ("user_id" integer NOT NULL, "block_id" integer NOT NULL,
        "reviewed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_4764187b9e599acb172841b9ce8" PRIMARY KEY ("user_id", "block_id"))`,
    );
    await q.query(
      `ALTER TABLE "block_reviews" ADD CONSTRAINT "FK_4256892d014db50bdc66aa58032" FOREIGN KEY ("user_id")
        REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "block_reviews" ADD CONSTRAINT "FK_83a7b938f8ea5bd0dc97d2cf3da" FOREIGN KEY ("block_id")
        REFERENCES "question_blocks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`ALTER TABLE "attempts" ADD "item_ids" integer array`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "attempts" DROP COLUMN "item_ids"`);
    await q.query(`DROP TABLE "block_reviews"`);
  }
}
