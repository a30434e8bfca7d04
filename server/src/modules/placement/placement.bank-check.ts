/**
 * The rules a placement bank (content/placement/*.yaml) must meet beyond its format, reported by content:check:
 * enough items per level × difficulty for the configured sets, every point at one level only, reading items at
 * every level, no prompt twice, and the keys spread over the four positions.
 */
import { CEFR_ORDER } from "../content/level.entity";
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
