import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { Localized } from "../../common/lang";
import { QuestionBlock } from "./question-block.entity";

export const ANSWER_TYPES = ["multiple_choice", "true_false", "complete", "matching", "writing", "speaking"] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export type ChoiceKind = "text" | "image";
export type CompleteMode = "write" | "select";
export type AnswerLocation = "beginning" | "middle" | "end";

/** A content point of a writing task: what it asks for, and the words that show it is covered (see productive/feedback.ts). */
export interface ContentPoint {
  text: string;
  keywords: string[];
}

/** A value the learner may pick: text (label) or picture (image media key). */
export interface ChoiceOption {
  value: string;
  label?: Relation<string>;
  image?: Relation<string>;
}

@Entity("sub_questions")
@Index("sub_questions_block_position_idx", ["blockId", "position"])
export class SubQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "block_id", type: "integer" })
  blockId: number;

  @ManyToOne(() => QuestionBlock, (b) => b.subQuestions, { onDelete: "CASCADE" })
  @JoinColumn({ name: "block_id" })
  block?: Relation<QuestionBlock>;

  @Column({ type: "integer" })
  position: number;

  @Column({ name: "answer_type", type: "varchar", length: 20 })
  answerType: AnswerType;

  /** Multiple choice: text choices (2–4) or picture choices (2–3). */
  @Column({ name: "choice_kind", type: "varchar", length: 5, nullable: true })
  choiceKind: ChoiceKind | null;

  /** Gap completion: typed (write) or chosen from a drop-down (select, up to 16 options). */
  @Column({ name: "complete_mode", type: "varchar", length: 6, nullable: true })
  completeMode: CompleteMode | null;

  /** Where a typed gap sits in its sentence. */
  @Column({ name: "answer_location", type: "varchar", length: 9, nullable: true })
  answerLocation: AnswerLocation | null;

  /** Text before the gap (or the question). */
  @Column({ type: "text", nullable: true })
  title: string | null;

  /** Text after the gap. */
  @Column({ name: "last_title", type: "text", nullable: true })
  lastTitle: string | null;

  /** Choices (multiple choice), labels (true/false) or drop-down options (select gap). Matching uses the block's pool. */
  @Column({ type: "jsonb", default: () => "'[]'" })
  choices: ChoiceOption[];

  @Column({ name: "banner_image", type: "varchar", length: 255, nullable: true })
  bannerImage: string | null;

  @Column({ type: "boolean", default: false })
  highlight: boolean;

  /** The key: the value of the correct choice. Never exposed before submission. */
  @Column({ name: "correct_answer", type: "varchar", length: 200, nullable: true })
  correctAnswer: string | null;

  /** Typed gap: 1–6 accepted answers. Never exposed before submission. */
  @Column({ name: "accepted_answers", type: "jsonb", default: () => "'[]'" })
  acceptedAnswers: string[];

  @Column({ name: "model_solution", type: "jsonb", default: () => "'{}'" })
  modelSolution: Localized;

  @Column({ type: "jsonb", default: () => "'{}'" })
  explanation: Localized;

  /** Writing: the situation and what to write (sanitised HTML). */
  @Column({ type: "text", nullable: true })
  task: string | null;

  /** Writing: the content points the text must cover. */
  @Column({ type: "jsonb", default: () => "'[]'" })
  points: ContentPoint[];

  @Column({ name: "min_words", type: "integer", nullable: true })
  minWords: number | null;

  @Column({ name: "max_words", type: "integer", nullable: true })
  maxWords: number | null;

  /** Writing and speaking: the key of the rubric the answer is judged by. */
  @Column({ name: "rubric_key", type: "varchar", length: 80, nullable: true })
  rubricKey: string | null;

  /** Speaking: the preparation time before the recording starts (seconds). */
  @Column({ name: "prep_seconds", type: "integer", nullable: true })
  prepSeconds: number | null;

  /** Speaking: the longest recording (seconds); an upload may exceed it by 5 s. */
  @Column({ name: "max_record_seconds", type: "integer", nullable: true })
  maxRecordSeconds: number | null;

  /** Speaking: the model answer read aloud (media key, .ogg), where the content has one. */
  @Column({ name: "model_audio", type: "varchar", length: 255, nullable: true })
  modelAudio: string | null;

  /** Speaking: the .mp3 twin of modelAudio. */
  @Column({ name: "model_audio_mp3", type: "varchar", length: 255, nullable: true })
  modelAudioMp3: string | null;
}
