import fs from "node:fs";
import path from "node:path";
import nspell from "nspell";
import { learnerDistance } from "./learner-distance";
import { FREQUENT_WORDS } from "./lexicon/words";

/** Checks German words against a hunspell dictionary and proposes corrections, likeliest first. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyzäöüß";
/** Linking elements of German compounds (Geburt-s-tag, Woche-n-ende). */
const LINKS = ["", "s", "es", "n", "en", "e"];
/** Particles and prefixes a lower-case compound (a verb or adjective) may start with: mit-kommen, vorbei-bringen. */
const PARTICLES = new Set(
  `ab an auf aus bei da dabei dar durch ein empor entgegen fern fest fort frei heim her heran herauf heraus herein herum
  herunter hin hinauf hinaus hinein hinter hoch kennen los mit nach nieder statt teil über um unter vor voran voraus vorbei
  vorher vorüber weg weh weiter wieder zu zurecht zurück zusammen spazieren sauber sicher gut schlecht voll`.split(/\s+/u),
);
/** Adjectives that end many lower-case compounds (auto-frei, arbeits-los, kinder-freundlich). */
const ADJECTIVE_TAILS = new Set([
  "frei",
  "voll",
  "reich",
  "arm",
  "los",
  "fest",
  "bereit",
  "fähig",
  "wert",
  "gerecht",
  "sicher",
  "freundlich",
]);
const MAX_SUGGESTIONS = 4;
/** Suggestions further than this (about two ordinary edits) are not offered. */
const MAX_COST = 2;

/** The folder of the dictionary-de package (an ES module without a CommonJS entry: its files are read from disk). */
export function germanDictionaryDir(): string {
  const candidates = (require.resolve.paths("dictionary-de") ?? []).map((d) => path.join(d, "dictionary-de"));
  const dir = candidates.find((d) => fs.existsSync(path.join(d, "index.aff")) && fs.existsSync(path.join(d, "index.dic")));
  if (!dir) throw new Error("the German dictionary (npm package dictionary-de) is not installed");
  return dir;
}

const upperFirst = (w: string) => w.charAt(0).toLocaleUpperCase("de-DE") + w.slice(1);
const lowerFirst = (w: string) => w.charAt(0).toLocaleLowerCase("de-DE") + w.slice(1);
const isConsonant = (c: string | undefined) => c !== undefined && /[bcdfghjklmnpqrstvwxzß]/u.test(c);

/** Every word one edit away (delete, swap, replace, insert). */
function edits(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= w.length; i += 1) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b) out.push(a + b.slice(1));
    if (b.length > 1) out.push(a + b[1] + b[0] + b.slice(2));
    for (const c of ALPHABET) {
      if (b && c !== b[0]) out.push(a + c + b.slice(1));
      out.push(a + c + b);
    }
  }
  return out;
}

/** The spellings a learner's slip may stand for, one change each: umlauts, ß, ie/ei, a silent h, doubled consonants. */
function learnerVariants(w: string): string[] {
  const out = new Set<string>();
  const at = (i: number, len: number, by: string) => out.add(w.slice(0, i) + by + w.slice(i + len));
  out.add(w.replace(/ue/gu, "ü").replace(/ae/gu, "ä").replace(/oe/gu, "ö"));
  for (let i = 0; i < w.length; i += 1) {
    const c = w[i];
    const two = w.slice(i, i + 2);
    if (two === "ue" || two === "ae" || two === "oe") at(i, 2, { ue: "ü", ae: "ä", oe: "ö" }[two]);
    if (two === "ss") at(i, 2, "ß");
    if (two === "ie") at(i, 2, "ei");
    if (two === "ei") at(i, 2, "ie");
    if (two === "ck") at(i, 2, "k");
    if (two === "tz") at(i, 2, "z");
    if (two === "ch") at(i, 2, "g"); // wichtich, wenichstens
    if (two === "ks") at(i, 2, "chs"); // aufgewaksen
    if (c === "x") at(i, 1, "chs");
    if (c === "a" || c === "o" || c === "u") at(i, 1, { a: "ä", o: "ö", u: "ü" }[c]);
    if (c === "ä" || c === "ö" || c === "ü") at(i, 1, { ä: "a", ö: "o", ü: "u" }[c]);
    if (c === "ß") at(i, 1, "ss");
    if (c === "s") at(i, 1, "ß");
    if (c === "k") at(i, 1, "ck");
    if (c === "z") at(i, 1, "tz");
    if (c === "f") at(i, 1, "v");
    if (c === "v") at(i, 1, "f");
    if (c === "h") at(i, 1, "");
    if (c === "i") at(i + 1, 0, "e");
    if (/[aeiouäöü]/u.test(c)) at(i + 1, 0, "h");
    if (isConsonant(c) && w[i + 1] === c) at(i, 1, "");
    if (isConsonant(c) && w[i + 1] !== c && w[i - 1] !== c) at(i, 0, c);
  }
  out.delete(w);
  return [...out];
}

/**
 * A speller over nspell and the hunspell German dictionary (dictionary-de, the igerman98 word list that the
 * Debian hunspell-de packages also ship). nspell does not apply the dictionary's compounding rules, so a word is
 * also accepted when it splits into known words joined by a linking element (Geburtstag = Geburt + s + Tag); a
 * lower-case compound must start with a particle (mitkommen) or join two words of four and five letters or more,
 * which keeps misspellings such as "pik-nicken" out. A lower-case word the dictionary knows capitalised is
 * accepted, as nspell misses some verb forms (würde, wünsche).
 *
 * Suggestions: dictionary words one edit or one learner's slip away (and a slip plus an edit), ranked by
 * learnerDistance with frequent words preferred at equal cost. Results are cached per word.
 */
export function createGermanSpeller(dir: string = germanDictionaryDir()): Speller {
  const spell = nspell(fs.readFileSync(path.join(dir, "index.aff")), fs.readFileSync(path.join(dir, "index.dic")));
  const simple = (w: string) => spell.correct(w);
  const known = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();
  const knownAnyCase = (w: string) => simple(upperFirst(w)) || simple(w);

  function compound(word: string, depth: number): boolean {
    if (depth > 2 || word.length < 6) return false;
    const lowerCase = word === lowerFirst(word);
    const lower = word.toLocaleLowerCase("de-DE");
    for (let i = 2; i <= lower.length - 3; i += 1) {
      const tail = lower.slice(i);
      if (lowerCase && tail.length < 5 && !PARTICLES.has(lower.slice(0, i)) && !ADJECTIVE_TAILS.has(tail)) continue;
      const tailOk = knownAnyCase(tail) || compound(upperFirst(tail), depth + 1);
      if (!tailOk) continue;
      for (const link of LINKS) {
        const head = lower.slice(0, i);
        if (link && !head.endsWith(link)) continue;
        const stem = head.slice(0, head.length - link.length);
        if (lowerCase ? !PARTICLES.has(stem) && stem.length < (ADJECTIVE_TAILS.has(tail) ? 3 : 4) : stem.length < 3) continue;
        if (PARTICLES.has(stem) || knownAnyCase(stem)) return true;
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

  /** Simple dictionary words one slip or edit from a word, in its own case (no compounds, not ranked). */
  function near(word: string): string[] {
    const capital = word !== lowerFirst(word);
    const w = word.toLocaleLowerCase("de-DE");
    const out = new Set<string>();
    for (const e of [...learnerVariants(w), ...edits(w)]) {
      const form = capital ? upperFirst(e) : e;
      if (form !== word && simple(form)) out.add(form);
    }
    return [...out];
  }

  /**
   * Compounds with one part corrected: the word split where its head (with a linking element) is a known word
   * and the tail is not, the tail corrected by near(); or the head corrected where the tail is known. The
   * longest known heads first, a few splits only.
   */
  function compoundCandidates(word: string): string[] {
    const out: string[] = [];
    const lower = word.toLocaleLowerCase("de-DE");
    const capital = word !== lowerFirst(word);
    const joined = (head: string, tail: string) => {
      const w = head + tail.toLocaleLowerCase("de-DE");
      return capital ? upperFirst(w) : w;
    };
    for (let i = lower.length - 4; i >= 3 && out.length < MAX_SUGGESTIONS * 2; i -= 1) {
      const head = lower.slice(0, i);
      const tail = lower.slice(i);
      const headKnown = LINKS.some(
        (l) => head.endsWith(l) && head.length - l.length >= 3 && knownAnyCase(head.slice(0, head.length - l.length)),
      );
      const tailKnown = knownAnyCase(tail);
      if (headKnown && !tailKnown) for (const t of near(upperFirst(tail))) out.push(joined(head, t));
      else if (!headKnown && tailKnown && i >= 4)
        for (const h of near(upperFirst(head))) out.push(joined(h.toLocaleLowerCase("de-DE"), tail));
    }
    return out;
  }

  function suggest(word: string): string[] {
    const cached = suggestions.get(word);
    if (cached) return cached;
    const capital = word !== lowerFirst(word);
    const w = word.toLocaleLowerCase("de-DE");
    const slips = learnerVariants(w);
    const pool = new Set([...slips, ...edits(w), ...slips.flatMap(learnerVariants)]);
    pool.delete(w);
    const found = new Map<string, number>();
    const consider = (form: string, check: (f: string) => boolean) => {
      if (found.has(form) || !check(form)) return;
      const frequent = FREQUENT_WORDS.has(form.toLocaleLowerCase("de-DE")) ? 0.25 : 0;
      found.set(form, learnerDistance(word, form) - frequent);
    };
    for (const e of pool) {
      // the word's own case, and a lower-case word also capitalised (a noun written small)
      consider(capital ? upperFirst(e) : e, simple);
      if (!capital) consider(upperFirst(e), simple);
      // nspell knows some verbs only capitalised (Erzählen): an infinitive written small stays small
      if (!capital && /(en|eln|ern)$/u.test(e) && w.endsWith(e.slice(-2))) consider(e, (f) => simple(upperFirst(f)));
    }
    // a compound with one misspelt part (Kopfschmertzen → Kopf + Schmerzen) when no simple word is near
    if (![...found.values()].some((c) => c <= 1)) for (const c of compoundCandidates(word)) consider(c, () => true);
    const seen = new Set<string>();
    const ranked = [...found]
      .filter(([, cost]) => cost <= MAX_COST)
      .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0], "de"))
      .map(([f]) => f)
      .filter((f) => {
        // one case of a word: the likelier (früh, not also Früh)
        const key = f.toLocaleLowerCase("de-DE");
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_SUGGESTIONS);
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
