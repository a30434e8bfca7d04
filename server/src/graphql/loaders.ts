import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { createAttemptLoaders } from "../modules/attempts/attempt.loaders";
import { Level } from "../modules/content/level.entity";
import { LevelImage } from "../modules/content/level-image.entity";
import { Exam } from "../modules/exams/exam.entity";
import { QuestionBlock, skillOf, type SkillCode } from "../modules/exams/question-block.entity";
import { createPlacementLoaders } from "../modules/placement/placement.loaders";

export interface ExamShape {
  pageCount: number;
  skills: SkillCode[];
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** DataLoaders, created per request: one query per kind of relation, whatever the number of parents. */
export function createLoaders(ds: DataSource) {
  return {
    ...createAttemptLoaders(ds),
    ...createPlacementLoaders(ds),
    levelById: new DataLoader<number, Level | null>(async (ids) => {
      const rows = await ds.getRepository(Level).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    imagesByLevel: new DataLoader<number, LevelImage[]>(async (ids) => {
      const rows = await ds.getRepository(LevelImage).find({ where: { levelId: In([...ids]) }, order: { position: "ASC" } });
      const g = groupBy(rows, (r) => r.levelId);
      return ids.map((id) => g.get(id) ?? []);
    }),
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
          skills: (["reading", "listening"] as SkillCode[]).filter((s) => skills.has(s)),
        };
      });
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
