import type { DataSource } from "typeorm";
import { skillOf, type SkillCode } from "../exams/question-block.entity";
import type { TeilPlace } from "../exams/teile";
import type { AttemptView } from "./attempt.loaders";

export interface PageStateDto {
  number: number;
  skill: SkillCode;
  place: TeilPlace;
  questions: number;
  answered: number;
}

/**
 * Per page of the attempt: its Teil, its items (those the attempt asks, see askedBlock) and how many have a saved
 * answer (what the part navigator shows). `places`: the pages' Teile in page order.
 */
export async function pageStatesOf(ds: DataSource, view: AttemptView, places: readonly TeilPlace[]): Promise<PageStateDto[]> {
  const ids = view.blocks.map((b) => b.id);
  const rows: { blockId: number; questions: number; answered: number }[] = ids.length
    ? await ds.query(
        `SELECT q.block_id AS "blockId", COUNT(*)::int AS questions, COUNT(aa.sub_question_id)::int AS answered
           FROM sub_questions q
           LEFT JOIN attempt_answers aa ON aa.sub_question_id = q.id AND aa.attempt_id = $1
          WHERE q.block_id = ANY($2::int[]) AND ($3::int[] IS NULL OR q.id = ANY($3::int[]))
          GROUP BY q.block_id`,
        [view.id, ids, view.itemIds],
      )
    : [];
  const byBlock = new Map(rows.map((r) => [r.blockId, r]));
  return view.blocks.map((b, i) => ({
    number: i + 1,
    skill: skillOf(b.type),
    place: places[i],
    questions: byBlock.get(b.id)?.questions ?? 0,
    answered: byBlock.get(b.id)?.answered ?? 0,
  }));
}
