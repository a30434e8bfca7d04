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

export function createDataSource(target: DatabaseTarget, poolMax: number, entities: EntityList): DataSource {
  return new DataSource({
    type: "postgres",
    ...(typeof target === "string" ? { url: target } : target),
    applicationName: APPLICATION_NAME,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["query", "error", "warn"],
    logger: new QueryCounter(),
    // An idle pooled connection whose server went away (restart, pg_terminate_backend): the pool drops it and
    // opens a new one when next asked. Without a listener the pool's 'error' event would end the process.
    poolErrorHandler: (err: Error) =>
      logger.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, "idle database connection lost"),
    extra: { max: poolMax, connectionTimeoutMillis: 10_000 },
  });
}

export function queryCounter(ds: DataSource): QueryCounter {
  return ds.logger as QueryCounter;
}
