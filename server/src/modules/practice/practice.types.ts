import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Cefr, ExamFamily } from "../content/content.enums";
import { PassRuleKind, Skill } from "../exams/exam.enums";
import { MasteryBand, ReadinessBasis, ReadinessVerdict } from "./practice.enums";

@ObjectType("PracticeSet", { description: "One Teil type of an exam family and level, practised across all its mocks." })
export class PracticeSetType {
  @Field(() => ID, { description: "Stable, e.g. goethe-B1-reading-3." })
  id: string;

  @Field(() => ExamFamily)
  family: ExamFamily;

  @Field(() => Cefr)
  cefr: Cefr;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => Int, { description: "Position of the Teil in its module (1-based)." })
  teil: number;

  @Field({ description: "The Teil as the exam names it, e.g. „Lesen, Teil 3“." })
  teilLabel: string;

  @Field({ description: "e.g. „Goethe B1 · Lesen, Teil 3: Anzeigen zuordnen“, in the caller's language." })
  title: string;

  @Field({ description: "The task type's short name in the caller's language." })
  name: string;

  @Field({ description: "Key of the task type (content/practice.yaml), e.g. read-ads." })
  taskType: string;

  @Field(() => String, { nullable: true, description: "What the task asks, in the caller's language." })
  description: string | null;

  @Field(() => String, { nullable: true, description: "A strategy tip, in the caller's language." })
  tip: string | null;

  @Field(() => Int, { description: "Blocks (pages) of this Teil across the published mocks of the level." })
  blockCount: number;

  @Field(() => Int)
  itemCount: number;
}

@ObjectType("Mastery", { description: "A learner's mastery of one practice set, from mocks and drills." })
export class MasteryType {
  @Field(() => PracticeSetType)
  set: PracticeSetType;

  @Field(() => Int, { description: "Items counted: answered, checked, and blanks of submitted work (they count as wrong)." })
  attempted: number;

  @Field(() => Int)
  correct: number;

  @Field(() => Float, { description: "Percent right over the last 20 items; 0 when none." })
  percent: number;

  @Field(() => Float, { nullable: true, description: "percent minus the percent of the 20 items before, in points." })
  trend: number | null;

  @Field(() => DateTimeResolver, { nullable: true })
  lastPracticedAt: Date | null;

  @Field(() => MasteryBand, { description: "Say it in words beside the colour." })
  band: MasteryBand;

  @Field(() => Int, { description: "Items the band rests on: the last 20, or all when fewer." })
  windowItems: number;

  @Field(() => Int, { description: "Right answers among windowItems." })
  windowCorrect: number;

  @Field(() => Float, { description: "Lower end of the one-sided 95 % Wilson interval of windowCorrect/windowItems, percent." })
  lowerBound: number;

  @Field(() => Int, { description: "Items still to practise before there is a verdict (band TOO_FEW); 0 from 10 items." })
  itemsNeeded: number;

  @Field({ description: "The weakest practised set of its family and level: practise next." })
  recommended: boolean;
}

@ObjectType("Mistake", { description: "An item in the learner's mistakes queue." })
export class MistakeType {
  @Field(() => ID)
  subQuestionId: number;

  @Field(() => PracticeSetType)
  set: PracticeSetType;

  @Field(() => String, { nullable: true, description: "The item's text." })
  title: string | null;

  @Field(() => String, { nullable: true, description: "The last wrong answer given (a choice value or typed text)." })
  lastAnswer: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The label of the option given last (e.g. the text of choice b), where the answer is a choice.",
  })
  lastAnswerLabel: string | null;

  @Field(() => Int, { description: "How often it was answered wrong." })
  times: number;

  @Field(() => DateTimeResolver)
  lastWrongAt: Date;

  @Field(() => Int, { description: "Right answers in drills since the last wrong one; at 2 it leaves the queue." })
  rightSince: number;
}

@ObjectType("CheckedAnswer", { description: "A drill item after checkAnswers: locked, with its key and explanation." })
export class CheckedAnswerType {
  @Field(() => ID)
  subQuestionId: number;

  @Field(() => String, { nullable: true, description: "The locked answer; null when checked unanswered." })
  answer: string | null;

  @Field()
  correct: boolean;

  @Field(() => [String])
  correctAnswers: string[];

  @Field(() => String, { nullable: true })
  correctLabel: string | null;

  @Field(() => String, { nullable: true, description: "In the caller's language (German fallback); HTML." })
  explanation: string | null;

  @Field(() => String, { nullable: true, description: "In the caller's language (German fallback); HTML." })
  modelSolution: string | null;

  @Field(() => DateTimeResolver)
  checkedAt: Date;
}

@ObjectType("ModuleReadiness")
export class ModuleReadinessType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => Int, { nullable: true, description: "Likely range in percent, lower end; null without evidence." })
  low: number | null;

  @Field(() => Int, { nullable: true })
  high: number | null;

  @Field(() => Int, { description: "Items the range rests on (0 from placement)." })
  items: number;

  @Field(() => ReadinessBasis)
  basis: ReadinessBasis;
}

@ObjectType("Readiness", { description: "The official pass rule applied to recent work, as ranges, never one number." })
export class ReadinessType {
  @Field(() => ExamFamily)
  family: ExamFamily;

  @Field(() => Cefr)
  cefr: Cefr;

  @Field(() => PassRuleKind)
  passRule: PassRuleKind;

  @Field(() => Int)
  passPercent: number;

  @Field(() => [ModuleReadinessType])
  modules: ModuleReadinessType[];

  @Field(() => Int, { nullable: true, description: "Total and written rules: the range of both modules together." })
  low: number | null;

  @Field(() => Int, { nullable: true })
  high: number | null;

  @Field(() => ReadinessVerdict)
  verdict: ReadinessVerdict;

  @Field(() => ReadinessBasis)
  basis: ReadinessBasis;
}

@ObjectType("AudioCue", { description: "One sentence of a recording: when it is spoken, by whom, and what is said (German)." })
export class AudioCueType {
  @Field(() => Float, { description: "Seconds from the start of the recording." })
  start: number;

  @Field(() => Float)
  end: number;

  @Field({ description: "The speaker as the script names them, e.g. „Ansage“ or „Frau Weber“." })
  speaker: string;

  @Field()
  text: string;
}
