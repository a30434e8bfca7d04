import express, { type Router } from "express";
import multer from "multer";
import { AppError, fieldError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { sendError } from "../../http/send-error";
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
    const fail = (err: unknown) => sendError(res, err, lang);
    const principal = await tokens.principalFrom(req.headers.authorization);
    if (!principal) return fail(new AppError("UNAUTHENTICATED", commonMessages.unauthenticated));
    if (!principal.isAdmin) return fail(new AppError("FORBIDDEN", commonMessages.forbidden));
    const kind = String(req.query.kind ?? "image") as UploadKind;
    if (kind !== "audio" && kind !== "image") {
      return fail(fieldError("kind", uploadMessages.badKind));
    }
    parse(req, res, async (err: unknown) => {
      try {
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
          throw fieldError("file", uploadMessages.tooLarge, {}, { mb: UPLOAD_LIMITS[kind] / 1024 / 1024 });
        }
        if (err) throw new AppError("BAD_USER_INPUT", uploadMessages.missing);
        const f = req.file;
        const stored = await uploads.store(f ? { buffer: f.buffer, originalName: f.originalname } : null, kind);
        res.status(201).json(stored);
      } catch (e) {
        fail(e);
      }
    });
  });
  return router;
}
