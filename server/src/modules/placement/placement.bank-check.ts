/**
 * The rules a placement bank (content/placement/*.yaml) must meet beyond its format, reported by content:check:
 * enough items per level × difficulty for the configured sets, every point at one level only, reading items at
 * every level, no prompt twice, and the keys spread over the four positions.
 */
import fs from "node:fs";
import path from "node:path";
import { CEFR_ORDER } from "../content/level.entity";
import { loudnessProblems, type Loudness } from "../exams/format/loudness";
import type { PlacementFile } from "../exams/format/content.schema";
import { DEFAULT_PLACEMENT_CONFIG, type PlacementConfig } from "./placement.engine";
import type { Difficulty } from "./placement-item.entity";

type BankFile = { file: string; data: PlacementFile };
type Item = PlacementFile["items"][number] & { file: string };

/** Items a cell needs at least: the bank's size before this design, and four more than a set draws from it. */
export const MIN_PER_CELL = 13;
const SPARE = 4;
/** Reading items (a short text with a question) every level needs. */
export const MIN_READING_PER_LEVEL = 3;
/** Listening items every level needs among its difficult and among its middle items (a set draws one). */
export const MIN_LISTENING_PER_CELL = 2;
/** No key position (a–d) may hold less than this share of a level's keys. */
export const MIN_KEY_POSITION_SHARE = 0.15;

const DIFFICULTIES: Difficulty[] = ["easy", "middle", "difficult"];

/** Items of one cell a set draws: the difficult set's size, or the mixed set's middle or easy part. */
export function neededPerCell(difficulty: Difficulty, config: PlacementConfig = DEFAULT_PLACEMENT_CONFIG): number {
  const draws =
    difficulty === "difficult" ? config.difficultSize : difficulty === "middle" ? config.mixedMiddle : config.mixedEasy;
  return Math.max(MIN_PER_CELL, draws + SPARE);
}

const norm = (s: string): string => s.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
const where = (it: Item): string => `${it.file} ${it.key}`;

export function checkPlacementBank(files: readonly BankFile[], config: PlacementConfig = DEFAULT_PLACEMENT_CONFIG): string[] {
  const problems: string[] = [];
  const items: Item[] = files.flatMap((f) => f.data.items.map((it) => ({ ...it, file: f.file })));

  for (const level of CEFR_ORDER) {
    const ofLevel = items.filter((it) => it.level === level);
    for (const d of DIFFICULTIES) {
      const n = ofLevel.filter((it) => it.difficulty === d).length;
      const needed = neededPerCell(d, config);
      if (n < needed) problems.push(`placement: ${level} ${d} has ${n} items, at least ${needed} are needed`);
    }
    for (const d of ["difficult", "middle"] as const) {
      const n = ofLevel.filter((it) => it.difficulty === d && it.skill === "listening").length;
      if (n < MIN_LISTENING_PER_CELL)
        problems.push(`placement: ${level} ${d} has ${n} listening items, at least ${MIN_LISTENING_PER_CELL} are needed`);
    }
    const reading = ofLevel.filter((it) => it.skill === "reading").length;
    if (reading < MIN_READING_PER_LEVEL)
      problems.push(`placement: ${level} has ${reading} reading items, at least ${MIN_READING_PER_LEVEL} are needed`);
    if (ofLevel.length >= 8) {
      const counts = [0, 0, 0, 0];
      for (const it of ofLevel) counts[it.choices.indexOf(it.answer)] += 1;
      counts.forEach((c, pos) => {
        if (c < MIN_KEY_POSITION_SHARE * ofLevel.length)
          problems.push(
            `placement: ${level}: only ${c} of ${ofLevel.length} keys are choice ${"abcd"[pos]}, at least ${Math.ceil(MIN_KEY_POSITION_SHARE * ofLevel.length)} are needed`,
          );
      });
    }
  }

  const pointLevel = new Map<string, Item>();
  const titles = new Map<string, Item>();
  for (const it of items) {
    const first = pointLevel.get(norm(it.point));
    if (!first) pointLevel.set(norm(it.point), it);
    else if (first.level !== it.level)
      problems.push(`placement: ${where(it)}: point "${it.point}" is already tested at ${first.level} (${where(first)})`);
    const same = titles.get(norm(it.title));
    if (same) problems.push(`placement: ${where(it)}: the same prompt as ${where(same)}`);
    else titles.set(norm(it.title), it);
    if (new Set(it.choices.map(norm)).size !== it.choices.length)
      problems.push(`placement: ${where(it)}: two choices are the same`);
  }
  return problems;
}

/**
 * Every listening item's recording and its .mp3 twin: present, decodable, a plausible length for a short item
 * (5–60 s) and the loudness rule (-16 LUFS ± 1, true peak at most -1 dBTP), measured by `probe`.
 */
export async function checkPlacementAudio(
  dir: string,
  files: readonly BankFile[],
  probe: (file: string) => Promise<Loudness & { seconds: number }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const f of files)
    for (const it of f.data.items) {
      if (!it.audio) continue;
      for (const rel of [it.audio, it.audio.replace(/\.ogg$/u, ".mp3")]) {
        const full = path.join(dir, "media", rel);
        if (!fs.existsSync(full)) {
          problems.push(`placement: ${f.file} ${it.key}: ${rel} is missing`);
          continue;
        }
        try {
          const info = await probe(full);
          if (!(info.seconds >= 5 && info.seconds <= 60))
            problems.push(`placement: ${f.file} ${it.key}: ${rel} lasts ${info.seconds.toFixed(1)} s, not within 5–60 s`);
          for (const p of loudnessProblems(info)) problems.push(`placement: ${f.file} ${it.key}: ${rel}: ${p}`);
        } catch (err) {
          problems.push(`placement: ${f.file} ${it.key}: ${rel} does not decode (${(err as Error).message})`);
        }
      }
    }
  return problems;
}
