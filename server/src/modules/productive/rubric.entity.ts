import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { Localized } from "../../common/lang";

/**
 * How a rubric turns bands into points: Goethe (points per band, per task; an E in task fulfilment zeroes the task),
 * telc (A/B/C/D = 5/3/1/0, weighted), or completion (Start Deutsch 1 Sprechen: every item of the task rated full, half
 * or none of its points, nothing else rated; summed and weighted).
 */
export type RubricScheme = "goethe" | "telc" | "completion";

/** One band of a criterion: its letter, the points it gives, and what it looks like (our own words). */
export interface BandData {
  band: string;
  points: number;
  descriptor: Localized;
}

export interface CriterionData {
  key: string;
  label: Localized;
  /** Goethe: a text rated E here (task not fulfilled) scores 0 for the whole task. */
  zeroesTask: boolean;
  /** Best band first. */
  bands: BandData[];
}

/** A sample text of the rubric's task kind with the expert's band per criterion: learners calibrate on it. */
export interface CalibrationData {
  task: string;
  text: string;
  /** criterion key → band letter */
  bands: Record<string, string>;
  comment: Localized;
}

/** The criteria and bands one kind of productive task is judged by (per family, level and task kind). */
@Entity("rubrics")
export class Rubric {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable name, e.g. goethe-B1-email; sub-questions refer to it. */
  @Index("rubrics_key_unique", { unique: true })
  @Column({ type: "varchar", length: 80 })
  key: string;

  @Column({ type: "varchar", length: 10 })
  family: string;

  @Column({ type: "varchar", length: 2 })
  cefr: string;

  /** e.g. email, forum, formal_letter, message, essay */
  @Column({ name: "task_kind", type: "varchar", length: 40 })
  taskKind: string;

  @Column({ type: "jsonb", default: () => "'{}'" })
  name: Localized;

  @Column({ type: "varchar", length: 10 })
  scheme: RubricScheme;

  /** The sum of the criteria's points is multiplied by this (telc B1 Schreiben: 3); 1 for Goethe. */
  @Column({ type: "double precision", default: 1 })
  weight: number;

  @Column({ type: "jsonb", default: () => "'[]'" })
  criteria: CriterionData[];

  /** Where the criteria and point values come from, and how sure we are ([src], [3rd], [mem], [own]). */
  @Column({ type: "text", nullable: true })
  source: string | null;

  @Column({ type: "varchar", length: 10, nullable: true })
  certainty: string | null;

  @Column({ type: "jsonb", nullable: true })
  calibration: CalibrationData | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
