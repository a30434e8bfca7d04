import type { AudioCue } from "../question-block.entity";

/** One text of a listening recording: where it starts (its announcement "Nummer 1." / "Text eins." included) and ends. */
export interface AudioText {
  start: number;
  end: number;
}

/** The speaker of the exam's own announcements in the cue files. */
const ANNOUNCER = "Ansage";
/** An announcement that opens a text: "Nummer eins.", "Nummer 41.", "Text zwei." */
const OPENS_TEXT = /^(Nummer|Text)\s+[\p{L}\d]+\.?$/u;

/**
 * The texts of a recording, from its sentence timings: each "Nummer …"/"Text …" announcement opens a text that runs to
 * the end of the last spoken sentence before the next announcement of the exam; a recording without such
 * announcements is one text, from the first to the last sentence spoken by someone other than the announcer. What lies
 * before a text (the instructions, "Lesen Sie jetzt die Aufgaben …" with its pause) is the text's lead-in, what follows
 * the last one the close ("Ende von Teil …").
 */
export function audioTextsOf(cues: readonly AudioCue[] | null | undefined): AudioText[] {
  if (!cues?.length) return [];
  const texts: AudioText[] = [];
  let open: AudioText | null = null;
  for (const c of cues) {
    if (c.speaker === ANNOUNCER && OPENS_TEXT.test(c.text.trim())) {
      open = { start: c.start, end: c.end };
      texts.push(open);
    } else if (c.speaker !== ANNOUNCER && open) {
      open.end = c.end;
    } else if (c.speaker === ANNOUNCER && open && open.end > open.start && spokenIn(cues, open)) {
      open = null;
    }
  }
  if (texts.length) return texts.filter((t) => spokenIn(cues, t)).map(rounded);
  const spoken = cues.filter((c) => c.speaker !== ANNOUNCER);
  if (!spoken.length) return [];
  return [rounded({ start: spoken[0].start, end: spoken[spoken.length - 1].end })];
}

function spokenIn(cues: readonly AudioCue[], t: AudioText): boolean {
  return cues.some((c) => c.speaker !== ANNOUNCER && c.start >= t.start && c.end <= t.end);
}

function rounded(t: AudioText): AudioText {
  return { start: Math.round(t.start * 100) / 100, end: Math.round(t.end * 100) / 100 };
}

/** What is wrong with a recording's texts: none found, or not in order (the cue check holds them within the recording). */
export function audioTextProblems(texts: AudioText[]): string[] {
  if (!texts.length) return ["no text found in the sentence timings (a speaker other than the announcer)"];
  const problems: string[] = [];
  texts.forEach((t, i) => {
    if (!(t.end > t.start)) problems.push(`text ${i + 1} ends before it starts (${t.start}–${t.end} s)`);
    if (i > 0 && t.start < texts[i - 1].end) problems.push(`text ${i + 1} starts before text ${i} ends`);
  });
  return problems;
}
