import type { DataSource, EntityManager } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import type { Actor } from "../../common/principal";
import { sanitizeMap } from "../../common/html";
import { LANGS, type Localized } from "../../common/lang";
import { ContactInfo } from "../content/contact-info.entity";
import { CEFR_ORDER, Level } from "../content/level.entity";
import { LevelImage } from "../content/level-image.entity";
import { Exam } from "../exams/exam.entity";
import type { MediaService } from "../media/media.service";
import { PlacementItem } from "../placement/placement-item.entity";
import { listPage, toId } from "./admin-list";
import { adminMessages as M } from "./admin.messages";
import type {
  AdminContactInfo,
  AdminContactInfoInput,
  AdminLevel,
  AdminLevelInput,
  AdminListInput,
  AdminLocalized,
  AdminLocalizedInput,
  AdminPlacementItem,
  AdminPlacementItemInput,
} from "./admin.types";

export const FAMILIES = ["goethe", "telc"] as const;
export const DIFFICULTIES = ["easy", "middle", "difficult"] as const;
const SLUG = /^[^/\s?#]+$/u;

/** Plain text per language: trimmed, blanks dropped. */
export function plainMap(input: AdminLocalizedInput | null | undefined): Localized {
  const out: Localized = {};
  for (const l of LANGS) {
    const v = input?.[l]?.trim();
    if (v) out[l] = v;
  }
  return out;
}

/** Rich text per language through the one HTML allowlist (common/html.ts); blanks dropped. */
export function richMap(input: AdminLocalizedInput | null | undefined): Localized {
  const out = sanitizeMap(plainMap(input) as Record<string, string>);
  for (const k of Object.keys(out)) if (!out[k]) delete out[k];
  return out as Localized;
}

export function localized(map: Localized | null | undefined): AdminLocalized {
  return { de: map?.de ?? null, en: map?.en ?? null, ar: map?.ar ?? null, fr: map?.fr ?? null, es: map?.es ?? null };
}

/**
 * Checks that a media key names a stored file (an upload or seeded content); `stored` answers for the keys of one
 * input, looked up before (MediaService.existing: the storage may be a bucket).
 */
export function checkMedia(
  stored: (key: string) => boolean,
  errors: FieldErrors,
  field: string,
  key: string | null | undefined,
): string | null {
  const k = key?.trim();
  if (!k) return null;
  if (!stored(k)) errors.add(field, M.mediaMissing);
  return k;
}

/** Levels, placement items and the contact-info singleton, as the console edits them. */
export class AdminContentService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  // ---------- levels ----------

  async levels(args: AdminListInput | null | undefined): Promise<{ items: AdminLevel[]; total: number }> {
    const qb = this.ds.getRepository(Level).createQueryBuilder("l");
    if (args?.family) qb.andWhere("l.family = :family", { family: args.family.toLowerCase() });
    if (args?.cefr) qb.andWhere("l.cefr = :cefr", { cefr: args.cefr.toUpperCase() });
    const page = await listPage(qb, args, {
      id: "l.id",
      sort: { sortOrder: "l.sortOrder", id: "l.id", name: "l.name", family: "l.family", cefr: "l.cefr" },
      search: ["l.name", "l.slug_de", "l.slug_en", "l.description"],
    });
    return { items: await this.levelRows(page.items), total: page.total };
  }

  async level(id: string | number): Promise<AdminLevel | null> {
    const row = await this.ds.getRepository(Level).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.levelRows([row]))[0] : null;
  }

  private async levelRows(levels: Level[]): Promise<AdminLevel[]> {
    if (!levels.length) return [];
    const ids = levels.map((l) => l.id);
    const images = await this.ds
      .getRepository(LevelImage)
      .find({ where: ids.map((id) => ({ levelId: id })), order: { position: "ASC" } });
    const counts: { levelId: number; n: number }[] = await this.ds
      .getRepository(Exam)
      .createQueryBuilder("e")
      .select("e.level_id", "levelId")
      .addSelect("COUNT(*)::int", "n")
      .where("e.level_id IN (:...ids)", { ids })
      .groupBy("e.level_id")
      .getRawMany();
    return levels.map((l) => ({
      id: l.id,
      family: l.family,
      cefr: l.cefr,
      name: l.name,
      slugDe: l.slugDe,
      slugEn: l.slugEn,
      slugAr: l.slugAr,
      slugFr: l.slugFr,
      slugEs: l.slugEs,
      description: localized(l.description),
      sortOrder: l.sortOrder,
      examCount: counts.find((c) => c.levelId === l.id)?.n ?? 0,
      images: images
        .filter((i) => i.levelId === l.id)
        .map((i) => ({ position: i.position, file: i.file, url: this.media.url(i.file), alt: localized(i.alt) })),
    }));
  }

  async saveLevel(actor: Actor, id: string | number | null, input: AdminLevelInput): Promise<AdminLevel> {
    const errors = new FieldErrors();
    const family = input.family?.toLowerCase();
    const cefr = input.cefr?.toUpperCase();
    if (!FAMILIES.includes(family as never)) errors.add("family", M.oneOf, { values: FAMILIES.join(", ") });
    if (!CEFR_ORDER.includes(cefr as never)) errors.add("cefr", M.oneOf, { values: CEFR_ORDER.join(", ") });
    const name = input.name?.trim() ?? "";
    if (!name) errors.add("name", M.required);
    else if (name.length > 120) errors.add("name", M.tooLong, { max: 120 });
    const slugs = {
      slugDe: input.slugDe,
      slugEn: input.slugEn,
      slugAr: input.slugAr,
      slugFr: input.slugFr,
      slugEs: input.slugEs,
    };
    for (const [field, raw] of Object.entries(slugs)) {
      const v = raw?.trim() ?? "";
      if (!v) errors.add(field, M.required);
      else if (!SLUG.test(v)) errors.add(field, M.slug);
      else if (v.length > 120) errors.add(field, M.tooLong, { max: 120 });
    }
    // The level page shows five pictures, each with a text for those who cannot see it (left out: kept as they are).
    const images = input.images ?? [];
    const stored = await this.media.existing(images.map((img) => img.file));
    if (input.images && images.length !== 5) errors.add("images", M.fiveImages, { count: images.length });
    images.forEach((img, i) => {
      if (!img.file?.trim()) errors.add(`images.${i}.file`, M.required);
      else checkMedia(stored, errors, `images.${i}.file`, img.file);
      if (!img.alt?.de?.trim()) errors.add(`images.${i}.alt.de`, M.altRequired);
    });
    const levelId = id === null ? null : toId(id);
    if (id !== null && !levelId) throw new AppError("NOT_FOUND", M.unknownRef);
    if (!errors.any) {
      const clash = await this.ds
        .getRepository(Level)
        .findOneBy({ family: family as Level["family"], cefr: cefr as Level["cefr"] });
      if (clash && clash.id !== levelId) errors.add("cefr", M.levelExists);
    }
    errors.throwIfAny();
    const savedId = await this.ds.transaction(async (em) => {
      if (levelId && !(await em.getRepository(Level).existsBy({ id: levelId }))) throw new AppError("NOT_FOUND", M.unknownRef);
      const row = await em.getRepository(Level).save({
        ...(levelId ? { id: levelId } : {}),
        family: family as Level["family"],
        cefr: cefr as Level["cefr"],
        name,
        slugDe: slugs.slugDe.trim(),
        slugEn: slugs.slugEn.trim(),
        slugAr: slugs.slugAr.trim(),
        slugFr: slugs.slugFr.trim(),
        slugEs: slugs.slugEs.trim(),
        description: richMap(input.description),
        sortOrder: input.sortOrder ?? CEFR_ORDER.indexOf(cefr as Level["cefr"]),
      });
      if (input.images)
        await this.replaceImages(
          em,
          row.id,
          input.images.map((i) => ({ file: i.file.trim(), alt: plainMap(i.alt) })),
        );
      return row.id;
    });
    return (await this.level(savedId))!;
  }

  private async replaceImages(em: EntityManager, levelId: number, images: { file: string; alt: Localized }[]): Promise<void> {
    await em.getRepository(LevelImage).delete({ levelId });
    if (images.length) await em.getRepository(LevelImage).insert(images.map((img, i) => ({ levelId, position: i + 1, ...img })));
  }

  async deleteLevel(actor: Actor, id: string | number): Promise<AdminLevel> {
    const level = await this.level(id);
    if (!level) throw new AppError("NOT_FOUND", M.unknownRef);
    if (level.examCount > 0) throw new AppError("CONFLICT", M.levelHasExams);
    await this.ds.getRepository(Level).delete({ id: level.id });
    return level;
  }

  // ---------- placement items ----------

  async placementItems(args: AdminListInput | null | undefined): Promise<{ items: AdminPlacementItem[]; total: number }> {
    const qb = this.ds.getRepository(PlacementItem).createQueryBuilder("p");
    if (args?.cefr) qb.andWhere("p.cefr = :cefr", { cefr: args.cefr.toUpperCase() });
    if (args?.difficulty) qb.andWhere("p.difficulty = :difficulty", { difficulty: args.difficulty });
    return listPage(qb, args, {
      id: "p.id",
      sort: { id: "p.id", cefr: "p.cefr", difficulty: "p.difficulty", title: "p.title", active: "p.active" },
      search: ["p.title", "p.choices"],
    });
  }

  placementItem(id: string | number): Promise<AdminPlacementItem | null> {
    return this.ds.getRepository(PlacementItem).findOneBy({ id: toId(id) ?? 0 });
  }

  async savePlacementItem(actor: Actor, id: string | number | null, input: AdminPlacementItemInput): Promise<AdminPlacementItem> {
    const errors = new FieldErrors();
    const cefr = input.cefr?.toUpperCase();
    if (!CEFR_ORDER.includes(cefr as never)) errors.add("cefr", M.oneOf, { values: CEFR_ORDER.join(", ") });
    if (!DIFFICULTIES.includes(input.difficulty as never)) errors.add("difficulty", M.oneOf, { values: DIFFICULTIES.join(", ") });
    const title = input.title?.trim() ?? "";
    if (!title) errors.add("title", M.required);
    const choices = (input.choices ?? []).map((c) => c.trim());
    if (choices.length !== 4 || choices.some((c) => !c)) errors.add("choices", M.count, { min: 4, max: 4 });
    else if (new Set(choices).size !== 4) errors.add("choices", M.distinct);
    else if (choices.some((c) => c.length > 200)) errors.add("choices", M.tooLong, { max: 200 });
    const answer = input.correctAnswer?.trim() ?? "";
    if (!choices.includes(answer)) errors.add("correctAnswer", M.answerNotChoice);
    errors.throwIfAny();
    const repo = this.ds.getRepository(PlacementItem);
    let itemId: number | null = null;
    if (id !== null) {
      itemId = toId(id);
      if (!itemId || !(await repo.existsBy({ id: itemId }))) throw new AppError("NOT_FOUND", M.unknownRef);
    }
    const saved = await repo.save({
      ...(itemId ? { id: itemId } : {}),
      cefr: cefr as PlacementItem["cefr"],
      difficulty: input.difficulty as PlacementItem["difficulty"],
      title,
      choices,
      correctAnswer: answer,
      active: input.active ?? true,
    });
    return (await this.placementItem(saved.id))!;
  }

  async deletePlacementItem(actor: Actor, id: string | number): Promise<AdminPlacementItem> {
    const item = await this.placementItem(id);
    if (!item) throw new AppError("NOT_FOUND", M.unknownRef);
    await this.ds.getRepository(PlacementItem).delete({ id: item.id });
    return item;
  }

  // ---------- contact info (singleton, id 1) ----------

  async contactInfo(): Promise<AdminContactInfo> {
    const c = await this.ds.getRepository(ContactInfo).findOneBy({ id: 1 });
    return {
      id: 1,
      logo: c?.logo ?? null,
      logoUrl: this.media.url(c?.logo),
      image: c?.image ?? null,
      imageUrl: this.media.url(c?.image),
      images: Object.entries(c?.images ?? {}).map(([name, file]) => ({ name, file, url: this.media.url(file) })),
      about: localized(c?.about),
      goetheDesc: localized(c?.goetheDesc),
      telcDesc: localized(c?.telcDesc),
      placementDesc: localized(c?.placementDesc),
      email: c?.email ?? null,
      phone: c?.phone ?? null,
    };
  }

  async saveContactInfo(actor: Actor, input: AdminContactInfoInput): Promise<AdminContactInfo> {
    const errors = new FieldErrors();
    const stored = await this.media.existing([input.logo, input.image, ...(input.images ?? []).map((img) => img.file)]);
    const logo = checkMedia(stored, errors, "logo", input.logo);
    const image = checkMedia(stored, errors, "image", input.image);
    const images: Record<string, string> = {};
    (input.images ?? []).forEach((img, i) => {
      const name = img.name?.trim();
      if (!name) errors.add(`images.${i}.name`, M.required);
      const file = checkMedia(stored, errors, `images.${i}.file`, img.file);
      if (!file) errors.add(`images.${i}.file`, M.required);
      if (name && file) images[name] = file;
    });
    const email = input.email?.trim() || null;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.add("email", M.required);
    errors.throwIfAny();
    const current = await this.ds.getRepository(ContactInfo).findOneBy({ id: 1 });
    await this.ds.getRepository(ContactInfo).save({
      id: 1,
      logo: input.logo === undefined ? (current?.logo ?? null) : logo,
      image: input.image === undefined ? (current?.image ?? null) : image,
      images: input.images === undefined || input.images === null ? (current?.images ?? {}) : images,
      about: input.about ? richMap(input.about) : (current?.about ?? {}),
      goetheDesc: input.goetheDesc ? richMap(input.goetheDesc) : (current?.goetheDesc ?? {}),
      telcDesc: input.telcDesc ? richMap(input.telcDesc) : (current?.telcDesc ?? {}),
      placementDesc: input.placementDesc ? richMap(input.placementDesc) : (current?.placementDesc ?? {}),
      email: input.email === undefined ? (current?.email ?? null) : email,
      phone: input.phone === undefined ? (current?.phone ?? null) : input.phone?.trim() || null,
    });
    return this.contactInfo();
  }
}
