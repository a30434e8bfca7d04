import { useCallback } from "react";
import { NumberField, useLocaleState, type NumberFieldProps } from "react-admin";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the console's language writes it: points, percentages, time factors ("32,5" in German, "32.5" in
 * English); whole numbers without decimals, at most two (a quarter point). Every number of points the console
 * shows goes through here, in texts (useNumber) and in columns (LocaleNumberField).
 */
export function formatNumber(value: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(value);
}

/** formatNumber in the console's current language; a missing value reads "–". */
export function useNumber(): (value: number | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback((value) => (value == null ? "–" : formatNumber(value, locale)), [locale]);
}

/** A list or show column of numbers, written like every other number in the console's texts. */
export function LocaleNumberField(props: NumberFieldProps) {
  const [locale] = useLocaleState();
  return <NumberField locales={locale} options={{ maximumFractionDigits: 2 }} {...props} />;
}
