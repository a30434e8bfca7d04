import { describe, expect, it } from "vitest";
import { once, replayTakes, type QueuedTake, type TakeQueue } from "./takeQueue";

const take = (subQuestionId: string, savedAt: number): QueuedTake => ({ subQuestionId, savedAt, blob: new Blob(["x"]) });

/** A device holding takes and a server that answers each upload as told; every step is logged in order. */
function queue(takes: QueuedTake[], answer: (t: QueuedTake) => string | Error) {
  const held = new Map(takes.map((t) => [t.subQuestionId, t]));
  const log: string[] = [];
  const q: TakeQueue = {
    list: async () => [...held.values()],
    upload: async (t) => {
      log.push(`upload ${t.subQuestionId}`);
      const r = answer(t);
      if (r instanceof Error) throw r;
      return r;
    },
    remove: async (id) => {
      log.push(`remove ${id}`);
      held.delete(id);
    },
    saveAnswer: (id, recordingId) => log.push(`answer ${id}=${recordingId}`),
  };
  return { q, log, held };
}

const offline = () => Object.assign(new Error("Netzwerkfehler"), { retry: true });
const refused = () => Object.assign(new Error("Die Aufnahme ist zu lang."), { retry: false });

describe("replayTakes: recordings kept on the device", () => {
  it("sends the oldest first; each answer is saved only after its upload is acknowledged and the copy removed", async () => {
    const { q, log, held } = queue([take("s2", 200), take("s1", 100)], (t) => `rec-${t.subQuestionId}`);
    expect(await replayTakes(q)).toEqual({ sent: ["s1", "s2"], waiting: [], refused: [] });
    expect(log).toEqual(["upload s1", "remove s1", "answer s1=rec-s1", "upload s2", "remove s2", "answer s2=rec-s2"]);
    expect(held.size).toBe(0);
  });

  it("stops at a failed upload: that take and every later one stay on the device, in order, and no answer claims them", async () => {
    const { q, log, held } = queue([take("s1", 1), take("s2", 2), take("s3", 3)], (t) =>
      t.subQuestionId === "s2" ? offline() : `rec-${t.subQuestionId}`,
    );
    expect(await replayTakes(q)).toEqual({ sent: ["s1"], waiting: ["s2", "s3"], refused: [] });
    expect(log).toEqual(["upload s1", "remove s1", "answer s1=rec-s1", "upload s2"]);
    expect([...held.keys()]).toEqual(["s2", "s3"]);
  });

  it("a take the server refuses stays on the device for its task to show, and does not hold up the others", async () => {
    const { q, log, held } = queue([take("s1", 1), take("s2", 2)], (t) =>
      t.subQuestionId === "s1" ? refused() : `rec-${t.subQuestionId}`,
    );
    expect(await replayTakes(q)).toEqual({ sent: ["s2"], waiting: [], refused: ["s1"] });
    expect(log).toEqual(["upload s1", "upload s2", "remove s2", "answer s2=rec-s2"]);
    expect([...held.keys()]).toEqual(["s1"]);
  });

  it("one upload per recording at a time: the task on screen and the replay share it", async () => {
    let starts = 0;
    let finish: (v: string) => void = () => undefined;
    const start = () => {
      starts += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const a = once("7:s1", start);
    const b = once("7:s1", start);
    finish("rec-1");
    expect(await Promise.all([a, b])).toEqual(["rec-1", "rec-1"]);
    expect(starts).toBe(1);
    // once done, a later upload of the same key starts again
    const c = once("7:s1", start);
    finish("rec-2");
    expect(await c).toBe("rec-2");
    expect(starts).toBe(2);
  });
});
