import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Assignment } from "../courses/assignment.entity";
import { Exam } from "../exams/exam.entity";
import { User } from "../users/user.entity";

export type AttemptStatusCode = "in_progress" | "submitted";
export type AttemptMode = "exam" | "training";
/** A mock exam sitting, or a practice drill (modules/practice) over its own list of blocks. */
export type AttemptKind = "mock" | "drill";
/** A drill's checked items: sub-question id → whether the locked answer was right, and when it was checked. */
export type CheckedItems = Record<string, { correct: boolean; at: string }>;

export interface SkillScoreData {
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
  /** the right answers' points and the skill's maximum (absent in scores fixed before points existed) */
  points?: number;
  maxPoints?: number;
}
/** One Teil's score: its items (by the blueprint Teil their block belongs to, else one page), right and weighed. */
export interface TeilScoreData {
  skill: "reading" | "listening";
  /** the blueprint Teil ("Leseverstehen, Teil 1"); null where the block matches none */
  teil: string | null;
  /** the title of the Teil's first block */
  title: string | null;
  /** the Teil's first page (1-based) */
  page: number;
  correct: number;
  total: number;
  points: number;
  maxPoints: number;
  percent: number;
}
export interface AttemptScoreData {
  reading: SkillScoreData | null;
  listening: SkillScoreData | null;
  total: SkillScoreData;
  passed: boolean;
  rule: string;
  officialPassed: boolean;
  /** per Teil, in page order (absent in scores fixed before it existed: the result computes it then) */
  parts?: TeilScoreData[];
}

/** One sitting of one exam by one user (a guest is a user with is_guest). */
@Entity("attempts")
@Index("attempts_user_exam_idx", ["userId", "examId", "startedAt"])
@Index("attempts_one_open_per_exam", ["userId", "examId"], {
  unique: true,
  where: `"status" = 'in_progress' AND "kind" = 'mock' AND "assignment_id" IS NULL`,
})
@Index("attempts_one_open_drill_per_set", ["userId", "practiceSet"], {
  unique: true,
  where: `"status" = 'in_progress' AND "kind" = 'drill' AND "assignment_id" IS NULL`,
})
/** The attempt tied to an assignment: one per learner and assignment (modules/courses). */
@Index("attempts_one_per_assignment", ["userId", "assignmentId"], { unique: true, where: `"assignment_id" IS NOT NULL` })
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

  @Column({ type: "varchar", length: 8, default: "mock" })
  kind: AttemptKind;

  /** A drill's pages in order (block ids across exams); null: the exam's blocks. */
  @Column({ name: "block_ids", type: "integer", array: true, nullable: true })
  blockIds: number[] | null;

  /** The items a drill asks (a mistakes drill: the items answered wrong); null: every item of its pages. */
  @Column({ name: "item_ids", type: "integer", array: true, nullable: true })
  itemIds: number[] | null;

  /** The practice set a drill was built from (or "mistakes…"); null for a mock. */
  @Column({ name: "practice_set", type: "varchar", length: 60, nullable: true })
  practiceSet: string | null;

  /** A drill's checked items, locked against change. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  checked: CheckedItems;

  /** The per-skill score, fixed at submission. */
  @Column({ type: "jsonb", nullable: true })
  score: AttemptScoreData | null;

  /**
   * The course assignment this attempt was started for (modules/courses); null: the learner's own. Such an attempt
   * never counts as the learner's own open attempt of its exam or set.
   */
  @Column({ name: "assignment_id", type: "integer", nullable: true })
  assignmentId: number | null;

  @ManyToOne(() => Assignment, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "assignment_id" })
  assignment?: Relation<Assignment> | null;

  /** Whether its item runs (attempt_item_runs) are recorded; false only for attempts from before they existed. */
  @Column({ name: "item_runs_recorded", type: "boolean", default: true })
  itemRunsRecorded: boolean;
}
