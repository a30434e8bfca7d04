export const LANGS = ["de", "en", "ar", "fr", "es"] as const;
export type LangCode = (typeof LANGS)[number];
export type Localized = Partial<Record<LangCode, string>>;

export function isLang(v: unknown): v is LangCode {
  return typeof v === "string" && (LANGS as readonly string[]).includes(v);
}

/** The text in the wanted language, falling back to German, then to any language present. */
export function pick(map: Localized | null | undefined, lang: LangCode): string | null {
  if (!map) return null;
  return map[lang] ?? map.de ?? map.en ?? Object.values(map).find((v) => !!v) ?? null;
}

/** Chooses the language from an Accept-Language header: first supported tag wins, else `fallback` (German by default). */
export function langFromHeader(header: string | undefined | null, fallback: LangCode = "de"): LangCode {
  if (!header) return fallback;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => isLang(t.tag))?.tag as LangCode | undefined) ?? fallback;
}
