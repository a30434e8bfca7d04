/* Whether an explanation in a learner's language is a translation or (nearly) the German text again.
   Explanations quote the German recording or text, so a quotation is allowed; what counts is what the explanation says
   in its own words: outside the quotations of German, at least MIN_OWN_WORDS words that the German explanation does not
   contain. A copied German text, a German text with a word changed, or a German quotation with only a number after it
   ("„… zweihundertvierzehn.“ – 214") has none or one and counts as missing. */

export const EXPLANATION_LANGS = ["de", "en", "ar", "fr", "es"] as const;
export type ExplanationLang = (typeof EXPLANATION_LANGS)[number];
export type ExplanationTexts = Partial<Record<ExplanationLang, string>>;

/** Words of its own an explanation needs outside its German quotations. */
export const MIN_OWN_WORDS = 2;

/** A quotation in German („…“), English (“…”, "…"), French («…») or single German marks (‚…‘). */
const QUOTATION = /„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|«[^»]*»|‚[^‘’]*[‘’]/g;

const words = (t: string): string[] =>
  t
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .match(/[\p{L}\p{M}]{2,}/gu) ?? [];

/** Share of a passage's words that the German text contains. */
function shareIn(passage: string, german: Set<string>): number {
  const w = words(passage);
  return w.length ? w.filter((x) => german.has(x)).length / w.length : 0;
}

/** The words of `text` that are its own: outside quotations of the German and absent from the German explanation. */
export function ownWords(text: string, german: string): string[] {
  const de = new Set(words(german));
  // a quotation whose words are (almost all) in the German explanation quotes German; a translated quotation stays
  const unquoted = text.replace(QUOTATION, (q) => (shareIn(q, de) >= 0.8 ? " " : q));
  return words(unquoted).filter((w) => !de.has(w));
}

/** Whether `texts[lang]` exists and, outside German, is a text in that language rather than the German again. */
export function isTranslated(texts: ExplanationTexts | undefined, lang: ExplanationLang): boolean {
  const t = texts?.[lang]?.trim();
  if (!t) return false;
  if (lang === "de") return true;
  return ownWords(t, texts?.de ?? "").length >= MIN_OWN_WORDS;
}
