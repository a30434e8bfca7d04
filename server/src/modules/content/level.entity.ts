import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { Localized } from "../../common/lang";
import { LevelImage } from "./level-image.entity";

export type ExamFamilyCode = "goethe" | "telc";
export type CefrCode = "A1" | "A2" | "B1" | "B2" | "C1";
export const CEFR_ORDER: CefrCode[] = ["A1", "A2", "B1", "B2", "C1"];

@Entity("levels")
@Index("levels_family_cefr_unique", ["family", "cefr"], { unique: true })
export class Level {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: "varchar", length: 10 })
  family: ExamFamilyCode;

  @Column({ type: "varchar", length: 2 })
  cefr: CefrCode;

  @Column({ type: "varchar", length: 120 })
  name: string;

  @Column({ name: "slug_de", type: "varchar", length: 120 })
  slugDe: string;

  @Column({ name: "slug_en", type: "varchar", length: 120 })
  slugEn: string;

  @Column({ name: "slug_ar", type: "varchar", length: 120 })
  slugAr: string;

  @Column({ name: "slug_fr", type: "varchar", length: 120 })
  slugFr: string;

  @Column({ name: "slug_es", type: "varchar", length: 120 })
  slugEs: string;

  /** Sanitised HTML per language. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  description: Localized;

  @Column({ name: "sort_order", type: "integer", default: 0 })
  sortOrder: number;

  @OneToMany(() => LevelImage, (i) => i.level)
  images?: Relation<LevelImage[]>;
}
