/** The longest text a writing answer may hold (characters, as the server counts them). */
export const MAX_TEXT_LENGTH = 5000;

/** A word as the server's feedback counts it: letters and digits, joined by an apostrophe or a hyphen. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The number of words in a text, counted as the server counts them. */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n += 1;
  return n;
}

export type WordStatus = "below" | "within" | "above";

/** Where a count stands against the task's range; null when the task sets none. */
export function wordStatus(count: number, min: number | null | undefined, max: number | null | undefined): WordStatus | null {
  if (min == null && max == null) return null;
  if (min != null && count < min) return "below";
  if (max != null && count > max) return "above";
  return "within";
}

/** The length of a text in characters (code points, as the server counts). */
export function textLength(text: string): number {
  return [...text].length;
}

/** A control character no answer may hold: C0 or C1, except tab, line feed and carriage return. */
function isControl(c: number): boolean {
  return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);
}

export type TextProblem = "tooLong" | "control";

/** Why the server would refuse this text (it is then kept on the device and not sent), or null. */
export function textProblem(text: string): TextProblem | null {
  if (textLength(text) > MAX_TEXT_LENGTH) return "tooLong";
  for (const ch of text) if (isControl(ch.codePointAt(0)!)) return "control";
  return null;
}

/** A piece of the learner's text: plain, or a word the dictionary does not know (with its suggestions). */
export interface TextSegment {
  text: string;
  issue?: { word: string; suggestions: readonly string[] };
}

/**
 * Splits the text around the spelling issues. Offsets count UTF-16 code units, as JavaScript strings do; an
 * issue whose word is not found at its offset (or overlaps an earlier one) is left out of the marking.
 */
export function spellingSegments(
  text: string,
  issues: readonly { word: string; offset: number; suggestions: readonly string[] }[],
): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  for (const issue of [...issues].sort((a, b) => a.offset - b.offset)) {
    const end = issue.offset + issue.word.length;
    if (issue.offset < at || text.slice(issue.offset, end) !== issue.word) continue;
    if (issue.offset > at) out.push({ text: text.slice(at, issue.offset) });
    out.push({ text: issue.word, issue: { word: issue.word, suggestions: issue.suggestions } });
    at = end;
  }
  if (at < text.length || !out.length) out.push({ text: text.slice(at) });
  return out;
}
