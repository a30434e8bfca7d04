/**
 * Meanings of words from the listening texts (content/glossary.yaml), authored for this product: what a word card
 * shows in the learner's language. A content folder without the file (a test fixture) reads the shipped one.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import type { LangCode } from "../../common/lang";
import { ContentError } from "../exams/format/read-content";

export const GLOSSARY_FILE = "glossary.yaml";
/** The languages a meaning is given in: German learners read the German word itself. */
const MEANING_LANGS = ["en", "ar", "fr", "es"] as const;
type MeaningLang = (typeof MEANING_LANGS)[number];

const entry = z.strictObject({
  forms: z.array(z.string().min(1).max(80)).min(1),
  en: z.string().min(1),
  ar: z.string().min(1),
  fr: z.string().min(1),
  es: z.string().min(1),
});
const glossaryFile = z.strictObject({ words: z.array(entry) });
type Entry = z.infer<typeof entry>;

export class Glossary {
  private readonly exact = new Map<string, Entry>();
  private readonly folded = new Map<string, Entry>();

  constructor(entries: Entry[]) {
    for (const e of entries)
      for (const form of e.forms) {
        this.exact.set(form, e);
        if (!this.folded.has(form.toLocaleLowerCase("de-DE"))) this.folded.set(form.toLocaleLowerCase("de-DE"), e);
      }
  }

  get size(): number {
    return new Set(this.exact.values()).size;
  }

  /** The meaning of a German word form in `lang`; null for German, or a word the glossary does not hold. */
  meaning(word: string, lang: LangCode): string | null {
    if (!(MEANING_LANGS as readonly string[]).includes(lang)) return null;
    const e = this.exact.get(word) ?? this.folded.get(word.toLocaleLowerCase("de-DE"));
    return e ? e[lang as MeaningLang] : null;
  }
}

export function loadGlossary(contentDir: string, shippedDir: string): Glossary {
  const dir = fs.existsSync(path.join(contentDir, GLOSSARY_FILE)) ? contentDir : shippedDir;
  const file = path.join(dir, GLOSSARY_FILE);
  if (!fs.existsSync(file)) return new Glossary([]);
  const parsed = glossaryFile.safeParse(YAML.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new ContentError(
      GLOSSARY_FILE,
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    );
  return new Glossary(parsed.data.words);
}
