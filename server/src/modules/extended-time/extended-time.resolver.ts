import { Arg, Ctx, Float, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { ADMIN_PAGE_SIZE } from "../admin/admin-list";
import { AdminListInput } from "../admin/admin.types";
import type { ExtendedTimeService } from "./extended-time.service";
import { LearnerPageType, LearnerType } from "./extended-time.types";

/** Extended time as teachers grant it in the console. */
@Resolver()
export class ExtendedTimeResolver {
  constructor(private readonly extendedTime: ExtendedTimeService) {}

  @ListSize(ADMIN_PAGE_SIZE)
  @Query(() => LearnerPageType, {
    description: "Admins: every registered learner and their extended time; teachers: the learners of their courses.",
  })
  learners(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.extendedTime.learners(ctx.actor, filter);
  }

  @Query(() => LearnerType, {
    nullable: true,
    description: "Teachers (of the learner's courses) and admins: one registered learner; NOT_FOUND otherwise.",
  })
  learner(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.extendedTime.learner(ctx.actor, id);
  }

  @Mutation(() => LearnerType, {
    description:
      "Teachers and admins grant a learner extended time (1, 1.25, 1.5 or 2), recorded with who and when. Not to a teacher, an admin or oneself (FORBIDDEN).",
  })
  grantTimeFactor(
    @Ctx() ctx: Context,
    @Arg("userId", () => ID) userId: string,
    @Arg("timeFactor", () => Float) timeFactor: number,
  ) {
    return this.extendedTime.grant(ctx.actor, userId, timeFactor);
  }
}
