/**
 * Plumbing of the REST compatibility layer (/api): the original client's envelopes, its input
 * normalisation (trimmed strings, "" → null), anonymous callers with "Bearer null", and JSON errors.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { AppError, httpStatusOf } from "../common/errors";
import { langFromHeader, type LangCode } from "../common/lang";
import { logger } from "../common/logger";
import type { Principal, Services } from "../graphql/context";

export interface CompatRequest extends Request {
  principal: Principal | null;
}

/** The caller's language: Accept-Language, else the profile's language, else German. */
export function requestLang(req: Request, principal: Principal | null = null): LangCode {
  return langFromHeader(req.headers["accept-language"], principal?.lang ?? "de");
}

/** `{status:true, msg, data}` — the original "data reply" (always HTTP 200). */
export function dataReply(res: Response, data: unknown, msg = ""): void {
  res.json({ status: true, msg, data });
}

/** `{status:false, msg}` — the original "error reply" (HTTP 200: the client reads `status`). */
export function errorReply(res: Response, msg: string): void {
  res.json({ status: false, msg });
}

/** `{status:true, errNum:"200", msg}` — the original "success message". */
/** Laravel's `$request->validate` refusal: HTTP 422 with the field's messages. */
export function validationFailed(res: Response, errors: Record<string, string[]>): void {
  res.status(422).json({ message: "The given data was invalid.", errors });
}

export function successMessage(res: Response, msg: string): void {
  res.json({ status: true, errNum: "200", msg });
}

/** Laravel's TrimStrings + ConvertEmptyStringsToNull on query and body. */
export function normaliseInput(req: Request, _res: Response, next: NextFunction): void {
  const clean = (v: unknown): unknown => {
    if (typeof v === "string") {
      const t = v.trim();
      return t === "" ? null : t;
    }
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clean(x)]));
    return v;
  };
  if (req.body && typeof req.body === "object") req.body = clean(req.body);
  next();
}

/** Resolves the bearer token; an invalid, expired or literal "null"/"undefined" token means anonymous. */
export function principal(services: Services): RequestHandler {
  return async (req, _res, next) => {
    try {
      (req as CompatRequest).principal = await services.services.tokens.principalFrom(req.headers.authorization);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Wraps an async handler so a rejection reaches the error handler. */
export function handler(fn: (req: CompatRequest, res: Response) => Promise<void> | void): RequestHandler {
  return (req, res, next) => {
    Promise.resolve(fn(req as CompatRequest, res)).catch(next);
  };
}

/** A query or body value as a positive integer id, or null. */
export function intParam(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Unknown routes answer like Laravel: 404 {"message":""}. */
export function notFound(_req: Request, res: Response): void {
  res.status(404).json({ message: "" });
}

/** Domain errors keep their HTTP status and code; anything else is a 500 without internals. */
export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof AppError) {
    res.status(httpStatusOf[err.code]).json({ status: false, msg: err.message, code: err.code, ...err.details });
    return;
  }
  const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: (err as Error).message });
    return;
  }
  logger.error({ err }, "unexpected error in REST call");
  res.status(500).json({ message: "Server Error" });
}

/** Serialises a date like Laravel 7: ISO-8601 UTC with microseconds. */
export function laravelDate(d: Date | null | undefined): string | null {
  return d ? d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z") : null;
}

const GUEST_COOKIE = "dp_guest";

function guestCookie(req: Request): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === GUEST_COOKIE) return decodeURIComponent(v.join("="));
  }
  return null;
}

/**
 * The caller of a REST call that records work: the bearer's principal, or — for the original
 * client's guests, who send "Bearer null" — a guest of their own, kept in an HTTP-only cookie
 * (the original pooled every guest under user 0). With `create`, a first-time guest gets one.
 */
export async function workingPrincipal(
  s: Services,
  req: CompatRequest,
  res: Response,
  create: boolean,
): Promise<Principal | null> {
  if (req.principal) return req.principal;
  const cookie = guestCookie(req);
  if (cookie) {
    const guest = await s.services.tokens.principalFrom(`Bearer ${cookie}`);
    if (guest?.isGuest) return guest;
  }
  if (!create) return null;
  const { token, user } = await s.services.accounts.startGuestSession({
    lang: requestLang(req),
    ip: req.ip ?? "",
    principal: null,
  });
  res.cookie(GUEST_COOKIE, token, { httpOnly: true, sameSite: "lax", path: "/api", maxAge: 30 * 24 * 3600 * 1000 });
  return { userId: user.id, isGuest: true, isAdmin: false };
}

/**
 * The original client sends its own user_id (0 for guests). It must name the caller: another
 * user's id is refused, so nobody reads or changes what is not theirs.
 */
export function ownUserId(principal: Principal | null, raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === "" || raw === "0" || raw === 0) return true;
  return !!principal && !principal.isGuest && String(raw) === String(principal.userId);
}

/** The reply the original client treats as "logged out". */
export const LOGIN_FIRST = "You must login first";
