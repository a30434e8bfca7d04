import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { QuestionBlock } from "../exams/question-block.entity";
import { Attempt } from "./attempt.entity";

/**
 * What one attempt's items on one page came to, fixed when they counted (at submission, or when a drill's
 * items were checked): one character per item in page order, "1" right and "0" wrong. Practice reads a
 * learner's history from these rows (a few per attempt) instead of scoring every answer again.
 */
@Entity("attempt_item_runs")
export class AttemptItemRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("attempt_item_runs_attempt_idx")
  @Column({ name: "attempt_id", type: "integer" })
  attemptId: number;

  @ManyToOne(() => Attempt, { onDelete: "CASCADE" })
  @JoinColumn({ name: "attempt_id" })
  attempt?: Relation<Attempt>;

  @Column({ name: "block_id", type: "integer" })
  blockId: number;

  @ManyToOne(() => QuestionBlock, { onDelete: "CASCADE" })
  @JoinColumn({ name: "block_id" })
  block?: Relation<QuestionBlock>;

  /** When the items counted: the submission, or the check of a drill's items. */
  @Column({ type: "timestamptz" })
  at: Date;

  /** "1" or "0" per item, in page order. */
  @Column({ type: "varchar", length: 200 })
  results: string;
}
