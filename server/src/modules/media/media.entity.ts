import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** An uploaded or seeded file, stored under a generated key and served under /media/{key}. */
@Entity("media")
export class Media {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("media_key_unique", { unique: true })
  @Column({ type: "varchar", length: 255 })
  key: string;

  @Column({ name: "content_type", type: "varchar", length: 100 })
  contentType: string;

  @Column({ type: "integer" })
  size: number;

  @Column({ type: "char", length: 64 })
  sha256: string;

  @Column({ name: "original_name", type: "varchar", length: 255, nullable: true })
  originalName: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
