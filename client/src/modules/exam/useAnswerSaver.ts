import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { isOffline, markReachable, onReachable } from "../offline/connectivity";
import { rememberSaved } from "../offline/savedAnswers";
import { toAnswerInputs } from "./answers";
import { isRetryable } from "./saveErrors";
import { SaveAnswersMutation } from "./documents";

export type SaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; retryAt: number; error: unknown }
  /** no network: kept on this device (durably), sent when the network is back */
  | { kind: "offline" }
  | { kind: "rejected"; error: unknown };

/**
 * saved: everything is on the server; kept: no network, everything is kept on this device and sent when it is back;
 * failed: kept and retried; rejected: refused by the server's rules (shown).
 */
export type FlushResult = "saved" | "kept" | "failed" | "rejected";

export const DEBOUNCE_MS = 800;
const MAX_BACKOFF_MS = 30_000;

/** The wait before the next try after the given number of failures in a row: 2 s, 4 s, 8 s … at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
}

const storageKey = (attemptId: string) => `examPendingAnswers:${attemptId}`;

/** Answers typed or chosen but not yet acknowledged by the server, kept across a reload. */
export function loadUnsaved(attemptId: string): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(attemptId)) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** Writes what waits for the server (in the order given); false when the device cannot keep it. */
function storeUnsaved(attemptId: string, pending: Map<string, string>): boolean {
  try {
    if (pending.size) localStorage.setItem(storageKey(attemptId), JSON.stringify(Object.fromEntries(pending)));
    else localStorage.removeItem(storageKey(attemptId));
    return true;
  } catch {
    /* no storage: the answers still go to the server */
    return false;
  }
}

/** While offline with the browser claiming a network, how often a save is tried again (the browser will not say when). */
export const OFFLINE_PROBE_MS = 5_000;

/**
 * Saves answers as the learner goes: debounced, one request at a time (so they reach the server in the order they
 * were given), retried with back-off on network failure, kept in localStorage until the server acknowledges them.
 * Without a network they wait on the device ("offline") and go as soon as the browser is online again, or on the next
 * load. `flush` saves what is left now and tells how it went.
 */
export function useAnswerSaver(attemptId: string) {
  const [save] = useMutation(SaveAnswersMutation);
  const pending = useRef(new Map<string, string>(Object.entries(loadUnsaved(attemptId))));
  const [state, setState] = useState<SaveState>(pending.current.size ? { kind: "pending" } : { kind: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<FlushResult> | null>(null);
  const failures = useRef(0);
  // what the server acknowledged in this session: a page read before a save landed cannot bring an older value back
  const acked = useRef(new Map<string, string>());
  const durable = useRef(true);

  const send = useCallback(async (): Promise<FlushResult> => {
    window.clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (!pending.current.size) return "saved";
    const batch = new Map(pending.current);
    const run = (async () => {
      setState({ kind: "saving" });
      try {
        await save({ variables: { attemptId, answers: toAnswerInputs(batch) } });
        for (const [id, value] of batch) {
          acked.current.set(id, value);
          if (pending.current.get(id) === value) pending.current.delete(id);
        }
        storeUnsaved(attemptId, pending.current);
        rememberSaved(attemptId, batch);
        markReachable();
        failures.current = 0;
        setState(pending.current.size ? { kind: "pending" } : { kind: "saved", at: new Date() });
        return "saved";
      } catch (error) {
        if (!isRetryable(error)) {
          // The server refused these answers (time up, submitted, invalid): say so, do not retry forever.
          for (const [id, value] of batch) if (pending.current.get(id) === value) pending.current.delete(id);
          storeUnsaved(attemptId, pending.current);
          setState({ kind: "rejected", error });
          return "rejected";
        }
        if (isOffline() && durable.current) {
          // the network's return sends them (connectivity.ts); where the browser claims a network it has not, a
          // quiet try now and then finds it back
          setState({ kind: "offline" });
          if (navigator.onLine !== false) timer.current = window.setTimeout(() => void send(), OFFLINE_PROBE_MS);
          return "kept";
        }
        failures.current += 1;
        const delay = retryDelay(failures.current);
        setState({ kind: "failed", retryAt: Date.now() + delay, error });
        timer.current = window.setTimeout(() => void send(), delay);
        return "failed";
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [attemptId, save]);

  const setAnswer = useCallback(
    (subQuestionId: string, value: string) => {
      // a changed answer goes to the end of the line: what was given last is written last
      pending.current.delete(subQuestionId);
      pending.current.set(subQuestionId, value);
      durable.current = storeUnsaved(attemptId, pending.current);
      setState((s) => (s.kind === "failed" || s.kind === "offline" ? s : { kind: "pending" }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void send(), failures.current ? 0 : DEBOUNCE_MS);
    },
    [attemptId, send],
  );

  // Resume answers left unsaved by a reload or a lost connection.
  useEffect(() => {
    if (pending.current.size) timer.current = window.setTimeout(() => void send(), 0);
    return () => window.clearTimeout(timer.current);
  }, [send]);

  // Back online: what waits goes now, in order.
  useEffect(
    () =>
      onReachable(() => {
        failures.current = 0;
        if (pending.current.size) void send();
      }),
    [send],
  );

  // Warn before leaving with answers the server has not acknowledged.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current.size) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  /** The answers the server acknowledged in this session, by sub-question. */
  const acknowledged = useCallback(() => Object.fromEntries(acked.current), []);

  return { state, setAnswer, flush: send, acknowledged };
}
