import { describe, expect, it } from "vitest";
import { byUrgency, dueState, formatWhen, localInputToIso } from "./due";

const now = new Date("2026-11-29T12:00:00Z");

describe("dueState", () => {
  it("marks open work past its due date overdue, and a hand-in after it late", () => {
    expect(dueState({ dueAt: "2026-11-28T12:00:00Z" }, now)).toBe("overdue");
    expect(dueState({ dueAt: "2026-11-30T12:00:00Z" }, now)).toBe("open");
    expect(dueState({ dueAt: null }, now)).toBe("open");
    expect(dueState({ startsAt: "2026-12-01T08:00:00Z" }, now)).toBe("upcoming");
    expect(
      dueState({ dueAt: "2026-11-28T12:00:00Z", myAttempt: { status: "SUBMITTED", submittedAt: "2026-11-29T08:00:00Z" } }, now),
    ).toBe("doneLate");
    expect(
      dueState({ dueAt: "2026-11-28T12:00:00Z", myAttempt: { status: "SUBMITTED", submittedAt: "2026-11-27T08:00:00Z" } }, now),
    ).toBe("done");
    expect(dueState({ dueAt: "2026-11-28T12:00:00Z", myAttempt: { status: "IN_PROGRESS" } }, now)).toBe("overdue");
  });

  it("puts overdue work first, then by due date, work without a date and finished work last", () => {
    const list = [
      { id: "done", dueAt: "2026-11-20T00:00:00Z", myAttempt: { status: "SUBMITTED", submittedAt: "2026-11-19T00:00:00Z" } },
      { id: "none", dueAt: null },
      { id: "later", dueAt: "2026-12-10T00:00:00Z" },
      { id: "soon", dueAt: "2026-12-01T00:00:00Z" },
      { id: "overdue", dueAt: "2026-11-28T00:00:00Z" },
    ];
    expect(byUrgency(list, now).map((a) => a.id)).toEqual(["overdue", "soon", "later", "none", "done"]);
  });
});

describe("formatWhen", () => {
  it("writes the due date in the learner's time zone and language", () => {
    const iso = "2026-12-04T17:00:00Z";
    expect(formatWhen(iso, "de", "Europe/Berlin")).toMatch(/4\. Dez\. 2026.*18:00/);
    expect(formatWhen(iso, "en", "America/New_York")).toMatch(/Dec 4, 2026.*12:00/);
    // Cairo is UTC+2: 7 pm, with Latin digits and its zone
    expect(formatWhen(iso, "ar", "Africa/Cairo")).toMatch(/07:00.*\+2/);
  });

  it("reads a datetime-local value in the browser's zone", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("2026-12-04T18:00")).toBe(new Date(2026, 11, 4, 18, 0).toISOString());
  });
});
