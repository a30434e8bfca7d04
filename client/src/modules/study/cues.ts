/** One sentence of a recording as the study mode shows it. */
export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** A short pause after a sentence still counts as that sentence (the highlight does not flicker between turns). */
const HOLD = 0.6;

/** The sentence being spoken at `time` (seconds), or -1 before the first one and in longer pauses. */
export function activeCueIndex(cues: readonly Cue[], time: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i += 1) {
    if (cues[i].start <= time + 0.01) found = i;
    else break;
  }
  return found >= 0 && time < cues[found].end + HOLD ? found : -1;
}

/** A sentence cut into words (what a tap can add) and what lies between them (spaces, punctuation). */
export function tokens(sentence: string): { text: string; word: boolean }[] {
  const out: { text: string; word: boolean }[] = [];
  const re = /[\p{L}\d](?:[\p{L}\d'’-]*[\p{L}\d])?/gu;
  let last = 0;
  for (const m of sentence.matchAll(re)) {
    if (m.index > last) out.push({ text: sentence.slice(last, m.index), word: false });
    out.push({ text: m[0], word: true });
    last = m.index + m[0].length;
  }
  if (last < sentence.length) out.push({ text: sentence.slice(last), word: false });
  return out;
}

/** m:ss of a time in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
