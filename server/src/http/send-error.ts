import type { Response } from "express";
import { AppError, httpStatusOf } from "../common/errors";
import type { LangCode } from "../common/lang";
import { logger } from "../common/logger";

/**
 * The error reply of the browser-facing routes (/auth, /media): HTTP status of the code and
 * `{ error: CODE, message, …details, fields? }` in `lang`; anything unexpected is a 500 without internals.
 */
export function sendError(res: Response, err: unknown, lang: LangCode): void {
  if (err instanceof AppError) {
    if (err.code === "RATE_LIMITED" && typeof err.details.retryAfter === "number")
      res.setHeader("Retry-After", String(err.details.retryAfter));
    const { message, extensions } = err.localise(lang);
    const { code: _code, ...details } = extensions;
    res.status(httpStatusOf[err.code]).json({ error: err.code, message, ...details });
    return;
  }
  logger.error({ err }, "unexpected error in a browser-facing route");
  res.status(500).json({ error: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
}
