import type { DataSource } from "typeorm";
import type { MediaService } from "../media/media.service";
import { AdminContentService } from "./admin-content.service";
import { AdminExamService } from "./admin-exam.service";
import { AdminUsersService } from "./admin-users.service";

/** The admin console's services, one per area. Every GraphQL operation over them is guarded by requireAdmin. */
export class AdminService {
  readonly content: AdminContentService;
  readonly exams: AdminExamService;
  readonly users: AdminUsersService;

  constructor(ds: DataSource, media: MediaService) {
    this.content = new AdminContentService(ds, media);
    this.exams = new AdminExamService(ds, media);
    this.users = new AdminUsersService(ds);
  }
}
