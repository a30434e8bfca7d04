/**
 * The placement staircase as pure decision logic: no database, no HTTP, no clock, no global randomness.
 * The service feeds it the item bank and a random source; see README-placement.md for the rules.
 */
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import type { Difficulty } from "./placement-item.entity";
import type { PlacementSetType } from "./placement-run.entity";

/** A random number in [0, 1); injectable so tests can use a seeded generator. */
export type Rng = () => number;

export interface PlacementConfig {
  /** Level of the first (difficult) set. */
  startLevel: CefrCode;
  /** Items in a difficult set. */
  difficultSize: number;
  /** Middle and easy items in a mixed set (middle first). */
  mixedMiddle: number;
  mixedEasy: number;
  /** Right answers needed to pass a full difficult / mixed set. */
  difficultPassMark: number;
  mixedPassMark: number;
  /**
   * Listening items in every set (part of its size): from the difficult items of a difficult set, from the middle
   * items of a mixed set. Filled with other items of the same cell when the bank has too few.
   */
  listeningPerSet: number;
}

/**
 * 16-item sets passed at 9 (56 %): a pure guesser on four-choice items passes a set with 0.75 %, a learner
 * who knows 60 % of a level's items (and guesses the rest) with 92.6 %. placement.stats.spec.ts computes and
 * prints these rates exactly; README-placement.md ("Set sizes and pass marks") gives the reasoning.
 */
export const DEFAULT_PLACEMENT_CONFIG: Readonly<PlacementConfig> = Object.freeze({
  startLevel: "A2",
  difficultSize: 16,
  mixedMiddle: 8,
  mixedEasy: 8,
  difficultPassMark: 9,
  mixedPassMark: 9,
  listeningPerSet: 1,
});

export interface PlacementSet {
  level: CefrCode;
  type: PlacementSetType;
}

export interface BankItem {
  id: number;
  cefr: CefrCode;
  difficulty: Difficulty;
  /** A listening item (with a recording). */
  listening?: boolean;
}

/** What the drawing needs: the active bank, what this run used, what the user saw in earlier runs. */
export interface DrawContext {
  bank: readonly BankItem[];
  usedInRun: ReadonlySet<number>;
  seenBefore: ReadonlySet<number>;
  rng: Rng;
}

/** The decision after one set: the next set to play, or the placement (null level = "A1 not reached"). */
export type Decision = { kind: "next"; set: PlacementSet } | { kind: "placed"; level: CefrCode | null };

/** The step the run takes: a drawn set to answer, or the end of the run with its result. */
export type Step =
  | { kind: "set"; set: PlacementSet; itemIds: number[] }
  | { kind: "placed"; level: CefrCode | null; setType: PlacementSetType; correct: number; size: number };

export function validateConfig(c: PlacementConfig): PlacementConfig {
  const sizes = [c.difficultSize, c.mixedMiddle, c.mixedEasy, c.difficultPassMark, c.mixedPassMark, c.listeningPerSet];
  if (!CEFR_ORDER.includes(c.startLevel)) throw new Error(`placement: unknown start level ${c.startLevel}`);
  if (sizes.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error("placement: sizes and pass marks must be non-negative integers");
  if (c.difficultSize < 1 || c.mixedMiddle + c.mixedEasy < 1) throw new Error("placement: every set needs at least one item");
  if (c.difficultPassMark < 1 || c.difficultPassMark > c.difficultSize)
    throw new Error("placement: difficult pass mark out of range");
  if (c.mixedPassMark < 1 || c.mixedPassMark > c.mixedMiddle + c.mixedEasy)
    throw new Error("placement: mixed pass mark out of range");
  return c;
}

const indexOf = (level: CefrCode): number => CEFR_ORDER.indexOf(level);
const above = (level: CefrCode): CefrCode | null => CEFR_ORDER[indexOf(level) + 1] ?? null;
const below = (level: CefrCode): CefrCode | null => CEFR_ORDER[indexOf(level) - 1] ?? null;

export function firstSet(config: PlacementConfig): PlacementSet {
  return { level: config.startLevel, type: "difficult" };
}

/**
 * The difficulties and counts a set is drawn from, in the order the items are shown; `listening` of a part's items
 * are listening items (shown at the end of the part).
 */
export function composition(
  set: PlacementSet,
  config: PlacementConfig,
): { difficulty: Difficulty; count: number; listening: number }[] {
  if (set.type === "difficult")
    return [{ difficulty: "difficult", count: config.difficultSize, listening: config.listeningPerSet }];
  return [
    { difficulty: "middle", count: config.mixedMiddle, listening: config.listeningPerSet },
    { difficulty: "easy", count: config.mixedEasy, listening: 0 },
  ];
}

export function fullSize(type: PlacementSetType, config: PlacementConfig): number {
  return type === "difficult" ? config.difficultSize : config.mixedMiddle + config.mixedEasy;
}

/**
 * Right answers needed to pass a set of `size` items. A full set uses the configured mark; a set the
 * bank could not fill uses the same proportion, rounded up (at least 1). An empty set cannot be passed.
 */
export function passMark(type: PlacementSetType, size: number, config: PlacementConfig): number {
  if (size <= 0) return Number.POSITIVE_INFINITY;
  const full = fullSize(type, config);
  const mark = type === "difficult" ? config.difficultPassMark : config.mixedPassMark;
  if (size >= full) return mark;
  return Math.max(1, Math.ceil((mark * size) / full));
}

/** The staircase's decision table (architecture.md, "Placement test"; README-placement.md). */
export function decide(set: PlacementSet, correct: number, size: number, config: PlacementConfig): Decision {
  const passed = correct >= passMark(set.type, size, config);
  const { level } = set;
  if (set.type === "difficult") {
    if (!passed) return { kind: "next", set: { level, type: "mixed" } };
    // A difficult set below the start level is only played after failing the level above: passing it places here.
    if (indexOf(level) < indexOf(config.startLevel)) return { kind: "placed", level };
    const next = above(level);
    return next ? { kind: "next", set: { level: next, type: "difficult" } } : { kind: "placed", level };
  }
  if (passed) return { kind: "placed", level };
  const lower = below(level);
  if (!lower) return { kind: "placed", level: null };
  // Below the start level the difficult set of the lower level comes first, then the same rules apply.
  if (indexOf(lower) < indexOf(config.startLevel)) return { kind: "next", set: { level: lower, type: "difficult" } };
  return { kind: "placed", level: lower };
}

/** Shuffles a copy (Fisher–Yates) with the given random source. */
export function shuffle<T>(list: readonly T[], rng: Rng): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * Draws a set: for each part, random items of that level and difficulty not used in this run,
 * those the user has not seen in earlier runs first. Shorter than the full size only when the bank runs short.
 */
export function drawSet(set: PlacementSet, ctx: DrawContext, config: PlacementConfig): number[] {
  const ids: number[] = [];
  for (const part of composition(set, config)) {
    const pool = ctx.bank.filter((i) => i.cefr === set.level && i.difficulty === part.difficulty && !ctx.usedInRun.has(i.id));
    const ordered = (items: BankItem[]): BankItem[] => [
      ...shuffle(
        items.filter((i) => !ctx.seenBefore.has(i.id)),
        ctx.rng,
      ),
      ...shuffle(
        items.filter((i) => ctx.seenBefore.has(i.id)),
        ctx.rng,
      ),
    ];
    const listening = ordered(pool.filter((i) => i.listening)).slice(0, Math.min(part.listening, part.count));
    // the rest of the part: other items first, further listening items only when the cell has nothing else
    const rest = [
      ...ordered(pool.filter((i) => !i.listening)),
      ...ordered(pool.filter((i) => i.listening && !listening.includes(i))),
    ];
    ids.push(...[...rest.slice(0, part.count - listening.length), ...listening].map((i) => i.id));
  }
  return ids;
}

/**
 * Walks the staircase from a decision to the next playable set or the result. A set the bank cannot
 * fill at all counts as failed (no level is awarded without evidence), so the run always ends with a
 * result instead of stopping silently. `last` is the last set actually played (for the result).
 */
function walk(
  decision: Decision,
  decidedSet: PlacementSet,
  last: { type: PlacementSetType; correct: number; size: number },
  ctx: DrawContext,
  config: PlacementConfig,
): Step {
  let d = decision;
  let from = decidedSet;
  // Each failed empty set moves strictly down the staircase, so this ends within 2 × levels steps.
  for (let guard = 0; guard <= CEFR_ORDER.length * 2 + 1; guard++) {
    if (d.kind === "placed") {
      const setType = last.size > 0 ? last.type : from.type;
      return { kind: "placed", level: d.level, setType, correct: last.correct, size: last.size };
    }
    const itemIds = drawSet(d.set, ctx, config);
    if (itemIds.length > 0) return { kind: "set", set: d.set, itemIds };
    from = d.set;
    d = decide(d.set, 0, 0, config);
  }
  throw new Error("placement: staircase did not terminate");
}

/** The first step of a new run. */
export function startStep(ctx: DrawContext, config: PlacementConfig): Step {
  const set = firstSet(config);
  const itemIds = drawSet(set, ctx, config);
  if (itemIds.length > 0) return { kind: "set", set, itemIds };
  return walk(decide(set, 0, 0, config), set, { type: set.type, correct: 0, size: 0 }, ctx, config);
}

/** The step after a set of `size` items was answered with `correct` right. */
export function nextStep(set: PlacementSet, correct: number, size: number, ctx: DrawContext, config: PlacementConfig): Step {
  return walk(decide(set, correct, size, config), set, { type: set.type, correct, size }, ctx, config);
}

/** How long a run can be: sets and items over every path through the staircase (full sets, as the bank ships). */
export interface RunBounds {
  minSets: number;
  maxSets: number;
  minItems: number;
  maxItems: number;
}

/**
 * Walks every path of the decision table (each set passed or failed) from the first set to a placement and
 * returns the fewest and most sets and items a run can take with full sets.
 */
export function runBounds(config: PlacementConfig): RunBounds {
  const bounds: RunBounds = { minSets: Infinity, maxSets: 0, minItems: Infinity, maxItems: 0 };
  const visit = (set: PlacementSet, sets: number, items: number, depth: number): void => {
    if (depth > CEFR_ORDER.length * 2 + 1) throw new Error("placement: staircase did not terminate");
    const size = fullSize(set.type, config);
    for (const correct of [size, 0]) {
      const d = decide(set, correct, size, config);
      if (d.kind === "next") {
        visit(d.set, sets + 1, items + size, depth + 1);
        continue;
      }
      bounds.minSets = Math.min(bounds.minSets, sets);
      bounds.maxSets = Math.max(bounds.maxSets, sets);
      bounds.minItems = Math.min(bounds.minItems, items + size);
      bounds.maxItems = Math.max(bounds.maxItems, items + size);
    }
  };
  visit(firstSet(config), 1, 0, 0);
  return bounds;
}
