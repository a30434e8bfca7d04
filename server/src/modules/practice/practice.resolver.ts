import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { Cefr, ExamFamily } from "../content/content.enums";
import type { AttemptView } from "../attempts/attempt.loaders";
import { AttemptType } from "../attempts/attempt.types";
import { AttemptKind } from "./practice.enums";
import type { MasteryDto, MistakeDto, PracticeProgressService, ReadinessDto } from "./practice-progress.service";
import type { CheckedAnswerDto, PracticeService, PracticeSetDto } from "./practice.service";
import type { AudioCue } from "../exams/question-block.entity";
import { AudioCueType, CheckedAnswerType, MasteryType, MistakeType, PracticeSetType, ReadinessType } from "./practice.types";

@Resolver(() => PracticeSetType)
export class PracticeResolver {
  constructor(
    private readonly practice: PracticeService,
    private readonly progress: PracticeProgressService,
  ) {}

  @Query(() => [PracticeSetType], { description: "One set per Teil type of that exam (public)." })
  practiceSets(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily) family: ExamFamily,
    @Arg("cefr", () => Cefr) cefr: Cefr,
  ): Promise<PracticeSetDto[]> {
    return this.practice.sets(ctx.actor, family, cefr);
  }

  @Query(() => [MasteryType], { description: "Registered learners: mastery per practice set, every set of the filter." })
  mastery(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<MasteryDto[]> {
    return this.progress.mastery(ctx.actor, family ?? null, cefr ?? null);
  }

  @ListSize({ assumedSize: 100 })
  @Query(() => [MistakeType], { description: "Items answered wrong in submitted work, until right in two later drills." })
  myMistakes(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<MistakeDto[]> {
    return this.progress.mistakes(ctx.actor, family ?? null, cefr ?? null);
  }

  @Query(() => Int, { description: "How many items are in the caller's mistakes queue (the header's count)." })
  mistakeCount(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<number> {
    return this.progress.mistakeCount(ctx.actor, family ?? null, cefr ?? null);
  }

  @Query(() => [ReadinessType], { description: "Registered learners: likely ranges per module under the official pass rule." })
  readiness(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<ReadinessDto[]> {
    return this.progress.readiness(ctx.actor, family ?? null, cefr ?? null);
  }

  @ListSize({ assumedSize: 100 })
  @Query(() => [AttemptType], { description: "The caller's drills, newest first (myAttempts lists mocks only)." })
  myDrills(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<AttemptView[]> {
    return this.practice.myDrills(ctx.actor, family ?? null, cefr ?? null);
  }

  @Query(() => [CheckedAnswerType], { description: "The items of a drill checked so far, with keys (owner or admin)." })
  checkedAnswers(@Ctx() ctx: Context, @Arg("attemptId", () => ID) attemptId: string): Promise<CheckedAnswerDto[]> {
    return this.practice.checkedAnswers(ctx.actor, attemptId);
  }

  @Query(() => [AudioCueType], {
    description:
      "The sentence timings of a listening block of the caller's attempt (study mode): after submission, or in a drill " +
      "once an item of that block is checked; FORBIDDEN before (as the transcript).",
  })
  audioCues(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("blockId", () => ID) blockId: string,
  ): Promise<AudioCue[]> {
    return this.practice.audioCues(ctx.actor, attemptId, blockId);
  }

  @Mutation(() => AttemptType, {
    description:
      "A TRAINING attempt of the blocks of one Teil type across exams (setId), or of the caller's mistakes (mistakes: true, " +
      "optionally of one family and level); resumes the open drill of the same set. Registered learners only.",
  })
  startDrill(
    @Ctx() ctx: Context,
    @Arg("setId", () => ID, { nullable: true }) setId: string | null,
    @Arg("mistakes", () => Boolean, { nullable: true }) mistakes: boolean | null,
    @Arg("family", () => ExamFamily, { nullable: true }) family: ExamFamily | null,
    @Arg("cefr", () => Cefr, { nullable: true }) cefr: Cefr | null,
  ): Promise<AttemptView> {
    return this.practice.startDrill(ctx.actor, {
      setId: setId ?? null,
      mistakes: mistakes ?? false,
      family: family ?? null,
      cefr: cefr ?? null,
    });
  }

  @Mutation(() => [CheckedAnswerType], {
    description: "Drills only: locks those answers and reveals their keys and explanations at once (only those items).",
  })
  checkAnswers(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("subQuestionIds", () => [ID]) subQuestionIds: string[],
  ): Promise<CheckedAnswerDto[]> {
    return this.practice.checkAnswers(ctx.actor, attemptId, subQuestionIds);
  }
}

/** What practice adds to the Attempt type: its kind and, for a drill, its set. */
@Resolver(() => AttemptType)
export class AttemptPracticeResolver {
  constructor(private readonly practice: PracticeService) {}

  @FieldResolver(() => AttemptKind)
  kind(@Root() view: AttemptView): string {
    return view.kind;
  }

  @FieldResolver(() => PracticeSetType, {
    nullable: true,
    description: "A drill's practice set; null for a mock or a mistakes drill.",
  })
  practiceSet(@Root() view: AttemptView, @Ctx() ctx: Context): Promise<PracticeSetDto | null> {
    return this.practice.setOfAttempt(ctx.actor, view);
  }

  @FieldResolver(() => Boolean, { description: "A drill of the caller's mistakes." })
  mistakesDrill(@Root() view: AttemptView): boolean {
    return view.kind === "drill" && (view.practiceSet ?? "").startsWith("mistakes");
  }
}
