import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { CefrCode } from "../content/level.entity";

export type Difficulty = "easy" | "middle" | "difficult";

/** A four-choice item of the placement bank. */
@Entity("placement_items")
@Index("placement_items_level_difficulty_idx", ["cefr", "difficulty"])
export class PlacementItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: "varchar", length: 2 })
  cefr: CefrCode;

  @Column({ type: "varchar", length: 10 })
  difficulty: Difficulty;

  /** Stable identifier of a seeded item; null for items authored in the console. */
  @Index("placement_items_content_key_unique", { unique: true })
  @Column({ name: "content_key", type: "varchar", length: 120, nullable: true })
  contentKey: string | null;

  @Column({ type: "text" })
  title: string;

  @Column({ type: "jsonb" })
  choices: string[];

  /** The key (one of the choices). Never exposed while a run is open. */
  @Column({ name: "correct_answer", type: "varchar", length: 200 })
  correctAnswer: string;

  @Column({ type: "boolean", default: true })
  active: boolean;
}
