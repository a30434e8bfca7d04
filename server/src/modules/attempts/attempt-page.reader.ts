import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { ExamContentCache } from "../exams/exam-content-cache";
import type { QuestionBlock } from "../exams/question-block.entity";

const PAGE_ANSWERS = `SELECT a.sub_question_id AS "subQuestionId", a.value FROM attempt_answers a
   JOIN sub_questions s ON s.id = a.sub_question_id
  WHERE a.attempt_id = $1 AND s.block_id = $2 ORDER BY s.position, s.id`;

/** A saved answer as the page shows it. */
export interface PageAnswer {
  subQuestionId: number;
  value: string;
}

/**
 * The data of one attempt page besides the attempt itself: the block with its sub-questions from the
 * exam content cache (no statement while the exam is published and unchanged) and, at the same time,
 * the attempt's answers on that page (one statement, none when the attempt's statement read them).
 */
export class AttemptPageReader {
  constructor(
    private readonly ds: DataSource,
    private readonly content: ExamContentCache,
  ) {}

  /** `known`: the page's answers when the attempt's own statement already read them. */
  read(attemptId: number, blockId: number, known?: PageAnswer[]): Promise<[QuestionBlock | null, PageAnswer[]]> {
    return Promise.all([this.content.block(blockId), known ?? this.answers(attemptId, blockId)]);
  }

  answers(attemptId: number, blockId: number): Promise<PageAnswer[]> {
    return preparedQuery<PageAnswer>(this.ds, "attempt_page_answers", PAGE_ANSWERS, [attemptId, blockId]);
  }
}
