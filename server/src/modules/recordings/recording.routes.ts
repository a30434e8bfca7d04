import crypto from "node:crypto";
import fs from "node:fs";
import type { DataSource } from "typeorm";
import express, { type Router } from "express";
import multer from "multer";
import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { langFromHeader } from "../../common/lang";
import { RequestLoaders } from "../../common/request-loaders";
import { clientIp } from "../../http/compat";
import { sendError } from "../../http/send-error";
import type { TokenService } from "../users/token.service";
import { S3Store } from "../storage/s3-store";
import { serveObject } from "../storage/serve-object";
import { recordingMessages as M } from "./recording.messages";
import { RECORDING_LIMITS, recordingTooLarge, type RecordingService, type UploadBudget } from "./recording.service";

/**
 * POST /media/recordings (multipart: field `recording`, and `subQuestionId` as a field or in the query; Bearer):
 * 201 { recordingId, url, durationSeconds, contentType }. Refusals are { error: CODE, message, reason, fields? }
 * in the request's language: 422 for what is not a recording, 413 for one too big or too long or over the learner's
 * storage budget (reason QUOTA_EXCEEDED), 429 over the account's or the client address's budget of uploads
 * (RECORDING_UPLOAD_LIMIT, RECORDING_UPLOAD_LIMIT_IP). The body is streamed to a file in the private incoming folder,
 * never held in memory; whatever is left of it is removed when the request ends.
 * GET /media/recordings/{id}[?t=link token]: the file with byte ranges, to its owner, teachers and admins; 404 to
 * everybody else. With a bucket the bytes are piped from it (ranges, tags), or, with S3_PRESIGN_SECONDS, the
 * authorised caller is redirected to a link of the bucket signed for that many seconds.
 */
export function recordingsRouter(
  ds: DataSource,
  recordings: RecordingService,
  tokens: TokenService,
  budget: UploadBudget,
  presignSeconds = 0,
): Router {
  const router = express.Router();
  const parse = multer({
    storage: multer.diskStorage({
      destination: recordings.incomingDir,
      filename: (_req, _file, cb) => cb(null, `${crypto.randomUUID()}.part`),
    }),
    limits: { fileSize: RECORDING_LIMITS.bytes + 1, files: 1, fields: 4, fieldSize: 200 },
  }).single("recording");

  router.post("/recordings", async (req, res) => {
    const principal = await tokens.principalFrom(req.headers.authorization).catch(() => null);
    const lang = langFromHeader(req.headers["accept-language"], principal?.lang ?? "de");
    const fail = (err: unknown) => sendError(res, err, lang);
    if (!principal) {
      // the body is not read: say why at once and close
      res.setHeader("Connection", "close");
      return fail(new AppError("UNAUTHENTICATED", commonMessages.unauthenticated));
    }
    try {
      await recordings.admit(principal, clientIp(req), budget);
    } catch (e) {
      res.setHeader("Connection", "close");
      return fail(e);
    }
    parse(req, res, async (err: unknown) => {
      let reply: { status: number; body: unknown } | null = null;
      let failure: unknown = null;
      try {
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE") throw recordingTooLarge();
        if (err)
          throw new AppError("BAD_USER_INPUT", M.missing, { reason: "MALFORMED" }, {}, { recording: { message: M.missing } });
        const body = (req.body ?? {}) as Record<string, unknown>;
        const subQuestionId = String(body.subQuestionId ?? req.query.subQuestionId ?? "");
        const f = req.file;
        const actor = { principal, lang, ip: clientIp(req), loaders: new RequestLoaders(ds) };
        const stored = await recordings.upload(
          actor,
          f ? { path: f.path, size: f.size, originalName: f.originalname } : null,
          subQuestionId,
        );
        reply = { status: 201, body: stored };
      } catch (e) {
        failure = e;
      }
      // a refused upload (a stored one was moved away) leaves nothing in the incoming folder, before the reply goes
      if (req.file?.path) await fs.promises.rm(req.file.path, { force: true });
      if (reply) res.status(reply.status).json(reply.body);
      else fail(failure);
    });
  });

  router.get("/recordings/:id", async (req, res) => {
    const lang = langFromHeader(req.headers["accept-language"], "de");
    try {
      const bearer = req.headers.authorization ? await tokens.principalFrom(req.headers.authorization) : null;
      const token = typeof req.query.t === "string" ? req.query.t : undefined;
      const { key, contentType } = await recordings.open(bearer, req.params.id, token);
      res.setHeader("Cache-Control", "private, max-age=3600");
      res.setHeader("X-Content-Type-Options", "nosniff");
      const store = recordings.store;
      const file = store.localPath(key);
      if (file) {
        res.sendFile(file, { headers: { "Content-Type": contentType }, acceptRanges: true, lastModified: true }, (err) => {
          if (!err || res.headersSent) return;
          const { status, headers } = err as { status?: number; headers?: Record<string, string> };
          // a range beyond the file: 416 with the file's length, as a player expects
          if (status === 416)
            return res
              .status(416)
              .set(headers ?? {})
              .end();
          sendError(res, new AppError("NOT_FOUND", M.notFound), lang);
        });
      } else if (store instanceof S3Store && presignSeconds > 0) {
        // authorised above: a link of the bucket signed for a few minutes, never cached by a shared cache
        res.setHeader("Cache-Control", "private, no-store");
        res.redirect(302, (await store.signedUrl(key, presignSeconds, contentType))!);
      } else if (!(
        store instanceof S3Store &&
        (await serveObject(req, res, store, key, { contentType, cacheControl: "private, max-age=3600" }))
      )) {
        sendError(res, new AppError("NOT_FOUND", M.notFound), lang);
      }
    } catch (e) {
      sendError(res, e, lang);
    }
  });
  return router;
}
