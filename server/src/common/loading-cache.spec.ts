import { LoadingCache } from "./loading-cache";

function counting(values: Map<string, number>) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  const load = (key: string) => {
    calls.push(key);
    const value = values.get(key) ?? 0;
    if (!hold) return Promise.resolve(value);
    return new Promise<number>((resolve) => pending.push(() => resolve(value)));
  };
  return {
    load,
    calls,
    hold: () => (hold = true),
    release: () => {
      hold = false;
      pending.splice(0).forEach((f) => f());
    },
  };
}

describe("LoadingCache", () => {
  it("serves a loaded value until its TTL ends, then loads afresh (the safety net when no notice arrives)", async () => {
    let now = 1_000;
    const values = new Map([["u", 1]]);
    const src = counting(values);
    const cache = new LoadingCache(src.load, { ttlMs: 1000, max: 10, now: () => now });
    expect(await cache.get("u")).toBe(1);
    values.set("u", 2);
    now += 999;
    expect(await cache.get("u")).toBe(1);
    now += 1;
    expect(await cache.get("u")).toBe(2);
    expect(src.calls).toEqual(["u", "u"]);
  });

  it("shares one load between concurrent gets, and never stores a load that a delete overtook", async () => {
    const values = new Map([["u", 1]]);
    const src = counting(values);
    const cache = new LoadingCache(src.load, { ttlMs: 60_000, max: 10 });
    src.hold();
    const a = cache.get("u");
    const b = cache.get("u");
    cache.delete("u"); // the change commits while the stale read is in flight
    values.set("u", 2);
    src.release();
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    expect(await cache.get("u")).toBe(2);
    expect(src.calls).toEqual(["u", "u"]);
  });

  it("keeps at most `max` keys and forgets failed loads", async () => {
    let fail = true;
    const cache = new LoadingCache((k: number) => (fail && k === 0 ? Promise.reject(new Error("down")) : Promise.resolve(k)), {
      ttlMs: 60_000,
      max: 2,
    });
    await expect(cache.get(0)).rejects.toThrow("down");
    fail = false;
    expect(await cache.get(0)).toBe(0);
    await cache.get(1);
    await cache.get(2);
    expect(cache.size).toBe(2);
  });

  it("with a TTL of 0 loads every time", async () => {
    const src = counting(new Map([["u", 1]]));
    const cache = new LoadingCache(src.load, { ttlMs: 0, max: 10 });
    await cache.get("u");
    await cache.get("u");
    expect(src.calls).toHaveLength(2);
  });
});
