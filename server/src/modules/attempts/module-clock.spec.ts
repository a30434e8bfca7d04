import { GRACE_SECONDS, isAttemptExpired, isClosed, moduleClocks, type ClockInput } from "./module-clock";

const T0 = Date.parse("2026-03-02T09:00:00Z");
const MIN = 60_000;
const base = (over: Partial<ClockInput> = {}): ClockInput => ({
  mode: "exam",
  blockTypes: ["reading", "sub", "listening", "listening and image"],
  limitsMinutes: { reading: 10, listening: 5 },
  started: { reading: new Date(T0).toISOString() },
  now: new Date(T0),
  ...over,
});

describe("module clocks", () => {
  it.each([
    { at: 0, remaining: [600, null], expired: false },
    { at: 4 * MIN, remaining: [360, null], expired: false },
    { at: 10 * MIN, remaining: [0, 300], expired: false }, // listening starts when reading runs out
    { at: 12 * MIN, remaining: [0, 180], expired: false },
    { at: 15 * MIN + GRACE_SECONDS * 1000 - 1, remaining: [0, 0], expired: false },
    { at: 15 * MIN + GRACE_SECONDS * 1000, remaining: [0, 0], expired: true },
  ])("at +$at ms: remaining $remaining, attempt expired $expired", ({ at, remaining, expired }) => {
    const now = new Date(T0 + at);
    const clocks = moduleClocks(base({ now }));
    expect(clocks.map((c) => c.remainingSeconds)).toEqual(remaining);
    expect(isAttemptExpired(clocks, now)).toBe(expired);
  });

  it("starts a module on first entry when that is earlier than the chained start", () => {
    const now = new Date(T0 + 7 * MIN);
    const clocks = moduleClocks(
      base({ now, started: { reading: new Date(T0).toISOString(), listening: new Date(T0 + 6 * MIN).toISOString() } }),
    );
    expect(clocks.map((c) => c.remainingSeconds)).toEqual([180, 240]);
  });

  it("closes a module for saving only after the grace period", () => {
    const [reading] = moduleClocks(base({ now: new Date(T0 + 10 * MIN) }));
    expect(isClosed(reading, new Date(T0 + 10 * MIN + GRACE_SECONDS * 1000 - 1))).toBe(false);
    expect(isClosed(reading, new Date(T0 + 10 * MIN + GRACE_SECONDS * 1000))).toBe(true);
  });

  it("has no limits in training mode and never expires", () => {
    const now = new Date(T0 + 1000 * MIN);
    const clocks = moduleClocks(base({ mode: "training", now }));
    expect(clocks.every((c) => c.limitSeconds === null && c.deadline === null)).toBe(true);
    expect(isAttemptExpired(clocks, now)).toBe(false);
  });

  it("an untimed module never expires, so the attempt does not either", () => {
    const now = new Date(T0 + 1000 * MIN);
    const clocks = moduleClocks(base({ now, limitsMinutes: { reading: 10, listening: null } }));
    expect(clocks[0].expired).toBe(true);
    expect(clocks[1]).toMatchObject({ limitSeconds: null, deadline: null });
    expect(isAttemptExpired(clocks, now)).toBe(false);
  });

  it("orders modules by their first block", () => {
    const clocks = moduleClocks(base({ blockTypes: ["listening", "reading", "listening"], started: {} }));
    expect(clocks.map((c) => c.skill)).toEqual(["listening", "reading"]);
  });
});
