import type { DataSource } from "typeorm";
import { admin, type Actor } from "../../common/principal";
import type { Blueprints } from "../exams/format/blueprint-check";
import type { MediaService } from "../media/media.service";
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

  constructor(ds: DataSource, media: MediaService, principals: PrincipalCache, blueprints: Blueprints = {}) {
    this.content = new AdminContentService(ds, media);
    this.subQuestions = new AdminSubQuestionService(ds, media);
    this.rubrics = new AdminRubricService(ds);
    this.exams = new AdminExamService(ds, media, this.subQuestions, this.rubrics, blueprints);
    this.users = new AdminUsersService(ds, principals);
  }

  /** The areas for an admin; FORBIDDEN (UNAUTHENTICATED without a principal) for anyone else. */
  as(actor: Actor): Pick<AdminService, "content" | "exams" | "subQuestions" | "rubrics" | "users"> {
    admin(actor);
    return this;
  }
}
