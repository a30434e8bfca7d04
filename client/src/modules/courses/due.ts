/** Where an assignment stands for its learner, in time: not open yet, open, overdue, handed in (late or on time). */
export type DueState = "upcoming" | "open" | "overdue" | "done" | "doneLate";

export interface Dated {
  startsAt?: string | null;
  dueAt?: string | null;
  myAttempt?: { status: string; submittedAt?: string | null } | null;
}

export function dueState(a: Dated, now: Date = new Date()): DueState {
  const due = a.dueAt ? new Date(a.dueAt) : null;
  if (a.myAttempt?.status === "SUBMITTED") {
    const at = a.myAttempt.submittedAt ? new Date(a.myAttempt.submittedAt) : null;
    return due && at && at > due ? "doneLate" : "done";
  }
  if (a.startsAt && new Date(a.startsAt) > now) return "upcoming";
  if (due && due < now) return "overdue";
  return "open";
}

/** Open work first (overdue, then by due date; no due date last), then what is not open yet, then what is done. */
export function byUrgency<T extends Dated>(list: readonly T[], now: Date = new Date()): T[] {
  const rank: Record<DueState, number> = { overdue: 0, open: 1, upcoming: 2, doneLate: 3, done: 3 };
  const time = (a: T) => (a.dueAt ? new Date(a.dueAt).getTime() : Number.MAX_SAFE_INTEGER);
  return [...list].sort((x, y) => rank[dueState(x, now)] - rank[dueState(y, now)] || time(x) - time(y));
}

/**
 * A date and time in the learner's own time zone (the browser's, or the one given) and language, with the zone's
 * short name so nobody wonders whose evening "18:00" is; Latin digits in Arabic as everywhere in the product.
 */
export function formatWhen(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));
}

/** A date without its time (joined on …). */
export function formatDay(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeZone }).format(new Date(iso));
}

/** The value of a datetime-local input as an ISO instant, read in the browser's time zone; "" is none. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
