/**
 * Mastery's one statement: a learner's answers grouped in the database per practice set, item and given value,
 * with how many of them fall in each set's latest 20 and the 20 before. A long history answers in a few dozen
 * rows rather than one row per answer, and each distinct answer is scored once, here, by the engine's own rule.
 */
import type { DataSource } from "typeorm";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { BLOCK_TYPES, skillOf, type BlockType } from "../exams/question-block.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import { isCorrect } from "../attempts/scoring";
import type { PracticeCatalog } from "./practice.content";
import { ITEMS_CTE } from "./practice.history";
import { WINDOW, type AnswerGroup } from "./practice.rules";

interface GroupRow {
  set_id: string;
  sub_question_id: number;
  value: string | null;
  checked_correct: boolean | null;
  answer_type: AnswerType;
  complete_mode: CompleteMode | null;
  correct_answer: string | null;
  accepted_answers: string[] | null;
  block_type: BlockType;
  n: number;
  in_last: number;
  in_before: number;
  last_at: Date;
}

/**
 * The set of a block is the catalog's (practice.content.ts, setOf): the longest Teil label of its family, level and
 * skill that starts the block's title. The catalog and the block types' skills go in as parameters, so the rule
 * stays in one place.
 */
export const MASTERY_SQL = `
  WITH ${ITEMS_CTE},
  sets AS (SELECT * FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS s(family, cefr, skill, label, id)),
  types AS (SELECT * FROM unnest($9::text[], $10::text[]) AS t(type, skill)),
  answered AS (
    SELECT i.attempt_id, i.value, i.checked_correct, i.at, sq.id AS sub_question_id, sq.position, sq.block_id
      FROM items i JOIN sub_questions sq ON sq.id = i.sub_question_id),
  blocks AS MATERIALIZED (
    SELECT b.id, b.type,
           (SELECT s.id FROM sets s JOIN types t ON t.skill = s.skill
             WHERE t.type = b.type AND s.family = l.family AND s.cefr = l.cefr AND starts_with(b.title, s.label)
             ORDER BY length(s.label) DESC LIMIT 1) AS set_id
      FROM question_blocks b JOIN exams e ON e.id = b.exam_id JOIN levels l ON l.id = e.level_id
     WHERE b.id IN (SELECT DISTINCT block_id FROM answered)
       AND ($2::text IS NULL OR l.family = $2) AND ($3::text IS NULL OR l.cefr = $3)),
  ranked AS (
    SELECT a.*, bl.set_id, bl.type AS block_type,
           row_number() OVER (PARTITION BY bl.set_id
                              ORDER BY a.at DESC, a.attempt_id DESC, a.block_id DESC, a.position DESC, a.sub_question_id DESC) AS rn
      FROM answered a JOIN blocks bl ON bl.id = a.block_id
     WHERE bl.set_id IS NOT NULL)
  SELECT r.set_id, r.sub_question_id, r.value, r.checked_correct, r.block_type,
         sq.answer_type, sq.complete_mode, sq.correct_answer, sq.accepted_answers,
         count(*)::int AS n,
         count(*) FILTER (WHERE r.rn <= $11)::int AS in_last,
         count(*) FILTER (WHERE r.rn > $11 AND r.rn <= 2 * $11)::int AS in_before,
         max(r.at) AS last_at
    FROM ranked r JOIN sub_questions sq ON sq.id = r.sub_question_id
   GROUP BY r.set_id, r.sub_question_id, r.value, r.checked_correct, r.block_type,
            sq.answer_type, sq.complete_mode, sq.correct_answer, sq.accepted_answers`;

/** A learner's answers per practice set, grouped (one statement whatever the number of attempts). */
export async function answerGroups(
  ds: DataSource,
  catalog: PracticeCatalog,
  userId: number,
  family: ExamFamilyCode | null,
  cefr: CefrCode | null,
): Promise<Map<string, AnswerGroup[]>> {
  const sets = catalog.sets;
  const rows: GroupRow[] = await ds.query(MASTERY_SQL, [
    userId,
    family,
    cefr,
    sets.map((s) => s.family),
    sets.map((s) => s.cefr),
    sets.map((s) => s.skill),
    sets.map((s) => s.teilLabel),
    sets.map((s) => s.id),
    [...BLOCK_TYPES],
    BLOCK_TYPES.map((t) => skillOf(t)),
    WINDOW,
  ]);
  const bySet = new Map<string, AnswerGroup[]>();
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
    const group: AnswerGroup = { correct, count: r.n, inLast: r.in_last, inBefore: r.in_before, lastAt: new Date(r.last_at) };
    const list = bySet.get(r.set_id);
    if (list) list.push(group);
    else bySet.set(r.set_id, [group]);
  }
  return bySet;
}
