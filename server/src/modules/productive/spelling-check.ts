import type { ContentPoint } from "../exams/sub-question.entity";
import { plainText, WORD } from "./content-points";
import { CONTEXT_ERRORS, LEARNER_ERRORS } from "./lexicon/learner-errors";
import { NAMES } from "./lexicon/names";
import { EXTRA_WORDS } from "./lexicon/words";
import type { Speller } from "./spelling";

/**
 * Which words of a learner's text to flag, precision first (a false alarm teaches a wrong spelling):
 * - never flagged: numbers and codes, words in capitals up to four letters (SMS, LG, KI), short abbreviations
 *   with a full stop (Dr., Nr.), the words of the task (its prompt, points and keywords: the names it gives),
 *   person and place names (lexicon/names.ts), a capitalised word after a title or a greeting word (Frau Demir,
 *   Liebe Lena), the signature below the closing formula, and the correct words the dictionary lacks
 *   (lexicon/words.ts);
 * - always flagged: the curated learner misspellings (lexicon/learner-errors.ts), with their correction first,
 *   even when the dictionary knows the word (Wochenente); a real word in a context where it is a typical error
 *   (seid drei Jahren);
 * - otherwise flagged when the dictionary does not know it, with the speller's ranked suggestions.
 */
export interface SpellingIssue {
  word: string;
  offset: number;
  suggestions: string[];
}

/** Words after which a capitalised word is a name. */
const NAME_CUES = new Set(
  `frau herr herrn familie onkel tante oma opa cousin cousine kollege kollegin
  freund freundin bruder schwester sohn tochter nachbar nachbarin chef chefin doktor dr prof professor professorin`.split(/\s+/u),
);
/** Greeting words: the capitalised word after one that opens a line is a name (Liebe Lena; not "ich liebe Fußball"). */
const GREETING_CUES = new Set(["liebe", "lieber", "liebes", "hallo", "hi", "hey", "servus", "moin"]);
const CLOSING_LINE =
  /(grüße|grüßen|grüssen|gruß|bis bald|bis dann|bis später|tschüss|tschüs|ciao|alles gute|herzlich|lg|mfg)[\s,!.]*$/iu;
const lower = (w: string) => w.toLocaleLowerCase("de-DE");
const upperFirst = (w: string) => w.charAt(0).toLocaleUpperCase("de-DE") + w.slice(1);

/** The words of the task, in lower case: its prompt (with the names it gives), points and keywords. */
export function taskWords(task: string | null, points: ContentPoint[]): Set<string> {
  const text = [plainText(task), ...points.map((p) => p.text), ...points.flatMap((p) => p.keywords)].join(" ");
  return new Set((text.match(WORD) ?? []).flatMap((w) => [w, ...w.split(/[-'’]/u)]).map(lower));
}

/** A form of a listed word: itself, or with a genitive or plural ending (Kathis, Müllers). */
const listed = (set: ReadonlySet<string>, w: string) =>
  set.has(w) || (/(s|n|en|e)$/u.test(w) && [w.slice(0, -1), w.slice(0, -2)].some((x) => x.length > 2 && set.has(x)));

/** The offsets of the words below the closing formula (the signature: one line of up to three names). */
function signature(text: string): Set<number> {
  const out = new Set<number>();
  const lines = [...text.matchAll(/[^\n]+/gu)].filter((l) => l[0].trim());
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    const words = [...line[0].matchAll(WORD)];
    const closed = CLOSING_LINE.test(lines[i - 1][0].trim()) || /^(dein|deine|euer|eure|ihr|ihre)\b/iu.test(line[0].trim());
    if (!closed || words.length > 4) continue;
    for (const w of words) out.add(line.index + w.index);
  }
  return out;
}

export function spellingIssues(
  text: string,
  words: { word: string; index: number }[],
  known: Set<string>,
  speller: Speller,
): SpellingIssue[] {
  const issues: SpellingIssue[] = [];
  const signed = signature(text);
  const safe = (w: string) => {
    const l = lower(w);
    return known.has(l) || listed(NAMES, l) || EXTRA_WORDS.has(l) || listed(known, l);
  };
  words.forEach((w, i) => {
    const word = w.word;
    if (!/^[\p{L}'’-]+$/u.test(word)) return; // numbers, codes
    const l = lower(word);
    const next = words[i + 1]?.word ?? "";
    const listedFix = LEARNER_ERRORS.get(l);
    // a correction in lower case follows the learner's capital at a sentence's start (Vieleicht → Vielleicht)
    const curated = listedFix && word !== l && listedFix === lower(listedFix) ? upperFirst(listedFix) : listedFix;
    if (curated && curated !== word && !safe(word)) {
      const others = speller.correct(word) ? [] : speller.suggest(word);
      issues.push({ word, offset: w.index, suggestions: [curated, ...others.filter((s) => s !== curated)].slice(0, 4) });
      return;
    }
    const contextual = CONTEXT_ERRORS.find((c) => c.wrong === l && c.next.test(next));
    if (contextual) {
      issues.push({ word, offset: w.index, suggestions: [word === l ? contextual.right : upperFirst(contextual.right)] });
      return;
    }
    if (word.length <= 4 && word === word.toLocaleUpperCase("de-DE")) return; // SMS, LG, KI
    if (word.length <= 3 && text[w.index + word.length] === ".") return; // Dr., Nr., bzw.
    if (safe(word) || signed.has(w.index)) return;
    const capital = word !== l;
    const cue = i > 0 ? lower(words[i - 1].word) : "";
    const lineStart = i > 0 && /(^|\n)[ \t]*$/u.test(text.slice(0, words[i - 1].index));
    if (capital && (NAME_CUES.has(cue) || (GREETING_CUES.has(cue) && lineStart))) return; // Frau Demir, Liebe Lena
    const parts = word.split(/[-'’]/u).filter(Boolean);
    const partOk = (p: string) =>
      p.length < 2 || (p.length <= 4 && p === p.toLocaleUpperCase("de-DE")) || safe(p) || speller.correct(p);
    if (parts.every(partOk)) return;
    issues.push({ word, offset: w.index, suggestions: parts.length === 1 ? speller.suggest(word) : [] });
  });
  return issues;
}
