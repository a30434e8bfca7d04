import type { AdminListInput, AdminLocalizedInput } from "../gql/graphql";

/** A record or input as the forms hold it; values are narrowed where they are read. */
export type FormValues = Record<string, unknown>;

export const LANGS = ["de", "en", "ar", "fr", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** A level's slug fields, one a language: slugDe, slugEn, … */
export const SLUG_FIELDS = LANGS.map((l) => `slug${l[0].toUpperCase()}${l.slice(1)}` as const);

const isValues = (v: unknown): v is FormValues => typeof v === "object" && v !== null && !Array.isArray(v);

/*
 * Field readers. A key the form does not hold stays undefined (left out of the input, so an update
 * keeps what the server has); an emptied field becomes null (cleared).
 */

/** A text or id field: "" clears it. */
export function text(v: unknown): string | null | undefined {
  if (v === undefined) return undefined;
  if (typeof v === "number") return String(v);
  return typeof v === "string" && v !== "" ? v : null;
}

/** A field the input requires: an empty one is sent as "" and answered by the server's field error. */
export const requiredText = (v: unknown): string => text(v) ?? "";

/** A whole number (NumberInput holds numbers; a typed string counts when it is one). */
export function int(v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
}

export function flag(v: unknown): boolean | null | undefined {
  if (v === undefined) return undefined;
  return typeof v === "boolean" ? v : null;
}

/** The objects of a form array (a missing array is empty). */
export const rows = (v: unknown): FormValues[] => (Array.isArray(v) ? v.filter(isValues) : []);

/** The non-blank strings of a form array. */
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s.trim() !== "") : [];

/** One text per language as the editor left it; a language the form leaves out is sent as null. */
export function localized(v: unknown): AdminLocalizedInput {
  const source = isValues(v) ? v : {};
  const out: AdminLocalizedInput = {};
  for (const lang of LANGS) {
    const value = source[lang];
    out[lang] = typeof value === "string" ? value : null;
  }
  return out;
}

/** What react-admin asks of a list: its filter, page and sort. */
export interface ListRequest {
  filter?: FormValues;
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
}

/** react-admin's list parameters → the admin lists' one filter input (unknown filter keys are not sent). */
export function listInput({ filter = {}, pagination, sort }: ListRequest): AdminListInput {
  return {
    q: text(filter.q),
    family: text(filter.family),
    cefr: text(filter.cefr),
    difficulty: text(filter.difficulty),
    type: text(filter.type),
    levelId: text(filter.levelId),
    examId: text(filter.examId),
    blockId: text(filter.blockId),
    ids: Array.isArray(filter.ids) ? filter.ids.map(String) : undefined,
    published: flag(filter.published),
    isAdmin: flag(filter.isAdmin),
    isBlocked: flag(filter.isBlocked),
    withGuests: flag(filter.withGuests),
    page: pagination?.page,
    perPage: pagination?.perPage,
    sortField: sort?.field,
    sortOrder: sort?.order,
  };
}
