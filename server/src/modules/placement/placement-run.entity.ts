import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import type { CefrCode } from "../content/level.entity";

export type PlacementSetType = "difficult" | "mixed";

/** One run of the placement staircase. */
@Entity("placement_runs")
@Index("placement_runs_one_open_per_user", ["userId"], { unique: true, where: `"status" = 'in_progress'` })
export class PlacementRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("placement_runs_user_idx")
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "varchar", length: 12, default: "in_progress" })
  status: "in_progress" | "submitted";

  /** Level and type of the set now being answered. */
  @Column({ name: "current_level", type: "varchar", length: 2 })
  currentLevel: CefrCode;

  @Column({ name: "current_set_type", type: "varchar", length: 10 })
  currentSetType: PlacementSetType;

  /** Item ids of the set now being answered, in order. */
  @Column({ name: "current_item_ids", type: "jsonb", default: () => "'[]'" })
  currentItemIds: number[];

  @Column({ type: "integer", default: 1 })
  round: number;

  /** The placed level, or null with result "A1 not reached" when the run ended below A1. */
  @Column({ name: "result_level", type: "varchar", length: 2, nullable: true })
  resultLevel: CefrCode | null;

  @Column({ name: "result_set_type", type: "varchar", length: 10, nullable: true })
  resultSetType: PlacementSetType | null;

  @Column({ name: "result_correct", type: "integer", nullable: true })
  resultCorrect: number | null;

  @CreateDateColumn({ name: "started_at", type: "timestamptz" })
  startedAt: Date;

  @Column({ name: "finished_at", type: "timestamptz", nullable: true })
  finishedAt: Date | null;
}
