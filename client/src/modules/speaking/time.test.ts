import { describe, expect, it } from "vitest";
import { formatSeconds } from "./time";

describe("formatSeconds", () => {
  it("shows minutes and two-digit seconds, never below zero", () => {
    expect([formatSeconds(0), formatSeconds(5), formatSeconds(65), formatSeconds(180), formatSeconds(-3)]).toEqual([
      "0:00",
      "0:05",
      "1:05",
      "3:00",
      "0:00",
    ]);
  });
});
