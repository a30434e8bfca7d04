import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { Exam } from "./exam.entity";
import type { BlockType } from "./question-block.entity";
import type { PageBlock } from "./teile";

/** What an exam's shape is read from: its family and level, and its pages in order (each block's type and title). */
export interface ExamOutline {
  family: ExamFamilyCode;
  cefr: CefrCode;
  pages: PageBlock[];
}

/** The exams module's loaders (per request, through `loaders.of(examLoaders)`). */
export function examLoaders(ds: DataSource) {
  return {
    publishedExamsByLevel: new DataLoader<number, Exam[]>(async (ids) => {
      const rows = await ds
        .getRepository(Exam)
        .find({ where: { levelId: In([...ids]), published: true }, order: { sortOrder: "ASC", id: "ASC" } });
      const g = groupBy(rows, (r) => r.levelId);
      return ids.map((id) => g.get(id) ?? []);
    }),
    examOutline: new DataLoader<number, ExamOutline | null>(async (ids) => {
      const rows: { examId: number; family: ExamFamilyCode; cefr: CefrCode; type: BlockType | null; title: string | null }[] =
        await ds.query(
          `SELECT e.id AS "examId", l.family, l.cefr, b.type, b.title
             FROM exams e JOIN levels l ON l.id = e.level_id LEFT JOIN question_blocks b ON b.exam_id = e.id
            WHERE e.id = ANY($1::int[])
            ORDER BY e.id, b.position, b.id`,
          [[...ids]],
        );
      const g = groupBy(rows, (r) => r.examId);
      return ids.map((id) => {
        const list = g.get(id);
        if (!list) return null;
        return {
          family: list[0].family,
          cefr: list[0].cefr,
          pages: list.flatMap((r) => (r.type ? [{ type: r.type, title: r.title }] : [])),
        };
      });
    }),
  };
}
