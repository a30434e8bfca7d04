import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import type { PassRule } from "../exams/exam.entity";
import type { SkillCode } from "../exams/question-block.entity";

/**
 * The exam's official pass rule over all its modules, as a pure function.
 *
 * - per_skill (Goethe B1–C1): every module of the exam is its own certificate, 100 points each,
 *   passed at 60 [src: goethe.de module pages].
 * - total (Goethe and telc A1/A2, Start Deutsch): the modules weigh alike (4 × 25 = 100); passed at
 *   60 on the total [3rd]. Only the modules this practice exam holds are counted.
 * - written (telc B1–C1): the written part (Lesen and Sprachbausteine, Hören, Schreiben) and the oral
 *   part (Sprechen) are passed separately at 60 % of their points (telc B1: 135 of 225 and 45 of 75)
 *   [3rd; see content/blueprints.yaml]. The oral part counts only where the exam holds speaking (a mock
 *   without Sprechen is judged on its written part, and says so by listing only that part).
 *
 * A module is `null` while it awaits an assessment (pending), `"not_taken"` when the learner did not sit it
 * (per_skill only: a module nobody entered and nothing was answered in is no certificate attempted, so not
 * failed), and absent when the exam lacks it.
 *
 * The verdict over the parts is pending while any part awaits an assessment (never a failing verdict built on
 * missing grades), failed when a decided part failed, and passed when every part taken is passed.
 */
export type ModulePercents = Partial<Record<SkillCode, number | null | "not_taken">>;
export type Verdict = "passed" | "failed" | "pending";
export type PartStatus = Verdict | "not_taken";

export interface OfficialPart {
  /** reading, listening, writing, speaking (per module), total, written or oral */
  key: string;
  points: number | null;
  maxPoints: number;
  passPoints: number;
  status: PartStatus;
}

export interface OfficialResult {
  verdict: Verdict;
  parts: OfficialPart[];
}

/** Points of each module inside the telc written and oral parts [3rd: telc B1/B2 point scheme; C1 [mem]]. */
export const TELC_POINTS: Record<string, Record<SkillCode, number>> = {
  B1: { reading: 105, listening: 75, writing: 45, speaking: 75 },
  B2: { reading: 105, listening: 75, writing: 45, speaking: 75 },
  C1: { reading: 70, listening: 48, writing: 48, speaking: 48 },
};
const WRITTEN: SkillCode[] = ["reading", "listening", "writing"];

const round1 = (n: number) => Math.round(n * 10) / 10;

function part(key: string, points: number | null, maxPoints: number, passPercent: number): OfficialPart {
  const passPoints = round1((maxPoints * passPercent) / 100);
  const status: Verdict = points === null ? "pending" : points >= passPoints - 1e-9 ? "passed" : "failed";
  return { key, points: points === null ? null : round1(points), maxPoints, passPoints, status };
}

function verdictOf(parts: OfficialPart[]): Verdict {
  const taken = parts.filter((p) => p.status !== "not_taken");
  if (!taken.length) return "failed";
  if (taken.some((p) => p.status === "pending")) return "pending";
  return taken.some((p) => p.status === "failed") ? "failed" : "passed";
}

/** A numeric module percent: a module not sat counts 0 where the rule weighs the modules together. */
const percentOf = (p: number | null | "not_taken" | undefined): number | null => (p === "not_taken" ? 0 : (p ?? null));

/** Weighted points of some modules, or null when one of them is pending. */
function sum(
  modules: ModulePercents,
  skills: SkillCode[],
  weight: (s: SkillCode) => number,
): { points: number | null; max: number } {
  let points: number | null = 0;
  let max = 0;
  for (const s of skills) {
    if (!(s in modules)) continue;
    max += weight(s);
    const p = percentOf(modules[s]);
    points = p === null || points === null ? null : points + (p * weight(s)) / 100;
  }
  return { points, max };
}

export function officialResult(
  rule: { passRule: PassRule; passPercent: number; family: ExamFamilyCode; cefr: CefrCode },
  modules: ModulePercents,
): OfficialResult {
  const present = (Object.keys(modules) as SkillCode[]).filter((s) => s in modules);
  let parts: OfficialPart[];
  if (rule.passRule === "per_skill") {
    parts = present.map((s) =>
      modules[s] === "not_taken"
        ? { key: s, points: null, maxPoints: 100, passPoints: round1(rule.passPercent), status: "not_taken" as const }
        : part(s, percentOf(modules[s]), 100, rule.passPercent),
    );
  } else if (rule.passRule === "total") {
    const t = sum(modules, present, () => 100 / present.length);
    parts = present.length ? [part("total", t.points, 100, rule.passPercent)] : [];
  } else {
    const points = TELC_POINTS[rule.cefr] ?? TELC_POINTS.B1;
    const w = sum(modules, WRITTEN, (s) => points[s]);
    parts = [part("written", w.points, w.max, rule.passPercent)];
    // The oral part counts where the mock trains it; a mock without Sprechen is judged on what it holds.
    if ("speaking" in modules) {
      const oral = percentOf(modules.speaking);
      parts.push(part("oral", oral === null ? null : (oral * points.speaking) / 100, points.speaking, rule.passPercent));
    }
  }
  return { verdict: verdictOf(parts), parts };
}
