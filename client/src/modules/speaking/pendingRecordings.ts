/**
 * Recordings kept on this device until the server has them: written to IndexedDB when the learner stops, removed
 * once the upload is acknowledged. A reload, a lost connection or a closed tab loses nothing; the task offers the
 * kept recording again and uploads it.
 */
export interface PendingRecording {
  blob: Blob;
  seconds: number;
  /** how many recordings the learner has made for this task (the task allows two: one re-record) */
  takes: number;
  savedAt: number;
}

const DB = "speaking";
/** Told on window whenever a kept recording is added or removed (the player's save line counts them). */
export const PENDING_CHANGED = "pending-recordings-changed";
const changed = () => window.dispatchEvent(new Event(PENDING_CHANGED));
const STORE = "pending";
const keyOf = (attemptId: string, subQuestionId: string) => `${attemptId}:${subQuestionId}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB unavailable"));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

export const pendingRecordings = {
  async get(attemptId: string, subQuestionId: string): Promise<PendingRecording | null> {
    try {
      return ((await run("readonly", (s) => s.get(keyOf(attemptId, subQuestionId)))) as PendingRecording | undefined) ?? null;
    } catch {
      return null;
    }
  },
  /** Keeps a recording; false when the device cannot (private mode): the upload then is its only copy. */
  async put(attemptId: string, subQuestionId: string, rec: PendingRecording): Promise<boolean> {
    try {
      await run("readwrite", (s) => s.put(rec, keyOf(attemptId, subQuestionId)));
      changed();
      return true;
    } catch {
      return false;
    }
  },
  /** Every recording of an attempt waiting for the server, with its task. */
  async list(attemptId: string): Promise<{ subQuestionId: string; recording: PendingRecording }[]> {
    try {
      const range = IDBKeyRange.bound(`${attemptId}:`, `${attemptId}:\uffff`);
      const [keys, values] = await Promise.all([
        run("readonly", (s) => s.getAllKeys(range)),
        run("readonly", (s) => s.getAll(range)),
      ]);
      return keys.map((k, i) => ({
        subQuestionId: String(k).slice(attemptId.length + 1),
        recording: values[i] as PendingRecording,
      }));
    } catch {
      return [];
    }
  },
  async remove(attemptId: string, subQuestionId: string): Promise<void> {
    try {
      await run("readwrite", (s) => s.delete(keyOf(attemptId, subQuestionId)));
      changed();
    } catch {
      /* nothing kept */
    }
  },
};

/** How many takes the learner has used for a task (kept apart from the blob: it outlives the upload). */
export const takes = {
  get(attemptId: string, subQuestionId: string): number {
    try {
      return Number(localStorage.getItem(`speakingTakes:${keyOf(attemptId, subQuestionId)}`) ?? "0") || 0;
    } catch {
      return 0;
    }
  },
  set(attemptId: string, subQuestionId: string, n: number): void {
    try {
      localStorage.setItem(`speakingTakes:${keyOf(attemptId, subQuestionId)}`, String(n));
    } catch {
      /* a convenience */
    }
  },
};
