/** REST compatibility: contactinfo, goethes, telcs, exams, telc-exams in the original client's shapes. */
import type { MediaService } from "../media/media.service";
import type { ContentService } from "./content.service";
import { Router, type Request } from "express";
import { absoluteOn } from "../../http/origin";
import { dataReply, handler } from "../../http/compat";
import { contactInfoRow, examRow, levelImageRow, levelRow } from "./content.compat-presenter";
import type { ExamFamilyCode } from "./level.entity";

/**
 * Media URLs are absolute on the caller's own origin (the original client runs on another origin and loads them as
 * they are); PUBLIC_URL only when the request's Host is unusable.
 */
export function contentRoutes(s: { content: ContentService; media: MediaService; publicUrl: string }): Router {
  const router = Router();
  const { content } = s;
  const urls = (req: Request) => {
    const abs = absoluteOn(req, s.publicUrl);
    return (k: string | null | undefined) => abs(s.media.url(k));
  };

  router.get(
    "/contactinfo",
    handler(async (req, res) => dataReply(res, contactInfoRow(await content.contactInfoRow(), urls(req)), "erifhr")),
  );

  const levelList = (family: ExamFamilyCode) =>
    handler(async (_req, res) => dataReply(res, (await content.levels(family)).map(levelRow)));
  router.get("/goethes", levelList("goethe"));
  router.get("/telcs", levelList("telc"));

  const examsOfLevel = (family: ExamFamilyCode) =>
    handler(async (req, res) => {
      const slug = typeof req.query.levelSlug === "string" ? req.query.levelSlug : "";
      const found = await content.levelWithExams(family, slug);
      // The original answered 500 here; the newer server answers this, which the client tolerates.
      if (!found) return dataReply(res, null, "Not found");
      const { level, exams, images } = found;
      dataReply(res, {
        exam: exams.map((e) => examRow(e, family)),
        level: { ...levelRow(level), level_images: images.map((i) => levelImageRow(i, urls(req))) },
      });
    });
  router.get("/exams", examsOfLevel("goethe"));
  router.get("/telc-exams", examsOfLevel("telc"));

  return router;
}
