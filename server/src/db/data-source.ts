import { DataSource } from "typeorm";
import { migrations } from "../../../migrations";
import { entities } from "./entities";
import { QueryCounter } from "./query-counter";

export function createDataSource(url: string, poolMax: number): DataSource {
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
