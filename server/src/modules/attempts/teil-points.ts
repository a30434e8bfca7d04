import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import type { Blueprints } from "../exams/format/blueprint-check";
import type { SkillCode } from "../exams/question-block.entity";
import { teilNamed } from "../exams/format/blueprint-check";

/** The blueprint Teil a block belongs to, and what one of its items weighs. */
export interface TeilWeight {
  teil: string;
  /** the Teil's official points ÷ its items; 1 where the blueprint names no points (every item alike) */
  weight: number;
}

/** Finds a block's Teil by its exam's family and level, its skill and its title (which begins with the Teil). */
export type TeilOf = (family: ExamFamilyCode, cefr: CefrCode, skill: SkillCode, title: string | null) => TeilWeight | null;

/** No blueprints: no Teile, every item one point. */
export const noTeile: TeilOf = () => null;

/**
 * The Teile of content/blueprints.yaml as a lookup. A block joins the Teil its title names (`teilNamed`: the
 * longest Teil name the title begins with), as the player's Teile do (exams/teile.ts). telc B1–C1 weigh their
 * Teile unequally (telc B1: a Leseverstehen item 5 points, a Sprachbausteine item 1.5); Goethe counts right
 * answers, so its items weigh 1.
 */
export function teilsFromBlueprints(blueprints: Blueprints): TeilOf {
  const lists = new Map<string, TeilWeight[]>();
  for (const [key, bp] of Object.entries(blueprints)) {
    for (const skill of ["reading", "listening"] as const) {
      const list = bp[skill].teile.map((t) => ({ teil: t.teil, weight: t.points === undefined ? 1 : t.points / t.items }));
      lists.set(`${key}|${skill}`, list);
    }
  }
  return (family, cefr, skill, title) => teilNamed(lists.get(`${family}-${cefr}|${skill}`) ?? [], title);
}
