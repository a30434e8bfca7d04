import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import type { Localized } from "../../common/lang";

/** The single site-settings record (id 1). Texts are maps language → HTML. */
@Entity("contact_info")
export class ContactInfo {
  @PrimaryColumn({ type: "integer", default: 1 })
  id: number;

  @Column({ type: "varchar", length: 255, nullable: true })
  logo: string | null;

  @Column({ type: "varchar", length: 255, nullable: true })
  image: string | null;

  /** Named site images (a1, a2, b1, b2, c1, m1): media keys. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  images: Record<string, string>;

  @Column({ type: "jsonb", default: () => "'{}'" })
  about: Localized;

  @Column({ name: "goethe_desc", type: "jsonb", default: () => "'{}'" })
  goetheDesc: Localized;

  @Column({ name: "telc_desc", type: "jsonb", default: () => "'{}'" })
  telcDesc: Localized;

  @Column({ name: "placement_desc", type: "jsonb", default: () => "'{}'" })
  placementDesc: Localized;

  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Column({ type: "varchar", length: 40, nullable: true })
  phone: string | null;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
