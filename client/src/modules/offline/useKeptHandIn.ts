import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useCallback, useEffect, useRef, useState } from "react";
import { isOffline, onReachable } from "./connectivity";
import { dropHandIn, keepHandIn, keptHandIn, type KeptHandIn } from "./handInQueue";

export type KeptHandInState = "waiting" | "sending" | "failed";

/**
 * A hand-in given without a network (handInQueue.ts): kept on the device, and sent by `send` once the network is back
 * and `ready` says the server has everything else (answers, takes), on load and whenever the network returns. `send`
 * saves what is left and hands in; it throws a GraphQL error when the server refuses (shown, with a retry), anything
 * else (no network) leaves the hand-in waiting.
 */
export function useKeptHandIn(attemptId: string, examId: string, ready: boolean, send: () => Promise<void>) {
  const [handIn, setHandIn] = useState<KeptHandIn | null>(() => keptHandIn(attemptId));
  const [state, setState] = useState<KeptHandInState>("waiting");
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(false);

  const trySend = useCallback(async () => {
    if (!handIn || !ready || sending.current || isOffline()) return;
    sending.current = true;
    setState("sending");
    try {
      await send();
      dropHandIn(attemptId);
    } catch (e) {
      setError(e);
      setState(CombinedGraphQLErrors.is(e) ? "failed" : "waiting");
    } finally {
      sending.current = false;
    }
  }, [attemptId, handIn, ready, send]);

  useEffect(() => {
    void trySend();
    return onReachable(() => void trySend());
  }, [trySend]);

  /** Keeps a hand-in given now; false when the device cannot keep it. */
  const keep = useCallback(() => {
    const kept = { attemptId, examId, at: Date.now() };
    if (!keepHandIn(kept)) return false;
    setHandIn(kept);
    setState("waiting");
    return true;
  }, [attemptId, examId]);

  return { handIn, state, error, keep, retry: () => void trySend() };
}
