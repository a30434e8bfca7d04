import type { DataSource } from "typeorm";

/** A module's loaders for one request, built from the data source (e.g. `attemptLoaders`). */
export type LoaderFactory<T> = (ds: DataSource) => T;

/**
 * The DataLoaders of one request. Each domain module declares its own factory; the first use in a
 * request builds it, later uses share it, so batching and caching span the whole request.
 */
export class RequestLoaders {
  private readonly built = new Map<LoaderFactory<unknown>, unknown>();

  constructor(readonly ds: DataSource) {}

  of<T>(factory: LoaderFactory<T>): T {
    let loaders = this.built.get(factory) as T | undefined;
    if (loaders === undefined) {
      loaders = factory(this.ds);
      this.built.set(factory, loaders);
    }
    return loaders;
  }
}

/** Rows grouped by a key, in their order (loaders answer one list per key). */
export function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}
