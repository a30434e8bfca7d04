import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useLang } from "../../app/useLang";
import type { Skill } from "../../gql/graphql";
import { TeilScoreQuery } from "./documents";

/** One Teil's score, as its review page counts it. */
export interface TeilScore {
  page: number;
  skill: Skill;
  title: string | null;
  correct: number;
  total: number;
  percent: number;
}

export type TeilScores = { state: "loading" } | { state: "failed" } | { state: "done"; teile: TeilScore[] };

/**
 * The score of every Teil of a submitted attempt. The API has no per-Teil result yet: each review page is one
 * Teil and counts its right answers, so the pages are asked for side by side (a page's items are not selected).
 */
export function useTeilScores(attemptId: string, pageCount: number): TeilScores {
  const client = useApolloClient();
  const { gql } = useLang();
  const [scores, setScores] = useState<TeilScores>({ state: "loading" });
  useEffect(() => {
    let live = true;
    setScores({ state: "loading" });
    const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
    Promise.all(pages.map((page) => client.query({ query: TeilScoreQuery, variables: { attemptId, page, lang: gql } })))
      .then((answers) => {
        const teile = answers.flatMap(({ data }, i): TeilScore[] => {
          const review = data?.attempt?.review;
          if (!review) return [];
          const percent = review.total ? Math.round((review.correct / review.total) * 1000) / 10 : 0;
          return [
            {
              page: pages[i],
              skill: review.block.skill,
              title: review.block.title ?? null,
              correct: review.correct,
              total: review.total,
              percent,
            },
          ];
        });
        if (live) setScores({ state: "done", teile });
      })
      .catch(() => {
        if (live) setScores({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, [client, attemptId, pageCount, gql]);
  return scores;
}

/** The Teil to practise first: the lowest share right (the first of equals), none when every Teil was perfect. */
export function weakestTeil(teile: TeilScore[]): TeilScore | null {
  let weakest: TeilScore | null = null;
  for (const teil of teile) {
    if (teil.total === 0 || teil.correct === teil.total) continue;
    if (!weakest || teil.percent < weakest.percent) weakest = teil;
  }
  return weakest;
}
