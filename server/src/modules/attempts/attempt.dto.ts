import type { AttemptScoreData, SkillScoreData } from "./attempt.entity";
import type { SkillCode } from "../exams/question-block.entity";
import type { TeilPlace } from "../exams/teile";
import type { ContentPoint } from "../exams/sub-question.entity";
import type { ModuleClock } from "./module-clock";
import type { OfficialResult } from "./official-rule";

/** What the attempt service answers: pages, review pages, results and timers, as the edges present them. */

export interface AnswerValue {
  subQuestionId: string;
  value: string;
}

export interface ChoiceDto {
  value: string;
  label: string | null;
  imageUrl: string | null;
}

/** What a page and a review page both show of a question block. */
export interface BlockBaseDto {
  id: number;
  type: string;
  skill: SkillCode;
  title: string | null;
  intro: string | null;
  passage: string | null;
  audioUrl: string | null;
  imageUrl: string | null;
}

export interface PageDto {
  number: number;
  skill: SkillCode;
  place: TeilPlace;
  block: BlockBaseDto & {
    audioMp3Url: string | null;
    audioSources: { url: string; mimeType: string }[];
    playLimit: number | null;
    readingSeconds: number | null;
    audioTexts: { start: number; end: number }[];
    optionPool: ChoiceDto[];
    subQuestions: ({
      id: number;
      position: number;
      answerType: string;
      choiceKind: string | null;
      completeMode: string | null;
      answerLocation: string | null;
      title: string | null;
      lastTitle: string | null;
      bannerImageUrl: string | null;
      highlight: boolean;
      choices: ChoiceDto[];
    } & WritingTaskDto)[];
  };
  answers: { subQuestionId: number; value: string }[];
  plays: number;
  playsLeft: number | null;
  textPlays: number[];
}

/** What a writing task shows beside its text field (empty for receptive items). */
export interface WritingTaskDto {
  task: string | null;
  points: string[];
  /** the points with the keywords the feedback looks for (not shown) */
  contentPoints: ContentPoint[];
  minWords: number | null;
  maxWords: number | null;
  rubricKey: string | null;
  prepSeconds: number | null;
  maxRecordSeconds: number | null;
}

export interface ReviewItemDto extends WritingTaskDto {
  /** The attempt it belongs to (productive fields are resolved from it). */
  attemptId: number;
  id: number;
  position: number;
  answerType: string;
  completeMode: string | null;
  answerLocation: string | null;
  title: string | null;
  lastTitle: string | null;
  bannerImageUrl: string | null;
  choices: ChoiceDto[];
  answer: string | null;
  answerLabel: string | null;
  correct: boolean;
  correctAnswers: string[];
  correctLabel: string | null;
  modelSolution: string | null;
  /** speaking: the model answer read aloud (shown after submission only) */
  modelAudioUrl: string | null;
  explanation: string | null;
}

export interface ReviewPageDto {
  number: number;
  place: TeilPlace;
  correct: number;
  total: number;
  block: BlockBaseDto & {
    transcript: string | null;
    notes: string | null;
    optionPool: ChoiceDto[];
    items: ReviewItemDto[];
  };
}

/** A productive module's score from the assessments. */
export interface ProductiveScoreDto {
  points: number;
  maxPoints: number;
  percent: number;
  /** TEACHER when a teacher graded every task, SELF when a self-assessment counts for one; null when nothing was written. */
  assessedBy: "TEACHER" | "SELF" | null;
}

/** One writing or speaking task of a result: a Teil of its module, with its points once graded. */
export interface ProductiveTaskDto {
  skill: SkillCode;
  subQuestionId: number;
  /** the task's page (1-based) */
  page: number;
  /** the title of the task's block */
  title: string | null;
  status: "graded" | "pending" | "no_answer";
  /** null while pending; 0 for an empty task */
  points: number | null;
  maxPoints: number;
  assessedBy: "TEACHER" | "SELF" | null;
}

/** What the productive module adds to a result: a score per productive skill present, and what still awaits an assessment. */
export interface ProductiveOutcome {
  writing: ProductiveScoreDto | null;
  speaking: ProductiveScoreDto | null;
  /** productive skills of the exam still awaiting an assessment */
  pending: SkillCode[];
  /** productive skills the exam holds */
  present: SkillCode[];
  /** every writing and speaking task, in page order */
  tasks: ProductiveTaskDto[];
}

/** A productive module's score as a result shows it: SkillScore's fields and the exact points. */
export type ProductiveSkillScore = SkillScoreData & ProductiveScoreDto;

export type ResultDto = AttemptScoreData & {
  passRule: string;
  writing: ProductiveSkillScore | null;
  speaking: ProductiveSkillScore | null;
  pending: SkillCode[];
  official: OfficialResult;
  tasks: ProductiveTaskDto[];
};

export interface TimerDto extends ModuleClock {
  firstPage: number;
  /** the module's Teile (exams/teile.ts) */
  teilCount: number;
}
