import type { TFunction } from "i18next";

/** The spec's option lists (§9), stored as the codes the server expects. */
export const COUNTRY_CODES = [
  "DE",
  "AT",
  "CH",
  "NL",
  "FR",
  "PL",
  "CZ",
  "HU",
  "DK",
  "GB",
  "US",
  "BR",
  "CN",
  "IN",
  "other",
] as const;
export const LANGUAGE_CODES = ["ar", "de", "en", "fr", "es", "other"] as const;

export function countryOptions(t: TFunction) {
  return COUNTRY_CODES.map((code) => ({ value: code, label: t(`auth.profile.countries.${code}`) }));
}

export function languageOptions(t: TFunction) {
  return LANGUAGE_CODES.map((code) => ({ value: code, label: t(`auth.profile.languages.${code}`) }));
}
