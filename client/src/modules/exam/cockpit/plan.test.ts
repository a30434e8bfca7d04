import { describe, expect, it } from "vitest";
import { minutesOf, moduleOfPage, modulesOf, optionsOnce, pageProgress, partOf, unansweredParts } from "./plan";

const timers = [
  { skill: "LISTENING", firstPage: 6, limitSeconds: 1800 },
  { skill: "READING", firstPage: 1, limitSeconds: 3900 },
];

describe("the cockpit's plan of the exam", () => {
  it("splits the pages into modules and numbers the parts within the module", () => {
    const modules = modulesOf(timers, 9);
    expect(modules.map((m) => [m.skill, m.firstPage, m.lastPage, m.parts])).toEqual([
      ["READING", 1, 5, 5],
      ["LISTENING", 6, 9, 4],
    ]);
    expect(partOf(moduleOfPage(modules, 3)!, 3)).toEqual({ part: 3, parts: 5 });
    // the first Hören page is "Hören · Teil 1 von 4", not "Teil 6 von 9"
    expect(moduleOfPage(modules, 6)!.skill).toBe("LISTENING");
    expect(partOf(moduleOfPage(modules, 6)!, 6)).toEqual({ part: 1, parts: 4 });
  });

  it("counts the page on screen from the form and lists the parts with items left open", () => {
    const states = [
      { number: 1, skill: "READING", questions: 3, answered: 0 },
      { number: 2, skill: "READING", questions: 2, answered: 2 },
      { number: 3, skill: "LISTENING", questions: 2, answered: 0 },
    ];
    const progress = pageProgress(states, { number: 1, questionIds: ["a", "b", "c"] }, { a: "x", b: " ", c: "y" });
    expect(progress[0].answered).toBe(2);
    const reading = modulesOf(
      [
        { skill: "READING", firstPage: 1 },
        { skill: "LISTENING", firstPage: 3 },
      ],
      3,
    )[0];
    expect(unansweredParts(reading, progress)).toEqual([{ page: 1, part: 1, open: 1 }]);
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
