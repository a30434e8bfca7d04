import { createStore, delMany, get, set } from "idb-keyval";
import type { AttemptCockpitQuery, AttemptPageQuery } from "../../gql/graphql";
import type { AttemptSummaryFieldsFragment as StartedAttempt } from "../../gql/graphql";

/**
 * What a mock kept for offline use holds on this device (IndexedDB): the started attempt (so a reload without a
 * network finds it), the cockpit (modules, clocks, Teile) and every page as the server sent them, and the outcome of
 * the preparation (its size). Media are in Cache Storage (names.ts).
 */
const store = createStore("offline-mocks", "kept");

/** A cockpit kept with the time it was read: its clocks count on from there. */
export interface KeptCockpit {
  data: AttemptCockpitQuery;
  readAt: number;
}

export interface Readiness {
  /** bytes of the mock's pages and media kept */
  bytes: number;
  at: number;
  /** the media kept in Cache Storage (checked before a kept mock is called ready, removed with it) */
  media: string[];
  pageCount: number;
}

/** The exam page's start: an exam, in a mode, or a course's assignment. */
export const startKey = (examId: string, assignmentId: string | null) =>
  assignmentId ? `assignment:${assignmentId}` : `exam:${examId}`;

const safe = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work();
  } catch {
    return fallback;
  }
};

export const kept = {
  attempt: (start: string) => safe(() => get<StartedAttempt>(`start:${start}`, store), undefined),
  keepAttempt: (start: string, attempt: StartedAttempt) => safe(() => set(`start:${start}`, attempt, store), undefined),
  cockpit: (attemptId: string) => safe(() => get<KeptCockpit>(`cockpit:${attemptId}`, store), undefined),
  keepCockpit: (attemptId: string, data: AttemptCockpitQuery) =>
    safe(() => set(`cockpit:${attemptId}`, { data, readAt: Date.now() } satisfies KeptCockpit, store), undefined),
  page: (attemptId: string, page: number) => safe(() => get<AttemptPageQuery>(`page:${attemptId}:${page}`, store), undefined),
  keepPage: (attemptId: string, page: number, data: AttemptPageQuery) =>
    safe(() => set(`page:${attemptId}:${page}`, data, store), undefined),
  readiness: (attemptId: string) => safe(() => get<Readiness>(`ready:${attemptId}`, store), undefined),
  keepReadiness: (attemptId: string, r: Readiness) => safe(() => set(`ready:${attemptId}`, r, store), undefined),
  /** Everything kept of a mock once it is handed in (its media too: a browser's storage is not the learner's to fill). */
  forget: (start: string, attemptId: string, pageCount: number) =>
    safe(
      () =>
        delMany(
          [
            `start:${start}`,
            `cockpit:${attemptId}`,
            `ready:${attemptId}`,
            ...Array.from({ length: pageCount }, (_, i) => `page:${attemptId}:${i + 1}`),
          ],
          store,
        ),
      undefined,
    ),
};
