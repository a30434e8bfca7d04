/** Positions of ordered children (an exam's blocks, a block's sub-questions): append, renumber, reorder. */
import type { EntityManager } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { Exam } from "../exams/exam.entity";
import { QuestionBlock } from "../exams/question-block.entity";
import type { SubQuestion } from "../exams/sub-question.entity";
import { adminMessages as M } from "./admin.messages";

export type Ordered = typeof QuestionBlock | typeof SubQuestion;

export async function nextPosition(em: EntityManager, entity: Ordered, column: string, parentId: number): Promise<number> {
  const table = em.getRepository(entity).metadata.tableName;
  const [row] = await em.query(`SELECT COALESCE(MAX(position), 0)::int + 1 AS next FROM ${table} WHERE ${column} = $1`, [
    parentId,
  ]);
  return row.next as number;
}

/** Renumbers the children of a parent 1..n in their current order. */
export async function compact(em: EntityManager, entity: Ordered, column: string, parentId: number): Promise<void> {
  const table = em.getRepository(entity).metadata.tableName;
  await em.query(
    `UPDATE ${table} t SET position = r.n FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY position, id) AS n FROM ${table} WHERE ${column} = $1) r WHERE t.id = r.id`,
    [parentId],
  );
}

export async function reorder(
  em: EntityManager,
  entity: Ordered,
  parentField: "examId" | "blockId",
  parentId: number,
  ids: string[],
): Promise<void> {
  const repo = em.getRepository(entity);
  const rows: { id: number }[] = await repo.find({ where: { [parentField]: parentId }, select: { id: true } } as never);
  const wanted = ids.map(Number);
  const have = new Set(rows.map((r) => r.id));
  if (!rows.length && parentId) {
    const parentRepo = parentField === "examId" ? em.getRepository(Exam) : em.getRepository(QuestionBlock);
    if (!(await parentRepo.existsBy({ id: parentId }))) throw new AppError("NOT_FOUND", M.unknownRef);
  }
  if (wanted.length !== have.size || new Set(wanted).size !== wanted.length || !wanted.every((id) => have.has(id)))
    throw fieldError("ids", M.reorderMismatch);
  for (const [i, id] of wanted.entries()) await repo.update({ id }, { position: i + 1 });
}
