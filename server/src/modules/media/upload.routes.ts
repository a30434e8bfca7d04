import express, { type Router } from "express";
import multer from "multer";
import { AppError, httpStatusOf } from "../../common/errors";
import { commonMessages, translate } from "../../common/i18n";
import { langFromHeader } from "../../common/lang";
import type { TokenService } from "../users/token.service";
import { UPLOAD_LIMITS, uploadMessages, type UploadKind, type UploadService } from "./upload.service";

/**
 * POST /media/upload?kind=audio|image (multipart, field "file", Bearer token of an admin):
 * 201 { key, url, contentType, size }; refusals are { error: CODE, message, fields? }.
 */
export function uploadRouter(uploads: UploadService, tokens: TokenService): Router {
  const router = express.Router();
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_LIMITS.audio + 1, files: 1 } }).single(
    "file",
  );

  router.post("/upload", async (req, res) => {
    const lang = langFromHeader(req.headers["accept-language"]);
    const fail = (err: AppError) =>
      res.status(httpStatusOf[err.code]).json({ error: err.code, message: err.message, ...err.details });
    const principal = await tokens.principalFrom(req.headers.authorization);
    if (!principal) return fail(new AppError("UNAUTHENTICATED", translate(commonMessages.unauthenticated, lang)));
    if (!principal.isAdmin) return fail(new AppError("FORBIDDEN", translate(commonMessages.forbidden, lang)));
    const kind = String(req.query.kind ?? "image") as UploadKind;
    if (kind !== "audio" && kind !== "image") {
      const text = translate(uploadMessages.badKind, lang);
      return fail(new AppError("BAD_USER_INPUT", text, { fields: { kind: text } }));
    }
    parse(req, res, async (err: unknown) => {
      try {
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
          const text = translate(uploadMessages.tooLarge, lang, { mb: UPLOAD_LIMITS[kind] / 1024 / 1024 });
          throw new AppError("BAD_USER_INPUT", text, { fields: { file: text } });
        }
        if (err) throw new AppError("BAD_USER_INPUT", translate(uploadMessages.missing, lang));
        const f = req.file;
        const stored = await uploads.store(f ? { buffer: f.buffer, originalName: f.originalname } : null, kind, lang);
        res.status(201).json(stored);
      } catch (e) {
        if (e instanceof AppError) fail(e);
        else res.status(500).json({ error: "INTERNAL_SERVER_ERROR", message: "Upload failed." });
      }
    });
  });
  return router;
}
