import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { Localized } from "../../common/lang";
import { Exam } from "./exam.entity";
import { SubQuestion } from "./sub-question.entity";

export const BLOCK_TYPES = ["listening", "listening and image", "reading", "image", "sub", "writing", "speaking"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** The four modules of the real exams, in their canonical order. */
export const SKILLS = ["reading", "listening", "writing", "speaking"] as const;
export type SkillCode = (typeof SKILLS)[number];
/** The productive modules: judged on a rubric by people, not scored from a key. */
export const PRODUCTIVE_SKILLS: readonly SkillCode[] = ["writing", "speaking"];

export function skillOf(type: BlockType): SkillCode {
  if (type === "writing" || type === "speaking") return type;
  return type === "listening" || type === "listening and image" ? "listening" : "reading";
}

/** One sentence of a recording: when it is spoken (seconds from the start), by whom, and what is said. */
export interface AudioCue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

export interface PoolOption {
  value: string;
  label: string;
}

/** One exam page: a "Teil" with its material and sub-questions. */
@Entity("question_blocks")
@Index("question_blocks_exam_position_idx", ["examId", "position"])
export class QuestionBlock {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "exam_id", type: "integer" })
  examId: number;

  @ManyToOne(() => Exam, (e) => e.blocks, { onDelete: "CASCADE" })
  @JoinColumn({ name: "exam_id" })
  exam?: Relation<Exam>;

  @Column({ type: "integer" })
  position: number;

  @Column({ type: "varchar", length: 24 })
  type: BlockType;

  /** Heading of the page, e.g. "Lesen, Teil 1". */
  @Column({ type: "varchar", length: 200, nullable: true })
  title: string | null;

  /** Instructions (HTML, sanitised). */
  @Column({ type: "text", nullable: true })
  intro: string | null;

  /** Reading passage (HTML, sanitised). */
  @Column({ type: "text", nullable: true })
  passage: string | null;

  /** Media key of the audio (ogg); an mp3 twin may sit beside it. */
  @Column({ type: "varchar", length: 255, nullable: true })
  audio: string | null;

  @Column({ name: "audio_mp3", type: "varchar", length: 255, nullable: true })
  audioMp3: string | null;

  @Column({ type: "varchar", length: 255, nullable: true })
  image: string | null;

  /** How often the recording may be played in exam mode; null = unlimited. */
  @Column({ name: "play_limit", type: "integer", nullable: true })
  playLimit: number | null;

  /** Seconds to read the items before the recording starts. */
  @Column({ name: "reading_seconds", type: "integer", nullable: true })
  readingSeconds: number | null;

  /** Transcript of the recording, shown in the review only. */
  @Column({ type: "text", nullable: true })
  transcript: string | null;

  /** Sentence timings of the recording (content/audio-cues), shown where the transcript is: review, checked drills. */
  @Column({ name: "audio_cues", type: "jsonb", nullable: true })
  audioCues: AudioCue[] | null;

  /** Options shared by every matching sub-question of this block. */
  @Column({ name: "option_pool", type: "jsonb", default: () => "'[]'" })
  optionPool: PoolOption[];

  /** Explanation of the whole Teil per language (review only). */
  @Column({ type: "jsonb", default: () => "'{}'" })
  notes: Localized;

  @OneToMany(() => SubQuestion, (q) => q.block)
  subQuestions?: Relation<SubQuestion[]>;
}
