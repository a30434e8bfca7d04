import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import type { AdminService } from "./admin.service";
import { AdminPreviewPage, AdminRubric, AdminRubricInput, AdminRubricPage } from "./admin-productive.types";
import {
  AdminAttempt,
  AdminBlock,
  AdminBlockInput,
  AdminBlockPage,
  AdminChoices,
  AdminContactInfo,
  AdminContactInfoInput,
  AdminDashboard,
  AdminExam,
  AdminExamInput,
  AdminExamPage,
  AdminItemStat,
  AdminLevel,
  AdminLevelInput,
  AdminLevelPage,
  AdminListInput,
  AdminPlacementItem,
  AdminPlacementItemInput,
  AdminPlacementItemPage,
  AdminPublishProblem,
  AdminSubQuestion,
  AdminSubQuestionInput,
  AdminSubQuestionPage,
  AdminUser,
  AdminUserInput,
  AdminUserPage,
} from "./admin.types";

/**
 * Admin console operations. Naming: adminX (list, one page + total), adminX(id) (one),
 * adminCreateX / adminUpdateX / adminDeleteX, plus reorder, publish, preview, users and dashboard.
 */
@Resolver()
export class AdminResolver {
  constructor(private readonly adminService: AdminService) {}

  /** The admin services after the one check every admin operation makes (AdminService.as: is_admin, else FORBIDDEN). */
  private admin(ctx: Context) {
    return this.adminService.as(ctx.actor);
  }

  // ---------- levels ----------
  @Query(() => AdminLevelPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminLevels(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).content.levels(filter);
  }
  @Query(() => AdminLevel, { nullable: true })
  adminLevel(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).content.level(id);
  }
  @Mutation(() => AdminLevel)
  adminCreateLevel(@Ctx() ctx: Context, @Arg("input", () => AdminLevelInput) input: AdminLevelInput) {
    return this.admin(ctx).content.saveLevel(ctx.actor, null, input);
  }
  @Mutation(() => AdminLevel)
  adminUpdateLevel(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminLevelInput) input: AdminLevelInput,
  ) {
    return this.admin(ctx).content.saveLevel(ctx.actor, id, input);
  }
  @Mutation(() => AdminLevel, { description: "Refused (CONFLICT) while the level has exams." })
  adminDeleteLevel(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).content.deleteLevel(ctx.actor, id);
  }

  // ---------- exams ----------
  @Query(() => AdminExamPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminExams(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).exams.exams(filter);
  }
  @Query(() => AdminExam, { nullable: true })
  adminExam(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).exams.exam(id);
  }
  @Mutation(() => AdminExam, { description: "A new exam is a draft unless published is true (then the publishing gate runs)." })
  adminCreateExam(@Ctx() ctx: Context, @Arg("input", () => AdminExamInput) input: AdminExamInput) {
    return this.admin(ctx).exams.saveExam(ctx.actor, null, input);
  }
  @Mutation(() => AdminExam)
  adminUpdateExam(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminExamInput) input: AdminExamInput,
  ) {
    return this.admin(ctx).exams.saveExam(ctx.actor, id, input);
  }
  @Mutation(() => AdminExam, { description: "Deletes the exam with its blocks, sub-questions and attempts." })
  adminDeleteExam(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).exams.deleteExam(ctx.actor, id);
  }
  @Mutation(() => AdminExam, {
    description:
      "Publishes a complete exam or unpublishes; an incomplete one is refused (BAD_USER_INPUT) with extensions.problems.",
  })
  adminPublishExam(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("published", () => Boolean, { defaultValue: true }) published: boolean,
    @Arg("ignoreBlueprint", () => Boolean, {
      defaultValue: false,
      description:
        "Publish although the exam departs from its blueprint (a shorter practice set); structural problems still refuse.",
    })
    ignoreBlueprint: boolean,
  ) {
    return this.admin(ctx).exams.setPublished(ctx.actor, id, published, ignoreBlueprint);
  }
  @Query(() => [AdminPublishProblem], { description: "What keeps an exam from being published (empty when complete)." })
  async adminPublishProblems(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string) {
    const exam = await this.admin(ctx).exams.exam(examId);
    return exam ? this.admin(ctx).exams.publishProblems(ctx.actor, exam.id) : [];
  }
  @Query(() => AdminPreviewPage, { description: "An exam page as a learner sees it, with its keys (drafts too)." })
  adminPreview(
    @Ctx() ctx: Context,
    @Arg("examId", () => ID) examId: string,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
  ) {
    return this.admin(ctx).exams.preview(ctx.actor, examId, page);
  }

  // ---------- question blocks ----------
  @Query(() => AdminBlockPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminBlocks(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).exams.blocks(filter);
  }
  @Query(() => AdminBlock, { nullable: true })
  adminBlock(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).exams.block(id);
  }
  @Mutation(() => AdminBlock, { description: "Appended as the exam's last page." })
  adminCreateBlock(@Ctx() ctx: Context, @Arg("input", () => AdminBlockInput) input: AdminBlockInput) {
    return this.admin(ctx).exams.saveBlock(ctx.actor, null, input);
  }
  @Mutation(() => AdminBlock, { description: "The block stays in its exam (input.examId is ignored)." })
  adminUpdateBlock(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminBlockInput) input: AdminBlockInput,
  ) {
    return this.admin(ctx).exams.saveBlock(ctx.actor, id, input);
  }
  @Mutation(() => AdminBlock)
  adminDeleteBlock(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).exams.deleteBlock(ctx.actor, id);
  }
  @Mutation(() => [AdminBlock], { description: "New order of an exam's blocks: every block id exactly once." })
  adminReorderBlocks(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string, @Arg("ids", () => [ID]) ids: string[]) {
    return this.admin(ctx).exams.reorderBlocks(ctx.actor, examId, ids);
  }

  // ---------- sub-questions ----------
  @Query(() => AdminChoices)
  adminChoices(@Ctx() ctx: Context) {
    return this.admin(ctx).subQuestions.choices();
  }
  @Query(() => AdminSubQuestionPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminSubQuestions(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).subQuestions.subQuestions(filter);
  }
  @Query(() => AdminSubQuestion, { nullable: true })
  adminSubQuestion(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).subQuestions.subQuestion(id);
  }
  @Mutation(() => AdminSubQuestion)
  adminCreateSubQuestion(@Ctx() ctx: Context, @Arg("input", () => AdminSubQuestionInput) input: AdminSubQuestionInput) {
    return this.admin(ctx).subQuestions.saveSubQuestion(ctx.actor, null, input);
  }
  @Mutation(() => AdminSubQuestion)
  adminUpdateSubQuestion(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminSubQuestionInput) input: AdminSubQuestionInput,
  ) {
    return this.admin(ctx).subQuestions.saveSubQuestion(ctx.actor, id, input);
  }
  @Mutation(() => AdminSubQuestion)
  adminDeleteSubQuestion(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).subQuestions.deleteSubQuestion(ctx.actor, id);
  }
  @Mutation(() => [AdminSubQuestion], { description: "New order within a block: every sub-question id exactly once." })
  adminReorderSubQuestions(
    @Ctx() ctx: Context,
    @Arg("blockId", () => ID) blockId: string,
    @Arg("ids", () => [ID]) ids: string[],
  ) {
    return this.admin(ctx).subQuestions.reorderSubQuestions(ctx.actor, blockId, ids);
  }

  // ---------- rubrics ----------
  @Query(() => AdminRubricPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminRubrics(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).rubrics.rubrics(filter);
  }
  @Query(() => AdminRubric, { nullable: true })
  adminRubric(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).rubrics.rubric(id);
  }
  @Mutation(() => AdminRubric, {
    description: "Names, labels, descriptors, points, source and certainty; criteria keys and band letters stay.",
  })
  adminUpdateRubric(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminRubricInput) input: AdminRubricInput,
  ) {
    return this.admin(ctx).rubrics.saveRubric(ctx.actor, id, input);
  }

  // ---------- placement items ----------
  @Query(() => AdminPlacementItemPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminPlacementItems(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).content.placementItems(filter);
  }
  @Query(() => AdminPlacementItem, { nullable: true })
  adminPlacementItem(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).content.placementItem(id);
  }
  @Mutation(() => AdminPlacementItem)
  adminCreatePlacementItem(@Ctx() ctx: Context, @Arg("input", () => AdminPlacementItemInput) input: AdminPlacementItemInput) {
    return this.admin(ctx).content.savePlacementItem(ctx.actor, null, input);
  }
  @Mutation(() => AdminPlacementItem)
  adminUpdatePlacementItem(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminPlacementItemInput) input: AdminPlacementItemInput,
  ) {
    return this.admin(ctx).content.savePlacementItem(ctx.actor, id, input);
  }
  @Mutation(() => AdminPlacementItem)
  adminDeletePlacementItem(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).content.deletePlacementItem(ctx.actor, id);
  }

  // ---------- contact info ----------
  @Query(() => AdminContactInfo)
  adminContactInfo(@Ctx() ctx: Context) {
    return this.admin(ctx).content.contactInfo();
  }
  @Mutation(() => AdminContactInfo, { description: "Fields left out keep their value." })
  adminUpdateContactInfo(@Ctx() ctx: Context, @Arg("input", () => AdminContactInfoInput) input: AdminContactInfoInput) {
    return this.admin(ctx).content.saveContactInfo(ctx.actor, input);
  }

  // ---------- users ----------
  @Query(() => AdminUserPage)
  @ListSize(ADMIN_PAGE_SIZE)
  adminUsers(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.admin(ctx).users.users(filter);
  }
  @Query(() => AdminUser, { nullable: true })
  adminUser(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.admin(ctx).users.user(id);
  }
  @Mutation(() => AdminUser, { description: "Promote/demote admin, block/unblock (blocking revokes the user's tokens)." })
  adminUpdateUser(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminUserInput) input: AdminUserInput,
  ) {
    return this.admin(ctx).users.updateUser(ctx.actor, id, input);
  }
  @Query(() => [AdminAttempt], { description: "A user's attempts, newest first, with scores." })
  adminUserAttempts(@Ctx() ctx: Context, @Arg("userId", () => ID) userId: string) {
    return this.admin(ctx).users.userAttempts(userId);
  }

  // ---------- dashboard ----------
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() ctx: Context) {
    return this.admin(ctx).users.dashboard();
  }
  @Query(() => [AdminItemStat], {
    description: "Per sub-question of an exam: the share of submitted attempts that got it right.",
  })
  adminItemStats(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string) {
    return this.admin(ctx).users.itemStats(examId);
  }
}
