// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isOffline, markReachable, markUnreachable } from "../offline/connectivity";
import { savedAnswers } from "../offline/savedAnswers";
import { loadUnsaved, OFFLINE_PROBE_MS, useAnswerSaver } from "./useAnswerSaver";

type SaveOptions = { variables: { attemptId: string; answers: { subQuestionId: string; value: string }[] } };
const { save } = vi.hoisted(() => ({ save: vi.fn<(options: SaveOptions) => Promise<unknown>>() }));
vi.mock("@apollo/client/react", () => ({ useMutation: () => [save] }));

const ATTEMPT = "attempt-7";
const networkDown = () => new TypeError("Failed to fetch");
const saved = () => ({ data: { saveAnswers: { saved: 1, attempt: { id: ATTEMPT, currentPage: 1 } } } });
/** The answers of each saveAnswers call in the order sent, as [sub-question id, value]. */
const sent = () => save.mock.calls.map(([o]) => o.variables.answers.map((a) => [a.subQuestionId, a.value]));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let online = true;
function goOnline(): void {
  online = true;
  act(() => void window.dispatchEvent(new Event("online")));
}

beforeEach(() => {
  vi.useFakeTimers();
  save.mockReset();
  localStorage.clear();
  online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
});

afterEach(() => {
  markReachable();
  cleanup();
  vi.useRealTimers();
});

describe("useAnswerSaver without a network", () => {
  it("keeps the answers on the device, says so (not 'saved'), and tries nothing until the browser is online", async () => {
    online = false;
    save.mockRejectedValue(networkDown());
    const { result } = renderHook(() => useAnswerSaver(ATTEMPT));
    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    expect(result.current.state.kind).toBe("offline");
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "a" });
    let flushed = "";
    await act(async () => void (flushed = await result.current.flush()));
    expect(flushed).toBe("kept");
    const tries = save.mock.calls.length;
    await wait(120_000);
    expect(save.mock.calls.length).toBe(tries);
    expect(result.current.state.kind).toBe("offline");
  });

  it("sends them when the network is back, in the order given (a changed answer goes last), 'saved' only once acknowledged", async () => {
    online = false;
    save.mockRejectedValue(networkDown());
    const { result } = renderHook(() => useAnswerSaver(ATTEMPT));
    act(() => result.current.setAnswer("q1", "a"));
    act(() => result.current.setAnswer("q2", "b"));
    act(() => result.current.setAnswer("q1", "c"));
    await wait(800);
    save.mockReset();
    let acknowledge: (v: unknown) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (acknowledge = resolve)));

    goOnline();
    await wait(0);
    expect(sent()).toEqual([
      [
        ["q2", "b"],
        ["q1", "c"],
      ],
    ]);
    expect(result.current.state.kind).toBe("saving");
    expect(loadUnsaved(ATTEMPT)).toEqual({ q2: "b", q1: "c" });

    await act(async () => acknowledge(saved()));
    expect(result.current.state.kind).toBe("saved");
    expect(loadUnsaved(ATTEMPT)).toEqual({});
    // what the server has is remembered for the mock kept offline
    expect(savedAnswers(ATTEMPT)).toEqual({ q2: "b", q1: "c" });
  });

  it("after a reload without a network the kept answers wait, and go with the first online event", async () => {
    localStorage.setItem(`examPendingAnswers:${ATTEMPT}`, JSON.stringify({ q5: "x" }));
    online = false;
    save.mockRejectedValue(networkDown());
    const { result } = renderHook(() => useAnswerSaver(ATTEMPT));
    await wait(0);
    expect(result.current.state.kind).toBe("offline");
    save.mockReset();
    save.mockResolvedValue(saved());
    goOnline();
    await wait(0);
    expect(sent()).toEqual([[["q5", "x"]]]);
    expect(result.current.state.kind).toBe("saved");
  });

  it("a save that fails while the browser claims to be online is not called saved: it is retried with back-off", async () => {
    save.mockRejectedValue(networkDown());
    const { result } = renderHook(() => useAnswerSaver(ATTEMPT));
    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    expect(result.current.state.kind).toBe("failed");
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "a" });
    expect(savedAnswers(ATTEMPT)).toEqual({});
  });

  it("where the browser claims a network it has not (the exam could not start), it tries quietly now and then and finds it back", async () => {
    markUnreachable();
    save.mockRejectedValue(networkDown());
    const { result } = renderHook(() => useAnswerSaver(ATTEMPT));
    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    expect(result.current.state.kind).toBe("offline");
    expect(save).toHaveBeenCalledTimes(1);
    await wait(OFFLINE_PROBE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.state.kind).toBe("offline");
    save.mockResolvedValue(saved());
    await wait(OFFLINE_PROBE_MS);
    expect(result.current.state.kind).toBe("saved");
    expect(isOffline()).toBe(false);
  });
});
