import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** What a caller's X-Request-Id may look like to be kept (a proxy's or a client's id); anything else is replaced. */
const SANE = /^[A-Za-z0-9._:@-]{8,128}$/;

/**
 * Gives every request an id: the caller's X-Request-Id when it is sane, else a new UUID. It is echoed in
 * the X-Request-Id response header, carried by every error reply and written into the log lines.
 */
export const requestIdMiddleware: RequestHandler = (req, res, next) => {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && SANE.test(given) ? given : crypto.randomUUID();
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  next();
};

/** The request's id (set by requestIdMiddleware; "unknown" before it ran). */
export function requestIdOf(req: IncomingMessage): string {
  const id = req.headers["x-request-id"];
  return typeof id === "string" ? id : "unknown";
}
