import type { DataSource } from "typeorm";
import { parseId } from "../../common/ids";
import type { Actor } from "../../common/principal";
import { Exam } from "./exam.entity";
import { examLoaders } from "./exam.loaders";
import { canSeeExam } from "./exam.policy";
import { SKILLS, skillOf, type SkillCode } from "./question-block.entity";
import { ExamTeile, type ModuleTeile } from "./teile";

/** What a list of exams shows of one: its pages, its modules and each module's Teile. */
export interface ExamShape {
  pageCount: number;
  skills: SkillCode[];
  modules: ModuleTeile[];
  teilCount: number;
}

export class ExamService {
  constructor(
    private readonly ds: DataSource,
    /** the Teile of the pages (exams/teile.ts) */
    readonly teile: ExamTeile = new ExamTeile(null),
  ) {}

  /** A published exam, or a draft for an admin; null otherwise (an id that is no id matches nothing). */
  async findVisible(actor: Actor, id: string | number): Promise<Exam | null> {
    const examId = parseId(id);
    if (!examId) return null;
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: examId });
    return exam && canSeeExam(actor.principal, exam) ? exam : null;
  }

  /** An exam's pages, modules and Teile (batched over the request's exams). */
  async shape(actor: Actor, exam: Exam): Promise<ExamShape> {
    const outline = await actor.loaders.of(examLoaders).examOutline.load(exam.id);
    if (!outline) return { pageCount: 0, skills: [], modules: [], teilCount: 0 };
    const present = new Set(outline.pages.map((p) => skillOf(p.type)));
    const modules = this.teile.modules(outline.family, outline.cefr, outline.pages);
    return {
      pageCount: outline.pages.length,
      skills: SKILLS.filter((s) => present.has(s)),
      modules,
      teilCount: modules.reduce((n, m) => n + m.teilCount, 0),
    };
  }
}
