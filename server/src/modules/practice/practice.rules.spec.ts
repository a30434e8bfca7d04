import {
  likelyRange,
  masteryOf,
  masteryOfRuns,
  verdictOfMastery,
  wilsonLower,
  mistakeQueue,
  placementRange,
  verdictOf,
  type ItemRun,
  type ItemEvent,
} from "./practice.rules";

let clock = 0;
const ev = (sub: number, correct: boolean, kind: "mock" | "drill" = "drill", value = correct ? "r" : "w"): ItemEvent => ({
  attemptId: 1,
  kind,
  subQuestionId: sub,
  setId: "s",
  at: new Date(Date.UTC(2025, 0, 1) + (clock += 60_000)),
  correct,
  value,
});

describe("mistakes queue", () => {
  it("holds an item answered wrong until two right answers in later drills, restarting the count on a new wrong answer", () => {
    expect(mistakeQueue([ev(1, true, "mock")])).toEqual([]);
    const wrong = ev(1, false, "mock", "b");
    expect(mistakeQueue([wrong])).toEqual([
      expect.objectContaining({ subQuestionId: 1, times: 1, lastAnswer: "b", rightSince: 0 }),
    ]);
    expect(mistakeQueue([wrong, ev(1, true)])).toEqual([expect.objectContaining({ rightSince: 1 })]);
    expect(mistakeQueue([wrong, ev(1, true), ev(1, true)])).toEqual([]);
    // a right answer in a mock does not clear it; a wrong one in between starts again
    expect(mistakeQueue([wrong, ev(1, true, "mock"), ev(1, true)])).toHaveLength(1);
    expect(mistakeQueue([wrong, ev(1, true), ev(1, false, "drill", "c"), ev(1, true)])).toEqual([
      expect.objectContaining({ times: 2, lastAnswer: "c", rightSince: 1 }),
    ]);
    // once cleared, a new wrong answer brings it back
    expect(mistakeQueue([wrong, ev(1, true), ev(1, true), ev(1, false)])).toEqual([expect.objectContaining({ times: 2 })]);
  });
});

/**
 * Events as item runs: consecutive events at one moment share a run (one attempt's page checked or submitted at
 * once), so runs of several items are covered; attempts numbered in time order.
 */
function runsOf(events: ItemEvent[]): ItemRun[] {
  const runs: ItemRun[] = [];
  events.forEach((e, i) => {
    const last = runs[runs.length - 1];
    if (last && i % 4 !== 0) {
      last.results += e.correct ? "1" : "0";
      last.at = e.at; // a run counts at one moment: its latest item's
    } else runs.push({ attemptId: i + 1, blockId: 1 + (i % 3), at: e.at, results: e.correct ? "1" : "0" });
  });
  return runs.reverse(); // in any order: the rule sorts them
}

describe("mastery", () => {
  it("gives the same figures from item runs as from the answers one by one", () => {
    // 70 answers to 7 items with a few distinct values, right and wrong in a changing rhythm
    const events = [...Array(70)].map((_, i) => {
      const correct = (i * 7) % 5 < (i < 35 ? 2 : 4);
      return ev(i % 7, correct, i % 3 ? "mock" : "drill", correct ? "r" : `w${i % 2}`);
    });
    for (const n of [0, 1, 19, 20, 21, 40, 41, 70]) {
      expect(masteryOfRuns(runsOf(events.slice(0, n)))).toEqual(masteryOf(events.slice(0, n)));
    }
  });

  it("counts everything, takes the percent over the last 20 and the trend against the 20 before", () => {
    const events = [...Array(20)].map((_, i) => ev(i, i < 5)).concat([...Array(20)].map((_, i) => ev(100 + i, i < 15)));
    const m = masteryOf(events);
    expect(m).toMatchObject({ attempted: 40, correct: 20, percent: 75, trend: 50 });
    expect(m.lastPracticedAt).toEqual(events[39].at);
    expect(masteryOf(events.slice(0, 10))).toMatchObject({ attempted: 10, percent: 50, trend: null });
    expect(masteryOf([])).toEqual({
      attempted: 0,
      correct: 0,
      percent: 0,
      trend: null,
      lastPracticedAt: null,
      windowItems: 0,
      windowCorrect: 0,
    });
    expect(m).toMatchObject({ windowItems: 20, windowCorrect: 15 });
  });

  it("says 'too few' below 10 items however many are right, and 'sure' only when the Wilson lower end reaches 70 %", () => {
    const verdict = (correct: number, total: number, attempted = total) =>
      verdictOfMastery({ attempted, percent: (correct / Math.max(1, total)) * 100, windowItems: total, windowCorrect: correct });
    expect(verdict(0, 0)).toEqual({ band: "new", lowerBound: 0, itemsNeeded: 10 });
    // the finding: 3 of 3 answered (blanks now count: 3 of 7) is no verdict, and says how many items are missing
    expect(verdict(3, 3)).toMatchObject({ band: "too_few", itemsNeeded: 7 });
    expect(verdict(3, 7)).toMatchObject({ band: "too_few", itemsNeeded: 3 });
    expect(verdict(9, 9)).toMatchObject({ band: "too_few", itemsNeeded: 1 });
    expect(verdict(10, 10)).toEqual({ band: "strong", lowerBound: 78.7, itemsNeeded: 0 });
    expect(verdict(9, 10)).toEqual({ band: "fair", lowerBound: 65.2, itemsNeeded: 0 });
    expect(verdict(18, 20)).toMatchObject({ band: "strong", lowerBound: 73.8 });
    expect(verdict(17, 20)).toMatchObject({ band: "fair" }); // 85 % of 20 is not yet sure
    expect(verdict(11, 20)).toMatchObject({ band: "weak" });
    expect(verdict(12, 20)).toMatchObject({ band: "fair" });
    // the window is the last 20: a long history of 60 items rests on them
    expect(verdict(20, 20, 60)).toMatchObject({ band: "strong", itemsNeeded: 0 });
  });

  it("computes the Wilson lower end", () => {
    expect(wilsonLower(0, 0)).toBe(0);
    expect(wilsonLower(0, 10)).toBe(0);
    expect(wilsonLower(50, 100)).toBe(41.9);
    expect(wilsonLower(1, 1)).toBe(27);
  });
});

describe("readiness ranges", () => {
  it("are ranges in steps of 5, at least 10 points wide, narrowing with more items", () => {
    expect(likelyRange(0, 0)).toBeNull();
    const few = likelyRange(6, 10)!;
    const many = likelyRange(60, 100)!;
    for (const r of [few, many]) {
      expect(r.low % 5).toBe(0);
      expect(r.high % 5).toBe(0);
      expect(r.high - r.low).toBeGreaterThanOrEqual(10);
      expect(r.low).toBeLessThanOrEqual(60);
      expect(r.high).toBeGreaterThanOrEqual(60);
    }
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(likelyRange(100, 100)).toEqual({ low: 90, high: 100 });
  });

  it("come from the placement until there is history, and give a verdict under the pass mark", () => {
    expect(placementRange("B2", "B1")).toEqual({ low: 70, high: 90 });
    expect(placementRange("B1", "B1")).toEqual({ low: 55, high: 75 });
    expect(placementRange("A2", "B1")).toEqual({ low: 35, high: 60 });
    expect(placementRange(null, "A2")).toEqual({ low: 15, high: 40 });
    expect(verdictOf([{ low: 60, high: 75 }], 60)).toBe("likely");
    expect(
      verdictOf(
        [
          { low: 60, high: 75 },
          { low: 50, high: 65 },
        ],
        60,
      ),
    ).toBe("possible");
    expect(
      verdictOf(
        [
          { low: 60, high: 75 },
          { low: 30, high: 55 },
        ],
        60,
      ),
    ).toBe("not_yet");
    expect(verdictOf([null], 60)).toBe("unknown");
  });
});
