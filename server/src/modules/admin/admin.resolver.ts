import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { requireAdmin } from "../../graphql/guards";
import {
  AdminAttempt,
  AdminBlock,
  AdminBlockInput,
  AdminBlockPage,
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
  AdminPreviewPage,
  AdminPublishProblem,
  AdminSubQuestion,
  AdminSubQuestionInput,
  AdminSubQuestionPage,
  AdminUser,
  AdminUserInput,
  AdminUserPage,
} from "./admin.types";

/** The admin services after the one check every admin operation makes: is_admin, else FORBIDDEN. */
function admin(ctx: Context) {
  requireAdmin(ctx);
  return ctx.services.admin;
}

/**
 * Admin console operations. Naming: adminX (list, one page + total), adminX(id) (one),
 * adminCreateX / adminUpdateX / adminDeleteX, plus reorder, publish, preview, users and dashboard.
 */
@Resolver()
export class AdminResolver {
  // ---------- levels ----------
  @Query(() => AdminLevelPage)
  adminLevels(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).content.levels(filter);
  }
  @Query(() => AdminLevel, { nullable: true })
  adminLevel(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).content.level(id);
  }
  @Mutation(() => AdminLevel)
  adminCreateLevel(@Ctx() ctx: Context, @Arg("input", () => AdminLevelInput) input: AdminLevelInput) {
    return admin(ctx).content.saveLevel(null, input, ctx.lang);
  }
  @Mutation(() => AdminLevel)
  adminUpdateLevel(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminLevelInput) input: AdminLevelInput,
  ) {
    return admin(ctx).content.saveLevel(id, input, ctx.lang);
  }
  @Mutation(() => AdminLevel, { description: "Refused (CONFLICT) while the level has exams." })
  adminDeleteLevel(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).content.deleteLevel(id, ctx.lang);
  }

  // ---------- exams ----------
  @Query(() => AdminExamPage)
  adminExams(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).exams.exams(filter);
  }
  @Query(() => AdminExam, { nullable: true })
  adminExam(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.exam(id);
  }
  @Mutation(() => AdminExam, { description: "A new exam is a draft unless published is true (then the publishing gate runs)." })
  adminCreateExam(@Ctx() ctx: Context, @Arg("input", () => AdminExamInput) input: AdminExamInput) {
    return admin(ctx).exams.saveExam(null, input, ctx.lang);
  }
  @Mutation(() => AdminExam)
  adminUpdateExam(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminExamInput) input: AdminExamInput,
  ) {
    return admin(ctx).exams.saveExam(id, input, ctx.lang);
  }
  @Mutation(() => AdminExam, { description: "Deletes the exam with its blocks, sub-questions and attempts." })
  adminDeleteExam(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.deleteExam(id, ctx.lang);
  }
  @Mutation(() => AdminExam, {
    description:
      "Publishes a complete exam or unpublishes; an incomplete one is refused (BAD_USER_INPUT) with extensions.problems.",
  })
  adminPublishExam(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("published", () => Boolean, { defaultValue: true }) published: boolean,
  ) {
    return admin(ctx).exams.setPublished(id, published, ctx.lang);
  }
  @Query(() => [AdminPublishProblem], { description: "What keeps an exam from being published (empty when complete)." })
  async adminPublishProblems(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string) {
    const exam = await admin(ctx).exams.exam(examId);
    return exam ? admin(ctx).exams.publishProblems(exam.id, ctx.lang) : [];
  }
  @Query(() => AdminPreviewPage, { description: "An exam page as a learner sees it, with its keys (drafts too)." })
  adminPreview(
    @Ctx() ctx: Context,
    @Arg("examId", () => ID) examId: string,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
  ) {
    return admin(ctx).exams.preview(examId, page, ctx.lang);
  }

  // ---------- question blocks ----------
  @Query(() => AdminBlockPage)
  adminBlocks(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).exams.blocks(filter);
  }
  @Query(() => AdminBlock, { nullable: true })
  adminBlock(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.block(id);
  }
  @Mutation(() => AdminBlock, { description: "Appended as the exam's last page." })
  adminCreateBlock(@Ctx() ctx: Context, @Arg("input", () => AdminBlockInput) input: AdminBlockInput) {
    return admin(ctx).exams.saveBlock(null, input, ctx.lang);
  }
  @Mutation(() => AdminBlock, { description: "The block stays in its exam (input.examId is ignored)." })
  adminUpdateBlock(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminBlockInput) input: AdminBlockInput,
  ) {
    return admin(ctx).exams.saveBlock(id, input, ctx.lang);
  }
  @Mutation(() => AdminBlock)
  adminDeleteBlock(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.deleteBlock(id, ctx.lang);
  }
  @Mutation(() => [AdminBlock], { description: "New order of an exam's blocks: every block id exactly once." })
  adminReorderBlocks(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string, @Arg("ids", () => [ID]) ids: string[]) {
    return admin(ctx).exams.reorderBlocks(examId, ids, ctx.lang);
  }

  // ---------- sub-questions ----------
  @Query(() => AdminSubQuestionPage)
  adminSubQuestions(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).exams.subQuestions(filter);
  }
  @Query(() => AdminSubQuestion, { nullable: true })
  adminSubQuestion(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.subQuestion(id);
  }
  @Mutation(() => AdminSubQuestion)
  adminCreateSubQuestion(@Ctx() ctx: Context, @Arg("input", () => AdminSubQuestionInput) input: AdminSubQuestionInput) {
    return admin(ctx).exams.saveSubQuestion(null, input, ctx.lang);
  }
  @Mutation(() => AdminSubQuestion)
  adminUpdateSubQuestion(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminSubQuestionInput) input: AdminSubQuestionInput,
  ) {
    return admin(ctx).exams.saveSubQuestion(id, input, ctx.lang);
  }
  @Mutation(() => AdminSubQuestion)
  adminDeleteSubQuestion(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).exams.deleteSubQuestion(id, ctx.lang);
  }
  @Mutation(() => [AdminSubQuestion], { description: "New order within a block: every sub-question id exactly once." })
  adminReorderSubQuestions(
    @Ctx() ctx: Context,
    @Arg("blockId", () => ID) blockId: string,
    @Arg("ids", () => [ID]) ids: string[],
  ) {
    return admin(ctx).exams.reorderSubQuestions(blockId, ids, ctx.lang);
  }

  // ---------- placement items ----------
  @Query(() => AdminPlacementItemPage)
  adminPlacementItems(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).content.placementItems(filter);
  }
  @Query(() => AdminPlacementItem, { nullable: true })
  adminPlacementItem(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).content.placementItem(id);
  }
  @Mutation(() => AdminPlacementItem)
  adminCreatePlacementItem(@Ctx() ctx: Context, @Arg("input", () => AdminPlacementItemInput) input: AdminPlacementItemInput) {
    return admin(ctx).content.savePlacementItem(null, input, ctx.lang);
  }
  @Mutation(() => AdminPlacementItem)
  adminUpdatePlacementItem(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminPlacementItemInput) input: AdminPlacementItemInput,
  ) {
    return admin(ctx).content.savePlacementItem(id, input, ctx.lang);
  }
  @Mutation(() => AdminPlacementItem)
  adminDeletePlacementItem(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).content.deletePlacementItem(id, ctx.lang);
  }

  // ---------- contact info ----------
  @Query(() => AdminContactInfo)
  adminContactInfo(@Ctx() ctx: Context) {
    return admin(ctx).content.contactInfo();
  }
  @Mutation(() => AdminContactInfo, { description: "Fields left out keep their value." })
  adminUpdateContactInfo(@Ctx() ctx: Context, @Arg("input", () => AdminContactInfoInput) input: AdminContactInfoInput) {
    return admin(ctx).content.saveContactInfo(input, ctx.lang);
  }

  // ---------- users ----------
  @Query(() => AdminUserPage)
  adminUsers(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return admin(ctx).users.users(filter);
  }
  @Query(() => AdminUser, { nullable: true })
  adminUser(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return admin(ctx).users.user(id);
  }
  @Mutation(() => AdminUser, { description: "Promote/demote admin, block/unblock (blocking revokes the user's tokens)." })
  adminUpdateUser(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminUserInput) input: AdminUserInput,
  ) {
    const me = requireAdmin(ctx);
    return ctx.services.admin.users.updateUser(me.userId, id, input, ctx.lang);
  }
  @Query(() => [AdminAttempt], { description: "A user's attempts, newest first, with scores." })
  adminUserAttempts(@Ctx() ctx: Context, @Arg("userId", () => ID) userId: string) {
    return admin(ctx).users.userAttempts(userId);
  }

  // ---------- dashboard ----------
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() ctx: Context) {
    return admin(ctx).users.dashboard();
  }
  @Query(() => [AdminItemStat], {
    description: "Per sub-question of an exam: the share of submitted attempts that got it right.",
  })
  adminItemStats(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string) {
    return admin(ctx).users.itemStats(examId);
  }
}
