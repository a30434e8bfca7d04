import type { Pool } from "pg";
import type { DataSource } from "typeorm";

const preparing = new WeakSet<DataSource>();

/**
 * Named statements on this data source's connections: on a PostgreSQL server, not on the embedded engine (PGlite
 * is one session behind its socket server: a reconnecting pool would prepare a name that session already has).
 */
export function usePreparedStatements(ds: DataSource): void {
  preparing.add(ds);
}

/**
 * A hot statement as a named prepared statement: each pooled connection parses and plans it once, then only
 * binds and executes (the attempt's row with its page plan costs PostgreSQL about twice as much to plan as to run).
 * Counted and logged like every statement. Outside a transaction only (it takes any pooled connection).
 */
export async function preparedQuery<T>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (ds.driver as unknown as { master?: Pool }).master;
  if (!preparing.has(ds) || !pool || typeof pool.query !== "function") return ds.query(text, values);
  ds.logger.logQuery(text, values);
  try {
    return (await pool.query({ name, text, values })).rows as T[];
  } catch (err) {
    ds.logger.logQueryError(err as Error, text, values);
    throw err;
  }
}
