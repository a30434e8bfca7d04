/**
 * A mock handed in without a network: the learner is done, so the hand-in is kept on the device (with the moment it was
 * given) until the server has every answer and take of the attempt, then sent. A reload or a closed tab keeps it; the
 * exam page shows the waiting hand-in instead of the exam, and sends it once the network is back.
 */
export interface KeptHandIn {
  attemptId: string;
  examId: string;
  /** when the learner handed in (ms since 1970) */
  at: number;
}

const KEY = "examHandInsOffline";

function load(): KeptHandIn[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? (v as KeptHandIn[]) : [];
  } catch {
    return [];
  }
}

function store(list: KeptHandIn[]): boolean {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the hand-in; false when the device cannot keep it (storage full or refused): the learner must stay online. */
export function keepHandIn(handIn: KeptHandIn): boolean {
  return store([...load().filter((h) => h.attemptId !== handIn.attemptId), handIn]);
}

export function keptHandIn(attemptId: string): KeptHandIn | null {
  return load().find((h) => h.attemptId === attemptId) ?? null;
}

/** The server has the hand-in (or refused it for good): it leaves the device. */
export function dropHandIn(attemptId: string): void {
  store(load().filter((h) => h.attemptId !== attemptId));
}
