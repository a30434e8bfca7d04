import { isLang, type LangCode } from "../../common/lang";
import { translate } from "../../common/i18n";
import { accountMessages } from "./account.messages";

/**
 * The spec's option lists (§9). Stored as codes; the German labels are the spec's own, the other
 * languages come from ICU. Input may be the code or the German label (the original client sends labels).
 */
export const COUNTRY_OPTIONS = [
  { code: "DE", de: "Deutschland" },
  { code: "AT", de: "Österreich" },
  { code: "CH", de: "Schweiz" },
  { code: "NL", de: "Niederlande" },
  { code: "FR", de: "Frankreich" },
  { code: "PL", de: "Polen" },
  { code: "CZ", de: "Tschechische Republik" },
  { code: "HU", de: "Ungarn" },
  { code: "DK", de: "Dänemark" },
  { code: "GB", de: "Großbritanien" },
  { code: "US", de: "USA" },
  { code: "BR", de: "Brasilien" },
  { code: "CN", de: "China" },
  { code: "IN", de: "Indien" },
  { code: "other", de: "andere" },
] as const;

export const LANGUAGE_OPTIONS = [
  { code: "ar", de: "Arabisch" },
  { code: "de", de: "Deutsch" },
  { code: "en", de: "Englisch" },
  { code: "fr", de: "Französisch" },
  { code: "es", de: "Spanisch" },
  { code: "other", de: "andere" },
] as const;

type Option = { code: string; de: string };

function normalizeOption(options: readonly Option[], value: string): string | null {
  const v = value.trim().toLowerCase();
  return options.find((o) => o.code.toLowerCase() === v || o.de.toLowerCase() === v)?.code ?? null;
}

export const normalizeCountry = (value: string): string | null => normalizeOption(COUNTRY_OPTIONS, value);
export const normalizeLanguage = (value: string): string | null => normalizeOption(LANGUAGE_OPTIONS, value);

/** The interface language behind a profile language, if it is one of the five. */
export function langOfProfile(language: string | null | undefined): LangCode | null {
  return isLang(language) ? language : null;
}

export function countryLabel(code: string, lang: LangCode): string {
  if (code === "other") return translate(accountMessages.other, lang);
  if (lang === "de") return COUNTRY_OPTIONS.find((o) => o.code === code)?.de ?? code;
  return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
}

export function languageLabel(code: string, lang: LangCode): string {
  if (code === "other") return translate(accountMessages.other, lang);
  if (lang === "de") return LANGUAGE_OPTIONS.find((o) => o.code === code)?.de ?? code;
  return new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;
}
