import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Cefr, ExamFamily, Lang } from "../../graphql/enums";
import { requirePrincipal } from "../../graphql/guards";
import type { AttemptView } from "./attempt.loaders";
import type { PageDto, ResultDto, ReviewPageDto, TimerDto } from "./attempt.service";
import {
  AnswerInput,
  AttemptModeKind,
  AttemptPageType,
  AttemptResultType,
  AttemptType,
  AudioPlayPayload,
  ModuleTimerType,
  ReviewPageType,
  SaveAnswersPayload,
} from "./attempt.types";
import { ExamType } from "../exams/exam.types";
import type { Exam } from "../exams/exam.entity";

@Resolver(() => AttemptType)
export class AttemptResolver {
  @Query(() => AttemptType, {
    nullable: true,
    description: "An attempt of the caller (admins: any). NOT_FOUND, FORBIDDEN otherwise.",
  })
  attempt(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AttemptView> {
    requirePrincipal(ctx);
    return ctx.services.attempts.get(ctx, id);
  }

  @Query(() => [AttemptType], { description: "The caller's attempts, newest first (progress)." })
  myAttempts(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
  ): Promise<AttemptView[]> {
    requirePrincipal(ctx);
    return ctx.services.attempts.mine(ctx, family ?? null);
  }

  @Mutation(() => AttemptType, { description: "Starts an attempt, or resumes the caller's open attempt of that exam." })
  startAttempt(
    @Ctx() ctx: Context,
    @Arg("examId", () => ID) examId: string,
    @Arg("mode", () => AttemptModeKind, {
      nullable: true,
      description: "EXAM (default): timed, play limits. TRAINING: no limits.",
    })
    mode: AttemptModeKind | null,
  ): Promise<AttemptView> {
    requirePrincipal(ctx);
    return ctx.services.attempts.start(ctx, examId, mode ?? AttemptModeKind.EXAM);
  }

  @Mutation(() => SaveAnswersPayload, { description: "Idempotent upsert of answers, one per sub-question." })
  saveAnswers(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("answers", () => [AnswerInput]) answers: AnswerInput[],
  ): Promise<{ attempt: AttemptView; saved: number }> {
    requirePrincipal(ctx);
    return ctx.services.attempts.save(ctx, attemptId, answers);
  }

  @Mutation(() => AttemptType, { description: "Submits the attempt; the score is fixed from the stored keys." })
  submitAttempt(@Ctx() ctx: Context, @Arg("attemptId", () => ID) attemptId: string): Promise<AttemptView> {
    requirePrincipal(ctx);
    return ctx.services.attempts.submit(ctx, attemptId);
  }

  @Mutation(() => AudioPlayPayload, {
    description: "Registers one play of a block's recording; refused over the limit in exam mode.",
  })
  registerAudioPlay(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("blockId", () => ID) blockId: string,
  ): Promise<AudioPlayPayload> {
    requirePrincipal(ctx);
    return ctx.services.attempts.registerAudioPlay(ctx, attemptId, blockId);
  }

  @FieldResolver(() => ExamType)
  exam(@Root() view: AttemptView, @Ctx() ctx: Context): Exam {
    ctx.loaders.examShape.prime(view.examId, { pageCount: view.blocks.length, skills: ctx.services.attempts.skillsOf(view) });
    return view.exam;
  }

  @FieldResolver(() => ExamFamily)
  family(@Root() view: AttemptView): string {
    return view.family;
  }

  @FieldResolver(() => Cefr)
  cefr(@Root() view: AttemptView): string {
    return view.cefr;
  }

  @FieldResolver(() => Int, { description: "Number of pages (one question block each)." })
  pageCount(@Root() view: AttemptView): number {
    return view.blocks.length;
  }

  @FieldResolver(() => [ModuleTimerType], { description: "Per-module clocks; limits are null in training mode." })
  timers(@Root() view: AttemptView, @Ctx() ctx: Context): TimerDto[] {
    return ctx.services.attempts.timers(view);
  }

  @FieldResolver(() => AttemptPageType, {
    description: "Page `number` (1-based): one question block with the caller's saved answers.",
  })
  page(@Root() view: AttemptView, @Ctx() ctx: Context, @Arg("number", () => Int) number: number): Promise<PageDto> {
    return ctx.services.attempts.page(ctx, view, number);
  }

  @FieldResolver(() => AttemptResultType, { nullable: true, description: "After submission; REGISTRATION_REQUIRED for a guest." })
  result(@Root() view: AttemptView, @Ctx() ctx: Context): ResultDto | null {
    return ctx.services.attempts.result(ctx, view);
  }

  @FieldResolver(() => ReviewPageType, {
    nullable: true,
    description: "After submission (owner or admin): answers, keys, model solutions.",
  })
  review(
    @Root() view: AttemptView,
    @Ctx() ctx: Context,
    @Arg("page", () => Int) page: number,
    @Arg("lang", () => Lang, { nullable: true }) lang: Lang | null,
  ): Promise<ReviewPageDto | null> {
    return ctx.services.attempts.review(ctx, view, page, lang ?? null);
  }
}
