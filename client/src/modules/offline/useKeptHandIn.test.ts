// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptHandIn } from "./handInQueue";
import { useKeptHandIn } from "./useKeptHandIn";

let online = true;
const setOnline = (on: boolean) => {
  online = on;
  act(() => void window.dispatchEvent(new Event(on ? "online" : "offline")));
};
const refused = () =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "Nicht Ihr Versuch.", extensions: { code: "FORBIDDEN" } }] });

beforeEach(() => {
  localStorage.clear();
  online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
});
afterEach(() => cleanup());

describe("a hand-in kept offline", () => {
  it("waits while offline or while the server lacks a take, then is sent once and leaves the device", async () => {
    const send = vi.fn(() => Promise.resolve());
    setOnline(false);
    const { result, rerender } = renderHook(({ ready }) => useKeptHandIn("a1", "e1", ready, send), {
      initialProps: { ready: false },
    });
    act(() => void result.current.keep());
    expect(keptHandIn("a1")).toMatchObject({ attemptId: "a1", examId: "e1" });
    expect(result.current.state).toBe("waiting");

    setOnline(true);
    expect(send).not.toHaveBeenCalled(); // a take is still on its way
    await act(async () => rerender({ ready: true }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(keptHandIn("a1")).toBeNull();
  });

  it("is found again after a reload and sent on load when the network is there", async () => {
    const first = renderHook(() => useKeptHandIn("a2", "e2", false, () => Promise.resolve()));
    act(() => void first.result.current.keep());
    first.unmount();
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useKeptHandIn("a2", "e2", true, send));
    expect(result.current.handIn).toMatchObject({ attemptId: "a2" });
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(1);
    expect(keptHandIn("a2")).toBeNull();
  });

  it("stays waiting when the network fails on the way; a refusal by the server is shown and retried only on demand", async () => {
    const send = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce(undefined);
    setOnline(false);
    const { result } = renderHook(() => useKeptHandIn("a3", "e3", true, send));
    act(() => void result.current.keep());
    setOnline(true);
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe("waiting");
    expect(keptHandIn("a3")).not.toBeNull();

    // the network comes back once more: the server refuses
    setOnline(false);
    setOnline(true);
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe("failed");
    expect(keptHandIn("a3")).not.toBeNull();

    await act(async () => result.current.retry());
    expect(send).toHaveBeenCalledTimes(3);
    expect(keptHandIn("a3")).toBeNull();
  });
});
