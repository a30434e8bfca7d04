import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import type { AttemptSummaryFieldsFragment as StartedAttempt } from "../../gql/graphql";
import { prepareMock, stillKept, type Progress } from "./mockPack";
import { kept } from "./store";
import { offlineSupported, registerWorker } from "./worker";

export type OfflineState =
  | { kind: "unsupported" }
  | { kind: "preparing"; progress: Progress | null }
  | { kind: "ready"; bytes: number }
  | { kind: "failed" };

/**
 * Keeps a started mock for offline use once per attempt (the worker registered, every page and medium fetched ahead)
 * and tells where that stands. A mock already kept is ready at once, with or without a network.
 */
export function useOfflineMock(attempt: StartedAttempt, start: string): { state: OfflineState; retry: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<OfflineState>(() =>
    offlineSupported() && attempt.status === "IN_PROGRESS" ? { kind: "preparing", progress: null } : { kind: "unsupported" },
  );
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!offlineSupported() || attempt.status !== "IN_PROGRESS") return;
    let live = true;
    const set = (s: OfflineState) => live && setState(s);
    void (async () => {
      const worker = registerWorker();
      const before = await kept.readiness(attempt.id);
      const whole = await stillKept(before);
      const readiness =
        whole && before ? before : await prepareMock(client, start, attempt, (p) => set({ kind: "preparing", progress: p }));
      await worker;
      set({ kind: "ready", bytes: readiness.bytes });
    })().catch(() => set({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, [attempt, start, client, tries]);
  const retry = useCallback(() => setTries((n) => n + 1), []);
  return { state, retry };
}
