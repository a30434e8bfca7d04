/**
 * The rules of practice as pure functions over a learner's item history: the mistakes queue, mastery per set and
 * readiness ranges. What counts as an item event:
 *
 * - an answered sub-question of a submitted attempt (mock or drill), dated at submission (a blank is not an
 *   answer: it says nothing about the task type and does not enter the queue or the mastery figures);
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
}

export const WINDOW = 20;

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
  };
}

export type MasteryBand = "new" | "weak" | "fair" | "strong";

/** The band shown beside the colour: below the pass mark (60) weak, from 80 strong. */
export function bandOf(m: Pick<MasteryFigures, "attempted" | "percent">): MasteryBand {
  if (m.attempted === 0) return "new";
  return m.percent < 60 ? "weak" : m.percent < 80 ? "fair" : "strong";
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
