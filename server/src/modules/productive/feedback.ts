import type { ContentPoint } from "../exams/sub-question.entity";
import { fold, pointCoverage, WORD, type PointCoverage } from "./content-points";
import { expectsGreeting } from "./genre";
import { spellingIssues, taskWords, type SpellingIssue } from "./spelling-check";
import type { Speller } from "./spelling";
import type { RegisterSlipKind, WordRange } from "./productive.enums";

export { fold, stem } from "./content-points";
export type { PointCoverage } from "./content-points";
export type { SpellingIssue } from "./spelling-check";

/**
 * Automatic feedback on a written text: a hint for the learner, never an official score. Precision first: what
 * it claims must hold, and where it cannot tell it says nothing or asks the learner to check.
 *
 * - Words: runs of letters or digits (inner hyphens and apostrophes included), as a rater counts them.
 * - Content points: claimed as covered only with the learner's sentence that shows it (content-points.ts).
 * - Spelling: flagged by the dictionary and a curated list of learner misspellings, never the task's words
 *   or names; suggestions ranked by likelihood (spelling-check.ts, spelling.ts).
 * - Register: du and Sie forms mixed; for an addressed genre (e-mail, letter, message: genre.ts) no greeting in
 *   the first line or no closing formula near the end.
 * - Connectors: how many linking words and which (weil, deshalb, außerdem, …).
 */
export interface WritingTask {
  points: ContentPoint[];
  minWords: number | null;
  maxWords: number | null;
  /** the rubric's task kind (email, forum, essay, …), or null: decides the genre rules */
  kind: string | null;
  /** the task's prompt (sanitised HTML): its words and names are never flagged, its situation is the topic */
  task: string | null;
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
  /(grüße|grüssen|grüßen|gruß|bis bald|bis dann|bis später|bis gleich|bis morgen|tschüss|tschüs|ciao|alles gute|liebe grüße|lg|mfg|dein|deine|euer|eure|herzlich|danke|kuss|hochachtungsvoll)/iu;

function register(text: string, words: { word: string; index: number }[], addressed: boolean): RegisterSlip[] {
  const slips: RegisterSlip[] = [];
  const informal = words.filter((w) => INFORMAL.test(w.word)).map((w) => w.word);
  // "Sie" counts as the polite form only inside a sentence (at its start it may mean she or they)
  const formal = words
    .filter((w) => FORMAL_ALWAYS.test(w.word) || (w.word === "Sie" && !/(^|[.!?:\n]\s*)$/u.test(text.slice(0, w.index))))
    .map((w) => w.word);
  if (informal.length && formal.length)
    slips.push({ kind: "MIXED_ADDRESS", evidence: [...new Set([...informal.slice(0, 3), ...formal.slice(0, 3)])] });
  if (addressed) {
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
  const spelling = spellingIssues(text, words, taskWords(task.task, task.points), speller);

  const lower = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const used = [...new Set(CONNECTORS.map(fold))].filter((c) => lower.includes(` ${c} `));
  const connectorCount = used.reduce((n, c) => n + (lower.split(` ${c} `).length - 1), 0);

  return {
    wordCount,
    minWords: task.minWords,
    maxWords: task.maxWords,
    range,
    pointsCovered: pointCoverage(text, task.points, task.task),
    spelling,
    register: register(text, words, expectsGreeting(task.kind, task.task)),
    connectorCount,
    connectors: used,
  };
}
