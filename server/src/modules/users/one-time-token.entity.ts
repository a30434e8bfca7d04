import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "./user.entity";

export type TokenPurpose = "confirm_email" | "reset_password" | "login_code";

/** A single-use token (email confirmation, password reset, sign-in code); only its SHA-256 is stored. */
@Entity("one_time_tokens")
export class OneTimeToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("one_time_tokens_user_idx")
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "varchar", length: 20 })
  purpose: TokenPurpose;

  @Index("one_time_tokens_hash_unique", { unique: true })
  @Column({ name: "token_hash", type: "char", length: 64 })
  tokenHash: string;

  @Column({ name: "expires_at", type: "timestamptz" })
  expiresAt: Date;

  @Column({ name: "used_at", type: "timestamptz", nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
