import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PlacementSetFieldsFragment } from "../../gql/graphql";
import { ensureSession } from "../auth/useAuth";
import { AnswerPlacementMutation, StartPlacementMutation } from "./documents";

export type PlacementRunData = PlacementSetFieldsFragment;

export interface PlacementRunState {
  run: PlacementRunData | null;
  /** Starting failed (network, server): shown with a retry. */
  startError: unknown;
  retryStart(): void;
  /** Sends the chosen answers of the current set; resolves with the run as the server has it now. */
  answer(answers: Record<string, string>): Promise<PlacementRunData>;
}

/** The chosen answers of a set, in the set's order; items left open are not sent. */
export function placementAnswers(
  items: readonly { id: string }[],
  answers: Record<string, string>,
): { itemId: string; value: string }[] {
  return items.filter((i) => answers[i.id]).map((i) => ({ itemId: i.id, value: answers[i.id] }));
}

/** Starts (or resumes) the caller's placement run; a visitor first gets a guest token. */
export function usePlacementRun(): PlacementRunState {
  const [run, setRun] = useState<PlacementRunData | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [tries, setTries] = useState(0);
  const [startPlacement] = useMutation(StartPlacementMutation);
  const [answerPlacement] = useMutation(AnswerPlacementMutation);
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (started.current === tries) return;
    started.current = tries;
    setStartError(null);
    (async () => {
      await ensureSession();
      const { data } = await startPlacement();
      if (data) setRun(data.startPlacement);
    })().catch(setStartError);
  }, [tries, startPlacement]);

  const answer = useCallback(
    async (answers: Record<string, string>) => {
      if (!run) throw new Error("no placement run");
      const { data } = await answerPlacement({
        variables: { runId: run.id, answers: placementAnswers(run.items, answers), round: run.round },
      });
      if (!data) throw new Error("empty answer");
      setRun(data.answerPlacement);
      return data.answerPlacement;
    },
    [run, answerPlacement],
  );

  return { run, startError, retryStart: () => setTries((n) => n + 1), answer };
}
