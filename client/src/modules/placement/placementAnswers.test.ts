// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { rememberPendingResult, takePendingResultPath } from "../auth/pendingResult";
import { placementAnswers } from "./usePlacementRun";

describe("placementAnswers", () => {
  const items = [{ id: "i1" }, { id: "i2" }, { id: "i3" }];

  it("sends the chosen answers in the set's order and leaves open items out", () => {
    expect(placementAnswers(items, { i3: "gehe", i1: "bin" })).toEqual([
      { itemId: "i1", value: "bin" },
      { itemId: "i3", value: "gehe" },
    ]);
  });

  it("ignores answers to items of another set", () => {
    expect(placementAnswers(items, { old: "war" })).toEqual([]);
  });
});

describe("the result waiting for a guest who registers", () => {
  afterEach(() => localStorage.clear());

  it("sends the guest to the exam's result once, then to the usual page", () => {
    rememberPendingResult("exam 7");
    expect(takePendingResultPath("/goethe-tests")).toBe("/result?examId=exam%207");
    expect(takePendingResultPath("/goethe-tests")).toBe("/goethe-tests");
  });

  it("goes to the usual page when no result is waiting", () => {
    expect(takePendingResultPath("/goethe-tests")).toBe("/goethe-tests");
  });
});
