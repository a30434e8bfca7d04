import type { ContentPoint } from "../exams/sub-question.entity";

/**
 * Content points, claimed as covered only with the learner's own words as evidence.
 *
 * Words are compared folded (lower case, ä→a, ö→o, ü→u, ß→ss) and cut to a crude stem (common endings removed),
 * so "einladen", "Einladung" and "eingeladen" share "einlad"; a stem of 5+ letters also matches inside a
 * compound ("Geburtstagsfeier" covers "Feier").
 *
 * - A point's keys: the keywords its author listed, or without them the point's own content words (4+ letters,
 *   no function words, no instruction verbs). A key is weak when it is a function word or a linking word (weil, denn, meine,
 *   finde): those appear in any text.
 * - A sentence is evidence for a point when it holds a strong key, or two weak keys and a word of the task's
 *   topic ("Ich finde es schlecht, weil die Läden am Sonntag …"). Without authored keywords, at least half of the
 *   point's own words must appear. The sentence with the most matches is quoted.
 * - The answer must be about the task: when the task gives a situation (its prompt), the answer must share
 *   words of it (two, or one for a prompt of fewer than six topic words). An answer off the topic has no point
 *   claimed covered, whatever keywords it holds.
 * A point with no evidence is not claimed: the learner is asked to check it.
 */
export interface PointCoverage {
  point: string;
  covered: boolean;
  evidence: string | null;
}

export const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const STOP = new Set(
  `aber alle allem allen aller alles also auch auf aus bei beim bin bis bitte dann darf dass davon dein deine dem den denn der des die dies diese diesem diesen dieser doch dort durch eine einem einen einer eines etwas euch euer fuer für gegen habe haben hast hat hier ihnen ihr ihre immer jetzt kann kein keine können machen mein meine mich mir mit muss nach nicht noch nur oder ohne schon sehr sein seine sich sie sind soll über ueber und uns unser unter viel vom von vor war warum was weil wenn werden wie wieder wir wird wo zum zur zu schreiben sie erzählen sagen fragen`.split(
    " ",
  ),
);
/** Words of instructions, not of a topic or a point's content. */
const INSTRUCTION = new Set(
  `schreiben schreibt beschreiben nennen nennt sagen erzählen begründen berichten erklären fragen bitten antworten
  antwort gehen ihrem ihren ihrer ihres text wörter punkte punkt mail e-mail brief nachricht beitrag forumsbeitrag
  kommentar meinung folgenden folgende etwas allen drei vier zwei situation aufgabe bitte vergessen`
    .split(/\s+/u)
    .map((w) => fold(w)),
);
/** Keywords that appear in any text: they show a point only together with others and the topic. */
const WEAK = new Set(
  `weil denn dass aber und oder also deshalb deswegen trotzdem außerdem ich mich mir mein meine meinen meiner meinem
  finde denke glaube muss kann will gut schlecht sehr auch jeden jede immer oft gern gerne ja nein`
    .split(/\s+/u)
    .map((w) => fold(w)),
);
const ENDINGS = ["ungen", "ung", "ern", "en", "em", "er", "es", "e", "n", "s", "t"];

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

export interface Sentence {
  text: string;
  stems: string[];
}

export function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => ({ text: s, stems: (s.match(WORD) ?? []).map(stem) }));
}

/** The plain text of a task's HTML prompt. */
export function plainText(html: string | null): string {
  return (html ?? "")
    .replace(/<(br|\/p|\/li|\/blockquote)\b[^>]*>/giu, "\n")
    .replace(/<[^>]+>/gu, " ")
    .replace(/&nbsp;/gu, " ")
    .replace(/&amp;/gu, "&")
    .replace(/&[a-z]+;/giu, " ");
}

const matches = (key: string, stems: string[]) =>
  stems.some((w) => w === key || w.startsWith(key) || (key.length >= 5 && w.includes(key)));

const contentWords = (text: string) =>
  (text.match(WORD) ?? []).filter((w) => w.length >= 4 && !STOP.has(fold(w)) && !INSTRUCTION.has(fold(w)));

/** The topic of a task: the content words of its situation (the prompt without its bullet points). */
export function topicOf(task: string | null): string[] {
  const situation = (task ?? "").replace(/<ul\b[\s\S]*?<\/ul>/giu, " ");
  return [...new Set(contentWords(plainText(situation)).map(stem))];
}

function keysOf(point: ContentPoint): { strong: string[]; weak: string[] } {
  const authored = point.keywords.flatMap((k) => k.match(WORD) ?? []);
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const k of authored) (WEAK.has(fold(k)) || STOP.has(fold(k)) ? weak : strong).add(stem(k));
  // without authored keywords, the point's own content words
  if (!authored.length) for (const w of contentWords(point.text)) if (!WEAK.has(fold(w))) strong.add(stem(w));
  return { strong: [...strong], weak: [...weak].filter((w) => !strong.has(w)) };
}

function coverage(point: ContentPoint, sentences: Sentence[], topic: string[], onTopic: boolean): PointCoverage {
  const none = { point: point.text, covered: false, evidence: null };
  if (!onTopic) return none;
  const { strong, weak } = keysOf(point);
  const own = [...new Set(contentWords(point.text).map(stem))];
  const need = point.keywords.length ? 1 : Math.max(1, Math.ceil(own.length / 2));
  let best: { text: string; score: number } | null = null;
  for (const s of sentences) {
    const strongHits = strong.filter((k) => matches(k, s.stems)).length;
    const weakHits = weak.filter((k) => matches(k, s.stems)).length;
    const topical = topic.some((k) => matches(k, s.stems));
    const evidence = strongHits >= need || (weakHits >= 2 && topical);
    const score = strongHits * 2 + weakHits + (topical ? 1 : 0);
    if (evidence && (!best || score > best.score)) best = { text: s.text, score };
  }
  return best ? { point: point.text, covered: true, evidence: best.text } : none;
}

/** Each point covered (with the sentence that shows it) or not claimed. */
export function pointCoverage(text: string, points: ContentPoint[], task: string | null): PointCoverage[] {
  const sentences = sentencesOf(text);
  const topic = topicOf(task);
  const all = sentences.flatMap((s) => s.stems);
  const shared = topic.filter((k) => matches(k, all)).length;
  const onTopic = topic.length === 0 || shared >= (topic.length >= 6 ? 2 : 1);
  return points.map((p) => coverage(p, sentences, topic, onTopic));
}
