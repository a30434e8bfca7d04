import { translate, type Message, type Params } from "./i18n";
import type { LangCode } from "./lang";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "REGISTRATION_REQUIRED"
  | "RATE_LIMITED"
  | "ATTEMPT_SUBMITTED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "NOT_CONFIGURED"
  | "SERVICE_UNAVAILABLE";

export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  REGISTRATION_REQUIRED: 403,
  RATE_LIMITED: 429,
  ATTEMPT_SUBMITTED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  NOT_CONFIGURED: 501,
  SERVICE_UNAVAILABLE: 503,
};

/** A message of a catalog with the values of its `{placeholders}`: translated at the edge, not where it arises. */
export interface LocalText {
  message: Message;
  params?: Params;
}

/** The reply an edge sends for an error: the message and extensions in one language. */
export interface LocalisedError {
  message: string;
  extensions: Record<string, unknown>;
}

/**
 * A typed domain error. It carries a code (mapped once to GraphQL extensions.code and to an HTTP
 * status), a catalog message with its parameters, per-field messages for forms, and details for
 * clients. Services raise it without knowing the caller's language; the GraphQL error formatter and
 * the REST error handler translate it once (`localise`).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: Message | string = code,
    readonly details: Record<string, unknown> = {},
    readonly params: Params = {},
    readonly fields: Record<string, LocalText> = {},
  ) {
    super(typeof text === "string" ? text : translate(text, "de", params));
    this.name = "AppError";
  }

  /** The language the edge chose for this error's reply (set by the GraphQL layer before formatting). */
  lang: LangCode | null = null;

  /** Per-field messages in `lang`. */
  fieldMessages(lang: LangCode): Record<string, string> {
    return Object.fromEntries(Object.entries(this.fields).map(([f, t]) => [f, translate(t.message, lang, t.params)]));
  }

  localise(lang: LangCode): LocalisedError {
    const fields = this.fieldMessages(lang);
    const hasFields = Object.keys(fields).length > 0;
    const message = hasFields
      ? Object.values(fields).join(" ")
      : typeof this.text === "string"
        ? this.text
        : translate(this.text, lang, this.params);
    return { message, extensions: { code: this.code, ...this.details, ...(hasFields ? { fields } : {}) } };
  }
}

/**
 * Collects per-field refusals; `throwIfAny` raises one BAD_USER_INPUT whose extensions carry
 * `fields: { field: message }` (every field at once, so forms can mark them all).
 */
export class FieldErrors {
  private readonly fields: Record<string, LocalText> = {};

  add(field: string, message: Message, params: Params = {}): void {
    this.fields[field] ??= { message, params };
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }

  throwIfAny(details: Record<string, unknown> = {}): void {
    if (this.any) throw new AppError("BAD_USER_INPUT", "BAD_USER_INPUT", details, {}, this.fields);
  }
}

/** One field refused: BAD_USER_INPUT with `fields: { field: message }` and optional details (e.g. a reason). */
export function fieldError(
  field: string,
  message: Message,
  details: Record<string, unknown> = {},
  params: Params = {},
): AppError {
  return new AppError("BAD_USER_INPUT", "BAD_USER_INPUT", details, {}, { [field]: { message, params } });
}

/** An error in a catalog message, e.g. `refuse("NOT_FOUND", messages.examNotFound, { examId })`. */
export function refuse(code: ErrorCode, message: Message, details: Record<string, unknown> = {}, params: Params = {}): AppError {
  return new AppError(code, message, details, params);
}
