import type { EntityManager } from "typeorm";

/**
 * Moves everything a guest did into an account, inside the caller's transaction, then deletes the guest.
 *
 * - Submitted attempts and open attempts of exams the account has no open attempt of: re-owned as they are.
 * - Both hold an open attempt of the same exam: the account's attempt stays, the guest's answers are merged
 *   into it (per sub-question the more recently saved answer wins, so no answer that is still the learner's
 *   latest choice is lost), audio plays keep the higher count, the current page the further one, module
 *   start times the earlier one; the emptied guest attempt is deleted.
 * - Placement runs: finished runs are re-owned. Both hold an open run: the run with more responses stays
 *   open (the account's on a tie) and the other open run is discarded, since one run cannot absorb another's
 *   staircase.
 */
export async function mergeGuestInto(em: EntityManager, guestId: number, accountId: number): Promise<void> {
  if (guestId === accountId) return;
  const conflicts: { guest: number; account: number }[] = await em.query(
    `SELECT g.id AS guest, a.id AS account
       FROM attempts g JOIN attempts a ON a.exam_id = g.exam_id AND a.user_id = $2 AND a.status = 'in_progress' AND a.kind = 'mock'
        AND a.assignment_id IS NULL
      WHERE g.user_id = $1 AND g.status = 'in_progress' AND g.kind = 'mock'`,
    [guestId, accountId],
  );
  for (const { guest, account } of conflicts) {
    await em.query(
      `INSERT INTO attempt_answers (attempt_id, sub_question_id, value, updated_at)
       SELECT $2, sub_question_id, value, updated_at FROM attempt_answers WHERE attempt_id = $1
       ON CONFLICT (attempt_id, sub_question_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
        WHERE attempt_answers.updated_at < EXCLUDED.updated_at`,
      [guest, account],
    );
    await em.query(
      `INSERT INTO attempt_audio_plays (attempt_id, block_id, text, plays)
       SELECT $2, block_id, text, plays FROM attempt_audio_plays WHERE attempt_id = $1
       ON CONFLICT (attempt_id, block_id, text) DO UPDATE SET plays = GREATEST(attempt_audio_plays.plays, EXCLUDED.plays)`,
      [guest, account],
    );
    await em.query(
      `UPDATE attempts a SET
          current_page = GREATEST(a.current_page, g.current_page),
          started_at = LEAST(a.started_at, g.started_at),
          module_started_at = (
            SELECT COALESCE(jsonb_object_agg(k, CASE WHEN a.module_started_at->>k IS NULL THEN g.module_started_at->k
                                                      WHEN g.module_started_at->>k IS NULL THEN a.module_started_at->k
                                                      ELSE to_jsonb(LEAST(a.module_started_at->>k, g.module_started_at->>k)) END), '{}'::jsonb)
              FROM (SELECT jsonb_object_keys(a.module_started_at) AS k UNION SELECT jsonb_object_keys(g.module_started_at)) keys)
         FROM attempts g
        WHERE a.id = $2 AND g.id = $1`,
      [guest, account],
    );
    await em.query(`DELETE FROM attempts WHERE id = $1`, [guest]);
  }
  await em.query(`UPDATE attempts SET user_id = $2 WHERE user_id = $1`, [guestId, accountId]);
  // the guest's recordings follow the answers that name them
  await em.query(`UPDATE recordings SET user_id = $2 WHERE user_id = $1`, [guestId, accountId]);

  const open: { id: number; user_id: number; responses: string }[] = await em.query(
    `SELECT r.id, r.user_id, (SELECT count(*) FROM placement_responses p WHERE p.run_id = r.id) AS responses
       FROM placement_runs r WHERE r.user_id IN ($1, $2) AND r.status = 'in_progress'`,
    [guestId, accountId],
  );
  const guestRun = open.find((r) => r.user_id === guestId);
  const accountRun = open.find((r) => r.user_id === accountId);
  if (guestRun && accountRun) {
    const loser = Number(guestRun.responses) > Number(accountRun.responses) ? accountRun : guestRun;
    await em.query(`DELETE FROM placement_runs WHERE id = $1`, [loser.id]);
  }
  await em.query(`UPDATE placement_runs SET user_id = $2 WHERE user_id = $1`, [guestId, accountId]);
  await em.query(`DELETE FROM users WHERE id = $1 AND is_guest`, [guestId]);
}
