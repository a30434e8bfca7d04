import type { AttemptScoreData } from "./attempt.entity";
import type { ModuleClock } from "./module-clock";

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
  skill: "reading" | "listening";
  title: string | null;
  intro: string | null;
  passage: string | null;
  audioUrl: string | null;
  imageUrl: string | null;
}

export interface PageDto {
  number: number;
  skill: "reading" | "listening";
  block: BlockBaseDto & {
    audioMp3Url: string | null;
    playLimit: number | null;
    readingSeconds: number | null;
    optionPool: ChoiceDto[];
    subQuestions: {
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
    }[];
  };
  answers: { subQuestionId: number; value: string }[];
  plays: number;
  playsLeft: number | null;
}

export interface ReviewItemDto {
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
  explanation: string | null;
}

export interface ReviewPageDto {
  number: number;
  correct: number;
  total: number;
  block: BlockBaseDto & {
    transcript: string | null;
    notes: string | null;
    optionPool: ChoiceDto[];
    items: ReviewItemDto[];
  };
}

export type ResultDto = AttemptScoreData & { passRule: string };

export interface TimerDto extends ModuleClock {
  firstPage: number;
}
