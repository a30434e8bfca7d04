import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { isOffline } from "./connectivity";

/**
 * Plays of a counted recording heard without a network: the server counts every play of an exam's recording before
 * it starts. Offline the player counts it on the device (within the limit the page had), keeps it here and tells the
 * server when the network is back, in the order heard; a reload counts the kept plays too.
 */
export interface QueuedPlay {
  attemptId: string;
  blockId: string;
  /** the text of the recording (the exam's script), or null for the whole recording */
  text: number | null;
}

const KEY = "examPlaysOffline";

function load(): QueuedPlay[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? (v as QueuedPlay[]) : [];
  } catch {
    return [];
  }
}

function store(list: QueuedPlay[]): boolean {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

/** Plays of this recording (or of one of its texts) heard offline and not yet counted by the server. */
export function queuedPlays(attemptId: string, blockId: string, text: number | null): number {
  return load().filter((p) => p.attemptId === attemptId && p.blockId === blockId && p.text === text).length;
}

/**
 * Counts a play with the server; without a network (the browser offline, not a refusal) it is counted on this
 * device instead and "kept" is returned. A refusal (heard as often as allowed) is thrown as before.
 */
export async function countPlay<T>(send: () => Promise<T>, play: QueuedPlay): Promise<T | "kept"> {
  try {
    return await send();
  } catch (e) {
    if (CombinedGraphQLErrors.is(e) || !isOffline() || !store([...load(), play])) throw e;
    return "kept";
  }
}

/**
 * Tells the server of the plays kept for an attempt, oldest first; each leaves the device once the server answered
 * (counted, or refused as over the limit); a network failure stops and keeps the rest.
 */
export async function replayPlays(attemptId: string, send: (play: QueuedPlay) => Promise<unknown>): Promise<number> {
  let sent = 0;
  for (const play of load().filter((p) => p.attemptId === attemptId)) {
    try {
      await send(play);
    } catch (e) {
      if (!CombinedGraphQLErrors.is(e)) break;
    }
    const rest = load();
    const i = rest.findIndex((p) => p.attemptId === play.attemptId && p.blockId === play.blockId && p.text === play.text);
    if (i >= 0) rest.splice(i, 1);
    store(rest);
    sent += 1;
  }
  return sent;
}
