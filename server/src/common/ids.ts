import { fieldError } from "./errors";
import { commonMessages } from "./i18n";

/** The largest id a row can have: the tables' ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a GraphQL ID, a route parameter or a JSON value: an integer from 1 to MAX_ID, written in decimal
 * digits when it comes as text (leading zeros allowed, nothing else: no sign, fraction, exponent, hex or spaces).
 * Null when it is none, so that no id beyond PostgreSQL's integer ever reaches a statement.
 */
export function parseId(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,20}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** The id, or BAD_USER_INPUT naming `field` (reason INVALID_ID) when it is none. */
export function requireId(v: unknown, field: string): number {
  const id = parseId(v);
  if (id === null) throw fieldError(field, commonMessages.invalidId, { reason: "INVALID_ID" });
  return id;
}
