import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { applyDocumentLang, DEFAULT_LANG, initialLang, isLang, LANGS } from "./lang";

/** Every locale file as its own chunk: only the current language and its fallbacks are loaded. */
const locales = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = locales[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Starts i18next with the language from the path, the stored choice or German; resolves when its texts are loaded. */
export function initI18n(): Promise<unknown> {
  const lng = initialLang(window.location.pathname);
  applyDocumentLang(lng);
  i18next.on("languageChanged", (l) => {
    if (isLang(l)) applyDocumentLang(l);
  });
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGS],
      // German is the language every text is written in first: a German page needs no other language's texts
      // (scripts/firstViewPreloads.ts and the bundle budget follow this)
      fallbackLng: { [DEFAULT_LANG]: [], default: ["en", DEFAULT_LANG] },
      ns: ["common"],
      defaultNS: "common",
      load: "languageOnly",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
}

export { i18next };
