import { describe, expect, it } from "vitest";
import { minutesOf, moduleOfPage, modulesOf, optionsOnce, pageProgress, partOf, teileOf, unansweredParts } from "./plan";

// Goethe B1: Lesen has five Teile on six pages (Teil 2 is two texts), Hören four Teile on four pages
const timers = [
  { skill: "LISTENING", firstPage: 7, teilCount: 4, limitSeconds: 2400 },
  { skill: "READING", firstPage: 1, teilCount: 5, limitSeconds: 3900 },
];
const place = (teil: number, teilCount: number, text = 1, textCount = 1) => ({ teil, teilCount, text, textCount });
const state = (number: number, skill: string, p: ReturnType<typeof place>, questions: number, answered = 0) => ({
  number,
  skill,
  place: p,
  questions,
  answered,
});
const states = [
  state(1, "READING", place(1, 5), 6),
  state(2, "READING", place(2, 5, 1, 2), 3, 3),
  state(3, "READING", place(2, 5, 2, 2), 3, 1),
  state(4, "READING", place(3, 5), 7, 7),
  state(5, "READING", place(4, 5), 7, 7),
  state(6, "READING", place(5, 5), 4, 4),
  ...[1, 2, 3, 4].map((n) => state(6 + n, "LISTENING", place(n, 4), 5)),
];

describe("the cockpit's plan of the exam", () => {
  it("splits the pages into modules with the server's Teile, not their pages", () => {
    const modules = modulesOf(timers, 10);
    expect(modules.map((m) => [m.skill, m.firstPage, m.lastPage, m.parts])).toEqual([
      ["READING", 1, 6, 5],
      ["LISTENING", 7, 10, 4],
    ]);
    // the second text of Lesen, Teil 2 is "Teil 2 von 5 · Text 2 von 2", not "Teil 3 von 6"
    expect(partOf(states, 3)).toEqual(place(2, 5, 2, 2));
    expect(partOf(states, 4)).toEqual(place(3, 5));
    // the first Hören page is "Hören · Teil 1 von 4", not "Teil 7 von 10"
    expect(moduleOfPage(modules, 7)!.skill).toBe("LISTENING");
    expect(partOf(states, 7)).toEqual(place(1, 4));
    expect(teileOf(modules[0], states).map((t) => [t.teil, t.pages.map((p) => p.number), t.answered, t.questions])).toEqual([
      [1, [1], 0, 6],
      [2, [2, 3], 4, 6],
      [3, [4], 7, 7],
      [4, [5], 7, 7],
      [5, [6], 4, 4],
    ]);
  });

  it("counts the pages seen from the answers held and lists the Teile with items left open, each at its first open page", () => {
    const progress = pageProgress(states, { 1: ["a", "b", "c"] }, { a: "x", b: " ", c: "y" });
    expect(progress[0].answered).toBe(2);
    // a page left behind keeps its answers before the server's states catch up; pages not seen keep the server's count
    const left = pageProgress(states, { 1: ["a", "b", "c"], 4: ["d"] }, { a: "x", c: "y", d: "z" });
    expect(left.map((s) => s.answered)).toEqual([2, 3, 1, 1, 7, 4, 0, 0, 0, 0]);
    const reading = modulesOf(timers, 10)[0];
    expect(unansweredParts(reading, progress)).toEqual([
      { page: 1, part: 1, open: 4 },
      { page: 3, part: 2, open: 2 },
    ]);
  });

  it("minutes round up; options are used once only where the pool has one for every item", () => {
    expect(minutesOf(2250)).toBe(38);
    expect(minutesOf(null)).toBeNull();
    const ads = ["a", "b", "c", "d", "e", "f", "0"].map((value) => ({ value }));
    expect(optionsOnce(ads, 5)).toBe(true);
    expect(
      optionsOnce(
        ["a", "b", "c"].map((value) => ({ value })),
        7,
      ),
    ).toBe(false);
    expect(optionsOnce([{ value: "a" }, { value: "0" }], 2)).toBe(false);
  });
});
