/**
 * The rules of practice as pure functions over a learner's item history: the mistakes queue, mastery per set and
 * readiness ranges. What counts as an item event (attempts/attempt-item-runs.ts, countedItemsCte):
 *
 * - every keyed item of a submitted attempt in a module the learner worked on, dated at submission; a blank is
 *   wrong, as in the result (it enters the queue and the mastery figures like a wrong answer);
 * - a checked sub-question of a drill, dated when it was checked (answered or not: its key was shown), counted once.
 */
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import { percentOf } from "../attempts/scoring";

export interface ItemEvent {
  attemptId: number;
  kind: "mock" | "drill";
  subQuestionId: number;
  setId: string | null;
  at: Date;
  correct: boolean;
  value: string | null;
}

export interface MistakeState {
  subQuestionId: number;
  setId: string | null;
  /** Wrong answers in all (mocks and drills). */
  times: number;
  lastAnswer: string | null;
  lastWrongAt: Date;
  /** Right answers in drills since the last wrong one (0 or 1 while in the queue). */
  rightSince: number;
}

/** Right answers in later drills that take an item out of the queue. */
export const RIGHTS_TO_CLEAR = 2;

/**
 * The mistakes queue. An item enters it when answered wrong in submitted work (or checked wrong in a drill). It
 * leaves after it is answered right in two later drills with no wrong answer in between; a wrong answer starts the
 * count again. A right answer in a mock does not clear it (a retaken mock may be remembered, a drill is practice).
 * Events must be in time order.
 */
export function mistakeQueue(events: ItemEvent[]): MistakeState[] {
  const states = new Map<number, MistakeState>();
  for (const e of events) {
    const s = states.get(e.subQuestionId);
    if (!e.correct) {
      states.set(e.subQuestionId, {
        subQuestionId: e.subQuestionId,
        setId: e.setId,
        times: (s?.times ?? 0) + 1,
        lastAnswer: e.value,
        lastWrongAt: e.at,
        rightSince: 0,
      });
    } else if (s && e.kind === "drill" && s.rightSince < RIGHTS_TO_CLEAR) {
      s.rightSince += 1;
    }
  }
  return [...states.values()].filter((s) => s.rightSince < RIGHTS_TO_CLEAR).sort((a, b) => +b.lastWrongAt - +a.lastWrongAt);
}

export interface MasteryFigures {
  attempted: number;
  correct: number;
  /** Percent right over the last WINDOW items. */
  percent: number;
  /** percent minus the percent over the WINDOW items before them, in points; null without earlier items. */
  trend: number | null;
  lastPracticedAt: Date | null;
  /** Items of the window the verdict rests on (the last WINDOW, or all when fewer). */
  windowItems: number;
  /** Right answers among them. */
  windowCorrect: number;
}

export const WINDOW = 20;

/**
 * Evidence before a verdict. "Sicher" (STRONG) needs at least MIN_ITEMS items in the window and the lower end of a
 * one-sided 95 % Wilson score interval of their share right at STRONG_LOWER or above: 10 of 10 (lower end 79 %),
 * 18 of 20 (74 %), but not 9 of 10 (65 %) or 3 of 3. With fewer than MIN_ITEMS items the band is TOO_FEW
 * ("zu wenig Daten") and says how many items are still missing.
 */
export const MIN_ITEMS = 10;
export const STRONG_LOWER = 70;
/** z of a one-sided 95 % bound. */
const Z_LOWER = 1.6449;

/** The lower end of the Wilson score interval of `correct` of `total`, in percent (one decimal); 0 without items. */
export function wilsonLower(correct: number, total: number, z = Z_LOWER): number {
  if (total <= 0) return 0;
  const p = correct / total;
  const z2 = z * z;
  const centre = p + z2 / (2 * total);
  const half = z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  return Math.max(0, Math.round(((centre - half) / (1 + z2 / total)) * 1000) / 10);
}

/** Mastery of one set from its events in time order. */
export function masteryOf(events: ItemEvent[]): MasteryFigures {
  const rightIn = (list: ItemEvent[]) => list.filter((e) => e.correct).length;
  const last = events.slice(-WINDOW);
  const before = events.slice(-2 * WINDOW, -WINDOW);
  const percent = percentOf(rightIn(last), last.length);
  return {
    attempted: events.length,
    correct: rightIn(events),
    percent,
    trend: before.length ? Math.round((percent - percentOf(rightIn(before), before.length)) * 10) / 10 : null,
    lastPracticedAt: events.length ? events[events.length - 1].at : null,
    windowItems: last.length,
    windowCorrect: rightIn(last),
  };
}

/** One attempt's results on one page, fixed when they counted: "1"/"0" per item in page order. */
export interface ItemRun {
  attemptId: number;
  blockId: number;
  at: Date;
  results: string;
}

/**
 * masteryOf from a set's item runs: the same figures (the same order of items: time, then attempt, page and
 * position) without one row per answer.
 */
export function masteryOfRuns(runs: ItemRun[]): MasteryFigures {
  const ordered = [...runs].sort((a, b) => b.at.getTime() - a.at.getTime() || b.attemptId - a.attemptId || b.blockId - a.blockId);
  let attempted = 0;
  let correct = 0;
  let seen = 0; // items walked from the latest back
  let last = 0;
  let lastRight = 0;
  let before = 0;
  let beforeRight = 0;
  for (const run of ordered) {
    for (let i = run.results.length - 1; i >= 0; i -= 1) {
      const right = run.results[i] === "1";
      attempted += 1;
      if (right) correct += 1;
      seen += 1;
      if (seen <= WINDOW) {
        last += 1;
        if (right) lastRight += 1;
      } else if (seen <= 2 * WINDOW) {
        before += 1;
        if (right) beforeRight += 1;
      }
    }
  }
  const percent = percentOf(lastRight, last);
  return {
    attempted,
    correct,
    percent,
    trend: before ? Math.round((percent - percentOf(beforeRight, before)) * 10) / 10 : null,
    lastPracticedAt: attempted ? ordered.find((r) => r.results.length)!.at : null,
    windowItems: last,
    windowCorrect: lastRight,
  };
}

export type MasteryBand = "new" | "too_few" | "weak" | "fair" | "strong";

/** The verdict on a set: its band, the Wilson lower end it rests on, and how many more items a verdict needs. */
export interface MasteryVerdict {
  band: MasteryBand;
  /** Lower end of the one-sided 95 % Wilson interval over the window, in percent. */
  lowerBound: number;
  /** Items still to practise before there is a verdict (0 once there are MIN_ITEMS). */
  itemsNeeded: number;
}

/**
 * The band shown beside the colour: without items NEW; under MIN_ITEMS items TOO_FEW (whatever the share right);
 * then STRONG when the Wilson lower end reaches STRONG_LOWER, WEAK below the pass mark (60 %), else FAIR.
 */
export function verdictOfMastery(
  m: Pick<MasteryFigures, "attempted" | "percent" | "windowItems" | "windowCorrect">,
): MasteryVerdict {
  const lowerBound = wilsonLower(m.windowCorrect, m.windowItems);
  const itemsNeeded = Math.max(0, MIN_ITEMS - m.attempted);
  if (m.attempted === 0) return { band: "new", lowerBound, itemsNeeded };
  if (m.windowItems < MIN_ITEMS) return { band: "too_few", lowerBound, itemsNeeded };
  const band = lowerBound >= STRONG_LOWER ? "strong" : m.percent < 60 ? "weak" : "fair";
  return { band, lowerBound, itemsNeeded };
}

/** A likely range in percent, never one number. */
export interface Range {
  low: number;
  high: number;
}

/** z of a two-sided 80 % interval: "likely" rather than "certainly". */
const Z = 1.2816;
/** The narrowest range stated, in points. */
const MIN_WIDTH = 10;

/**
 * The likely range of a percent from `correct` of `total` items: the Wilson score interval at 80 %, widened to at
 * least 10 points and rounded outwards to multiples of 5 (55–70 %, not 61.3 %).
 */
export function likelyRange(correct: number, total: number): Range | null {
  if (total <= 0) return null;
  const p = correct / total;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * total)) / (1 + z2 / total);
  const half = (Z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / (1 + z2 / total);
  let low = (centre - half) * 100;
  let high = (centre + half) * 100;
  if (high - low < MIN_WIDTH) {
    const mid = (low + high) / 2;
    low = mid - MIN_WIDTH / 2;
    high = mid + MIN_WIDTH / 2;
  }
  return {
    low: Math.max(0, Math.floor(low / 5) * 5),
    high: Math.min(100, Math.ceil(high / 5) * 5),
  };
}

/**
 * Until there is history, the placement result speaks: placed at or above the level, the range sits around the
 * pass mark or above; below it, under. Wide on purpose: a placement test is not this exam.
 */
export function placementRange(placed: CefrCode | null, target: CefrCode): Range {
  const diff = (placed ? CEFR_ORDER.indexOf(placed) : -1) - CEFR_ORDER.indexOf(target);
  if (diff >= 1) return { low: 70, high: 90 };
  if (diff === 0) return { low: 55, high: 75 };
  if (diff === -1) return { low: 35, high: 60 };
  return { low: 15, high: 40 };
}

export type Verdict = "likely" | "possible" | "not_yet" | "unknown";

/** Whether a range clears the pass mark: all of it (likely), none of it (not yet), or it straddles it (possible). */
export function verdictOf(ranges: (Range | null)[], passPercent: number): Verdict {
  if (!ranges.length || ranges.some((r) => r === null)) return "unknown";
  const rs = ranges as Range[];
  if (rs.every((r) => r.low >= passPercent)) return "likely";
  if (rs.some((r) => r.high < passPercent)) return "not_yet";
  return "possible";
}
