import { useTranslation } from "react-i18next";
import { DEFAULT_LANG, dirOf, gqlLang, isLang, type LangCode } from "./lang";

/** The current interface language and its GraphQL enum value. */
export function useLang(): { lang: LangCode; gql: ReturnType<typeof gqlLang> } {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return { lang, gql: gqlLang(lang) };
}

/**
 * Attributes for an interface text placed inside German exam content (lang="de" dir="ltr"): the text reads in its own
 * language and direction, so an Arabic line aligns right with its full stop at its end.
 */
export function useUiText(): { lang: LangCode; dir: "rtl" | "ltr" } {
  const { lang } = useLang();
  return { lang, dir: dirOf(lang) };
}
