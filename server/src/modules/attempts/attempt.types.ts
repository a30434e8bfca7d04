import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { AttemptModeKind, AttemptStatus, TaskStatus, Verdict } from "./attempt.enums";
import { PassRuleKind, Skill } from "../exams/exam.enums";
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";
import { TeilPlaceType } from "../exams/exam.types";

export { AttemptModeKind, TaskStatus, Verdict };

/* ---------------------------------------------------------------------------------------------
 * Public page types: what a learner sees while answering. They NEVER carry a key, a model
 * solution, an explanation or a transcript; review types below are separate on purpose.
 * ------------------------------------------------------------------------------------------- */

@ObjectType("Choice", { simpleResolvers: true, description: "A value the learner may pick: text, picture or both." })
export class ChoiceType {
  @Field({ description: "What saveAnswers expects as the value." })
  value: string;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;
}

/** What a page and a review show alike of a sub-question (no key here). */
@ObjectType()
export abstract class SubQuestionFields {
  @Field(() => ID)
  id: number;

  @Field(() => Int)
  position: number;

  @Field({
    description:
      "multiple_choice | true_false | complete | matching | writing (value = the learner's text) | speaking (value = a recording id)",
  })
  answerType: string;

  @Field(() => String, { nullable: true, description: "Gap: write (typed) | select (drop-down)." })
  completeMode: string | null;

  @Field(() => String, { nullable: true, description: "Gap position in the sentence: beginning | middle | end." })
  answerLocation: string | null;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true })
  lastTitle: string | null;

  @Field(() => String, { nullable: true })
  bannerImageUrl: string | null;

  @ListSize({ assumedSize: CONTENT_SIZES.choicesPerItem })
  @Field(() => [ChoiceType], {
    description: "Every value the learner may pick (matching: the block's pool); empty for a typed gap.",
  })
  choices: ChoiceType[];

  @Field(() => String, {
    nullable: true,
    description: "Writing and speaking: the situation and what to write or say (sanitised HTML).",
  })
  task: string | null;

  @Field(() => [String], { description: "Writing and speaking: the content points the answer must cover (may be empty)." })
  points: string[];

  @Field(() => Int, { nullable: true })
  minWords: number | null;

  @Field(() => Int, { nullable: true })
  maxWords: number | null;

  @Field(() => Int, { nullable: true, description: "Speaking: the preparation time before the recording (seconds)." })
  prepSeconds: number | null;

  @Field(() => Int, { nullable: true, description: "Speaking: the longest recording (seconds); an upload may exceed it by 5 s." })
  maxRecordSeconds: number | null;
}

@ObjectType("SubQuestion", { simpleResolvers: true, description: "One item of a page, without its key." })
export class SubQuestionType extends SubQuestionFields {
  @Field(() => String, { nullable: true, description: "Multiple choice: text | image." })
  choiceKind: string | null;

  @Field()
  highlight: boolean;
}

/** What a page and a review show alike of a block (no transcript here). */
@ObjectType()
export abstract class BlockFields {
  @Field(() => ID)
  id: number;

  @Field({ description: "listening | listening and image | reading | image | sub | writing | speaking" })
  type: string;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  intro: string | null;

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  passage: string | null;

  @Field(() => String, { nullable: true })
  audioUrl: string | null;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @ListSize({ assumedSize: CONTENT_SIZES.choicesPerItem })
  @Field(() => [ChoiceType], { description: "Options shared by the block's matching items." })
  optionPool: ChoiceType[];
}

@ObjectType("AudioSource", {
  simpleResolvers: true,
  description: "One format of a recording; the browser picks the first it plays.",
})
export class AudioSourceType {
  @Field()
  url: string;

  @Field({ description: "e.g. audio/ogg; codecs=opus, audio/mpeg" })
  mimeType: string;
}

@ObjectType("AudioText", {
  simpleResolvers: true,
  description: "One text of a recording with several (Hören Teil 1: five short texts), played by itself in the exam's order.",
})
export class AudioTextType {
  @Field(() => Float, { description: "Seconds into the recording where the text starts (its announcement included)." })
  start: number;

  @Field(() => Float, { description: "Seconds into the recording where its last sentence ends." })
  end: number;
}

@ObjectType("QuestionBlock", { simpleResolvers: true, description: "One page (a Teil) as the learner sees it while answering." })
export class QuestionBlockType extends BlockFields {
  @ListSize({ assumedSize: CONTENT_SIZES.audioFormats })
  @Field(() => [AudioSourceType], { description: "Every format of the block's recording (Ogg, MP3), with its MIME type." })
  audioSources: AudioSourceType[];

  @Field(() => String, { nullable: true })
  audioMp3Url: string | null;

  @Field(() => Int, { nullable: true, description: "How often the recording may be played in exam mode; null = unlimited." })
  playLimit: number | null;

  @Field(() => Int, { nullable: true, description: "Seconds to read the items before the recording starts." })
  readingSeconds: number | null;

  @ListSize({ assumedSize: CONTENT_SIZES.textsPerRecording })
  @Field(() => [AudioTextType], {
    description:
      "The texts of the recording, from its sentence timings: the exam plays each by itself (twice where playLimit is 2); empty without a recording.",
  })
  audioTexts: AudioTextType[];

  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [SubQuestionType])
  subQuestions: SubQuestionType[];
}

@ObjectType("SavedAnswer", { simpleResolvers: true })
export class SavedAnswerType {
  @Field(() => ID)
  subQuestionId: number;

  @Field()
  value: string;
}

@ObjectType("AttemptPage", {
  simpleResolvers: true,
  description: "One page of an attempt: its block and the caller's saved answers.",
})
export class AttemptPageType {
  @Field(() => Int)
  number: number;

  @Field(() => Skill, { description: "The module this page belongs to." })
  skill: Skill;

  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module." })
  place: TeilPlaceType;

  @Field(() => QuestionBlockType)
  block: QuestionBlockType;

  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [SavedAnswerType])
  answers: SavedAnswerType[];

  @Field(() => Int, { description: "Recordings played so far on this page." })
  plays: number;

  @Field(() => Int, { nullable: true, description: "Plays left in exam mode; null = unlimited (training, or no limit)." })
  playsLeft: number | null;

  @ListSize({ assumedSize: CONTENT_SIZES.textsPerRecording })
  @Field(() => [Int], { description: "Plays so far of each text of the recording (block.audioTexts), in order." })
  textPlays: number[];
}

@ObjectType("AttemptPageState", {
  simpleResolvers: true,
  description: "Where a page stands: how many of its items the learner has answered (the player's part navigator).",
})
export class AttemptPageStateType {
  @Field(() => Int)
  number: number;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module." })
  place: TeilPlaceType;

  @Field(() => Int, { description: "Items on the page." })
  questions: number;

  @Field(() => Int, { description: "Items with a saved answer." })
  answered: number;
}

@ObjectType("ModuleTimer", { simpleResolvers: true, description: "A module's clock, held on the server; survives a reload." })
export class ModuleTimerType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => Int, { description: "First page of the module." })
  firstPage: number;

  @Field(() => Int, { description: "The module's Teile (a Teil of several texts spans several pages)." })
  teilCount: number;

  @Field(() => Int, { nullable: true, description: "null: untimed." })
  limitSeconds: number | null;

  @Field(() => DateTimeResolver, { nullable: true })
  startedAt: Date | null;

  @Field(() => DateTimeResolver, { nullable: true })
  deadline: Date | null;

  @Field(() => Int, { nullable: true })
  remainingSeconds: number | null;

  @Field()
  expired: boolean;
}

@InputType()
export class AnswerInput {
  @Field(() => ID)
  subQuestionId: string;

  @Field({
    description:
      "A choice's value, a pool value (matching), typed text (at most 200 characters) or a written text (at most 5,000).",
  })
  value: string;
}

@ObjectType("SkillScore")
export class SkillScoreType {
  @Field(() => Int)
  correct: number;

  @Field(() => Int)
  total: number;

  @Field(() => Float, {
    description: "points ÷ maxPoints × 100, one decimal (correct ÷ total where every item weighs one point).",
  })
  percent: number;

  @Field({ description: "percent ≥ the pass mark (60)." })
  passed: boolean;

  @Field(() => Float, {
    nullable: true,
    description:
      "The points reached: receptive skills weigh each item by its Teil's official points (telc B1–C1), else one; productive skills: the assessed tasks' points.",
  })
  points?: number | null;

  @Field(() => Float, { nullable: true, description: "The skill's maximum points." })
  maxPoints?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Productive skills: TEACHER when a teacher graded every task, SELF when a self-assessment counts for one.",
  })
  assessedBy?: string | null;
}

@ObjectType("TeilScore", {
  description:
    "One Teil's score: its items (by the blueprint Teil their block belongs to, else one page), right and weighed by the Teil's official points (telc B1–C1) or one point an item.",
})
export class TeilScoreType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => String, {
    nullable: true,
    description: 'The blueprint Teil ("Leseverstehen, Teil 1"); null where the block matches none.',
  })
  teil: string | null;

  @Field(() => String, { nullable: true, description: "The title of the Teil's first block." })
  title: string | null;

  @Field(() => Int, { description: "The Teil's first page (1-based): its review." })
  page: number;

  @Field(() => Int)
  correct: number;

  @Field(() => Int)
  total: number;

  @Field(() => Float, { description: "The right answers' points." })
  points: number;

  @Field(() => Float, { description: "The Teil's points (its items' count where every item weighs one)." })
  maxPoints: number;

  @Field(() => Float, { description: "points ÷ maxPoints × 100, one decimal." })
  percent: number;
}

@ObjectType("OfficialPart", {
  description: "One part of the official pass rule: a module, the total, or telc's written or oral part.",
})
export class OfficialPartType {
  @Field({ description: "reading | listening | writing | speaking (per module), total, written or oral" })
  key: string;

  @Field(() => Float, { nullable: true, description: "null while a module inside it awaits an assessment" })
  points: number | null;

  @Field(() => Float)
  maxPoints: number;

  @Field(() => Float)
  passPoints: number;

  @Field(() => Verdict, { description: "NOT_TAKEN: a module of a modular exam the learner did not sit (not failed)." })
  status: Verdict;
}

@ObjectType("ProductiveTaskScore", {
  description: "A writing or speaking task of a result, a Teil of its module: its points once graded.",
})
export class ProductiveTaskScoreType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => ID)
  subQuestionId: number;

  @Field(() => Int, { description: "The task's page (1-based): its review." })
  page: number;

  @Field(() => String, { nullable: true, description: "The title of the task's block." })
  title: string | null;

  @Field(() => TaskStatus)
  status: TaskStatus;

  @Field(() => Float, { nullable: true, description: "null while pending; 0 for a task left empty." })
  points: number | null;

  @Field(() => Float)
  maxPoints: number;

  @Field(() => String, { nullable: true, description: "TEACHER or SELF once graded." })
  assessedBy: string | null;
}

@ObjectType("OfficialResult", { description: "The exam's official pass rule over all its modules." })
export class OfficialResultType {
  @Field(() => Verdict, { description: "PENDING while a part awaits an assessment (telc: the oral part until speaking exists)." })
  verdict: Verdict;

  @Field(() => [OfficialPartType])
  parts: OfficialPartType[];
}

@ObjectType("AttemptResult", {
  description: "The score: receptive modules fixed at submission, productive ones from the assessments.",
})
export class AttemptResultType {
  @Field(() => SkillScoreType, { nullable: true })
  reading: SkillScoreType | null;

  @Field(() => SkillScoreType, { nullable: true })
  listening: SkillScoreType | null;

  @Field(() => SkillScoreType, { description: "Both skills together." })
  total: SkillScoreType;

  @Field({ description: "Every skill of the exam passed (bestanden) at the pass mark." })
  passed: boolean;

  @Field(() => PassRuleKind, { description: "The exam's official pass rule." })
  passRule: PassRuleKind;

  @Field({
    description:
      "The official rule over all modules passed (false while one is pending: see official.verdict): total (Goethe A1/A2), per module (Goethe B1–C1), written and oral part (telc).",
  })
  officialPassed: boolean;

  @Field(() => SkillScoreType, {
    nullable: true,
    description: "Writing: percent from the assessments (a teacher's outranks the learner's); null while pending.",
  })
  writing: SkillScoreType | null;

  @Field(() => SkillScoreType, { nullable: true, description: "Speaking: as writing." })
  speaking: SkillScoreType | null;

  @Field(() => [Skill], { description: "Productive skills still awaiting an assessment." })
  pending: Skill[];

  @Field(() => OfficialResultType)
  official: OfficialResultType;

  @Field(() => [TeilScoreType], { description: "The receptive score per Teil, in page order." })
  parts: TeilScoreType[];

  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [ProductiveTaskScoreType], { description: "Every writing and speaking task, in page order." })
  tasks: ProductiveTaskScoreType[];
}

@ObjectType("AudioPlayPayload")
export class AudioPlayPayload {
  @Field(() => ID)
  blockId: number;

  @Field(() => Int, { description: "The text played (1, 2, … of block.audioTexts); 0 = the whole recording." })
  text: number;

  @Field(() => Int, { description: "Plays registered so far, this one included." })
  plays: number;

  @Field(() => Int, { nullable: true })
  playLimit: number | null;

  @Field(() => Int, { nullable: true, description: "null = unlimited." })
  playsLeft: number | null;
}

/* ---------------------------------------------------------------------------------------------
 * Review types: after submission, owner or admin only. These carry keys.
 * ------------------------------------------------------------------------------------------- */

@ObjectType("ReviewItem", { description: "A sub-question after submission: the answer given, the key, and why." })
export class ReviewItemType extends SubQuestionFields {
  @Field(() => String, { nullable: true, description: "The learner's answer; null when unanswered." })
  answer: string | null;

  @Field(() => String, { nullable: true, description: "The label of the chosen option." })
  answerLabel: string | null;

  @Field()
  correct: boolean;

  @Field(() => [String], { description: "The key: the correct value, or every accepted answer of a typed gap." })
  correctAnswers: string[];

  @Field(() => String, { nullable: true, description: "The label of the correct option." })
  correctLabel: string | null;

  @Field(() => String, { nullable: true, description: "Model solution in the caller's language (German fallback); HTML." })
  modelSolution: string | null;

  @Field(() => String, { nullable: true, description: "Explanation in the caller's language (German fallback); HTML." })
  explanation: string | null;
}

@ObjectType("ReviewBlock")
export class ReviewBlockType extends BlockFields {
  @Field(() => String, { nullable: true, description: "Transcript of the recording." })
  transcript: string | null;

  @Field(() => String, { nullable: true, description: "Notes on the whole Teil in the caller's language." })
  notes: string | null;

  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [ReviewItemType])
  items: ReviewItemType[];
}

@ObjectType("ReviewPage")
export class ReviewPageType {
  @Field(() => Int)
  number: number;

  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module." })
  place: TeilPlaceType;

  @Field(() => Int)
  correct: number;

  @Field(() => Int)
  total: number;

  @Field(() => ReviewBlockType)
  block: ReviewBlockType;
}

/* ------------------------------------------------------------------------------------------- */

@ObjectType("Attempt", { description: "One sitting of one exam. Keys appear only under result and review, after submission." })
export class AttemptType {
  @Field(() => ID)
  id: number;

  @Field(() => AttemptStatus)
  status: AttemptStatus;

  @Field(() => AttemptModeKind)
  mode: AttemptModeKind;

  @Field(() => DateTimeResolver)
  startedAt: Date;

  @Field(() => DateTimeResolver, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Int, { description: "The page last saved (where to resume)." })
  currentPage: number;
}

@ObjectType("SaveAnswersPayload", { simpleResolvers: true })
export class SaveAnswersPayload {
  @Field(() => AttemptType)
  attempt: unknown;

  @Field(() => Int, { description: "Answers stored by this call." })
  saved: number;
}
