import type { DataSource } from "typeorm";
import type { AssignmentService } from "../courses/assignment.service";
import type { CourseService } from "../courses/course.service";
import type { PracticeService } from "../practice/practice.service";
import { Clock } from "../users/clock";
import type { PrincipalCache } from "../users/principal-cache";
import { LtiContextService } from "./lti-context.service";
import { LtiDeepLinkService } from "./lti-deep-link.service";
import { LtiGradeService } from "./lti-grades.service";
import { LtiKeyService } from "./lti-keys.service";
import { LtiLaunchService } from "./lti-launch.service";
import { LtiLinkService } from "./lti-link.service";
import { LtiRosterService } from "./lti-roster.service";
import { LtiTokenService } from "./lti-tokens";
import { LtiPlatformService } from "./lti-platform.service";

/** The LTI 1.3 tool's services (modules/lti). */
export interface LtiServices {
  platforms: LtiPlatformService;
  keys: LtiKeyService;
  launches: LtiLaunchService;
  deepLinks: LtiDeepLinkService;
  grades: LtiGradeService;
  roster: LtiRosterService;
  links: LtiLinkService;
  contexts: LtiContextService;
  /** The clock the launches, states and score retries read; tests move it. */
  clock: Clock;
}

export function createLtiServices(
  ds: DataSource,
  urls: { publicUrl: string; clientUrl: string },
  deps: { courses: CourseService; assignments: AssignmentService; practice: PracticeService; principals: PrincipalCache },
): LtiServices {
  const clock = new Clock();
  const platforms = new LtiPlatformService(ds, urls.publicUrl);
  const keys = new LtiKeyService(ds);
  const launches = new LtiLaunchService(ds, platforms, deps.assignments, deps.principals, urls, clock);
  const deepLinks = new LtiDeepLinkService(
    ds,
    launches,
    platforms,
    keys,
    deps.assignments,
    deps.practice,
    deps.principals,
    urls.publicUrl,
  );
  const tokens = new LtiTokenService(keys);
  const grades = new LtiGradeService(ds, tokens, clock, deps.courses);
  const roster = new LtiRosterService(ds, platforms, launches, tokens, deps.courses, deps.principals, clock);
  const links = new LtiLinkService(ds, launches, deps.principals, clock);
  const contexts = new LtiContextService(ds, deps.courses);
  return { platforms, keys, launches, deepLinks, grades, roster, links, contexts, clock };
}

/** Loads the platforms' origins (who may frame the client) and starts the score sweep. */
export async function startLti(lti: LtiServices, sweepMs: number): Promise<void> {
  await lti.platforms.refreshOrigins();
  lti.grades.start(sweepMs);
}
