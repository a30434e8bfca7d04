import type { AttemptResultQuery, Skill } from "../../gql/graphql";

/** One Teil's score as the server counts it: right answers, and points weighed by the Teil's official points. */
export interface TeilScore {
  /** the Teil's first page: its review */
  page: number;
  skill: Skill;
  /** the blueprint Teil ("Leseverstehen, Teil 1"), or null where the block matches none */
  teil?: string | null;
  title: string | null;
  correct: number;
  total: number;
  points: number;
  maxPoints: number;
  percent: number;
}

export type TeilScores = { state: "done"; teile: TeilScore[] };

type Parts = NonNullable<NonNullable<AttemptResultQuery["attempt"]>["result"]>["parts"];

/** The Teile of a result (the server scores them: `AttemptResult.parts`). */
export function teilScoresOf(parts: Parts): TeilScores {
  return {
    state: "done",
    teile: parts.map((p) => ({
      page: p.page,
      skill: p.skill,
      teil: p.teil ?? null,
      title: p.title ?? p.teil ?? null,
      correct: p.correct,
      total: p.total,
      points: p.points,
      maxPoints: p.maxPoints,
      percent: p.percent,
    })),
  };
}

/** The Teil to practise first: the lowest share of its points (the first of equals), none when every Teil was perfect. */
export function weakestTeil(teile: TeilScore[]): TeilScore | null {
  let weakest: TeilScore | null = null;
  for (const teil of teile) {
    if (teil.total === 0 || teil.correct === teil.total) continue;
    if (!weakest || teil.percent < weakest.percent) weakest = teil;
  }
  return weakest;
}
