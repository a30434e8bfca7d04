import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { childArgument } from "../../graphql/look-ahead";
import { Cefr, ExamFamily } from "../content/content.enums";
import { Lang } from "../../graphql/lang.enum";
import type { AttemptView } from "./attempt.loaders";
import type { PageDto, ResultDto, ReviewPageDto, TimerDto } from "./attempt.dto";
import type { AttemptService } from "./attempt.service";
import type { PageStateDto } from "./page-states";
import type { AudioPlayService } from "./audio-play.service";
import { examLoaders } from "../exams/exam.loaders";
import {
  AnswerInput,
  AttemptModeKind,
  AttemptPageStateType,
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
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";

@Resolver(() => AttemptType)
export class AttemptResolver {
  constructor(
    private readonly attempts: AttemptService,
    private readonly audioPlays: AudioPlayService,
  ) {}

  @Query(() => AttemptType, {
    nullable: true,
    description: "An attempt of the caller (admins: any). NOT_FOUND otherwise, whether or not the id exists.",
  })
  attempt(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Info() info: GraphQLResolveInfo): Promise<AttemptView> {
    return this.attempts.get(ctx.actor, id, childArgument(info, "page", "number"));
  }

  @ListSize({ assumedSize: 100 })
  @Query(() => [AttemptType], { description: "The caller's attempts, newest first (progress)." })
  myAttempts(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
  ): Promise<AttemptView[]> {
    return this.attempts.mine(ctx.actor, family ?? null);
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
    return this.attempts.start(ctx.actor, examId, mode ?? AttemptModeKind.EXAM);
  }

  @Mutation(() => SaveAnswersPayload, { description: "Idempotent upsert of answers, one per sub-question." })
  saveAnswers(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("answers", () => [AnswerInput]) answers: AnswerInput[],
  ): Promise<{ attempt: AttemptView; saved: number }> {
    return this.attempts.save(ctx.actor, attemptId, answers);
  }

  @Mutation(() => AttemptType, { description: "Submits the attempt; the score is fixed from the stored keys." })
  submitAttempt(@Ctx() ctx: Context, @Arg("attemptId", () => ID) attemptId: string): Promise<AttemptView> {
    return this.attempts.submit(ctx.actor, attemptId);
  }

  @Mutation(() => AudioPlayPayload, {
    description: "Registers one play of a block's recording; refused over the limit in exam mode.",
  })
  registerAudioPlay(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("blockId", () => ID) blockId: string,
    @Arg("text", () => Int, {
      nullable: true,
      description: "A text of the recording (1, 2, … of block.audioTexts), each counted by itself; none = the whole recording.",
    })
    text?: number | null,
  ): Promise<AudioPlayPayload> {
    return this.audioPlays.registerAudioPlay(ctx.actor, attemptId, blockId, text ?? 0);
  }

  @FieldResolver(() => ExamType)
  exam(@Root() view: AttemptView, @Ctx() ctx: Context): Exam {
    // a mock's pages are its exam's: the exam's shape needs no statement of its own
    if (view.kind === "mock")
      ctx.actor.loaders
        .of(examLoaders)
        .examOutline.prime(view.examId, { family: view.family, cefr: view.cefr, pages: view.blocks });
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
  timers(@Root() view: AttemptView): TimerDto[] {
    return this.attempts.timers(view);
  }

  @ListSize({ assumedSize: CONTENT_SIZES.blocksPerExam })
  @FieldResolver(() => [AttemptPageStateType], { description: "Every page's items and how many are answered." })
  pageStates(@Root() view: AttemptView): Promise<PageStateDto[]> {
    return this.attempts.pageStates(view);
  }

  @FieldResolver(() => AttemptPageType, {
    description: "Page `number` (1-based): one question block with the caller's saved answers.",
  })
  page(
    @Root() view: AttemptView,
    @Ctx() ctx: Context,
    @Arg("number", () => Int) number: number,
    @Arg("ahead", () => Boolean, {
      defaultValue: false,
      description: "Read ahead to keep the page on the device for offline use: does not enter (start the clock of) its module.",
    })
    ahead: boolean,
  ): Promise<PageDto> {
    return this.attempts.page(ctx.actor, view, number, ahead);
  }

  @FieldResolver(() => AttemptResultType, { nullable: true, description: "After submission; REGISTRATION_REQUIRED for a guest." })
  result(@Root() view: AttemptView, @Ctx() ctx: Context): Promise<ResultDto | null> {
    return this.attempts.result(ctx.actor, view);
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
    return this.attempts.review(ctx.actor, view, page, lang ?? null);
  }
}
