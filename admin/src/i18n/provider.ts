import { convertRaTranslationsToI18next, type useI18nextProvider } from "ra-i18n-i18next";
import { messages } from "./index";

/** The console's languages as react-admin's locale switcher lists them. */
export const consoleLocales = [
  { locale: "de", name: "Deutsch" },
  { locale: "en", name: "English" },
];

/**
 * i18next's options for the console. Interpolated values are not HTML-escaped: React escapes what it renders, so
 * escaping here too would show a learner named O'Brien as `O&#39;Brien` (page titles carry record names).
 */
export function consoleI18nOptions(lng: string): NonNullable<Parameters<typeof useI18nextProvider>[0]>["options"] {
  return {
    lng,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    resources: {
      de: { translation: convertRaTranslationsToI18next(messages.de) },
      en: { translation: convertRaTranslationsToI18next(messages.en) },
    },
  };
}
