import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Exam } from "../exams/exam.entity";
import { User } from "../users/user.entity";

export type AttemptStatusCode = "in_progress" | "submitted";
export type AttemptMode = "exam" | "training";

export interface SkillScoreData {
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
}
export interface AttemptScoreData {
  reading: SkillScoreData | null;
  listening: SkillScoreData | null;
  total: SkillScoreData;
  passed: boolean;
  rule: string;
  officialPassed: boolean;
}

/** One sitting of one exam by one user (a guest is a user with is_guest). */
@Entity("attempts")
@Index("attempts_user_exam_idx", ["userId", "examId", "startedAt"])
@Index("attempts_one_open_per_exam", ["userId", "examId"], { unique: true, where: `"status" = 'in_progress'` })
export class Attempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ name: "exam_id", type: "integer" })
  examId: number;

  @ManyToOne(() => Exam, { onDelete: "CASCADE" })
  @JoinColumn({ name: "exam_id" })
  exam?: Relation<Exam>;

  @Column({ type: "varchar", length: 12, default: "in_progress" })
  status: AttemptStatusCode;

  @Column({ type: "varchar", length: 10, default: "exam" })
  mode: AttemptMode;

  @CreateDateColumn({ name: "started_at", type: "timestamptz" })
  startedAt: Date;

  @Column({ name: "submitted_at", type: "timestamptz", nullable: true })
  submittedAt: Date | null;

  @Column({ name: "current_page", type: "integer", default: 1 })
  currentPage: number;

  /** When each timed module was entered (skill → ISO time), held on the server. */
  @Column({ name: "module_started_at", type: "jsonb", default: () => "'{}'" })
  moduleStartedAt: Record<string, string>;

  /** The per-skill score, fixed at submission. */
  @Column({ type: "jsonb", nullable: true })
  score: AttemptScoreData | null;
}
