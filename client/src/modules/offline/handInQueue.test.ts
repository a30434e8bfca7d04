// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dropHandIn, keepHandIn, keptHandIn } from "./handInQueue";

describe("hand-ins kept offline", () => {
  beforeEach(() => localStorage.clear());

  it("keeps one hand-in per attempt across a reload, until the server has it", () => {
    expect(keptHandIn("7")).toBeNull();
    expect(keepHandIn({ attemptId: "7", examId: "3", at: 1000 })).toBe(true);
    expect(keepHandIn({ attemptId: "8", examId: "4", at: 2000 })).toBe(true);
    // handing in again (a second tap) keeps one, the newer
    expect(keepHandIn({ attemptId: "7", examId: "3", at: 3000 })).toBe(true);
    expect(JSON.parse(localStorage.getItem("examHandInsOffline")!)).toHaveLength(2);
    expect(keptHandIn("7")).toEqual({ attemptId: "7", examId: "3", at: 3000 });
    dropHandIn("7");
    expect(keptHandIn("7")).toBeNull();
    expect(keptHandIn("8")).toEqual({ attemptId: "8", examId: "4", at: 2000 });
    dropHandIn("8");
    expect(localStorage.getItem("examHandInsOffline")).toBeNull();
  });

  it("says so when the device cannot keep it", () => {
    const full = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect(keepHandIn({ attemptId: "9", examId: "1", at: 1 })).toBe(false);
      expect(keptHandIn("9")).toBeNull();
    } finally {
      full.mockRestore();
    }
  });
});
