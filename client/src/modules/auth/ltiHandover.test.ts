import { describe, expect, it } from "vitest";
import { localPath, readHandover } from "./ltiHandover";

describe("the LTI hand-over", () => {
  it("reads the code and the next page from the fragment", () => {
    expect(readHandover("#code=abc&next=%2Fen%2Fexam%2F3%3Fassignment%3D5", "")).toEqual({
      code: "abc",
      next: "/en/exam/3?assignment=5",
    });
  });

  it("goes nowhere but this app's own pages", () => {
    expect(readHandover("#code=abc&next=https%3A%2F%2Fevil.example", "").next).toBe("/");
    expect(localPath("//evil.example/x")).toBe("/");
    expect(localPath("/\\evil.example")).toBe("/");
    expect(localPath(null)).toBe("/");
    expect(readHandover("", "").code).toBeNull();
  });
});
