import type { DataSource } from "typeorm";
import { admin, type Actor } from "../../common/principal";
import type { Blueprints } from "../exams/format/blueprint-check";
import type { MediaService } from "../media/media.service";
import type { ExamContentCache } from "../exams/exam-content-cache";
import type { PrincipalCache } from "../users/principal-cache";
import { AdminContentService } from "./admin-content.service";
import { AdminExamService } from "./admin-exam.service";
import { AdminRubricService } from "./admin-rubric.service";
import { AdminSubQuestionService } from "./admin-sub-question.service";
import { AdminUsersService } from "./admin-users.service";

/** The admin console's services, one per area, reached through `as(actor)`: the one check, is_admin, else FORBIDDEN. */
export class AdminService {
  readonly content: AdminContentService;
  readonly exams: AdminExamService;
  readonly subQuestions: AdminSubQuestionService;
  readonly rubrics: AdminRubricService;
  readonly users: AdminUsersService;

  constructor(
    ds: DataSource,
    media: MediaService,
    principals: PrincipalCache,
    blueprints: Blueprints = {},
    examContent?: ExamContentCache,
  ) {
    this.content = new AdminContentService(ds, media);
    this.subQuestions = new AdminSubQuestionService(ds, media);
    this.rubrics = new AdminRubricService(ds);
    this.exams = new AdminExamService(ds, media, this.subQuestions, this.rubrics, blueprints);
    if (examContent) {
      dropContentAfter(this.exams, EXAM_WRITES, examContent);
      dropContentAfter(this.subQuestions, SUB_QUESTION_WRITES, examContent);
      dropContentAfter(this.rubrics, RUBRIC_WRITES, examContent);
    }
    this.users = new AdminUsersService(ds, principals);
  }

  /** The areas for an admin; FORBIDDEN (UNAUTHENTICATED without a principal) for anyone else. */
  as(actor: Actor): Pick<AdminService, "content" | "exams" | "subQuestions" | "rubrics" | "users"> {
    admin(actor);
    return this;
  }
}

/** The console's writes of exams, blocks, sub-questions and rubrics (and publishing): each drops the cached exam content. */
const EXAM_WRITES = [
  "saveExam",
  "deleteExam",
  "setPublished",
  "saveBlock",
  "deleteBlock",
  "reorderBlocks",
] as const satisfies readonly (keyof AdminExamService)[];
const SUB_QUESTION_WRITES = [
  "saveSubQuestion",
  "deleteSubQuestion",
  "reorderSubQuestions",
] as const satisfies readonly (keyof AdminSubQuestionService)[];
const RUBRIC_WRITES = ["saveRubric"] as const satisfies readonly (keyof AdminRubricService)[];

/**
 * After each content write (committed or failed), every replica drops its cached exam content. Console
 * writes are rare, so all exams are dropped ("*") rather than working out the exam of a block or item.
 */
function dropContentAfter<T extends object>(service: T, names: readonly (keyof T & string)[], cache: ExamContentCache): void {
  for (const name of names) {
    const write = (service[name] as (...args: unknown[]) => Promise<unknown>).bind(service);
    Object.defineProperty(service, name, {
      value: async (...args: unknown[]) => {
        try {
          return await write(...args);
        } finally {
          await cache.changed("*");
        }
      },
    });
  }
}
