import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { Localized } from "../../common/lang";
import { Level } from "./level.entity";

/** One of a level's five images, with alt text per language. */
@Entity("level_images")
@Index("level_images_level_position_unique", ["levelId", "position"], { unique: true })
export class LevelImage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "level_id", type: "integer" })
  levelId: number;

  @ManyToOne(() => Level, (l) => l.images, { onDelete: "CASCADE" })
  @JoinColumn({ name: "level_id" })
  level?: Relation<Level>;

  @Column({ type: "integer" })
  position: number;

  /** Media key. */
  @Column({ type: "varchar", length: 255 })
  file: string;

  @Column({ type: "jsonb", default: () => "'{}'" })
  alt: Localized;
}
