/**
 * The script by which the exam plays a listening Teil: the instructions, the time to read the items, then each text
 * (twice, with a pause between, where the Teil plays its texts twice) followed by the time to answer, and the close.
 * The player follows it without the learner pressing play per text; the server counts each text's plays.
 */
export interface AudioText {
  start: number;
  end: number;
}

export type ScriptStep =
  | { kind: "intro"; from: number; to: number }
  | { kind: "reading"; seconds: number }
  | { kind: "hearing"; text: number; hearing: number; hearings: number; from: number; to: number }
  | { kind: "pause"; text: number; seconds: number }
  | { kind: "answer"; text: number; seconds: number }
  | { kind: "close"; from: number };

/** The pause between the two hearings of a text [own: the recordings' own pause after a text]. */
export const PAUSE_SECONDS = 5;
/** The time to answer after the last hearing of a text [own: as the recordings leave before the next announcement]. */
export const ANSWER_SECONDS = 5;

/**
 * The steps still to come: `played[i]` hearings of text i+1 are behind the learner (counted on the server), so a page
 * opened again goes on where the recording stopped; the instructions and the reading time come only before the first
 * hearing of all.
 */
export function listeningScript(
  texts: readonly AudioText[],
  hearings: number,
  readingSeconds: number | null | undefined,
  played: readonly number[] = [],
): ScriptStep[] {
  if (!texts.length) return [];
  const steps: ScriptStep[] = [];
  const fresh = played.every((p) => !p);
  if (fresh) {
    steps.push({ kind: "intro", from: 0, to: texts[0].start });
    if (readingSeconds) steps.push({ kind: "reading", seconds: readingSeconds });
  }
  texts.forEach((t, i) => {
    const done = played[i] ?? 0;
    if (done >= hearings) return;
    for (let h = done + 1; h <= hearings; h += 1) {
      // the first hearing includes what leads to the text ("Lesen Sie jetzt die Aufgaben …", its pause)
      const from = h === 1 && i > 0 ? texts[i - 1].end : t.start;
      steps.push({ kind: "hearing", text: i + 1, hearing: h, hearings, from, to: t.end });
      if (h < hearings) steps.push({ kind: "pause", text: i + 1, seconds: PAUSE_SECONDS });
    }
    steps.push({ kind: "answer", text: i + 1, seconds: ANSWER_SECONDS });
  });
  if (steps.length && (played[texts.length - 1] ?? 0) < hearings)
    steps.push({ kind: "close", from: texts[texts.length - 1].end });
  return steps;
}
