// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isRetryable } from "./saveErrors";
import { loadUnsaved, retryDelay, useAnswerSaver, type FlushResult } from "./useAnswerSaver";

type SaveOptions = { variables: { attemptId: string; answers: { subQuestionId: string; value: string }[] } };
const { save } = vi.hoisted(() => ({ save: vi.fn<(options: SaveOptions) => Promise<unknown>>() }));
vi.mock("@apollo/client/react", () => ({ useMutation: () => [save] }));

const ATTEMPT = "attempt-1";
const KEY = `examPendingAnswers:${ATTEMPT}`;

const networkDown = () => new TypeError("Failed to fetch");
const refusal = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "Die Zeit für diesen Teil ist um.", extensions: { code } }] });
const saved = () => ({ data: { saveAnswers: { saved: 1, attempt: { id: ATTEMPT, currentPage: 1 } } } });

/** The answers of each saveAnswers call, as sub-question id → value. */
const sentBatches = () =>
  save.mock.calls.map(([options]) => Object.fromEntries(options.variables.answers.map((a) => [a.subQuestionId, a.value])));

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function mount() {
  return renderHook(() => useAnswerSaver(ATTEMPT));
}

beforeEach(() => {
  vi.useFakeTimers();
  save.mockReset();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useAnswerSaver: saving as the learner goes", () => {
  it("sends the answers once, 800 ms after the last change", async () => {
    save.mockResolvedValue(saved());
    const { result } = mount();
    expect(result.current.state.kind).toBe("idle");

    act(() => result.current.setAnswer("q1", "a"));
    expect(result.current.state.kind).toBe("pending");
    await wait(500);
    act(() => result.current.setAnswer("q2", "richtig"));
    await wait(799);
    expect(save).not.toHaveBeenCalled();

    await wait(1);
    expect(sentBatches()).toEqual([{ q1: "a", q2: "richtig" }]);
    expect(result.current.state.kind).toBe("saved");
  });

  it("keeps unacknowledged answers in localStorage until the server has them", async () => {
    let acknowledge: (value: unknown) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (acknowledge = resolve)));
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "b"));
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "b" });
    await wait(800);
    expect(result.current.state.kind).toBe("saving");
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "b" });

    await act(async () => acknowledge(saved()));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.state.kind).toBe("saved");
  });

  it("after a reload, sends the answers left unsaved at once", async () => {
    localStorage.setItem(KEY, JSON.stringify({ q3: "c", q4: "Bahnhof" }));
    save.mockResolvedValue(saved());
    const { result } = mount();
    expect(result.current.state.kind).toBe("pending");

    await wait(0);
    expect(sentBatches()).toEqual([{ q3: "c", q4: "Bahnhof" }]);
    expect(result.current.state.kind).toBe("saved");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("reads unreadable stored answers as none", () => {
    localStorage.setItem(KEY, "{not json");
    expect(loadUnsaved(ATTEMPT)).toEqual({});
  });

  it("keeps a value changed while it was being saved, and sends it next", async () => {
    let acknowledge: (value: unknown) => void = () => undefined;
    save.mockReturnValueOnce(new Promise((resolve) => (acknowledge = resolve))).mockResolvedValue(saved());
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    act(() => result.current.setAnswer("q1", "b"));
    await act(async () => acknowledge(saved()));
    expect(result.current.state.kind).toBe("pending");
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "b" });

    await wait(800);
    expect(sentBatches()).toEqual([{ q1: "a" }, { q1: "b" }]);
    expect(result.current.state.kind).toBe("saved");
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe("useAnswerSaver: a lost connection", () => {
  it("retries after 2 s, 4 s and 8 s, keeping the answers meanwhile", async () => {
    save
      .mockRejectedValueOnce(networkDown())
      .mockRejectedValueOnce(networkDown())
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValue(saved());
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    expect(save).toHaveBeenCalledTimes(1);
    const state = result.current.state;
    expect(state.kind).toBe("failed");
    if (state.kind === "failed") expect(state.retryAt - Date.now()).toBe(2000);
    expect(loadUnsaved(ATTEMPT)).toEqual({ q1: "a" });

    await wait(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(2);

    await wait(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(3);

    await wait(8000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(result.current.state.kind).toBe("saved");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("waits longer after each failure in a row, at most 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("starts again from 2 s once a save has gone through", async () => {
    save
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValueOnce(saved())
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValue(saved());
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "a"));
    await wait(800 + 2000);
    expect(result.current.state.kind).toBe("saved");

    act(() => result.current.setAnswer("q2", "b"));
    await wait(800);
    const state = result.current.state;
    expect(state.kind).toBe("failed");
    if (state.kind === "failed") expect(state.retryAt - Date.now()).toBe(2000);
  });

  it("sends a new answer at once after a failure instead of waiting for the debounce", async () => {
    save.mockRejectedValueOnce(networkDown()).mockResolvedValue(saved());
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    act(() => result.current.setAnswer("q2", "b"));
    expect(result.current.state.kind).toBe("failed");
    await wait(0);
    expect(sentBatches()).toEqual([{ q1: "a" }, { q1: "a", q2: "b" }]);
    expect(result.current.state.kind).toBe("saved");
  });

  it("treats a server fault and the rate limit as worth retrying, a refusal not", () => {
    expect(isRetryable(networkDown())).toBe(true);
    expect(isRetryable(refusal("INTERNAL_SERVER_ERROR"))).toBe(true);
    expect(isRetryable(refusal("RATE_LIMITED"))).toBe(true);
    expect(isRetryable(refusal("TIME_UP"))).toBe(false);
    expect(isRetryable(refusal("BAD_USER_INPUT"))).toBe(false);
  });
});

describe("useAnswerSaver: a refusal by the server's rules", () => {
  it("is shown, not retried, and the refused answers are not kept", async () => {
    const error = refusal("TIME_UP");
    save.mockRejectedValue(error);
    const { result } = mount();

    act(() => result.current.setAnswer("q1", "a"));
    await wait(800);
    expect(result.current.state).toEqual({ kind: "rejected", error });
    expect(localStorage.getItem(KEY)).toBeNull();

    await wait(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe("useAnswerSaver: flush (before the next page)", () => {
  it("saves what is left without waiting and says how it went", async () => {
    save.mockResolvedValueOnce(saved()).mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(refusal("TIME_UP"));
    const { result } = mount();
    const flush = async () => {
      let outcome: FlushResult | undefined;
      await act(async () => {
        outcome = await result.current.flush();
      });
      return outcome;
    };

    act(() => result.current.setAnswer("q1", "a"));
    expect(await flush()).toBe("saved");
    expect(sentBatches()).toEqual([{ q1: "a" }]);

    act(() => result.current.setAnswer("q2", "b"));
    expect(await flush()).toBe("failed");
    expect(await flush()).toBe("rejected");
  });

  it("answers 'saved' without a request when nothing is left", async () => {
    const { result } = mount();
    let outcome: FlushResult | undefined;
    await act(async () => {
      outcome = await result.current.flush();
    });
    expect(outcome).toBe("saved");
    expect(save).not.toHaveBeenCalled();
  });
});

describe("useAnswerSaver: leaving the page", () => {
  const leave = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks before leaving while answers are unsaved, not after they are saved", async () => {
    save.mockResolvedValue(saved());
    const { result, unmount } = mount();
    expect(leave()).toBe(false);

    act(() => result.current.setAnswer("q1", "a"));
    expect(leave()).toBe(true);

    await wait(800);
    expect(leave()).toBe(false);
    unmount();
  });
});
