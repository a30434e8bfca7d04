import path from "node:path";
import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { logger } from "../common/logger";
import { createDataSource, type DatabaseTarget, type EntityList } from "./data-source";
import { usePreparedStatements } from "./prepared";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { retryStartStep, startRetry } from "./start-retry";

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

/**
 * Connects to DATABASE_URL, or starts the embedded engine on a private Unix socket under DATA_DIR; then applies
 * pending migrations. Both wait for a database that is not up yet or goes away meanwhile (start-retry.ts).
 */
export async function openDatabase(config: Config, entities: EntityList): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let target: DatabaseTarget | undefined = config.DATABASE_URL;
  if (!target) {
    const dir = path.join(config.dataDir, "pg");
    logger.info({ dir }, "starting embedded PostgreSQL (PGlite)");
    embedded = await startEmbeddedPostgres(dir, path.join(config.dataDir, "pg-socket"), EMBEDDED_CONNECTIONS + 1);
    target = embedded.target;
  }
  const retry = startRetry(config);
  const poolMax = embedded ? EMBEDDED_CONNECTIONS : config.DB_POOL_MAX;
  let ds: DataSource;
  try {
    ds = await retryStartStep("connect", retry, () => connect(target, poolMax, entities, !embedded));
  } catch (err) {
    await embedded?.stop();
    const where = config.DATABASE_URL ? redact(config.DATABASE_URL) : "embedded database";
    throw new Error(`Cannot connect to the database (${where}): ${(err as Error).message}`, { cause: err });
  }
  const close = async () => {
    if (ds.isInitialized) await destroyWithin(ds, CLOSE_MS);
    await embedded?.stop();
  };
  try {
    const applied = await retryStartStep("migrations", retry, () => ds.runMigrations({ transaction: "each" }));
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, "migrations applied");
  } catch (err) {
    await close();
    throw err;
  }
  return { ds, embedded, close };
}

/** How long closing waits for the pool to end (a connection whose server went away may never be handed back). */
const CLOSE_MS = 5000;

async function destroyWithin(ds: DataSource, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn({ ms }, "database connections not closed in time");
      resolve();
    }, ms);
  });
  try {
    await Promise.race([ds.destroy(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One attempt: a new data source, initialised; its pool is ended when the attempt fails. */
async function connect(target: DatabaseTarget, poolMax: number, entities: EntityList, prepared: boolean): Promise<DataSource> {
  const ds = createDataSource(target, poolMax, entities);
  if (prepared) usePreparedStatements(ds);
  try {
    await ds.initialize();
    return ds;
  } catch (err) {
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    else await (ds.driver as unknown as { master?: Pool }).master?.end().catch(() => undefined);
    throw err;
  }
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
