/**
 * What the practice module reads from the database, each in one statement: the practicable blocks of the
 * published exams (per request), and a learner's item events (attempts/attempt-item-runs.ts says what counts).
 */
import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { skillOf, type BlockType } from "../exams/question-block.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import { countedItemsCte } from "../attempts/attempt-item-runs";
import { isCorrect } from "../attempts/scoring";
import type { PracticeCatalog, PracticeSetDef } from "./practice.content";
import type { ItemEvent } from "./practice.rules";

/** A block of a published exam, with the set it belongs to. */
export interface PracticeBlock {
  id: number;
  examId: number;
  family: ExamFamilyCode;
  cefr: CefrCode;
  setId: string | null;
  items: number;
  /** Exam order, then page order. */
  order: number;
}

export interface PracticeEvent extends ItemEvent {
  blockId: number;
  title: string | null;
}

/** The blocks of every published exam, in exam and page order (one statement). */
export async function publishedBlocks(ds: DataSource, catalog: PracticeCatalog): Promise<PracticeBlock[]> {
  const rows: {
    id: number;
    exam_id: number;
    family: ExamFamilyCode;
    cefr: CefrCode;
    type: BlockType;
    title: string | null;
    items: number;
  }[] = await ds.query(
    `SELECT b.id, b.exam_id, l.family, l.cefr, b.type, b.title,
            (SELECT count(*)::int FROM sub_questions sq WHERE sq.block_id = b.id) AS items
       FROM question_blocks b JOIN exams e ON e.id = b.exam_id JOIN levels l ON l.id = e.level_id
      WHERE e.published ORDER BY e.sort_order, e.id, b.position, b.id`,
  );
  return rows.map((r, order) => ({
    id: r.id,
    examId: r.exam_id,
    family: r.family,
    cefr: r.cefr,
    setId: catalog.setOf(r.family, r.cefr, skillOf(r.type), r.title)?.id ?? null,
    items: r.items,
    order,
  }));
}

/** The practice module's loaders of a request: the published blocks, read once per request. */
export function practiceLoaders(ds: DataSource) {
  const cache = new Map<PracticeCatalog, Promise<PracticeBlock[]>>();
  return {
    blocks(catalog: PracticeCatalog): Promise<PracticeBlock[]> {
      let p = cache.get(catalog);
      if (!p) {
        p = publishedBlocks(ds, catalog);
        cache.set(catalog, p);
      }
      return p;
    },
  };
}

/** Block and item counts per set id. */
export function statsOf(blocks: PracticeBlock[]): Map<string, { blocks: number; items: number }> {
  const m = new Map<string, { blocks: number; items: number }>();
  for (const b of blocks) {
    if (!b.setId) continue;
    const s = m.get(b.setId) ?? { blocks: 0, items: 0 };
    s.blocks += 1;
    s.items += b.items;
    m.set(b.setId, s);
  }
  return m;
}

export function loadersOf(actor: Pick<Actor, "loaders">): ReturnType<typeof practiceLoaders> {
  return actor.loaders.of(practiceLoaders);
}

interface EventRow {
  attempt_id: number;
  kind: "mock" | "drill";
  sub_question_id: number;
  title: string | null;
  answer_type: AnswerType;
  complete_mode: CompleteMode | null;
  correct_answer: string | null;
  accepted_answers: string[] | null;
  block_id: number;
  block_type: BlockType;
  block_title: string | null;
  family: ExamFamilyCode;
  cefr: CefrCode;
  value: string | null;
  checked_correct: boolean | null;
  at: Date;
}

/**
 * A learner's item events in time order, optionally of one family and level: one statement whatever the number
 * of attempts. Checked items carry the verdict fixed when they were checked; the others are scored here from the
 * stored keys with the engine's own rule.
 */
export async function itemEvents(
  ds: DataSource,
  catalog: PracticeCatalog,
  userId: number,
  family: ExamFamilyCode | null,
  cefr: CefrCode | null,
): Promise<PracticeEvent[]> {
  const rows: EventRow[] = await ds.query(
    `WITH ${countedItemsCte("a.user_id = $1")}
     SELECT i.attempt_id, i.kind, sq.id AS sub_question_id, sq.title, sq.answer_type, sq.complete_mode,
            sq.correct_answer, sq.accepted_answers, b.id AS block_id, b.type AS block_type, b.title AS block_title,
            l.family, l.cefr, i.value, i.checked_correct, i.at
       FROM counted i
       JOIN sub_questions sq ON sq.id = i.sub_question_id
       JOIN question_blocks b ON b.id = sq.block_id
       JOIN exams e ON e.id = b.exam_id
       JOIN levels l ON l.id = e.level_id
      WHERE ($2::text IS NULL OR l.family = $2) AND ($3::text IS NULL OR l.cefr = $3)
      ORDER BY at, i.attempt_id, b.id, sq.position, sq.id`,
    [userId, family, cefr],
  );
  return rows.map((r) => {
    const skill = skillOf(r.block_type);
    const set: PracticeSetDef | null = catalog.setOf(r.family, r.cefr, skill, r.block_title);
    const correct =
      r.checked_correct ??
      isCorrect(
        {
          id: r.sub_question_id,
          skill,
          answerType: r.answer_type,
          completeMode: r.complete_mode,
          correctAnswer: r.correct_answer,
          acceptedAnswers: r.accepted_answers ?? [],
        },
        r.value,
      );
    return {
      attemptId: r.attempt_id,
      kind: r.kind,
      subQuestionId: r.sub_question_id,
      setId: set?.id ?? null,
      at: new Date(r.at),
      correct,
      value: r.value,
      blockId: r.block_id,
      title: r.title,
    };
  });
}
