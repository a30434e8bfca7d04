import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { Skill } from "../exams/exam.enums";
import { AssessorKind, RegisterSlipKind, WordRange } from "./productive.enums";
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";

@ObjectType("Band", { description: "One official band of a criterion, with what it looks like (in the caller's language)." })
export class BandType {
  @Field({ description: "A–E (Goethe) or A–D (telc)." })
  band: string;

  @Field(() => Float)
  points: number;

  @Field()
  descriptor: string;
}

@ObjectType("Criterion")
export class CriterionType {
  @Field()
  key: string;

  @Field()
  label: string;

  @Field(() => Float, { description: "The best band's points (before the rubric's weight)." })
  maxPoints: number;

  @Field({ description: "Goethe: the lowest band here makes the whole task 0." })
  zeroesTask: boolean;

  @ListSize({ assumedSize: CONTENT_SIZES.bandsPerCriterion })
  @Field(() => [BandType], { description: "Best first." })
  bands: BandType[];
}

@ObjectType("Rubric", { description: "The criteria a productive task is judged by. Public: no key inside." })
export class RubricType {
  @Field(() => ID)
  id: number;

  @Field()
  key: string;

  @Field()
  name: string;

  @Field({ description: "e.g. email, forum, formal_letter, message, essay" })
  taskKind: string;

  @Field({
    description:
      "goethe (points per band), telc (A/B/C/D = 5/3/1/0) or completion (Start Deutsch 1 Sprechen: full / half / none of each item), weighted",
  })
  scheme: string;

  @Field(() => Float, { description: "The criteria's points are multiplied by this (telc B1: 3)." })
  weight: number;

  @Field(() => Float, { description: "The task's maximum (weighted)." })
  maxPoints: number;

  @ListSize({ assumedSize: CONTENT_SIZES.criteriaPerRubric })
  @Field(() => [CriterionType])
  criteria: CriterionType[];

  @Field(() => String, { nullable: true, description: "Where the criteria and points come from." })
  source: string | null;

  @Field(() => String, { nullable: true, description: "src, 3rd, mem or own (see content/blueprints.yaml)." })
  certainty: string | null;

  @Field({ description: "Whether learners calibrate on a sample (calibrationSample) before rating their own answer." })
  hasCalibration: boolean;
}

@ObjectType("CriterionScore")
export class CriterionScoreType {
  @Field()
  key: string;

  @Field(() => Float)
  points: number;

  @Field({ description: "The band these points stand for." })
  band: string;
}

@ObjectType("Assessment")
export class AssessmentType {
  @Field(() => AssessorKind)
  by: AssessorKind;

  @ListSize({ assumedSize: CONTENT_SIZES.criteriaPerRubric })
  @Field(() => [CriterionScoreType])
  scores: CriterionScoreType[];

  @Field(() => Float, { description: "The task's points by the rubric's rule (weighted; 0 when task fulfilment is E)." })
  total: number;

  @Field(() => Float)
  maxPoints: number;

  @Field(() => String, { nullable: true, description: "Plain text: never render it as HTML." })
  comment: string | null;

  @Field(() => String, { nullable: true, description: "The teacher's name (teacher assessments)." })
  assessorName: string | null;

  @Field(() => DateTimeResolver)
  at: Date;
}

@InputType()
export class CriterionScoreInput {
  @Field()
  key: string;

  @Field(() => Float, { description: "The points of one of the criterion's bands." })
  points: number;
}

@ObjectType("PointCoverage")
export class PointCoverageType {
  @Field()
  point: string;

  @Field({ description: "Likely covered (a keyword heuristic, not a rater's judgement)." })
  covered: boolean;

  @Field(() => String, { nullable: true, description: "The learner's sentence that covers it (plain text)." })
  evidence: string | null;
}

@ObjectType("SpellingIssue")
export class SpellingIssueType {
  @Field({ description: "A word the German dictionary does not know." })
  word: string;

  @Field(() => Int, { description: "Where it starts in the text (UTF-16 code units)." })
  offset: number;

  @Field(() => [String])
  suggestions: string[];
}

@ObjectType("RegisterSlip", { description: "Something about tone a rater punishes." })
export class RegisterSlipType {
  @Field(() => RegisterSlipKind)
  kind: RegisterSlipKind;

  @Field({ description: "What it is and why it matters, in the caller's language." })
  message: string;

  @Field(() => [String], { description: "The words that show it (mixed du and Sie)." })
  evidence: string[];
}

@ObjectType("AutoFeedback", { description: "Computed on the server: a hint, never an official score." })
export class AutoFeedbackType {
  @Field({ description: "Says that this is a hint, not a score, in the caller's language." })
  hint: string;

  @Field(() => Int)
  wordCount: number;

  @Field(() => String, { nullable: true, description: 'e.g. "ca. 80 Wörter" or "80–100 Wörter"' })
  wordTarget: string | null;

  @Field(() => Int, { nullable: true })
  minWords: number | null;

  @Field(() => Int, { nullable: true })
  maxWords: number | null;

  @Field(() => WordRange, { nullable: true, description: "null without a range" })
  range: WordRange | null;

  @Field(() => [PointCoverageType])
  pointsCovered: PointCoverageType[];

  @Field(() => [SpellingIssueType])
  spelling: SpellingIssueType[];

  @Field(() => [RegisterSlipType])
  register: RegisterSlipType[];

  @Field(() => Int, { description: "Linking words used (weil, deshalb, außerdem, …), every occurrence." })
  connectorCount: number;

  @Field(() => [String], { description: "The distinct linking words used." })
  connectors: string[];

  @Field(() => Float, { nullable: true, description: "Speaking: the recording's length." })
  durationSeconds: number | null;
}

@ObjectType("ProductiveAnswer", { description: "A learner's written (or spoken) answer after submission, as teachers grade it." })
export class ProductiveAnswerType {
  @Field(() => ID)
  attemptId: number;

  @Field(() => ID)
  subQuestionId: number;

  @Field(() => String, { nullable: true })
  learnerName: string | null;

  @Field()
  examName: string;

  @Field(() => String, { nullable: true, description: "e.g. Schreiben, Teil 1" })
  title: string | null;

  @Field(() => String, { nullable: true, description: "The task (sanitised HTML)." })
  task: string | null;

  @Field(() => [String])
  points: string[];

  @Field(() => Int, { nullable: true })
  minWords: number | null;

  @Field(() => Int, { nullable: true })
  maxWords: number | null;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => String, { nullable: true, description: "The learner's text (plain text: never render it as HTML)." })
  text: string | null;

  @Field(() => String, { nullable: true })
  recordingUrl: string | null;

  @Field(() => DateTimeResolver)
  submittedAt: Date;

  @Field(() => String, { nullable: true, description: "The model answer (sanitised HTML)." })
  modelAnswer: string | null;

  @Field(() => RubricType, { nullable: true })
  rubric: RubricType | null;

  @Field(() => AutoFeedbackType, { nullable: true })
  feedback: AutoFeedbackType | null;

  @Field(() => [AssessmentType])
  assessments: AssessmentType[];
}

@ObjectType("CalibrationSample", {
  description: "A sample text of a task kind to rate before rating one's own (no expert bands here).",
})
export class CalibrationSampleType {
  @Field(() => RubricType)
  rubric: RubricType;

  @Field({ description: "The sample's task (sanitised HTML)." })
  task: string;

  @Field({ description: "The sample text (plain text)." })
  text: string;

  @Field({ description: "Whether the caller has calibrated on it already." })
  done: boolean;
}

@ObjectType("CriterionComparison")
export class CriterionComparisonType {
  @Field()
  key: string;

  @Field()
  label: string;

  @Field(() => CriterionScoreType)
  mine: CriterionScoreType;

  @Field(() => CriterionScoreType)
  expert: CriterionScoreType;
}

@ObjectType("CalibrationResult", { description: "The learner's bands beside the expert's, criterion by criterion." })
export class CalibrationResultType {
  @Field(() => RubricType)
  rubric: RubricType;

  @ListSize({ assumedSize: CONTENT_SIZES.criteriaPerRubric })
  @Field(() => [CriterionComparisonType])
  criteria: CriterionComparisonType[];

  @Field(() => Float)
  myTotal: number;

  @Field(() => Float)
  expertTotal: number;

  @Field({ description: "Why the expert rated it so, in the caller's language." })
  comment: string;
}
