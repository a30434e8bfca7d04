import type { MigrationInterface, QueryRunner } from "typeorm";
import { PASSAGES } from "./1768950000000-ReadingLength.data";

/**
 * Content data, no schema change (issue 29): the Goethe B2 and C1 mocks' reading texts at the official length. The seed
 * brings them into an empty database; this brings them into one seeded before. Only the passages change (no item, key,
 * option or pool), so no learner's answer moves. A passage an editor has changed since the seed is left as it is;
 * down() puts back the shorter text where the longer one is still there.
 */
export class ReadingLength1768950000000 implements MigrationInterface {
  name = "ReadingLength1768950000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const p of PASSAGES) await this.swap(q, p.e, p.b, p.from, p.to);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const p of PASSAGES) await this.swap(q, p.e, p.b, p.to, p.from);
  }

  private async swap(q: QueryRunner, exam: string, position: number, from: string, to: string): Promise<void> {
    await q.query(
      `UPDATE question_blocks b SET passage = $4 FROM exams e
        WHERE e.id = b.exam_id AND e.content_key = $1 AND b.position = $2 AND b.passage = $3`,
      [exam, position, from, to],
    );
  }
}
