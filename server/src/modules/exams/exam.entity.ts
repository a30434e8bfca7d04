import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { Level } from "../content/level.entity";
import { QuestionBlock } from "./question-block.entity";

/** How the official exam decides a pass: per skill module, on the total, or on the telc written part. */
export type PassRule = "per_skill" | "total" | "written";

@Entity("exams")
@Index("exams_level_sort_idx", ["levelId", "sortOrder"])
export class Exam {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "level_id", type: "integer" })
  levelId: number;

  @ManyToOne(() => Level, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "level_id" })
  level?: Relation<Level>;

  @Column({ type: "varchar", length: 200 })
  name: string;

  /** Stable identifier of a seeded exam (its content file); null for exams authored in the console. */
  @Index("exams_content_key_unique", { unique: true })
  @Column({ name: "content_key", type: "varchar", length: 120, nullable: true })
  contentKey: string | null;

  @Column({ type: "boolean", default: false })
  published: boolean;

  @Column({ name: "sort_order", type: "integer", default: 0 })
  sortOrder: number;

  /** Time limit of the reading module in minutes; null = untimed. */
  @Column({ name: "reading_minutes", type: "integer", nullable: true })
  readingMinutes: number | null;

  /** Time limit of the listening module in minutes; null = untimed. */
  @Column({ name: "listening_minutes", type: "integer", nullable: true })
  listeningMinutes: number | null;

  /** Time limit of the writing module (Schreiben) in minutes; null = untimed. */
  @Column({ name: "writing_minutes", type: "integer", nullable: true })
  writingMinutes: number | null;

  /** Time limit of the speaking module (Sprechen) in minutes; null = timed per task only. */
  @Column({ name: "speaking_minutes", type: "integer", nullable: true })
  speakingMinutes: number | null;

  @Column({ name: "pass_rule", type: "varchar", length: 12, default: "per_skill" })
  passRule: PassRule;

  /** Pass mark in percent (60 for every exam of this product). */
  @Column({ name: "pass_percent", type: "integer", default: 60 })
  passPercent: number;

  @OneToMany(() => QuestionBlock, (b) => b.exam)
  blocks?: Relation<QuestionBlock[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
