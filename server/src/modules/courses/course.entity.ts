import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { User } from "../users/user.entity";

/**
 * A course: teachers and learners who work together (a school's class, a preparation course). Archived, never
 * deleted while it holds work. Its join code (8 characters of an alphabet without look-alikes, stored upper case)
 * lets a registered learner join; null: joining is switched off.
 */
@Entity("courses")
@Index("courses_join_code_key", ["joinCode"], { unique: true })
export class Course {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: "varchar", length: 120 })
  name: string;

  @Column({ type: "varchar", length: 10, nullable: true })
  family: ExamFamilyCode | null;

  @Column({ type: "varchar", length: 2, nullable: true })
  cefr: CefrCode | null;

  @Column({ type: "boolean", default: false })
  archived: boolean;

  @Column({ name: "join_code", type: "varchar", length: 8, nullable: true })
  joinCode: string | null;

  /** Who created it (its first teacher); null once that account is deleted. */
  @Column({ name: "created_by", type: "integer", nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "created_by" })
  creator?: Relation<User> | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
