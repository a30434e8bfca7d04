import type { DataSource } from "typeorm";
import { admin, type Actor } from "../../common/principal";
import type { MediaService } from "../media/media.service";
import type { ExamContentCache } from "../exams/exam-content-cache";
import type { PrincipalCache } from "../users/principal-cache";
import { AdminContentService } from "./admin-content.service";
import { AdminExamService } from "./admin-exam.service";
import { AdminUsersService } from "./admin-users.service";

/** The admin console's services, one per area, reached through `as(actor)`: the one check, is_admin, else FORBIDDEN. */
export class AdminService {
  readonly content: AdminContentService;
  readonly exams: AdminExamService;
  readonly users: AdminUsersService;

  constructor(ds: DataSource, media: MediaService, principals: PrincipalCache, examContent?: ExamContentCache) {
    this.content = new AdminContentService(ds, media);
    this.exams = new AdminExamService(ds, media);
    if (examContent) dropContentAfterWrites(this.exams, examContent);
    this.users = new AdminUsersService(ds, principals);
  }

  /** The areas for an admin; FORBIDDEN (UNAUTHENTICATED without a principal) for anyone else. */
  as(actor: Actor): Pick<AdminService, "content" | "exams" | "users"> {
    admin(actor);
    return this;
  }
}

/** The console's writes of exams, blocks and sub-questions (and publishing): each drops the cached exam content. */
const CONTENT_WRITES = [
  "saveExam",
  "deleteExam",
  "setPublished",
  "saveBlock",
  "deleteBlock",
  "reorderBlocks",
  "saveSubQuestion",
  "deleteSubQuestion",
  "reorderSubQuestions",
] as const satisfies readonly (keyof AdminExamService)[];

/**
 * After each content write (committed or failed), every replica drops its cached exam content. Console
 * writes are rare, so all exams are dropped ("*") rather than working out the exam of a block or item.
 */
function dropContentAfterWrites(exams: AdminExamService, cache: ExamContentCache): void {
  for (const name of CONTENT_WRITES) {
    const write = exams[name].bind(exams) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(exams, name, {
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
