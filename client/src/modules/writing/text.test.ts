import { describe, expect, it } from "vitest";
import { countWords, spellingSegments, textProblem, wordStatus } from "./text";

describe("countWords", () => {
  it("counts words as the server does: apostrophes and hyphens join, punctuation and numbers alone do not split", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("Liebe Eva,\nich komme gern!")).toBe(5);
    expect(countWords("Das E-Mail-Programm geht's nicht – 2 Mal.")).toBe(6);
    expect(countWords("Grüße aus Köln, Straße 12a")).toBe(5);
    expect(countWords("...!!! -- ?")).toBe(0);
  });

  it("counts Arabic or other scripts as words too", () => {
    expect(countWords("مرحبا بك")).toBe(2);
  });
});

describe("wordStatus", () => {
  it("places a count below, within or above the range, and has none without a range", () => {
    expect(wordStatus(79, 80, 100)).toBe("below");
    expect(wordStatus(80, 80, 100)).toBe("within");
    expect(wordStatus(100, 80, 100)).toBe("within");
    expect(wordStatus(101, 80, 100)).toBe("above");
    expect(wordStatus(10, null, 100)).toBe("within");
    expect(wordStatus(10, 30, undefined)).toBe("below");
    expect(wordStatus(10, null, null)).toBeNull();
  });
});

describe("textProblem", () => {
  it("refuses more than 5,000 characters (code points) and control characters, but not tabs or line breaks", () => {
    expect(textProblem("a".repeat(5000))).toBeNull();
    expect(textProblem("a".repeat(5001))).toBe("tooLong");
    // 5,000 emoji are 10,000 UTF-16 units but 5,000 characters
    expect(textProblem("😀".repeat(5000))).toBeNull();
    expect(textProblem("Hallo\u0007Welt")).toBe("control");
    expect(textProblem("Hallo\u0085")).toBe("control");
    expect(textProblem("Hallo\tWelt\r\nTschüss")).toBeNull();
  });
});

describe("spellingSegments", () => {
  it("marks the unknown words at their UTF-16 offsets, after characters outside the basic plane", () => {
    const text = "😀 Ich habe Hunger unt Durst";
    const offset = text.indexOf("unt");
    expect(offset).toBe(19); // the emoji is two code units
    expect(spellingSegments(text, [{ word: "unt", offset, suggestions: ["und"] }])).toEqual([
      { text: "😀 Ich habe Hunger " },
      { text: "unt", issue: { word: "unt", suggestions: ["und"] } },
      { text: " Durst" },
    ]);
  });

  it("keeps the text whole when an issue does not match its offset, and sorts issues", () => {
    expect(spellingSegments("abc def", [{ word: "xyz", offset: 0, suggestions: [] }])).toEqual([{ text: "abc def" }]);
    const segs = spellingSegments("aa bb cc", [
      { word: "cc", offset: 6, suggestions: [] },
      { word: "aa", offset: 0, suggestions: [] },
    ]);
    expect(segs.map((s) => [s.text, !!s.issue])).toEqual([
      ["aa", true],
      [" bb ", false],
      ["cc", true],
    ]);
    expect(spellingSegments("", [])).toEqual([{ text: "" }]);
  });
});
