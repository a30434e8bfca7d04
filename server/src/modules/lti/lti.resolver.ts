import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import type { Assignment } from "../courses/assignment.entity";
import type { CourseView } from "../courses/course.service";
import { AssignmentType, CourseType } from "../courses/course.types";
import type { LtiContextService } from "./lti-context.service";
import type { LinkTicket, LtiLinkService, PlatformAccount } from "./lti-link.service";
import type { LtiRosterService, RosterImport, RosterSource } from "./lti-roster.service";
import type { LtiGradeService, LtiScoreRow } from "./lti-grades.service";
import type { LtiPlatformService, LtiToolConfig } from "./lti-platform.service";
import type { LtiPlatform } from "./lti.entities";
import {
  LtiLinkTicketType,
  LtiPlatformAccountType,
  LtiPlatformInput,
  LtiPlatformType,
  LtiRosterImportType,
  LtiRosterSourceType,
  LtiScorePostType,
  LtiToolConfigType,
} from "./lti.types";

/** LTI 1.3 as the console registers platforms and reads the tool's values. */
@Resolver()
export class LtiAdminResolver {
  constructor(private readonly platforms: LtiPlatformService) {}

  @ListSize({ assumedSize: 20 })
  @Query(() => [LtiPlatformType], { description: "Admins: the registered learning platforms." })
  adminLtiPlatforms(@Ctx() ctx: Context): Promise<LtiPlatform[]> {
    return this.platforms.list(ctx.actor);
  }

  @Query(() => LtiToolConfigType, { description: "Admins: the tool's values to paste into a learning platform." })
  adminLtiToolConfig(@Ctx() ctx: Context): LtiToolConfig {
    return this.platforms.toolConfig(ctx.actor);
  }

  @Mutation(() => LtiPlatformType, {
    description: "Admins register a learning platform (the same issuer and client id again: its values are updated).",
  })
  adminRegisterLtiPlatform(
    @Ctx() ctx: Context,
    @Arg("input", () => LtiPlatformInput) input: LtiPlatformInput,
  ): Promise<LtiPlatform> {
    return this.platforms.register(ctx.actor, { ...input });
  }
}

/** An LTI assignment's scores as last sent to the platform, on the assignment. */
@Resolver(() => AssignmentType)
export class LtiAssignmentResolver {
  constructor(private readonly grades: LtiGradeService) {}

  @ListSize({ assumedSize: 50 })
  @FieldResolver(() => [LtiScorePostType], {
    nullable: true,
    description:
      "Made through a learning platform (LTI): each handed-in score's way to its gradebook, teachers only (a learner gets []); null otherwise.",
  })
  ltiScores(@Ctx() ctx: Context, @Root() assignment: Assignment): Promise<LtiScoreRow[] | null> {
    return this.grades.ofAssignment(ctx.actor, assignment);
  }
}

/** Names and Role Provisioning Services on the course: where its roster comes from, and importing it. */
@Resolver(() => CourseType)
export class LtiCourseResolver {
  constructor(
    private readonly roster: LtiRosterService,
    private readonly contexts: LtiContextService,
  ) {}

  @FieldResolver(() => String, {
    nullable: true,
    description: "Teachers: the learning platform this course is tied to (LTI); null for a course of ours alone.",
  })
  ltiPlatform(@Root() course: CourseView): Promise<string | null> {
    return this.contexts.platformOf(course);
  }

  @Mutation(() => CourseType, {
    description:
      "Its teachers join the learning platform's course tied to courseId into an existing course they teach (intoCourseId): the platform's context, assignments and members move there; the course the launch made is archived.",
  })
  joinLtiCourse(
    @Ctx() ctx: Context,
    @Arg("courseId", () => ID) courseId: string,
    @Arg("intoCourseId", () => ID) intoCourseId: string,
  ): Promise<CourseView> {
    return this.contexts.joinInto(ctx.actor, courseId, intoCourseId);
  }

  @FieldResolver(() => LtiRosterSourceType, {
    nullable: true,
    description: "Teachers: the learning platform whose roster can be imported (importCourseRoster); null otherwise.",
  })
  ltiRoster(@Root() course: CourseView): Promise<RosterSource | null> {
    return this.roster.source(course);
  }

  @Mutation(() => LtiRosterImportType, {
    description:
      "Its teachers import the course's roster from its learning platform (LTI Names and Role Provisioning): members get accounts and memberships; learners gone from the platform are marked as left. Importing again is harmless.",
  })
  importCourseRoster(@Ctx() ctx: Context, @Arg("courseId", () => ID) courseId: string): Promise<RosterImport> {
    return this.roster.import(ctx.actor, courseId);
  }
}

/** Linking the account a learning platform made to the learner's existing account, on their own confirmation. */
@Resolver()
export class LtiLinkResolver {
  constructor(private readonly links: LtiLinkService) {}

  @Query(() => LtiPlatformAccountType, {
    nullable: true,
    description: "The learning platform that made the caller's account (no password, no Google); null for an account of ours.",
  })
  myLtiPlatformAccount(@Ctx() ctx: Context): Promise<PlatformAccount | null> {
    return this.links.platformAccount(ctx.actor);
  }

  @Mutation(() => LtiLinkTicketType, {
    description:
      "Signed in with a platform-made account: a single-use ticket (ten minutes) to confirm from the existing account.",
  })
  startLtiAccountLink(@Ctx() ctx: Context): Promise<LinkTicket> {
    return this.links.start(ctx.actor);
  }

  @Mutation(() => LtiPlatformAccountType, {
    description:
      "Signed in to the existing account (password or Google), the learner confirms: the ticket's platform account and its work move into it.",
  })
  linkLtiAccount(@Ctx() ctx: Context, @Arg("ticket") ticket: string): Promise<PlatformAccount> {
    return this.links.link(ctx.actor, ticket);
  }
}
