/** "in 10 minutes", "in 3 days": how far a date lies from now, in the interface language (Latin digits in Arabic). */
export function relativeTime(lang: string, due: Date, now: Date = new Date()): string {
  const fmt = new Intl.RelativeTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { numeric: "auto" });
  const minutes = Math.round((due.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return fmt.format(Math.max(1, minutes), "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return fmt.format(hours, "hour");
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 31) return fmt.format(days, "day");
  const months = Math.round(days / 30.4);
  if (Math.abs(months) < 12) return fmt.format(months, "month");
  return fmt.format(Math.round(days / 365), "year");
}

/** A date and time in the interface language. */
export function dateTime(lang: string, date: Date): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
