import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/** A personal access token of a teacher or admin for scripts and services; only its SHA-256 is stored. */
@Entity("api_tokens")
export class ApiToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("api_tokens_user_idx")
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "varchar", length: 100 })
  name: string;

  @Index("api_tokens_hash_unique", { unique: true })
  @Column({ name: "token_hash", type: "char", length: 64 })
  tokenHash: string;

  /** The token's first characters ("dpat_Xy3…"), so its owner can tell tokens apart; not enough to use it. */
  @Column({ type: "varchar", length: 16 })
  hint: string;

  @Column({ type: "text", array: true })
  scopes: string[];

  @Column({ name: "expires_at", type: "timestamptz", nullable: true })
  expiresAt: Date | null;

  /** Written at most once a minute per token and server process. */
  @Column({ name: "last_used_at", type: "timestamptz", nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
