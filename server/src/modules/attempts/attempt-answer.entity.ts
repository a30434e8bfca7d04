import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { SubQuestion } from "../exams/sub-question.entity";
import { Attempt } from "./attempt.entity";

/** The learner's answer to one sub-question in one attempt; saving again replaces it. */
@Entity("attempt_answers")
@Index("attempt_answers_attempt_sub_unique", ["attemptId", "subQuestionId"], { unique: true })
export class AttemptAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "attempt_id", type: "integer" })
  attemptId: number;

  @ManyToOne(() => Attempt, { onDelete: "CASCADE" })
  @JoinColumn({ name: "attempt_id" })
  attempt?: Relation<Attempt>;

  @Index("attempt_answers_sub_idx")
  @Column({ name: "sub_question_id", type: "integer" })
  subQuestionId: number;

  @ManyToOne(() => SubQuestion, { onDelete: "CASCADE" })
  @JoinColumn({ name: "sub_question_id" })
  subQuestion?: Relation<SubQuestion>;

  /** A choice, a typed gap (at most 200 characters) or a written text (at most 5,000). */
  @Column({ type: "varchar", length: 5000 })
  value: string;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
