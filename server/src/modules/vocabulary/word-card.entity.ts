import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from "typeorm";
import { QuestionBlock } from "../exams/question-block.entity";
import { User } from "../users/user.entity";

/** The scheduler's memory of one card (ts-fsrs Card without its due date, which is a column of its own). */
export interface FsrsState {
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
}

/** A word a learner added from a recording's transcript: one card of their spaced-repetition deck. */
@Entity("word_cards")
@Unique("word_cards_user_word_sentence_key", ["userId", "word", "sentence"])
@Index("word_cards_user_due_idx", ["userId", "due"])
export class WordCard {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** The German word as the learner tapped it. */
  @Column({ type: "varchar", length: 80 })
  word: string;

  /** The sentence it was heard in. */
  @Column({ type: "varchar", length: 600 })
  sentence: string;

  /** Where it came from, as a reader sees it ("Goethe A1 Modellsatz 1 · Hören Teil 1"). */
  @Column({ type: "varchar", length: 300 })
  source: string;

  /** The block whose recording it was heard in (gone when the exam is deleted). */
  @Column({ name: "block_id", type: "integer", nullable: true })
  blockId: number | null;

  @ManyToOne(() => QuestionBlock, { onDelete: "SET NULL" })
  @JoinColumn({ name: "block_id" })
  block?: Relation<QuestionBlock>;

  /** The learner's own note or translation. */
  @Column({ type: "varchar", length: 500, nullable: true })
  note: string | null;

  /** When the card is due next. */
  @Column({ type: "timestamptz" })
  due: Date;

  @Column({ type: "jsonb" })
  fsrs: FsrsState;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
