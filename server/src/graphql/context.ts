import type { Request } from "express";
import type { DataSource } from "typeorm";
import type { LangCode } from "../common/lang";
import type { Config } from "../config";
import type { AdminService } from "../modules/admin/admin.service";
import type { AttemptService } from "../modules/attempts/attempt.service";
import type { ContentService } from "../modules/content/content.service";
import type { ExamService } from "../modules/exams/exam.service";
import type { TokenService } from "../modules/users/token.service";
import type { AccountServices } from "../modules/users/accounts.module";
import type { MediaService } from "../modules/media/media.service";
import type { UploadService } from "../modules/media/upload.service";
import type { PlacementService } from "../modules/placement/placement.service";
import { createLoaders, type Loaders } from "./loaders";

/** The signed-in principal (a learner, an admin or a guest), or null for an anonymous caller. */
export interface Principal {
  userId: number;
  isGuest: boolean;
  isAdmin: boolean;
  /** The interface language of the user's profile, used when the request names none. */
  lang?: LangCode | null;
}

/** The application's services, built once at start-up. Resolvers and routes call these. */
export interface Services {
  ds: DataSource;
  config: Config;
  media: MediaService;
  services: AccountServices & {
    admin: AdminService;
    attempts: AttemptService;
    content: ContentService;
    exams: ExamService;
    placement: PlacementService;
    tokens: TokenService;
    uploads: UploadService;
  };
}

export interface Context extends Services {
  req: Request;
  lang: LangCode;
  principal: Principal | null;
  loaders: Loaders;
}

export function buildContext(services: Services, req: Request, lang: LangCode, principal: Principal | null): Context {
  return { ...services, req, lang, principal, loaders: createLoaders(services.ds) };
}
