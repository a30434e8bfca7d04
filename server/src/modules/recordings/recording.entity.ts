import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { SubQuestion } from "../exams/sub-question.entity";
import { User } from "../users/user.entity";

/**
 * A learner's spoken answer to a speaking task: the audio file in the media storage (key under recordings/), its
 * owner, the task it answers and its measured length. The id (a random UUID) is the answer's value. Readable by its
 * owner, teachers and admins only; deleted with the account (rows by cascade, files by the data-rights service).
 */
@Entity("recordings")
@Index("recordings_user_idx", ["userId"])
export class Recording {
  @PrimaryColumn({ type: "uuid" })
  id: string;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ name: "sub_question_id", type: "integer", nullable: true })
  subQuestionId: number | null;

  @ManyToOne(() => SubQuestion, { onDelete: "SET NULL" })
  @JoinColumn({ name: "sub_question_id" })
  subQuestion?: Relation<SubQuestion>;

  @Column({ name: "media_key", type: "varchar", length: 255 })
  mediaKey: string;

  @Column({ name: "content_type", type: "varchar", length: 100 })
  contentType: string;

  @Column({ type: "integer" })
  size: number;

  @Column({ name: "duration_seconds", type: "double precision" })
  durationSeconds: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
