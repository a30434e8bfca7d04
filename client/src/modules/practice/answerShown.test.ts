import { describe, expect, it } from "vitest";
import { answerShown } from "./answerShown";

describe("a mistake's last answer", () => {
  it("shows a lettered choice with its text", () => {
    expect(answerShown("b", "Im Park")).toBe("b) Im Park");
  });
  it("shows a true/false answer by its label", () => {
    expect(answerShown("false", "Falsch")).toBe("Falsch");
  });
  it("shows a typed answer as typed", () => {
    expect(answerShown("Berlin", null)).toBe("Berlin");
  });
});
