import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { logger } from "../common/logger";
import { createDataSource, type EntityList } from "./data-source";
import { usePreparedStatements } from "./prepared";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";

export interface Database {
  ds: DataSource;
  embedded: EmbeddedPostgres | null;
  close(): Promise<void>;
}

/**
 * PGlite is one database session. Its socket server queues protocol messages one at a time, and keeps a
 * connection's turn only inside a transaction: two connections' Parse/Bind/Execute batches can interleave, and
 * one connection's statement then runs with another's parameters (wrong rows, seen in our browser tests under
 * load). So the embedded engine gets one connection, used in turn; PGlite ran the statements one at a time anyway.
 */
export const EMBEDDED_CONNECTIONS = 1;

/** Connects to DATABASE_URL, or starts the embedded engine; then applies pending migrations. */
export async function openDatabase(config: Config, entities: EntityList): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    const dir = path.join(config.dataDir, "pg");
    logger.info({ dir }, "starting embedded PostgreSQL (PGlite)");
    embedded = await startEmbeddedPostgres(dir, EMBEDDED_CONNECTIONS + 1);
    url = embedded.url;
  }
  const ds = createDataSource(url, embedded ? EMBEDDED_CONNECTIONS : config.DB_POOL_MAX, entities);
  if (!embedded) usePreparedStatements(ds);
  try {
    await ds.initialize();
  } catch (err) {
    await embedded?.stop();
    const where = config.DATABASE_URL ? redact(config.DATABASE_URL) : "embedded database";
    throw new Error(`Cannot connect to the database (${where}): ${(err as Error).message}`, { cause: err });
  }
  const applied = await ds.runMigrations({ transaction: "each" });
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, "migrations applied");
  return {
    ds,
    embedded,
    async close() {
      if (ds.isInitialized) await ds.destroy();
      await embedded?.stop();
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "DATABASE_URL";
  }
}
