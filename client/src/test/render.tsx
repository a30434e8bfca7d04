import { render, type RenderResult } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import type { LangCode } from "../app/lang";

/** Every namespace of every language, loaded at once (the app loads them lazily). */
const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, texts] of Object.entries(files)) {
  const [, lang, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
  (resources[lang] ??= {})[ns] = texts;
}

/** An i18next of its own for a component test, with every locale loaded at once. */
export async function testI18n(lang: LangCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: ["en", "de"],
    resources,
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders a component in the given interface language inside a router at `url`. */
export async function renderIn(
  ui: ReactNode,
  { lang = "de", url = "/" }: { lang?: LangCode; url?: string } = {},
): Promise<RenderResult> {
  const instance = await testI18n(lang);
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
