import type { ContentPoint } from "../exams/sub-question.entity";
import type { Speller } from "./spelling";
import type { RegisterSlipKind, WordRange } from "./productive.enums";

/**
 * Automatic feedback on a written text: a hint for the learner, never an official score.
 *
 * - Words: runs of letters or digits (inner hyphens and apostrophes included), as a rater counts them.
 * - Content points (a keyword heuristic): a point's keywords are the ones its author listed, any one of
 *   which shows the point; without a list, the point's own content words (4+ letters, no function words),
 *   at least half of which must appear. Words are compared folded (lower case, ä→a, ö→o, ü→u, ß→ss) and
 *   cut to a crude stem (common endings removed), so "einladen", "Einladung" and "eingeladen" share
 *   "einlad"; a stem of 5+ letters also matches inside a compound ("Geburtstagsfeier" covers "Feier").
 *   The first sentence with the most matches is the evidence. "Likely" covered: a heuristic can be fooled.
 * - Spelling: every word of letters the German dictionary does not know, with suggestions (see spelling.ts).
 *   Words in capitals up to four letters (SMS, LG) are left alone.
 * - Register (letters and e-mails): du and Sie forms mixed; no greeting in the first line; no closing
 *   formula near the end.
 * - Connectors: how many linking words and which (weil, deshalb, außerdem, …).
 */
export interface WritingTask {
  points: ContentPoint[];
  minWords: number | null;
  maxWords: number | null;
  /** an e-mail, letter, message or forum post addressed to someone: greeting and closing are expected */
  letter: boolean;
}

export interface PointCoverage {
  point: string;
  covered: boolean;
  evidence: string | null;
}
export interface SpellingIssue {
  word: string;
  offset: number;
  suggestions: string[];
}
export interface RegisterSlip {
  kind: RegisterSlipKind;
  /** the words that show it (mixed address), or null */
  evidence: string[];
}
export interface WritingFeedback {
  wordCount: number;
  minWords: number | null;
  maxWords: number | null;
  /** below, within or above the task's range; null without a range */
  range: WordRange | null;
  pointsCovered: PointCoverage[];
  spelling: SpellingIssue[];
  register: RegisterSlip[];
  connectorCount: number;
  connectors: string[];
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const STOP = new Set(
  `aber alle allem allen aller alles also auch auf aus bei beim bin bis bitte dann darf dass davon dein deine dem den denn der des die dies diese diesem diesen dieser doch dort durch eine einem einen einer eines etwas euch euer fuer für gegen habe haben hast hat hier ihnen ihr ihre immer jetzt kann kein keine können machen mein meine mich mir mit muss nach nicht noch nur oder ohne schon sehr sein seine sich sie sind soll über ueber und uns unser unter viel vom von vor war warum was weil wenn werden wie wieder wir wird wo zum zur zu schreiben sie erzählen sagen fragen`.split(
    " ",
  ),
);
const ENDINGS = ["ungen", "ung", "ern", "en", "em", "er", "es", "e", "n", "s", "t"];
const CONNECTORS = [
  "aber",
  "denn",
  "weil",
  "dass",
  "obwohl",
  "deshalb",
  "deswegen",
  "darum",
  "trotzdem",
  "außerdem",
  "ausserdem",
  "danach",
  "dann",
  "zuerst",
  "später",
  "schließlich",
  "zum schluss",
  "wenn",
  "falls",
  "damit",
  "sodass",
  "jedoch",
  "allerdings",
  "zum beispiel",
  "einerseits",
  "andererseits",
  "zwar",
  "also",
  "erstens",
  "zweitens",
  "drittens",
  "außerdem",
  "nämlich",
  "dagegen",
  "stattdessen",
  "während",
  "bevor",
  "nachdem",
  "sowohl",
  "weder",
  "folglich",
  "daher",
  "insgesamt",
  "meiner meinung nach",
];
const INFORMAL = /^(du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure|euren|eurem|eurer)$/iu;
const FORMAL_ALWAYS = /^(Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)$/u;
const GREETING =
  /^(liebe|lieber|liebes|hallo|hi|hey|sehr geehrte|sehr geehrter|guten tag|guten morgen|moin|servus|grüß|grüezi|salut)\b/iu;
const CLOSING =
  /(grüße|grüssen|grüßen|gruß|bis bald|bis dann|bis später|tschüss|tschüs|ciao|alles gute|liebe grüße|lg|mfg|dein|deine|euer|eure|herzlich)/iu;

export function fold(word: string): string {
  return word.toLocaleLowerCase("de-DE").replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u").replace(/ß/g, "ss");
}

/** A crude stem: folded, the participle prefix ge- of long words dropped, one common ending cut (at least 4 letters stay). */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length > 7 && w.startsWith("ge") && !w.startsWith("geh") && !w.startsWith("ges") && !w.startsWith("geb")) w = w.slice(2);
  for (const e of ENDINGS) if (w.endsWith(e) && w.length - e.length >= 4) return w.slice(0, -e.length);
  return w;
}

function sentencesOf(text: string): { text: string; stems: string[] }[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => ({ text: s, stems: (s.match(WORD) ?? []).map(stem) }));
}

const matches = (keyword: string, stems: string[]) =>
  stems.some((w) => w === keyword || w.startsWith(keyword) || (keyword.length >= 5 && w.includes(keyword)));

function coverage(point: ContentPoint, sentences: { text: string; stems: string[] }[]): PointCoverage {
  const authored = point.keywords.length > 0;
  const words = authored ? point.keywords : (point.text.match(WORD) ?? []).filter((w) => w.length >= 4 && !STOP.has(fold(w)));
  const keys = [...new Set(words.map(stem))];
  const need = authored ? 1 : Math.max(1, Math.ceil(keys.length / 2));
  let best: { text: string; hits: number } | null = null;
  for (const s of sentences) {
    const hits = keys.filter((k) => matches(k, s.stems)).length;
    if (hits >= need && (!best || hits > best.hits)) best = { text: s.text, hits };
  }
  return { point: point.text, covered: best !== null, evidence: best?.text ?? null };
}

function register(text: string, words: { word: string; index: number }[], letter: boolean): RegisterSlip[] {
  const slips: RegisterSlip[] = [];
  const informal = words.filter((w) => INFORMAL.test(w.word)).map((w) => w.word);
  // "Sie" counts as the polite form only inside a sentence (at its start it may mean she or they)
  const formal = words
    .filter((w) => FORMAL_ALWAYS.test(w.word) || (w.word === "Sie" && !/(^|[.!?:\n]\s*)$/u.test(text.slice(0, w.index))))
    .map((w) => w.word);
  if (informal.length && formal.length)
    slips.push({ kind: "MIXED_ADDRESS", evidence: [...new Set([...informal.slice(0, 3), ...formal.slice(0, 3)])] });
  if (letter) {
    const lines = text
      .split(/\n/u)
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length || !GREETING.test(lines[0])) slips.push({ kind: "NO_GREETING", evidence: [] });
    const tail = lines.slice(-3).join(" ");
    if (!lines.length || !CLOSING.test(tail)) slips.push({ kind: "NO_CLOSING", evidence: [] });
  }
  return slips;
}

/** Computes the feedback on one text (pure apart from the speller's caches). */
export function writingFeedback(text: string, task: WritingTask, speller: Speller): WritingFeedback {
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
  const wordCount = words.length;
  const range =
    task.minWords === null && task.maxWords === null
      ? null
      : task.minWords !== null && wordCount < task.minWords
        ? "BELOW"
        : task.maxWords !== null && wordCount > task.maxWords
          ? "ABOVE"
          : "WITHIN";
  const sentences = sentencesOf(text);

  const spelling: SpellingIssue[] = [];
  for (const w of words) {
    if (!/^[\p{L}'’-]+$/u.test(w.word)) continue; // numbers, codes
    if (w.word.length <= 4 && w.word === w.word.toLocaleUpperCase("de-DE")) continue; // SMS, LG
    const parts = w.word.split(/[-'’]/u).filter(Boolean);
    if (parts.every((p) => p.length < 2 || speller.correct(p))) continue;
    spelling.push({ word: w.word, offset: w.index, suggestions: parts.length === 1 ? speller.suggest(w.word) : [] });
  }

  const lower = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const used = [...new Set(CONNECTORS.map(fold))].filter((c) => lower.includes(` ${c} `));
  const connectorCount = used.reduce((n, c) => n + (lower.split(` ${c} `).length - 1), 0);

  return {
    wordCount,
    minWords: task.minWords,
    maxWords: task.maxWords,
    range,
    pointsCovered: task.points.map((p) => coverage(p, sentences)),
    spelling,
    register: register(text, words, task.letter),
    connectorCount,
    connectors: used,
  };
}
