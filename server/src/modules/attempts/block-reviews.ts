/**
 * What a learner has seen of a page (block), for practice to prefer pages not seen or not seen lately. A page is
 * seen when
 *
 * - any of its items was answered, in any attempt (mock or drill, open or submitted): seen at the attempt's
 *   submission, or at its start while it is open;
 * - any of its items was checked in a drill (its key shown): seen when checked;
 * - its review was opened by the learner (keys, solutions, transcript): seen then (block_reviews).
 */
import type { DataSource } from "typeorm";

/** Notes that the learner opened the review of a page now (the latest opening is kept). One statement. */
export async function noteReviewed(ds: DataSource, userId: number, blockId: number, at: Date): Promise<void> {
  await ds.query(
    `INSERT INTO block_reviews (user_id, block_id, reviewed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, block_id) DO UPDATE SET reviewed_at = greatest(block_reviews.reviewed_at, EXCLUDED.reviewed_at)`,
    [userId, blockId, at],
  );
}

/** When the learner last saw each of the given pages (absent: never). One statement. */
export async function lastSeenByBlock(ds: DataSource, userId: number, blockIds: number[]): Promise<Map<number, Date>> {
  if (!blockIds.length) return new Map();
  const rows: { block_id: number; seen: Date }[] = await ds.query(
    `SELECT block_id, max(seen) AS seen FROM (
       SELECT sq.block_id, coalesce(a.submitted_at, a.started_at) AS seen
         FROM attempts a JOIN attempt_answers ans ON ans.attempt_id = a.id JOIN sub_questions sq ON sq.id = ans.sub_question_id
        WHERE a.user_id = $1 AND sq.block_id = ANY($2::int[])
       UNION ALL
       SELECT sq.block_id, (a.checked -> k.id ->> 'at')::timestamptz
         FROM attempts a CROSS JOIN LATERAL jsonb_object_keys(a.checked) AS k(id) JOIN sub_questions sq ON sq.id = k.id::int
        WHERE a.user_id = $1 AND a.checked <> '{}'::jsonb AND sq.block_id = ANY($2::int[])
       UNION ALL
       SELECT block_id, reviewed_at FROM block_reviews WHERE user_id = $1 AND block_id = ANY($2::int[])) s
     GROUP BY block_id`,
    [userId, blockIds],
  );
  return new Map(rows.map((r) => [r.block_id, new Date(r.seen)]));
}
