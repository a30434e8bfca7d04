import type { DataSource } from "typeorm";
import { admin, type Actor } from "../../common/principal";
import type { Blueprints } from "../exams/format/blueprint-check";
import type { MediaService } from "../media/media.service";
import type { PrincipalCache } from "../users/principal-cache";
import { AdminContentService } from "./admin-content.service";
import { AdminExamService } from "./admin-exam.service";
import { AdminUsersService } from "./admin-users.service";

/** The admin console's services, one per area, reached through `as(actor)`: the one check, is_admin, else FORBIDDEN. */
export class AdminService {
  readonly content: AdminContentService;
  readonly exams: AdminExamService;
  readonly users: AdminUsersService;

  constructor(ds: DataSource, media: MediaService, principals: PrincipalCache, blueprints: Blueprints = {}) {
    this.content = new AdminContentService(ds, media);
    this.exams = new AdminExamService(ds, media, blueprints);
    this.users = new AdminUsersService(ds, principals);
  }

  /** The areas for an admin; FORBIDDEN (UNAUTHENTICATED without a principal) for anyone else. */
  as(actor: Actor): Pick<AdminService, "content" | "exams" | "users"> {
    admin(actor);
    return this;
  }
}
