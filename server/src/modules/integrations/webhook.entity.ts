import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/** A teacher's or admin's endpoint that receives signed POSTs for the events it names. */
@Entity("webhooks")
export class Webhook {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("webhooks_user_idx")
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "text" })
  url: string;

  @Column({ type: "text", array: true })
  events: string[];

  /** The HMAC-SHA256 key of the signatures: kept, since every delivery is signed with it; shown to its owner once. */
  @Column({ type: "varchar", length: 80 })
  secret: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
