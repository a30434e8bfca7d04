import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { QuestionBlock } from "../exams/question-block.entity";
import { User } from "../users/user.entity";

/**
 * When a learner last opened a page's review (its keys, solutions and transcript). Practice reads it to give drills
 * pages the learner has not seen, or not seen lately, rather than the page whose solutions were just read.
 */
@Entity("block_reviews")
export class BlockReview {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @PrimaryColumn({ name: "block_id", type: "integer" })
  blockId: number;

  @ManyToOne(() => QuestionBlock, { onDelete: "CASCADE" })
  @JoinColumn({ name: "block_id" })
  block?: Relation<QuestionBlock>;

  @Column({ name: "reviewed_at", type: "timestamptz" })
  reviewedAt: Date;
}
