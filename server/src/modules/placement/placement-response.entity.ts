import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { PlacementItem } from "./placement-item.entity";
import { PlacementRun } from "./placement-run.entity";

@Entity("placement_responses")
@Index("placement_responses_run_item_unique", ["runId", "itemId"], { unique: true })
export class PlacementResponse {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "run_id", type: "integer" })
  runId: number;

  @ManyToOne(() => PlacementRun, { onDelete: "CASCADE" })
  @JoinColumn({ name: "run_id" })
  run?: Relation<PlacementRun>;

  @Index("placement_responses_item_idx")
  @Column({ name: "item_id", type: "integer" })
  itemId: number;

  @ManyToOne(() => PlacementItem, { onDelete: "CASCADE" })
  @JoinColumn({ name: "item_id" })
  item?: Relation<PlacementItem>;

  @Column({ type: "integer" })
  round: number;

  @Column({ type: "varchar", length: 200 })
  value: string;

  @Column({ type: "boolean" })
  correct: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
