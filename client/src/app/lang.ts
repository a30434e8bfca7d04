export const LANGS = ["de", "en", "ar", "fr", "es"] as const;
export type LangCode = (typeof LANGS)[number];
export const DEFAULT_LANG: LangCode = "de";
export const LANG_STORAGE_KEY = "preferredLanguage";

/** Native names shown in the language dropdown. */
export const LANG_NAMES: Record<LangCode, string> = {
  de: "Deutsch",
  en: "English",
  ar: "العربية",
  fr: "Français",
  es: "Español",
};

export function isLang(value: unknown): value is LangCode {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: LangCode): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/**
 * Numbers are shown the way the interface language writes them (62,5 % in German, 62.5% in English), with
 * Latin digits in Arabic too, as in the German exam material and the scores beside them (5/8).
 */
export function formatPercent(percent: number, lang: LangCode): string {
  return new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { style: "percent", maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}

/** A number such as points (12,5 in German), with Latin digits in Arabic as the percentages. */
export function formatNumber(n: number, lang: LangCode): string {
  return new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { maximumFractionDigits: 1 }).format(n);
}

/** The GraphQL enum value of a language. */
export function gqlLang(lang: LangCode): "DE" | "EN" | "AR" | "FR" | "ES" {
  return lang.toUpperCase() as "DE" | "EN" | "AR" | "FR" | "ES";
}

/** The language prefix of a path (/ar/login → ar), or null. */
export function langOfPath(pathname: string): LangCode | null {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : null;
}

/** A client path under the given language prefix (/ar/login), or as it is without one; the home page is /ar. */
export function localPath(prefix: LangCode | null, path: string): string {
  if (!prefix) return path;
  return `/${prefix}${path === "/" ? "" : path}`;
}

/** The same page under another language's prefix (/ar/login → /en/login), or null for a path without a prefix. */
export function switchLangPath(pathname: string, next: LangCode): string | null {
  const prefix = langOfPath(pathname);
  return prefix ? `/${next}${pathname.slice(prefix.length + 1)}` : null;
}

/** The language stored by an earlier choice, or null. */
export function storedLang(): LangCode | null {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLang(lang: LangCode): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page only */
  }
}

/** The language to start with: the path prefix, then the stored choice, then German. */
export function initialLang(pathname: string): LangCode {
  return langOfPath(pathname) ?? storedLang() ?? DEFAULT_LANG;
}

/** Sets <html lang dir> to match the interface language. */
export function applyDocumentLang(lang: LangCode): void {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = dirOf(lang);
}
