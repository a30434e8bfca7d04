/** One message in both console languages: [English, German]. */
export type Pair = readonly [en: string, de: string];
export interface MessageTree {
  readonly [key: string]: MessageTree | Pair;
}
export interface Messages {
  [key: string]: Messages | string;
}

/** One language's messages out of the two-language tree. */
export function inLanguage(tree: MessageTree, lang: "en" | "de"): Messages {
  const index = lang === "en" ? 0 : 1;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, isPair(value) ? value[index] : inLanguage(value, lang)]),
  );
}

const isPair = (value: MessageTree | Pair): value is Pair => Array.isArray(value);
