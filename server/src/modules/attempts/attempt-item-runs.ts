/**
 * Item runs: an attempt's results per page, fixed when they count (see AttemptItemRun). Recorded in the
 * transaction that makes them count (a submission, a drill's check), from the same rows and the same scoring
 * rule the history used to score on every read. What counts (COUNTED_ITEMS, also the practice history's source):
 *
 * - every keyed item of a submitted mock in a module the learner worked on (answered any item of it), dated at
 *   submission. A blank counts as wrong, as in the result ("3 von 7"): leaving an item open is evidence too. A
 *   module left untouched (a learner who sat Lesen only) says nothing and is left out;
 * - an answered item of a submitted drill, dated at submission;
 * - a checked item of a drill counts when it was checked, answered or not (its key was shown), with the verdict
 *   fixed then. A drill's blank that was never checked says nothing: a drill is practice at the learner's pace.
 *
 * Writing and speaking are judged on rubrics, not keys: they are never items here.
 */
import type { DataSource, EntityManager } from "typeorm";
import { skillOf, type BlockType } from "../exams/question-block.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import { isCorrect } from "./scoring";

interface ItemRow {
  attempt_id: number;
  block_id: number;
  block_type: BlockType;
  sub_question_id: number;
  answer_type: AnswerType;
  complete_mode: CompleteMode | null;
  correct_answer: string | null;
  accepted_answers: string[] | null;
  value: string | null;
  checked_correct: boolean | null;
  at: Date;
}

/** The module of a block type in SQL (skillOf). */
const MODULE_SQL = `CASE WHEN b.type IN ('listening', 'listening and image') THEN 'listening' ELSE 'reading' END`;

/**
 * The counted items of the attempts `scope` selects (a condition on attempts `a`, e.g. `a.user_id = $1`), as the
 * CTE `counted`: one row per item and attempt with attempt_id, kind, sub_question_id, block_id, value (null when
 * blank), checked_correct (the verdict fixed by a drill's check, else null) and at. A drill that asks chosen items (a
 * mistakes drill) counts only those.
 */
export function countedItemsCte(scope: string): string {
  return `counted AS MATERIALIZED (
    SELECT attempt_id, kind, sub_question_id, block_id, value, checked_correct, at FROM (
      SELECT a.id AS attempt_id, a.kind, sq.id AS sub_question_id, b.id AS block_id, ans.value,
             (a.checked -> sq.id::text ->> 'correct')::boolean AS checked_correct,
             coalesce((a.checked -> sq.id::text ->> 'at')::timestamptz, a.submitted_at) AS at,
             a.status = 'submitted' AS submitted,
             a.checked ? sq.id::text AS checked,
             a.kind = 'mock' AND bool_or(ans.value IS NOT NULL AND ans.value <> '') OVER (PARTITION BY a.id, ${MODULE_SQL})
               AS worked
        FROM attempts a
        JOIN question_blocks b ON CASE WHEN a.block_ids IS NULL THEN b.exam_id = a.exam_id ELSE b.id = ANY(a.block_ids) END
        JOIN sub_questions sq ON sq.block_id = b.id AND (a.item_ids IS NULL OR sq.id = ANY(a.item_ids))
        LEFT JOIN attempt_answers ans ON ans.attempt_id = a.id AND ans.sub_question_id = sq.id
       WHERE ${scope} AND (a.status = 'submitted' OR a.checked <> '{}'::jsonb)
         AND b.type NOT IN ('writing', 'speaking') AND sq.answer_type <> 'writing') x
     WHERE checked OR (submitted AND (value IS NOT NULL OR worked)))`;
}

/** The items of the given attempts that count, with what scoring needs, in run order. */
const ITEMS_SQL = `
  WITH ${countedItemsCte("a.id = ANY($1::int[])")}
  SELECT i.attempt_id, b.id AS block_id, b.type AS block_type, sq.id AS sub_question_id, sq.answer_type,
         sq.complete_mode, sq.correct_answer, sq.accepted_answers, i.value, i.checked_correct, i.at
    FROM counted i JOIN sub_questions sq ON sq.id = i.sub_question_id JOIN question_blocks b ON b.id = sq.block_id
   ORDER BY i.attempt_id, i.at, b.id, sq.position, sq.id`;

/** Runs of rows: one per attempt, page and moment, "1"/"0" per item in page order. */
export function runsOf(rows: ItemRow[]): { attemptId: number; blockId: number; at: Date; results: string }[] {
  const runs: { attemptId: number; blockId: number; at: Date; results: string }[] = [];
  for (const r of rows) {
    const correct =
      r.checked_correct ??
      isCorrect(
        {
          id: r.sub_question_id,
          skill: skillOf(r.block_type),
          answerType: r.answer_type,
          completeMode: r.complete_mode,
          correctAnswer: r.correct_answer,
          acceptedAnswers: r.accepted_answers ?? [],
        },
        r.value,
      );
    const at = new Date(r.at);
    const last = runs[runs.length - 1];
    if (last && last.attemptId === r.attempt_id && last.blockId === r.block_id && last.at.getTime() === at.getTime())
      last.results += correct ? "1" : "0";
    else runs.push({ attemptId: r.attempt_id, blockId: r.block_id, at, results: correct ? "1" : "0" });
  }
  return runs;
}

/**
 * Records the runs of the given attempts anew (three statements, whatever their number): what counts of them now
 * replaces what was recorded. Call it inside the transaction that changed what counts.
 */
export async function recordItemRuns(em: EntityManager | DataSource, attemptIds: number[]): Promise<void> {
  if (!attemptIds.length) return;
  const runs = runsOf(await em.query(ITEMS_SQL, [attemptIds]));
  await em.query(`DELETE FROM attempt_item_runs WHERE attempt_id = ANY($1::int[])`, [attemptIds]);
  await em.query(
    `WITH runs AS (SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::text[]) AS r(attempt_id, block_id, at, results))
     , inserted AS (INSERT INTO attempt_item_runs (attempt_id, block_id, at, results) SELECT * FROM runs RETURNING 1)
     UPDATE attempts SET item_runs_recorded = true WHERE id = ANY($5::int[]) AND NOT item_runs_recorded`,
    [runs.map((r) => r.attemptId), runs.map((r) => r.blockId), runs.map((r) => r.at), runs.map((r) => r.results), attemptIds],
  );
}

/**
 * Once, at start: the runs of attempts from before runs were recorded (submitted ones, and open drills with
 * checked items), in batches. Returns how many attempts it recorded.
 */
export async function recordMissingItemRuns(ds: DataSource, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const ids: { id: number }[] = await ds.query(`SELECT id FROM attempts WHERE NOT item_runs_recorded ORDER BY id LIMIT $1`, [
      batch,
    ]);
    if (!ids.length) return done;
    await ds.transaction((em) =>
      recordItemRuns(
        em,
        ids.map((r) => r.id),
      ),
    );
    done += ids.length;
  }
}
