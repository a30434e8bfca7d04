/**
 * Mastery's one statement: a learner's item runs (attempts/attempt-item-runs.ts), a few rows per attempt with
 * the results of a page fixed when they counted. A long history answers in a few hundred short rows; nothing is
 * scored again.
 */
import type { DataSource } from "typeorm";
import type { ItemRun } from "./practice.rules";

export const MASTERY_SQL = `
  SELECT r.attempt_id, r.block_id, r.at, r.results
    FROM attempt_item_runs r JOIN attempts a ON a.id = r.attempt_id
   WHERE a.user_id = $1 AND r.block_id = ANY($2::int[])`;

/** A learner's runs on the given blocks, grouped by block id (one statement whatever the number of attempts). */
export async function runsByBlock(ds: DataSource, userId: number, blockIds: number[]): Promise<Map<number, ItemRun[]>> {
  const rows: { attempt_id: number; block_id: number; at: Date; results: string }[] = await ds.query(MASTERY_SQL, [
    userId,
    blockIds,
  ]);
  const byBlock = new Map<number, ItemRun[]>();
  for (const r of rows) {
    const run: ItemRun = { attemptId: r.attempt_id, blockId: r.block_id, at: new Date(r.at), results: r.results };
    const list = byBlock.get(r.block_id);
    if (list) list.push(run);
    else byBlock.set(r.block_id, [run]);
  }
  return byBlock;
}
