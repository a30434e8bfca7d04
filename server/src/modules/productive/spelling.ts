import fs from "node:fs";
import path from "node:path";
import nspell from "nspell";

/** Checks German words against a hunspell dictionary and proposes corrections. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyzäöüß";
/** Linking elements of German compounds (Geburt-s-tag, Woche-n-ende). */
const LINKS = ["", "s", "es", "n", "en", "e"];
const MAX_SUGGESTIONS = 4;

/** The folder of the dictionary-de package (an ES module without a CommonJS entry: its files are read from disk). */
export function germanDictionaryDir(): string {
  const candidates = (require.resolve.paths("dictionary-de") ?? []).map((d) => path.join(d, "dictionary-de"));
  const dir = candidates.find((d) => fs.existsSync(path.join(d, "index.aff")) && fs.existsSync(path.join(d, "index.dic")));
  if (!dir) throw new Error("the German dictionary (npm package dictionary-de) is not installed");
  return dir;
}

const upperFirst = (w: string) => w.charAt(0).toLocaleUpperCase("de-DE") + w.slice(1);
const lowerFirst = (w: string) => w.charAt(0).toLocaleLowerCase("de-DE") + w.slice(1);

/**
 * A speller over nspell and the hunspell German dictionary (dictionary-de). Two additions, because
 * nspell does not apply the dictionary's compounding rules: a word is also accepted when it splits into
 * known words joined by a linking element (Geburtstag = Geburt + s + Tag), and suggestions are the
 * dictionary's words one edit away (delete, swap, replace, insert), which answers in a few milliseconds
 * where nspell's own search takes up to a second on long German words. A lower-case word the dictionary
 * knows capitalised is accepted, as nspell misses some verb forms (würde, wünsche). Results are cached per word.
 */
export function createGermanSpeller(dir: string = germanDictionaryDir()): Speller {
  const spell = nspell(fs.readFileSync(path.join(dir, "index.aff")), fs.readFileSync(path.join(dir, "index.dic")));
  const simple = (w: string) => spell.correct(w);
  const known = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();

  function compound(word: string, depth: number): boolean {
    if (depth > 2 || word.length < 6) return false;
    const lower = word.toLocaleLowerCase("de-DE");
    for (let i = 3; i <= lower.length - 3; i += 1) {
      const tail = lower.slice(i);
      const tailOk = simple(upperFirst(tail)) || simple(tail) || compound(upperFirst(tail), depth + 1);
      if (!tailOk) continue;
      for (const link of LINKS) {
        const head = lower.slice(0, i);
        if (link && !head.endsWith(link)) continue;
        const stem = head.slice(0, head.length - link.length);
        if (stem.length < 3) continue;
        if (simple(upperFirst(stem)) || simple(stem)) return true;
      }
    }
    return false;
  }

  function correct(word: string): boolean {
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    // nspell misses some lower-case forms the dictionary holds (würde, wünsche) while it knows them capitalised:
    // a lower-case word known capitalised is accepted (a noun written small goes unflagged: a hint errs on the quiet side)
    const ok =
      simple(word) ||
      (word === upperFirst(word) && simple(lowerFirst(word))) ||
      (word === lowerFirst(word) && simple(upperFirst(word))) ||
      compound(word, 0);
    known.set(word, ok);
    return ok;
  }

  /** Candidates one edit away, likeliest kinds first: learners' umlaut and ß spellings, then deletes, swaps, inserts, replacements. */
  function edits(word: string): string[] {
    const w = word.toLocaleLowerCase("de-DE");
    const learner = [w.replace(/ss/g, "ß"), w.replace(/ae/g, "ä").replace(/oe/g, "ö").replace(/ue/g, "ü"), w.replace(/ß/g, "ss")];
    const deletes: string[] = [];
    const swaps: string[] = [];
    const inserts: string[] = [];
    const replaces: string[] = [];
    for (let i = 0; i <= w.length; i += 1) {
      const a = w.slice(0, i);
      const b = w.slice(i);
      if (b) deletes.push(a + b.slice(1));
      if (b.length > 1) swaps.push(a + b[1] + b[0] + b.slice(2));
      for (const c of ALPHABET) {
        if (b && c !== b[0]) replaces.push(a + c + b.slice(1));
        inserts.push(a + c + b);
      }
    }
    const out = new Set([...learner, ...deletes, ...swaps, ...inserts, ...replaces]);
    out.delete(w);
    return [...out];
  }

  function suggest(word: string): string[] {
    const cached = suggestions.get(word);
    if (cached) return cached;
    const capital = word !== lowerFirst(word);
    const found: string[] = [];
    // the word's own case only (a capitalised noun stays capitalised): half the look-ups
    for (const e of edits(word)) {
      const form = capital ? upperFirst(e) : e;
      if (simple(form) && !found.includes(form)) found.push(form);
      if (found.length >= MAX_SUGGESTIONS * 3) break;
    }
    // a compound one edit away (Geburstag → Geburtstag) when the dictionary has no simple word
    if (!found.length)
      for (const e of edits(word)) {
        const form = capital ? upperFirst(e) : e;
        if (compound(form, 0)) found.push(form);
        if (found.length >= MAX_SUGGESTIONS) break;
      }
    const ranked = found
      .map((f, i) => ({ f, i, sameStart: f.charAt(0).toLocaleLowerCase("de-DE") === word.charAt(0).toLocaleLowerCase("de-DE") }))
      .sort((x, y) => Number(y.sameStart) - Number(x.sameStart) || x.i - y.i)
      .slice(0, MAX_SUGGESTIONS)
      .map((x) => x.f);
    suggestions.set(word, ranked);
    return ranked;
  }

  return { correct, suggest };
}

let shared: Speller | null = null;
/** One speller per process, loaded on first use (about a second). */
export function germanSpeller(): Speller {
  shared ??= createGermanSpeller();
  return shared;
}
