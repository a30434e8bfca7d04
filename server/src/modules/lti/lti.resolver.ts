import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import type { Assignment } from "../courses/assignment.entity";
import { AssignmentType } from "../courses/course.types";
import type { LtiGradeService, LtiScoreRow } from "./lti-grades.service";
import type { LtiPlatformService, LtiToolConfig } from "./lti-platform.service";
import type { LtiPlatform } from "./lti.entities";
import { LtiPlatformInput, LtiPlatformType, LtiScorePostType, LtiToolConfigType } from "./lti.types";

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
