import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { pick } from "../../common/lang";
import { ReviewItemType, SubQuestionType } from "../attempts/attempt.types";
import type { ReviewItemDto, WritingTaskDto } from "../attempts/attempt.dto";
import { Skill } from "../exams/exam.enums";
import { AssessorKind, GradingStatus } from "./productive.enums";
import type { AssessmentView } from "./productive.loaders";
import type { FeedbackDto, ProductiveAnswerView, ProductiveService, RubricDto } from "./productive.service";
import {
  AssessmentType,
  AutoFeedbackType,
  CalibrationResultType,
  CalibrationSampleType,
  CriterionScoreInput,
  ProductiveAnswerType,
  RubricType,
} from "./productive.types";

/** An assessment as GraphQL shows it (`by` from the stored kind). */
function assessmentDto(a: AssessmentView) {
  return {
    ...a,
    by: a.kind === "teacher" ? AssessorKind.TEACHER : AssessorKind.SELF,
    assessorName: a.kind === "teacher" ? a.assessorName : null,
  };
}

@Resolver(() => ProductiveAnswerType)
export class ProductiveResolver {
  constructor(private readonly productive: ProductiveService) {}

  @ListSize({ assumedSize: 100 })
  @Query(() => [ProductiveAnswerType], {
    description:
      "Teachers and admins: submitted productive answers of registered learners, oldest first (AWAITING: no teacher's grade yet). A teacher who is not an admin sees only the work of learners of their courses, started since the learner joined.",
  })
  gradingQueue(
    @Ctx() ctx: Context,
    @Arg("status", () => GradingStatus, { nullable: true }) status: GradingStatus | null,
    @Arg("courseId", () => ID, { nullable: true, description: "Only the work of this course's learners." })
    courseId: string | null,
    @Arg("assignmentId", () => ID, { nullable: true, description: "Only the attempts of this assignment." })
    assignmentId: string | null,
    @Arg("skill", () => Skill, { nullable: true, description: "Only WRITING or only SPEAKING answers." })
    skill: Skill | null,
  ): Promise<ProductiveAnswerView[]> {
    return this.productive.gradingQueue(ctx.actor, status ?? null, {
      courseId: courseId ?? null,
      assignmentId: assignmentId ?? null,
      skill: skill ?? null,
    });
  }

  @Query(() => ProductiveAnswerType, { description: "One productive answer after submission: its owner, teachers and admins." })
  productiveAnswer(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("subQuestionId", () => ID) subQuestionId: string,
  ): Promise<ProductiveAnswerView> {
    return this.productive.productiveAnswer(ctx.actor, attemptId, subQuestionId);
  }

  @Query(() => CalibrationSampleType, { description: "The sample text of a task's kind, to rate before rating one's own text." })
  calibrationSample(@Ctx() ctx: Context, @Arg("subQuestionId", () => ID) subQuestionId: string) {
    return this.productive.calibrationSample(ctx.actor, subQuestionId);
  }

  @Mutation(() => CalibrationResultType, {
    description: "Rates the sample text; answers the expert's bands beside the caller's.",
  })
  calibrate(
    @Ctx() ctx: Context,
    @Arg("subQuestionId", () => ID) subQuestionId: string,
    @Arg("scores", () => [CriterionScoreInput]) scores: CriterionScoreInput[],
  ) {
    return this.productive.calibrate(ctx.actor, subQuestionId, scores);
  }

  @Mutation(() => AssessmentType, {
    description:
      "The owner rates their own answer (SELF, after calibrating once per task kind); a teacher or admin grades a learner's (TEACHER). Again: replaces.",
  })
  async assessAnswer(
    @Ctx() ctx: Context,
    @Arg("attemptId", () => ID) attemptId: string,
    @Arg("subQuestionId", () => ID) subQuestionId: string,
    @Arg("scores", () => [CriterionScoreInput]) scores: CriterionScoreInput[],
    @Arg("comment", () => String, { nullable: true }) comment: string | null,
  ) {
    return assessmentDto(await this.productive.assess(ctx.actor, attemptId, subQuestionId, scores, comment ?? null));
  }

  @FieldResolver(() => [String])
  points(@Root() a: ProductiveAnswerView): string[] {
    return a.points.map((p) => p.text);
  }

  @FieldResolver(() => String, { nullable: true })
  modelAnswer(@Root() a: ProductiveAnswerView, @Ctx() ctx: Context): string | null {
    return pick(a.modelSolution, ctx.actor.lang);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Speaking: the recording, a link for the caller (expires within hours).",
  })
  recordingUrl(@Root() a: ProductiveAnswerView, @Ctx() ctx: Context): Promise<string | null> {
    return this.productive.recordingUrl(ctx.actor, a.recordingId);
  }

  @FieldResolver(() => RubricType, { nullable: true })
  rubric(@Root() a: ProductiveAnswerView, @Ctx() ctx: Context): Promise<RubricDto | null> {
    return this.productive.rubric(ctx.actor, a.rubricKey);
  }

  @FieldResolver(() => AutoFeedbackType, { nullable: true })
  feedback(@Root() a: ProductiveAnswerView, @Ctx() ctx: Context): Promise<FeedbackDto | null> {
    if (a.skill === "speaking") return this.productive.speakingFeedback(ctx.actor, a.recordingId);
    return this.productive.feedback(ctx.actor, { ...a, points: a.points });
  }

  @FieldResolver(() => [AssessmentType])
  async assessments(@Root() a: ProductiveAnswerView, @Ctx() ctx: Context) {
    return (await this.productive.assessmentsOf(ctx.actor, { attemptId: a.attemptId, id: a.subQuestionId })).map(assessmentDto);
  }
}

/** The productive fields of a review item (writing and speaking); the review itself is the owner's or an admin's. */
@Resolver(() => ReviewItemType)
export class ReviewItemProductiveResolver {
  constructor(private readonly productive: ProductiveService) {}

  @FieldResolver(() => String, {
    nullable: true,
    description: "Writing: the learner's text (plain text: never render it as HTML).",
  })
  text(@Root() item: ReviewItemDto): string | null {
    return item.answerType === "writing" ? item.answer : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Speaking: the learner's recording, a link for the caller (expires within hours).",
  })
  recordingUrl(@Root() item: ReviewItemDto, @Ctx() ctx: Context): Promise<string | null> {
    return item.answerType === "speaking" ? this.productive.recordingUrl(ctx.actor, item.answer) : Promise.resolve(null);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "A model text (writing) or a model transcript (speaking), sanitised HTML.",
  })
  modelAnswer(@Root() item: ReviewItemDto): string | null {
    return item.answerType === "writing" || item.answerType === "speaking" ? item.modelSolution : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "Speaking: the model answer read aloud." })
  modelAudioUrl(@Root() item: ReviewItemDto): string | null {
    return item.answerType === "speaking" ? item.modelAudioUrl : null;
  }

  @FieldResolver(() => AutoFeedbackType, {
    nullable: true,
    description: "Writing: computed on the server; a hint, not a score. Speaking: the recording's length.",
  })
  feedback(@Root() item: ReviewItemDto, @Ctx() ctx: Context): Promise<FeedbackDto | null> {
    if (item.answerType === "speaking") return this.productive.speakingFeedback(ctx.actor, item.answer);
    if (item.answerType !== "writing") return Promise.resolve(null);
    return this.productive.feedback(ctx.actor, { ...item, text: item.answer, points: item.contentPoints });
  }

  @FieldResolver(() => [AssessmentType], { description: "Self and teacher assessments." })
  async assessments(@Root() item: ReviewItemDto, @Ctx() ctx: Context) {
    if (item.answerType !== "writing" && item.answerType !== "speaking") return [];
    return (await this.productive.assessmentsOf(ctx.actor, item)).map(assessmentDto);
  }

  @FieldResolver(() => RubricType, { nullable: true, description: "The criteria it is judged by." })
  rubric(@Root() item: WritingTaskDto, @Ctx() ctx: Context): Promise<RubricDto | null> {
    return this.productive.rubric(ctx.actor, item.rubricKey);
  }
}

/** The rubric a writing task is judged by, shown while answering (public: no key inside). */
@Resolver(() => SubQuestionType)
export class SubQuestionProductiveResolver {
  constructor(private readonly productive: ProductiveService) {}

  @FieldResolver(() => RubricType, { nullable: true, description: "Writing and speaking: the criteria it will be judged by." })
  rubric(@Root() item: WritingTaskDto, @Ctx() ctx: Context): Promise<RubricDto | null> {
    return this.productive.rubric(ctx.actor, item.rubricKey);
  }
}
