import { Brackets, type DataSource } from "typeorm";
import { pick, type LangCode } from "../../common/lang";
import type { MediaService } from "../media/media.service";
import { Exam } from "../exams/exam.entity";
import { ContactInfo } from "./contact-info.entity";
import { LevelImage } from "./level-image.entity";
import { Level, type ExamFamilyCode } from "./level.entity";

export class ContentService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  contactInfoRow(): Promise<ContactInfo | null> {
    return this.ds.getRepository(ContactInfo).findOneBy({ id: 1 });
  }

  publishedExams(levelId: number): Promise<Exam[]> {
    return this.ds.getRepository(Exam).find({ where: { levelId, published: true }, order: { sortOrder: "ASC", id: "ASC" } });
  }

  levelImages(levelId: number): Promise<LevelImage[]> {
    return this.ds.getRepository(LevelImage).find({ where: { levelId }, order: { position: "ASC" } });
  }

  async contactInfo(lang: LangCode) {
    const c = await this.contactInfoRow();
    return {
      logoUrl: this.media.url(c?.logo),
      imageUrl: this.media.url(c?.image),
      images: Object.entries(c?.images ?? {}).map(([name, key]) => ({ name, url: this.media.url(key)! })),
      about: pick(c?.about, lang),
      goetheDesc: pick(c?.goetheDesc, lang),
      telcDesc: pick(c?.telcDesc, lang),
      placementDesc: pick(c?.placementDesc, lang),
      email: c?.email ?? null,
      phone: c?.phone ?? null,
    };
  }

  /** A level by slug with its published exams and images, or null (the original client's exam list). */
  async levelWithExams(family: ExamFamilyCode, slug: string): Promise<{ level: Level; exams: Exam[]; images: LevelImage[] } | null> {
    const level = slug ? await this.levelBySlug(family, slug) : null;
    if (!level) return null;
    const [exams, images] = await Promise.all([this.publishedExams(level.id), this.levelImages(level.id)]);
    return { level, exams, images };
  }

  levels(family: ExamFamilyCode): Promise<Level[]> {
    return this.ds.getRepository(Level).find({ where: { family }, order: { sortOrder: "ASC", id: "ASC" } });
  }

  /** A level by its slug in any of the five languages (case-insensitive), or null. */
  levelBySlug(family: ExamFamilyCode, slug: string): Promise<Level | null> {
    const s = slug.trim().toLowerCase();
    return this.ds
      .getRepository(Level)
      .createQueryBuilder("l")
      .where("l.family = :family", { family })
      .andWhere(
        new Brackets((w) => {
          for (const col of ["slug_de", "slug_en", "slug_ar", "slug_fr", "slug_es"]) w.orWhere(`lower(l.${col}) = :s`, { s });
        }),
      )
      .getOne();
  }
}

export function slugOf(level: Level, lang: LangCode): string {
  return { de: level.slugDe, en: level.slugEn, ar: level.slugAr, fr: level.slugFr, es: level.slugEs }[lang];
}
