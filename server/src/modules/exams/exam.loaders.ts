import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import { Exam } from "./exam.entity";
import { QuestionBlock, SKILLS, skillOf, type SkillCode } from "./question-block.entity";

export interface ExamShape {
  pageCount: number;
  skills: SkillCode[];
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
    examShape: new DataLoader<number, ExamShape>(async (ids) => {
      const rows = await ds
        .getRepository(QuestionBlock)
        .createQueryBuilder("b")
        .select("b.exam_id", "examId")
        .addSelect("b.type", "type")
        .addSelect("COUNT(*)::int", "count")
        .where("b.exam_id IN (:...ids)", { ids: [...ids] })
        .groupBy("b.exam_id")
        .addGroupBy("b.type")
        .getRawMany<{ examId: number; type: QuestionBlock["type"]; count: number }>();
      const g = groupBy(rows, (r) => r.examId);
      return ids.map((id) => {
        const list = g.get(id) ?? [];
        const skills = new Set(list.map((r) => skillOf(r.type)));
        return {
          pageCount: list.reduce((n, r) => n + r.count, 0),
          skills: SKILLS.filter((s: SkillCode) => skills.has(s)),
        };
      });
    }),
  };
}
