import { DataSource, type MixedList, type EntitySchema } from "typeorm";
import { migrations } from "../../../migrations";
import { QueryCounter } from "./query-counter";

/** The entity classes the data source maps (the application's list lives beside app.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = MixedList<Function | string | EntitySchema>;

export function createDataSource(url: string, poolMax: number, entities: EntityList): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["query", "error", "warn"],
    logger: new QueryCounter(),
    extra: { max: poolMax, connectionTimeoutMillis: 10_000 },
  });
}

export function queryCounter(ds: DataSource): QueryCounter {
  return ds.logger as QueryCounter;
}
