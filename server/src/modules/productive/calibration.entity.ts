import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Rubric } from "./rubric.entity";
import type { CriterionScoreData } from "./assessment.entity";

/** A learner's rating of a rubric's sample text, before they first rate their own text of that kind. */
@Entity("calibrations")
@Index("calibrations_user_rubric_unique", ["userId", "rubricId"], { unique: true })
export class Calibration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ name: "rubric_id", type: "integer" })
  rubricId: number;

  @ManyToOne(() => Rubric, { onDelete: "CASCADE" })
  @JoinColumn({ name: "rubric_id" })
  rubric?: Relation<Rubric>;

  @Column({ type: "jsonb", default: () => "'[]'" })
  scores: CriterionScoreData[];

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
