import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Attempt } from "../attempts/attempt.entity";
import { SubQuestion } from "../exams/sub-question.entity";
import { User } from "../users/user.entity";
import type { AssessorKind } from "./productive.enums";

/** One criterion as rated: the band letter and its points (unweighted). */
export interface CriterionScoreData {
  key: string;
  band: string;
  points: number;
}

/**
 * A rating of one productive answer on its rubric: the learner's own (self) or a teacher's. One of
 * each kind per answer; rating again replaces it. A teacher's rating outranks the learner's in results.
 */
@Entity("assessments")
@Index("assessments_answer_kind_unique", ["attemptId", "subQuestionId", "kind"], { unique: true })
export class Assessment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "attempt_id", type: "integer" })
  attemptId: number;

  @ManyToOne(() => Attempt, { onDelete: "CASCADE" })
  @JoinColumn({ name: "attempt_id" })
  attempt?: Relation<Attempt>;

  @Index("assessments_sub_idx")
  @Column({ name: "sub_question_id", type: "integer" })
  subQuestionId: number;

  @ManyToOne(() => SubQuestion, { onDelete: "CASCADE" })
  @JoinColumn({ name: "sub_question_id" })
  subQuestion?: Relation<SubQuestion>;

  @Column({ type: "varchar", length: 8 })
  kind: AssessorKind;

  /** Who rated (the learner, or the teacher); null once that account is deleted. */
  @Column({ name: "assessor_id", type: "integer", nullable: true })
  assessorId: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "assessor_id" })
  assessor?: Relation<User>;

  @Column({ type: "jsonb", default: () => "'[]'" })
  scores: CriterionScoreData[];

  /** Points of the task by the rubric's rule (weighted; 0 when a task-fulfilment E zeroes it). */
  @Column({ type: "double precision" })
  total: number;

  @Column({ name: "max_points", type: "double precision" })
  maxPoints: number;

  @Column({ type: "text", nullable: true })
  comment: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
