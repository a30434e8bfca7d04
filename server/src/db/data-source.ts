import pg from "pg";
import { DataSource, type MixedList, type EntitySchema } from "typeorm";
import { migrations } from "../../../migrations";
import { logger } from "../common/logger";
import type { EmbeddedTarget } from "./embedded";
import { QueryCounter } from "./query-counter";

/** The entity classes the data source maps (the application's list lives beside app.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = MixedList<Function | string | EntitySchema>;

/** How this server names its connections on the database server (`pg_stat_activity.application_name`). */
export const APPLICATION_NAME = "deutschpruefung";

/** A server's URL, or the embedded engine's socket. */
export type DatabaseTarget = string | EmbeddedTarget;

function connectionLost(err: Error): void {
  logger.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, "database connection lost");
}

/**
 * A pool whose every client has an 'error' listener for its whole life. pg-pool listens only while a client is
 * idle and TypeORM only while a query runner holds it; a client checked out by anything else (TypeORM's own
 * start-up check, for one) whose server goes away would otherwise emit an unhandled 'error' and end the process.
 * The client is then not queryable: its next statement fails as transient, and the pool drops it on release.
 */
class GuardedPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options);
    this.on("connect", (client) => client.on("error", connectionLost));
  }
}

/** The `pg` module with that pool, for TypeORM's `driver` option. */
const guardedPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: GuardedPool });

export function createDataSource(target: DatabaseTarget, poolMax: number, entities: EntityList): DataSource {
  return new DataSource({
    type: "postgres",
    driver: guardedPg,
    ...(typeof target === "string" ? { url: target } : target),
    applicationName: APPLICATION_NAME,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["query", "error", "warn"],
    logger: new QueryCounter(),
    // An idle pooled connection whose server went away (restart, pg_terminate_backend): the pool drops it and opens
    // a new one when next asked. The client's own listener (GuardedPool) has logged it.
    poolErrorHandler: () => undefined,
    extra: { max: poolMax, connectionTimeoutMillis: 10_000 },
  });
}

export function queryCounter(ds: DataSource): QueryCounter {
  return ds.logger as QueryCounter;
}
