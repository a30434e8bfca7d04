import type { EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import { ltiAccountMessages as M } from "./lti-account.messages";

/**
 * Moves everything of an account a learning platform made (`sourceId`) into the learner's existing account
 * (`targetId`), inside the caller's transaction, then deletes the emptied source. Nothing is lost: when both hold work
 * that cannot become one (the same assignment, an open attempt of the same exam or practice set, an open placement
 * test), the link is refused (CONFLICT) and nothing changes. Per-user rows with a key of their own (word cards,
 * calibrations, reviewed blocks) keep the target's copy; an open membership in a course the target already belongs to
 * ends. Every other row that points at the source (found in the catalogue: new tables follow) moves to the target.
 */
export async function mergePlatformAccountInto(em: EntityManager, sourceId: number, targetId: number): Promise<void> {
  const clash: unknown[] = await em.query(
    `SELECT 1 FROM attempts s JOIN attempts t ON t.user_id = $2
              AND ((s.assignment_id IS NOT NULL AND t.assignment_id = s.assignment_id)
                OR (s.status = 'in_progress' AND t.status = 'in_progress' AND s.assignment_id IS NULL AND t.assignment_id IS NULL
                    AND s.kind = t.kind AND (s.exam_id = t.exam_id OR s.practice_set = t.practice_set)))
      WHERE s.user_id = $1
     UNION ALL
     SELECT 1 FROM placement_runs s JOIN placement_runs t ON t.user_id = $2 AND t.status = 'in_progress'
      WHERE s.user_id = $1 AND s.status = 'in_progress'
     LIMIT 1`,
    [sourceId, targetId],
  );
  if (clash.length) throw new AppError("CONFLICT", M.linkConflict, { reason: "LINK_CONFLICT" });

  await em.query(
    `UPDATE course_members s SET left_at = now() WHERE s.user_id = $1 AND s.left_at IS NULL
        AND EXISTS (SELECT 1 FROM course_members t WHERE t.user_id = $2 AND t.course_id = s.course_id AND t.left_at IS NULL)`,
    [sourceId, targetId],
  );
  await em.query(
    `DELETE FROM word_cards s WHERE s.user_id = $1
        AND EXISTS (SELECT 1 FROM word_cards t WHERE t.user_id = $2 AND t.word = s.word AND t.sentence = s.sentence)`,
    [sourceId, targetId],
  );
  await em.query(
    `DELETE FROM calibrations s WHERE s.user_id = $1
        AND EXISTS (SELECT 1 FROM calibrations t WHERE t.user_id = $2 AND t.rubric_id = s.rubric_id)`,
    [sourceId, targetId],
  );
  await em.query(
    `DELETE FROM block_reviews s WHERE s.user_id = $1
        AND EXISTS (SELECT 1 FROM block_reviews t WHERE t.user_id = $2 AND t.block_id = s.block_id)`,
    [sourceId, targetId],
  );
  await em.query(`DELETE FROM one_time_tokens WHERE user_id = $1`, [sourceId]);

  const refs: { tbl: string; col: string }[] = await em.query(
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
  );
  for (const { tbl, col } of refs)
    await em.query(`UPDATE ${tbl} SET "${col.replace(/"/g, '""')}" = $2 WHERE "${col.replace(/"/g, '""')}" = $1`, [
      sourceId,
      targetId,
    ]);

  // an instructor's platform account made a teacher: the account it joins is one
  await em.query(`UPDATE users SET is_teacher = true WHERE id = $2 AND (SELECT is_teacher FROM users WHERE id = $1)`, [
    sourceId,
    targetId,
  ]);
  await em.query(`DELETE FROM users WHERE id = $1`, [sourceId]);
}
