import "reflect-metadata";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { DataSource } from "typeorm";
import { createApp } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { createDataSource, queryCounter } from "../src/db/data-source";
import { entities } from "../src/entities";
import { EMBEDDED_CONNECTIONS } from "../src/db/database";
import { seedIfEmpty } from "../src/modules/exams/format/load-content";
import type { Services } from "../src/services";

import { FIXTURE_CONTENT } from "./paths";

export { FIXTURE_CONTENT };

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
}

export interface TestServer {
  url: string;
  ds: DataSource;
  config: Config;
  services: Services;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string; lang?: string },
  ): Promise<GqlResult<T>>;
  queries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }>;
  close(): Promise<void>;
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests through jest (global setup).");
  return url;
}

/** Opens the test database with every migration applied and every table emptied. */
export async function freshDatabase(): Promise<DataSource> {
  // One connection on the embedded engine, as the app uses it (see EMBEDDED_CONNECTIONS); a real pool on a server.
  const ds = createDataSource(testDatabaseUrl(), process.env.TEST_PG_SERVER_URL ? 6 : EMBEDDED_CONNECTIONS, entities);
  await ds.initialize();
  await ds.runMigrations({ transaction: "each" });
  const tables = ds.entityMetadatas.map((m) => `"${m.tableName}"`).join(", ");
  await ds.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  // the background jobs an earlier test file left (its mails, deliveries, sweeps) are not this file's to run: a
  // server started here would otherwise send them to its own mail server, for accounts whose ids are reused
  await ds.query(`DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN TRUNCATE pgboss.job CASCADE; END IF; END $$`);
  return ds;
}

/** A real server over real HTTP on a fresh database seeded from the fixture content (or another folder). */
export async function startTestServer(
  opts: { contentDir?: string; seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const ds = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-data-"));
  const contentDir = opts.contentDir ?? FIXTURE_CONTENT;
  if (opts.seed !== false) await seedIfEmpty(ds, contentDir);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    CONTENT_DIR: contentDir,
    PORT: "4000",
    API_RATE_LIMIT: "100000",
    GRAPHQL_RATE_LIMIT_ANONYMOUS: "100000",
    GRAPHQL_RATE_LIMIT_SIGNED_IN: "100000",
    ...opts.env,
  });
  const built = await createApp(ds, config);
  const server: Server = await new Promise((resolve) => {
    const s = built.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ds,
    config,
    services: built.services,
    async gql(query, variables, o = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.lang) headers["accept-language"] = o.lang;
      const res = await fetch(`${url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as GqlResult;
      return { ...body, status: res.status } as never;
    },
    queries: (fn) => queryCounter(ds).measure(fn),
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await built.stop();
      await ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
