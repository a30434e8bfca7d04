import type { NextFunction, Request, Response } from "express";
import { AppError, httpStatusOf } from "../common/errors";
import { commonMessages, translate, type Message } from "../common/i18n";
import { langFromHeader, type LangCode } from "../common/lang";
import { logger } from "../common/logger";
import { isTransientDbError, unavailable } from "../db/faults";
import { requestIdOf } from "./request-id";

/** A refusal by the HTTP plumbing itself (body parsing, size limits), before any handler ran. */
export interface PlumbingError {
  status: number;
  code: string;
  message: Message;
}

/**
 * Classifies errors of the body parsers and other http-errors (they carry `status` and `type`):
 * malformed JSON/form → 400, too large → 413, any other 4xx → that status. Never their own message,
 * which may name internals. Null for anything else (a 500).
 */
export function plumbingError(err: unknown): PlumbingError | null {
  if (!err || typeof err !== "object") return null;
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 0;
  if (status === 413 || e.type === "entity.too.large")
    return { status: 413, code: "PAYLOAD_TOO_LARGE", message: commonMessages.bodyTooLarge };
  if (e.type === "entity.parse.failed" || e.type === "encoding.unsupported" || e.type === "charset.unsupported")
    return { status: 400, code: "BAD_REQUEST", message: commonMessages.malformedBody };
  if (status >= 400 && status < 500) return { status, code: "BAD_REQUEST", message: commonMessages.badRequest };
  return null;
}

/** Logs an unexpected error with the request's id, so an operator finds the reply's requestId in the log. */
export function logUnexpected(req: Request | undefined, err: unknown, where: string): void {
  logger.error(
    { err, requestId: req ? requestIdOf(req) : undefined, method: req?.method, path: req?.path },
    `unexpected error in ${where}`,
  );
}

/**
 * The error reply of the browser-facing routes (/auth, /media): HTTP status of the code and
 * `{ error: CODE, message, …details, fields? }` in `lang`; anything unexpected is a 500 without internals.
 */
export function sendError(res: Response, raw: unknown, lang: LangCode): void {
  const err = isTransientDbError(raw) ? unavailable() : raw;
  if (err instanceof AppError) {
    if (typeof err.details.retryAfter === "number") res.setHeader("Retry-After", String(err.details.retryAfter));
    const { message, extensions } = err.localise(lang);
    const { code: _code, ...details } = extensions;
    const requestId = httpStatusOf[err.code] >= 500 ? { requestId: requestIdOf(res.req) } : {};
    res.status(httpStatusOf[err.code]).json({ error: err.code, message, ...details, ...requestId });
    return;
  }
  const plumbing = plumbingError(err);
  if (plumbing) {
    res
      .status(plumbing.status)
      .json({ error: plumbing.code, message: translate(plumbing.message, lang), requestId: requestIdOf(res.req) });
    return;
  }
  logUnexpected(res.req, err, "a browser-facing route");
  res.status(500).json({
    error: "INTERNAL_SERVER_ERROR",
    message: translate(commonMessages.internalError, lang),
    requestId: requestIdOf(res.req),
  });
}

/** The application's last error handler: JSON, never Express's HTML page with a stack trace. */
export function finalErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const lang = langFromHeader(req.headers["accept-language"], "de");
  if (req.path.startsWith("/graphql") && !isTransientDbError(err)) {
    const plumbing = plumbingError(err);
    if (!plumbing) logUnexpected(req, err, "GraphQL transport");
    const status = plumbing?.status ?? 500;
    const message = translate(plumbing?.message ?? commonMessages.internalError, lang);
    const code = plumbing?.code ?? "INTERNAL_SERVER_ERROR";
    res.status(status).json({ errors: [{ message, extensions: { code, requestId: requestIdOf(req) } }] });
    return;
  }
  sendError(res, err, lang);
}
