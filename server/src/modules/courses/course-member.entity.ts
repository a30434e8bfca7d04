import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Course } from "./course.entity";

export type CourseRoleCode = "teacher" | "learner";

/**
 * One period of a person's membership in a course, as a teacher or a learner: from joined_at until left_at (null
 * while it lasts). Leaving or being removed ends the period; joining again opens a new one, so what a teacher may
 * read of a learner's work (course-access.policy.ts) follows the periods. At most one open period per person and course.
 */
@Entity("course_members")
@Index("course_members_one_open", ["courseId", "userId"], { unique: true, where: `"left_at" IS NULL` })
@Index("course_members_user_idx", ["userId", "courseId"])
export class CourseMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "course_id", type: "integer" })
  courseId: number;

  @ManyToOne(() => Course, { onDelete: "CASCADE" })
  @JoinColumn({ name: "course_id" })
  course?: Relation<Course>;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "varchar", length: 8 })
  role: CourseRoleCode;

  @Column({ name: "joined_at", type: "timestamptz" })
  joinedAt: Date;

  @Column({ name: "left_at", type: "timestamptz", nullable: true })
  leftAt: Date | null;
}
