import { render, type RenderResult } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import ar from "../locales/ar/common.json";
import de from "../locales/de/common.json";
import en from "../locales/en/common.json";
import es from "../locales/es/common.json";
import fr from "../locales/fr/common.json";
import arPractice from "../locales/ar/practice.json";
import dePractice from "../locales/de/practice.json";
import enPractice from "../locales/en/practice.json";
import esPractice from "../locales/es/practice.json";
import frPractice from "../locales/fr/practice.json";
import type { LangCode } from "../app/lang";

/** An i18next of its own for a component test, with every locale loaded at once. */
export async function testI18n(lang: LangCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: ["en", "de"],
    resources: {
      de: { common: de, practice: dePractice },
      en: { common: en, practice: enPractice },
      ar: { common: ar, practice: arPractice },
      fr: { common: fr, practice: frPractice },
      es: { common: es, practice: esPractice },
    },
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
