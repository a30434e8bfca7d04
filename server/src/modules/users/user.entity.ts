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

@Entity("users")
@Index("users_email_lower_unique", { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique case-insensitively (a unique index on lower(email), created by the migration). */
  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Column({ name: "password_hash", type: "varchar", length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: "varchar", length: 120, nullable: true })
  name: string | null;

  @Column({ type: "varchar", length: 40, nullable: true })
  mobile: string | null;

  @Column({ type: "varchar", length: 40, nullable: true })
  language: string | null;

  @Column({ type: "varchar", length: 60, nullable: true })
  country: string | null;

  /** Media key of the profile photo. */
  @Column({ type: "varchar", length: 255, nullable: true })
  photo: string | null;

  @Column({ name: "is_guest", type: "boolean", default: false })
  isGuest: boolean;

  @Column({ name: "is_admin", type: "boolean", default: false })
  isAdmin: boolean;

  /** Teachers grade learners' productive answers (admins are teachers too). */
  @Column({ name: "is_teacher", type: "boolean", default: false })
  isTeacher: boolean;

  /** Extended time: every module's limit is multiplied by it (1 = the exam's own time). */
  @Column({ name: "time_factor", type: "double precision", default: 1 })
  timeFactor: number;

  /** Who granted the time factor last (an admin or a teacher); null: never granted, or that account is deleted. */
  @Column({ name: "time_factor_granted_by", type: "integer", nullable: true })
  timeFactorGrantedBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "time_factor_granted_by" })
  timeFactorGranter?: Relation<User> | null;

  /** When the time factor was granted last. */
  @Column({ name: "time_factor_granted_at", type: "timestamptz", nullable: true })
  timeFactorGrantedAt: Date | null;

  /** The exam player's settings (text size 0..2, high contrast, volume 0..1); missing keys take the defaults. */
  @Column({ name: "player_settings", type: "jsonb", default: {} })
  playerSettings: { textSize?: number; highContrast?: boolean; volume?: number };

  /** "E-Mails zu Kursen": assignment mails, due-date reminders and the teachers' grading digest (on by default). */
  @Column({ name: "course_mails", type: "boolean", default: true })
  courseMails: boolean;

  @Column({ name: "is_blocked", type: "boolean", default: false })
  isBlocked: boolean;

  @Column({ name: "email_confirmed_at", type: "timestamptz", nullable: true })
  emailConfirmedAt: Date | null;

  @Index("users_google_id_unique", { unique: true })
  @Column({ name: "google_id", type: "varchar", length: 255, nullable: true })
  googleId: string | null;

  /** Bumped to revoke every token issued before. */
  @Column({ name: "token_version", type: "integer", default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
