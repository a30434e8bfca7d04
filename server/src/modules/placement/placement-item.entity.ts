import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { CefrCode } from "../content/level.entity";

export type Difficulty = "easy" | "middle" | "difficult";

/** A four-choice item of the placement bank; a listening item also has a recording. */
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

  /** A listening item's recording: media key of the .ogg; null for items without audio. */
  @Column({ type: "varchar", length: 255, nullable: true })
  audio: string | null;

  /** The .mp3 twin of `audio`, when there is one. */
  @Column({ name: "audio_mp3", type: "varchar", length: 255, nullable: true })
  audioMp3: string | null;

  @Column({ type: "boolean", default: true })
  active: boolean;
}
