import { dirOf, type LangCode } from "./lang";
import { useLang } from "./useLang";

/**
 * Attributes for an interface text placed inside German exam content (lang="de" dir="ltr"): the text reads in its own
 * language and direction, so an Arabic line aligns right with its full stop at its end.
 */
export function useUiText(): { lang: LangCode; dir: "rtl" | "ltr" } {
  const { lang } = useLang();
  return { lang, dir: dirOf(lang) };
}
