import crypto from "node:crypto";
import fs from "node:fs";
import express, { type Router } from "express";
import multer from "multer";
import { AppError, fieldError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { sendError } from "../../http/send-error";
import { langFromHeader } from "../../common/lang";
import type { TokenService } from "../users/token.service";
import type { AudioUploadService } from "./audio-upload.service";
import { UPLOAD_LIMITS, uploadMessages, type UploadKind, type UploadService } from "./upload.service";

/**
 * POST /media/upload?kind=audio|image (multipart, field "file", Bearer token of an admin):
 * 201 { key, url, contentType, size } for an image, and for audio where ffmpeg is missing (then also
 * `normalised: false`); 202 { id, status: "processing", statusUrl } for audio that ffmpeg normalises into an Ogg and
 * an MP3 twin, polled at GET /media/jobs/{id} until `done` (key, url, mp3, loudness) or `failed` (message).
 * Refusals are { error: CODE, message, fields? }.
 */
export function uploadRouter(uploads: UploadService, audio: AudioUploadService, tokens: TokenService): Router {
  const router = express.Router();
  // streamed to a file in the private incoming folder, never held in memory; removed when the request ends
  const parse = multer({
    storage: multer.diskStorage({
      destination: uploads.incomingDir,
      filename: (_req, _file, cb) => cb(null, `${crypto.randomUUID()}.part`),
    }),
    limits: { fileSize: UPLOAD_LIMITS.audio + 1, files: 1 },
  }).single("file");

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
      let reply: { status: number; body: unknown } | null = null;
      let failure: unknown = null;
      try {
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") {
          throw fieldError("file", uploadMessages.tooLarge, {}, { mb: UPLOAD_LIMITS[kind] / 1024 / 1024 });
        }
        if (err) throw new AppError("BAD_USER_INPUT", uploadMessages.missing);
        const f = req.file;
        if (kind === "audio") {
          reply = await audio.upload(f ? { path: f.path, size: f.size, originalName: f.originalname } : null);
        } else {
          // an image is at most 5 MB: checked (and an SVG rewritten) in memory once its size is known
          if (f && f.size > UPLOAD_LIMITS.image)
            throw fieldError("file", uploadMessages.tooLarge, {}, { mb: UPLOAD_LIMITS.image / 1024 / 1024 });
          const file = f ? { buffer: await fs.promises.readFile(f.path), originalName: f.originalname } : null;
          reply = { status: 201, body: await uploads.store(file, kind) };
        }
      } catch (e) {
        failure = e;
      }
      // what is left of the upload (a stored one was moved away) goes before the reply
      if (req.file?.path) await fs.promises.rm(req.file.path, { force: true });
      if (reply) res.status(reply.status).json(reply.body);
      else fail(failure);
    });
  });

  router.get("/jobs/:id", async (req, res) => {
    const lang = langFromHeader(req.headers["accept-language"]);
    try {
      const principal = await tokens.principalFrom(req.headers.authorization);
      if (!principal) throw new AppError("UNAUTHENTICATED", commonMessages.unauthenticated);
      if (!principal.isAdmin) throw new AppError("FORBIDDEN", commonMessages.forbidden);
      res.setHeader("Cache-Control", "no-store");
      res.json(await audio.job(String(req.params.id), lang));
    } catch (e) {
      sendError(res, e, lang);
    }
  });
  return router;
}
