import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/** What a course mail is about: a new assignment, its due date tomorrow, or the teachers' daily grading digest. */
export type NotificationKind = "assignment_given" | "assignment_due" | "grading_digest";

/**
 * One course mail, claimed before it is sent: the unique key (kind, subject, recipient and, for the digest, the day)
 * lets exactly one server process insert the row, and only that process sends the mail. A send that fails gives its
 * claim back, so the next sweep tries again.
 */
@Entity("notification_sends")
export class NotificationSend {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("notification_sends_key_idx", { unique: true })
  @Column({ type: "varchar", length: 200 })
  key: string;

  @Column({ type: "varchar", length: 24 })
  kind: NotificationKind;

  @Index("notification_sends_user_idx")
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @CreateDateColumn({ name: "claimed_at", type: "timestamptz" })
  claimedAt: Date;
}
