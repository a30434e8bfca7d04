/**
 * Recordings made without a network wait on the device (speaking/pendingRecordings, IndexedDB) and are sent when it is
 * back: oldest first, each upload acknowledged before its answer is saved and before the next starts, removed from the
 * device only once the server has it.
 */
export interface QueuedTake {
  subQuestionId: string;
  savedAt: number;
  blob: Blob;
}

export interface TakeQueue {
  list(): Promise<QueuedTake[]>;
  /** the server's recording id; throws an error with `retry: false` when the server refuses the recording itself */
  upload(take: QueuedTake): Promise<string>;
  remove(subQuestionId: string): Promise<void>;
  /** the recording becomes the task's answer (queued in the answer saver) */
  saveAnswer(subQuestionId: string, recordingId: string): void;
}

export interface ReplayOutcome {
  sent: string[];
  /** still on the device: the upload failed and may pass later (everything after it waits, in order) */
  waiting: string[];
  /** refused by the server (too long, unreadable): left on the device for its task to show and record again */
  refused: string[];
}

const refusedError = (e: unknown) => !!e && typeof e === "object" && (e as { retry?: unknown }).retry === false;

export async function replayTakes(queue: TakeQueue): Promise<ReplayOutcome> {
  const takes = (await queue.list()).sort((a, b) => a.savedAt - b.savedAt);
  const out: ReplayOutcome = { sent: [], waiting: [], refused: [] };
  for (const [i, take] of takes.entries()) {
    try {
      const recordingId = await queue.upload(take);
      await queue.remove(take.subQuestionId);
      queue.saveAnswer(take.subQuestionId, recordingId);
      out.sent.push(take.subQuestionId);
    } catch (e) {
      if (refusedError(e)) {
        out.refused.push(take.subQuestionId);
        continue;
      }
      out.waiting.push(...takes.slice(i).map((t) => t.subQuestionId));
      break;
    }
  }
  return out;
}

/** One upload per recording at a time: the task on screen and the replay share it instead of sending it twice. */
const inFlight = new Map<string, Promise<unknown>>();

export function once<T>(key: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const p = start().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}
