import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import { z } from "zod";
import type { AudioCue } from "../question-block.entity";
import { audioTextProblems, audioTextsOf } from "./audio-texts";
import type { ContentBundle } from "./read-content";

/**
 * Sentence timings of the listening recordings: content/audio-cues/<recording>.json, written by
 * `render-audio.mjs --cues` from the same script and voices as the recording (see content/tools/README.md).
 * Kept outside content/media on purpose: media is served to anyone, the cues are a transcript.
 */
const cueFile = z.object({
  audio: z.string(),
  duration: z.number().positive(),
  cues: z
    .array(
      z.object({
        start: z.number().min(0),
        end: z.number().positive(),
        speaker: z.string().min(1).max(80),
        text: z.string().min(1).max(600),
      }),
    )
    .min(1),
});

/** The cue file of a block's recording (`goethe/audio/x.ogg` → `audio-cues/x.json`). */
export function cuePathOf(dir: string, audio: string): string {
  return path.join(dir, "audio-cues", `${path.basename(audio).replace(/\.(ogg|mp3)$/i, "")}.json`);
}

/** The cues of a recording, or null when it has none (a malformed file throws with its name). */
export function readCues(dir: string, audio: string | null | undefined): AudioCue[] | null {
  if (!audio) return null;
  const file = cuePathOf(dir, audio);
  if (!fs.existsSync(file)) return null;
  const parsed = cueFile.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${path.basename(file)}: ${parsed.error.issues[0]?.message ?? "not a cue file"}`);
  return parsed.data.cues;
}

/** What is wrong with a recording's cues: out of order, overlapping, empty, or beyond the recording's end. */
export function cueProblems(cues: AudioCue[], seconds: number): string[] {
  const problems: string[] = [];
  let previousEnd = 0;
  cues.forEach((c, i) => {
    if (!(c.end > c.start)) problems.push(`cue ${i + 1} ends before it starts (${c.start}–${c.end} s)`);
    if (c.start < previousEnd - 0.01)
      problems.push(`cue ${i + 1} starts at ${c.start} s, before the previous one ends (${previousEnd} s)`);
    if (c.end > seconds + 0.3) problems.push(`cue ${i + 1} ends at ${c.end} s, after the recording (${seconds.toFixed(2)} s)`);
    previousEnd = Math.max(previousEnd, c.end);
  });
  return problems;
}

/**
 * content:check: every listening block has cues, in order, within its recording's measured length, and its texts (the
 * parts the exam player plays by themselves, twice where the Teil says so) are found in them.
 */
export async function checkCues(bundle: ContentBundle, lengthOf: (file: string) => Promise<number>): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, data } of bundle.exams)
    for (const [i, b] of data.blocks.entries()) {
      if (!(b.type === "listening" || b.type === "listening and image") || !b.audio) continue;
      const where = `${file}: blocks.${i}`;
      let cues: AudioCue[] | null;
      try {
        cues = readCues(bundle.dir, b.audio);
      } catch (err) {
        problems.push(`${where}: ${(err as Error).message}`);
        continue;
      }
      if (!cues) {
        problems.push(`${where}: ${b.audio} has no sentence timings (render-audio.mjs --cues writes audio-cues/)`);
        continue;
      }
      const full = path.join(bundle.dir, "media", b.audio);
      if (!fs.existsSync(full)) continue; // reported by the audio check
      const seconds = await lengthOf(full);
      for (const p of cueProblems(cues, seconds)) problems.push(`${where}: ${b.audio}: ${p}`);
      for (const p of audioTextProblems(audioTextsOf(cues))) problems.push(`${where}: ${b.audio}: ${p}`);
    }
  return problems;
}

/**
 * Brings the blocks' cues in line with the content folder at start-up (a database seeded before the cues existed,
 * or a recording replaced in the console): one read, and a write only for a block whose cues differ.
 */
export async function syncAudioCues(ds: DataSource, dir: string): Promise<number> {
  const rows: { id: number; audio: string; audio_cues: AudioCue[] | null }[] = await ds.query(
    `SELECT id, audio, audio_cues FROM question_blocks WHERE audio IS NOT NULL`,
  );
  const cache = new Map<string, AudioCue[] | null>();
  let changed = 0;
  for (const r of rows) {
    if (!cache.has(r.audio)) cache.set(r.audio, readCues(dir, r.audio));
    const cues = cache.get(r.audio) ?? null;
    if (JSON.stringify(cues) === JSON.stringify(r.audio_cues)) continue;
    await ds.query(`UPDATE question_blocks SET audio_cues = $2::jsonb WHERE id = $1`, [r.id, cues ? JSON.stringify(cues) : null]);
    changed += 1;
  }
  return changed;
}
