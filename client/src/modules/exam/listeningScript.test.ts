import { describe, expect, it } from "vitest";
import { ANSWER_SECONDS, listeningScript, PAUSE_SECONDS } from "./listeningScript";

const texts = [
  { start: 25.6, end: 61 },
  { start: 69.3, end: 96 },
];

describe("the script of a listening Teil", () => {
  it("twice: instructions, reading time, each text twice with a pause between, time to answer, the close", () => {
    expect(listeningScript(texts, 2, 10)).toEqual([
      { kind: "intro", from: 0, to: 25.6 },
      { kind: "reading", seconds: 10 },
      { kind: "hearing", text: 1, hearing: 1, hearings: 2, from: 25.6, to: 61 },
      { kind: "pause", text: 1, seconds: PAUSE_SECONDS },
      { kind: "hearing", text: 1, hearing: 2, hearings: 2, from: 25.6, to: 61 },
      { kind: "answer", text: 1, seconds: ANSWER_SECONDS },
      // the first hearing of text 2 starts where text 1 ended: the announcements between belong to it
      { kind: "hearing", text: 2, hearing: 1, hearings: 2, from: 61, to: 96 },
      { kind: "pause", text: 2, seconds: PAUSE_SECONDS },
      { kind: "hearing", text: 2, hearing: 2, hearings: 2, from: 69.3, to: 96 },
      { kind: "answer", text: 2, seconds: ANSWER_SECONDS },
      { kind: "close", from: 96 },
    ]);
  });

  it("once: no pause and no second hearing; no reading time where the Teil names none", () => {
    expect(listeningScript(texts, 1, null).map((s) => s.kind)).toEqual([
      "intro",
      "hearing",
      "answer",
      "hearing",
      "answer",
      "close",
    ]);
  });

  it("goes on where the recording stopped when the page is opened again", () => {
    expect(listeningScript(texts, 2, 10, [1, 0]).slice(0, 2)).toEqual([
      { kind: "hearing", text: 1, hearing: 2, hearings: 2, from: 25.6, to: 61 },
      { kind: "answer", text: 1, seconds: ANSWER_SECONDS },
    ]);
    expect(listeningScript(texts, 2, 10, [2, 2])).toEqual([]);
  });
});
