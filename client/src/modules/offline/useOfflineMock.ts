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
 * Resolves once the page has loaded and the browser has a quiet moment: fetching a whole mock ahead (pages, pictures,
 * recordings) must not compete with the player's own first view on a slow phone. Safari has no requestIdleCallback:
 * a short timer stands in.
 */
function afterFirstView(): Promise<void> {
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 300);
      }),
  );
}

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
      // the worker's precache (the app shell) and the mock wait for the first view: on a slow line they would delay it
      const worker = afterFirstView().then(registerWorker);
      const before = await kept.readiness(attempt.id);
      const whole = await stillKept(before);
      if (!(whole && before)) await afterFirstView();
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
