/** The original client's shapes of levels, exams and the site settings (Laravel-era rows). */
import { LANGS } from "../../common/lang";
import { laravelDate } from "../../http/compat";
import type { Exam } from "../exams/exam.entity";
import type { ContactInfo } from "./contact-info.entity";
import type { ExamFamilyCode, Level } from "./level.entity";
import type { LevelImage } from "./level-image.entity";

/** The flat contact_infos row the client reads (about_<lang>, goethe_desc_<lang>, …), images as absolute URLs. */
export function contactInfoRow(c: ContactInfo | null, url: (key: string | null | undefined) => string | null) {
  const row: Record<string, unknown> = { id: 1 };
  for (const name of ["logo", "image"] as const) row[name] = url(c?.[name]);
  row.favicon = url(c?.logo);
  for (const name of ["a1", "a2", "b1", "b2", "c1", "m1"]) row[name] = url(c?.images?.[name]);
  for (const lang of LANGS) {
    row[`about_${lang}`] = c?.about?.[lang] ?? null;
    row[`goethe_desc_${lang}`] = c?.goetheDesc?.[lang] ?? null;
    row[`telc_desc_${lang}`] = c?.telcDesc?.[lang] ?? null;
    row[`placement_desc_${lang}`] = c?.placementDesc?.[lang] ?? null;
  }
  row.phone = c?.phone ?? null;
  row.email = c?.email ?? null;
  row.updated_at = laravelDate(c?.updatedAt);
  return row;
}

/** A full levels row as the client era served it. */
export function levelRow(l: Level) {
  const row: Record<string, unknown> = { id: l.id, name: l.name, type: l.family, title: l.name };
  for (const lang of LANGS) row[`description_${lang}`] = l.description?.[lang] ?? null;
  row.slug_de = l.slugDe;
  row.slug_en = l.slugEn;
  row.slug_ar = l.slugAr;
  row.slug_fr = l.slugFr;
  row.slug_es = l.slugEs;
  return row;
}

export function levelImageRow(img: LevelImage, url: (key: string) => string | null) {
  const row: Record<string, unknown> = { id: img.id, level_id: img.levelId, name: img.file, url: url(img.file) };
  for (const lang of LANGS) row[`alt_${lang}`] = img.alt?.[lang] ?? img.alt?.de ?? null;
  return row;
}

export function examRow(e: Exam, family: ExamFamilyCode) {
  return {
    id: e.id,
    name: e.name,
    level_id: e.levelId,
    section: family === "telc" ? "telc" : null,
    created_at: laravelDate(e.createdAt),
    updated_at: laravelDate(e.createdAt),
  };
}
