// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { loadHeld, setHeld } from "./heldDrafts";

describe("held drafts", () => {
  beforeEach(() => localStorage.clear());

  it("keeps a refused text per attempt across a reload and lets go of it once fixed", () => {
    setHeld("7", "11", "x\u0007");
    setHeld("7", "12", "y");
    setHeld("8", "11", "other attempt");
    expect(loadHeld("7")).toEqual({ 11: "x\u0007", 12: "y" });
    setHeld("7", "11", null);
    setHeld("7", "12", null);
    expect(loadHeld("7")).toEqual({});
    expect(localStorage.getItem("examHeldDrafts:7")).toBeNull();
    expect(loadHeld("8")).toEqual({ 11: "other attempt" });
  });

  it("reads broken storage as nothing held", () => {
    localStorage.setItem("examHeldDrafts:9", "{broken");
    expect(loadHeld("9")).toEqual({});
  });
});
