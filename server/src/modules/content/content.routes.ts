/** REST compatibility: contactinfo, goethes, telcs, exams, telc-exams in the original client's shapes. */
import type { MediaService } from "../media/media.service";
import type { ContentService } from "./content.service";
import { Router } from "express";
import { LANGS } from "../../common/lang";
import { dataReply, handler, laravelDate } from "../../http/compat";
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

function levelImageRow(img: LevelImage, url: (key: string) => string | null) {
  const row: Record<string, unknown> = { id: img.id, level_id: img.levelId, name: img.file, url: url(img.file) };
  for (const lang of LANGS) row[`alt_${lang}`] = img.alt?.[lang] ?? img.alt?.de ?? null;
  return row;
}

function examRow(e: Exam, family: ExamFamilyCode) {
  return {
    id: e.id,
    name: e.name,
    level_id: e.levelId,
    section: family === "telc" ? "telc" : null,
    created_at: laravelDate(e.createdAt),
    updated_at: laravelDate(e.createdAt),
  };
}

export function contentRoutes(s: { content: ContentService; media: MediaService }): Router {
  const router = Router();
  const { content } = s;
  const url = (k: string | null | undefined) => s.media.url(k);

  router.get(
    "/contactinfo",
    handler(async (_req, res) => dataReply(res, contactInfoRow(await content.contactInfoRow(), url), "erifhr")),
  );

  const levelList = (family: ExamFamilyCode) =>
    handler(async (_req, res) => dataReply(res, (await content.levels(family)).map(levelRow)));
  router.get("/goethes", levelList("goethe"));
  router.get("/telcs", levelList("telc"));

  const examsOfLevel = (family: ExamFamilyCode) =>
    handler(async (req, res) => {
      const slug = typeof req.query.levelSlug === "string" ? req.query.levelSlug : "";
      const level = slug ? await content.levelBySlug(family, slug) : null;
      // The original answered 500 here; the newer server answers this, which the client tolerates.
      if (!level) return dataReply(res, null, "Not found");
      const [exams, images] = await Promise.all([content.publishedExams(level.id), content.levelImages(level.id)]);
      dataReply(res, {
        exam: exams.map((e) => examRow(e, family)),
        level: { ...levelRow(level), level_images: images.map((i) => levelImageRow(i, url)) },
      });
    });
  router.get("/exams", examsOfLevel("goethe"));
  router.get("/telc-exams", examsOfLevel("telc"));

  return router;
}
