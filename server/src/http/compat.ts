/**
 * Plumbing of the REST compatibility layer (/api): the original client's envelopes, its input
 * normalisation (trimmed strings, "" → null), anonymous callers with "Bearer null", and JSON errors.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { DataSource } from "typeorm";
import { AppError, httpStatusOf, type ErrorCode } from "../common/errors";
import { CompatRefusal } from "./compat-input";
import { langFromHeader, type LangCode } from "../common/lang";
import { commonMessages, translate, type Message } from "../common/i18n";
import type { Actor, Principal } from "../common/principal";
import { RequestLoaders } from "../common/request-loaders";
import { inputProblems } from "../common/input-hygiene";
import { isTransientDbError, unavailable } from "../db/faults";
import { requestIdOf } from "./request-id";
import { logUnexpected, plumbingError } from "./send-error";

export { parseId as intParam } from "../common/ids";

export interface CompatRequest extends Request {
  actor: Actor;
}

/** The client's address as Express resolved it (trust proxy applies). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
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

/** Body fields that are text wherever the original API reads them (Laravel's `string` rule). */
const TEXT_FIELDS = ["email", "password", "name", "mobile", "country", "language", "message", "subject"];

/**
 * The generic refusals of the REST layer, before any handler: NUL bytes, null entries in lists, nesting
 * past any real input, and a non-text value in a text field are HTTP 422 with Laravel's
 * `{message, errors: {field: [message]}}` in the caller's language. Nothing of that reaches a service.
 */
function refusals(req: Request): Record<string, string[]> | null {
  const lang = requestLang(req);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: Message) => (errors[field] ??= []).push(translate(message, lang, { field }));
  for (const p of inputProblems(req.body)) add(p.field, p.message);
  for (const p of inputProblems(req.query, { nullEntries: true })) add(p.field, p.message);
  const body: unknown = req.body;
  if (body && typeof body === "object" && !Array.isArray(body))
    for (const f of TEXT_FIELDS) {
      const v = (body as Record<string, unknown>)[f];
      if (v !== undefined && v !== null && typeof v !== "string") add(f, commonMessages.mustBeText);
    }
  return Object.keys(errors).length ? errors : null;
}

/** Laravel's TrimStrings + ConvertEmptyStringsToNull on query and body, after the generic refusals. */
export function normaliseInput(req: Request, res: Response, next: NextFunction): void {
  const refused = refusals(req);
  if (refused) return validationFailed(res, refused);
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
  // A repeated query parameter counts once, the last value winning (as PHP reads `?page=1&page=2`).
  const query = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1] : v]));
  Object.defineProperty(req, "query", { value: query, writable: true, configurable: true, enumerable: true });
  next();
}

/**
 * Builds the request's actor from the bearer token; an invalid, expired or literal "null"/"undefined"
 * token means anonymous (`resolve` answers null).
 */
export function actorMiddleware(
  resolve: (authorization: string | undefined) => Promise<Principal | null>,
  ds: DataSource,
): RequestHandler {
  return async (req, _res, next) => {
    try {
      const principal = await resolve(req.headers.authorization);
      const lang = requestLang(req, principal);
      (req as CompatRequest).actor = { principal, lang, ip: clientIp(req), loaders: new RequestLoaders(ds) };
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The request's actor acting as `principal` (e.g. the original client's cookie guest). */
export function actorWith(req: CompatRequest, principal: Principal | null): Actor {
  return { ...req.actor, principal, lang: requestLang(req, principal) };
}

export interface HandlerOptions {
  /** Domain errors the original client gets as `{status:false, msg}` (the first field's message, else the message). */
  refusals?: ErrorCode[];
  /** Fixed replies for refusals with these `details.reason`s (the original's own words). */
  reasons?: Record<string, string>;
}

/**
 * Wraps an async handler: an input refusal (CompatRefusal) and the listed domain errors become the
 * original error reply in the caller's language; anything else reaches the error handler.
 */
export function handler(
  fn: (req: CompatRequest, res: Response) => Promise<void> | void,
  options: HandlerOptions = {},
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve(fn(req as CompatRequest, res)).catch((err: unknown) => {
      if (err instanceof CompatRefusal) return errorReply(res, err.msg);
      if (err instanceof AppError && options.refusals?.includes(err.code)) {
        if (err.code === "RATE_LIMITED" && typeof err.details.retryAfter === "number")
          res.setHeader("Retry-After", String(err.details.retryAfter));
        const fixed = options.reasons?.[String(err.details.reason)];
        const compat = req as CompatRequest;
        return errorReply(res, fixed ?? refusalText(err, requestLang(req, compat.actor?.principal ?? null)));
      }
      next(err);
    });
  };
}

/** A domain error as one line for `{status:false, msg}`: the first field's message, else the message. */
export function refusalText(err: AppError, lang: LangCode): string {
  return Object.values(err.fieldMessages(lang))[0] ?? err.localise(lang).message;
}

/** A registered caller naming themselves (`user_id` is optional and must be their own); else "You must login first". */
export function registeredCaller(req: CompatRequest, userIdRaw: unknown): Actor {
  const p = req.actor.principal;
  if (!p || p.isGuest || !ownUserId(p, userIdRaw)) throw new CompatRefusal(LOGIN_FIRST);
  return req.actor;
}

/** Every `user_id` the client sends must name the caller (or nobody, for a guest); else "You must login first". */
export function assertOwnUser(req: CompatRequest, ...userIdsRaw: unknown[]): void {
  if (!userIdsRaw.every((raw) => ownUserId(req.actor.principal, raw))) throw new CompatRefusal(LOGIN_FIRST);
}

/**
 * Laravel's LengthAwarePaginator with per_page 1 (current_page is a number: the client adds 1 to it).
 * Its URLs are built on the configured public address (PUBLIC_URL), never on the request's Host header,
 * which any caller can set (a forged Host would otherwise be echoed into links).
 */
export function paginator(publicUrl: string, req: Request, page: number, total: number, item: unknown | null) {
  const path = `${publicUrl}${req.baseUrl}${req.path}`;
  const url = (p: number) => `${path}?page=${p}`;
  const inRange = item !== null;
  return {
    current_page: page,
    data: inRange ? [item] : [],
    first_page_url: url(1),
    from: inRange ? page : null,
    last_page: Math.max(total, 1),
    last_page_url: url(Math.max(total, 1)),
    next_page_url: page < total ? url(page + 1) : null,
    path,
    per_page: 1,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: inRange ? page : null,
    total,
  };
}

/** Unknown routes answer like Laravel: 404 {"message":""}. */
export function notFound(_req: Request, res: Response): void {
  res.status(404).json({ message: "" });
}

/**
 * Domain errors keep their HTTP status and code; malformed or oversized bodies are 400/413 with a
 * fixed message; anything else is a 500 without internals. Replies of 400/413/5xx carry the request's id.
 */
export function errorHandler(raw: unknown, req: Request, res: Response, _next: NextFunction): void {
  const err = isTransientDbError(raw) ? unavailable() : raw;
  const lang = requestLang(req, (req as CompatRequest).actor?.principal ?? null);
  if (err instanceof AppError) {
    const { message, extensions } = err.localise(lang);
    const status = httpStatusOf[err.code];
    if (typeof err.details.retryAfter === "number") res.setHeader("Retry-After", String(err.details.retryAfter));
    res
      .status(status)
      .json({ status: false, msg: message, ...extensions, ...(status >= 500 ? { requestId: requestIdOf(req) } : {}) });
    return;
  }
  const plumbing = plumbingError(err);
  if (plumbing) {
    res.status(plumbing.status).json({ message: translate(plumbing.message, lang), requestId: requestIdOf(req) });
    return;
  }
  logUnexpected(req, err, "REST call");
  res.status(500).json({ message: "Server Error", requestId: requestIdOf(req) });
}

/** Serialises a date like Laravel 7: ISO-8601 UTC with microseconds. */
export function laravelDate(d: Date | null | undefined): string | null {
  return d ? d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z") : null;
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
