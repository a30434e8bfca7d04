/**
 * Item runs: an attempt's results per page, fixed when they count (see AttemptItemRun). Recorded in the
 * transaction that makes them count (a submission, a drill's check), from the same rows and the same scoring
 * rule the history used to score on every read:
 *
 * - an answered sub-question of a submitted attempt counts at submission (a blank is not an answer);
 * - a checked sub-question of a drill counts when it was checked, answered or not, with the verdict fixed then.
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

/** The items of the given attempts that count, with what scoring needs, in run order. */
const ITEMS_SQL = `
  WITH items AS (
    SELECT a.id AS attempt_id, ans.sub_question_id, ans.value,
           (a.checked -> ans.sub_question_id::text ->> 'correct')::boolean AS checked_correct,
           coalesce((a.checked -> ans.sub_question_id::text ->> 'at')::timestamptz, a.submitted_at) AS at
      FROM attempts a JOIN attempt_answers ans ON ans.attempt_id = a.id
     WHERE a.id = ANY($1::int[]) AND (a.status = 'submitted' OR a.checked ? ans.sub_question_id::text)
    UNION ALL
    SELECT a.id, k.id::int, NULL, (a.checked -> k.id ->> 'correct')::boolean, (a.checked -> k.id ->> 'at')::timestamptz
      FROM attempts a CROSS JOIN LATERAL jsonb_object_keys(a.checked) AS k(id)
     WHERE a.id = ANY($1::int[]) AND a.checked <> '{}'::jsonb
       AND NOT EXISTS (SELECT 1 FROM attempt_answers x WHERE x.attempt_id = a.id AND x.sub_question_id = k.id::int))
  SELECT i.attempt_id, b.id AS block_id, b.type AS block_type, sq.id AS sub_question_id, sq.answer_type,
         sq.complete_mode, sq.correct_answer, sq.accepted_answers, i.value, i.checked_correct, i.at
    FROM items i JOIN sub_questions sq ON sq.id = i.sub_question_id JOIN question_blocks b ON b.id = sq.block_id
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
