interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

export interface LoadingCacheOptions {
  /** How long a loaded value is served (ms); 0 disables the cache (every get loads). */
  ttlMs: number;
  /** At most this many keys; the oldest is dropped first. */
  max: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

/**
 * A small in-process cache of loaded values: concurrent gets of a key share one load, a value is
 * served for `ttlMs`, `delete` drops a key at once (the next get loads afresh, and a load in flight
 * when the key was dropped is never stored), a failed load is not kept.
 */
export class LoadingCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly opts: LoadingCacheOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  get(key: K): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = this.load(key);
    if (this.opts.ttlMs <= 0) return value;
    const entry: Entry<V> = { value, expires: now + this.opts.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.opts.max) this.entries.delete(this.entries.keys().next().value as K);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
