import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { AttemptMode } from "../attempts/attempt.entity";
import { Exam } from "../exams/exam.entity";
import type { SkillCode } from "../exams/question-block.entity";
import { User } from "../users/user.entity";
import { Course } from "./course.entity";

/**
 * Work a teacher gives a course: a mock exam (all modules or the chosen `skills`, in exam or training mode) or a
 * practice set (a drill), with an optional start and due date. Each learner's attempt of it carries its id
 * (attempts.assignment_id): one attempt per learner and assignment.
 */
@Entity("assignments")
@Index("assignments_course_idx", ["courseId", "dueAt"])
export class Assignment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "course_id", type: "integer" })
  courseId: number;

  @ManyToOne(() => Course, { onDelete: "CASCADE" })
  @JoinColumn({ name: "course_id" })
  course?: Relation<Course>;

  @Column({ type: "varchar", length: 200 })
  title: string;

  @Column({ type: "text", nullable: true })
  note: string | null;

  /** The mock exam assigned; null for a practice set. */
  @Column({ name: "exam_id", type: "integer", nullable: true })
  examId: number | null;

  @ManyToOne(() => Exam, { onDelete: "CASCADE", nullable: true })
  @JoinColumn({ name: "exam_id" })
  exam?: Relation<Exam> | null;

  /** The practice set assigned (its stable id, e.g. goethe-B1-reading-3); null for a mock exam. */
  @Column({ name: "practice_set", type: "varchar", length: 60, nullable: true })
  practiceSet: string | null;

  /** A mock's modules to sit; empty: all of the exam's. */
  @Column({ type: "varchar", length: 10, array: true, default: () => "'{}'" })
  skills: SkillCode[];

  @Column({ type: "varchar", length: 10, default: "exam" })
  mode: AttemptMode;

  @Column({ name: "starts_at", type: "timestamptz", nullable: true })
  startsAt: Date | null;

  @Column({ name: "due_at", type: "timestamptz", nullable: true })
  dueAt: Date | null;

  @Column({ name: "created_by", type: "integer", nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "created_by" })
  creator?: Relation<User> | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
