import { useTranslation } from "react-i18next";
import { DEFAULT_LANG, gqlLang, isLang, type LangCode } from "./lang";

/** The current interface language and its GraphQL enum value. */
export function useLang(): { lang: LangCode; gql: ReturnType<typeof gqlLang> } {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return { lang, gql: gqlLang(lang) };
}
