import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import type { BlockType } from "../exams/question-block.entity";
import type { CriterionScoreData } from "./assessment.entity";
import type { AssessorKind } from "./productive.enums";
import { Rubric } from "./rubric.entity";

/** An assessment as the edges show it: with the assessor's name. */
export interface AssessmentView {
  attemptId: number;
  subQuestionId: number;
  kind: AssessorKind;
  assessorId: number | null;
  assessorName: string | null;
  scores: CriterionScoreData[];
  total: number;
  maxPoints: number;
  comment: string | null;
  at: Date;
}

interface AssessmentRow {
  attempt_id: number;
  sub_question_id: number;
  kind: AssessorKind;
  assessor_id: number | null;
  assessor_name: string | null;
  scores: CriterionScoreData[];
  total: number;
  max_points: number;
  comment: string | null;
  updated_at: Date;
}

export function assessmentOf(r: AssessmentRow): AssessmentView {
  return {
    attemptId: r.attempt_id,
    subQuestionId: r.sub_question_id,
    kind: r.kind,
    assessorId: r.assessor_id,
    assessorName: r.assessor_name,
    scores: r.scores,
    total: Number(r.total),
    maxPoints: Number(r.max_points),
    comment: r.comment,
    at: r.updated_at,
  };
}

export const ASSESSMENT_SELECT = `SELECT a.attempt_id, a.sub_question_id, a.kind, a.assessor_id, u.name AS assessor_name, a.scores,
  a.total, a.max_points, a.comment, a.updated_at FROM assessments a LEFT JOIN users u ON u.id = a.assessor_id`;

/** A writing or speaking task of an attempt's exam, with the attempt's answer to it (null: none saved). */
export interface ProductiveTaskRow {
  attempt_id: number;
  id: number;
  block_id: number;
  block_type: BlockType;
  title: string | null;
  rubric_key: string | null;
  value: string | null;
}

/** Per-request loaders of the productive skills: one statement per kind, whatever the number of parents. */
export function productiveLoaders(ds: DataSource) {
  return {
    rubricByKey: new DataLoader<string, Rubric | null>(async (keys) => {
      const rows = await ds.getRepository(Rubric).find({ where: { key: In([...keys]) } });
      return keys.map((k) => rows.find((r) => r.key === k) ?? null);
    }),
    /** The writing and speaking tasks of attempts' exams with each attempt's answers, in task order. */
    tasksByAttempt: new DataLoader<number, ProductiveTaskRow[]>(async (ids) => {
      const rows: ProductiveTaskRow[] = await ds.query(
        `SELECT a.id AS attempt_id, sq.id, qb.id AS block_id, qb.type AS block_type, qb.title, sq.rubric_key, aa.value
           FROM attempts a JOIN question_blocks qb ON qb.exam_id = a.exam_id JOIN sub_questions sq ON sq.block_id = qb.id
           LEFT JOIN attempt_answers aa ON aa.attempt_id = a.id AND aa.sub_question_id = sq.id
          WHERE a.id = ANY($1::int[]) AND sq.answer_type IN ('writing', 'speaking') ORDER BY sq.position, sq.id`,
        [[...ids]],
      );
      const byAttempt = groupBy(rows, (r) => r.attempt_id);
      return ids.map((id) => byAttempt.get(id) ?? []);
    }),
    /** The assessments of attempts (self first, then teacher). */
    assessmentsByAttempt: new DataLoader<number, AssessmentView[]>(async (ids) => {
      const rows: AssessmentRow[] = await ds.query(
        `${ASSESSMENT_SELECT} WHERE a.attempt_id = ANY($1::int[]) ORDER BY a.kind, a.id`,
        [[...ids]],
      );
      const views = rows.map(assessmentOf);
      return ids.map((id) => views.filter((v) => v.attemptId === id));
    }),
  };
}

export type ProductiveLoaders = ReturnType<typeof productiveLoaders>;
