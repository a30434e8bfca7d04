/*
 * The compiled server starting on a fresh database of a PostgreSQL server whose connections are terminated
 * (pg_terminate_backend: 57P01, as in a restart) during the migrations and during the seed load. Deterministic:
 * a second session holds a lock the step needs, so the server waits inside that step (seen in pg_stat_activity)
 * when its connection is terminated; the lock is let go after the last round. Needs TEST_PG_SERVER_URL (CI sets it).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrations } from "../../migrations";
import { APPLICATION_NAME, createDataSource } from "../src/db/data-source";
import { entities } from "../src/entities";
import { FIXTURE_CONTENT } from "./paths";
import { listeningPort, runServer, waitFor, type ServerProcess } from "./server-process";

const serverUrl = process.env.TEST_PG_SERVER_URL;
const onServer = serverUrl ? describe : describe.skip;
const ROUNDS = 3;
const EXAMS = fs.readdirSync(path.join(FIXTURE_CONTENT, "exams")).filter((f) => f.endsWith(".yaml")).length;

onServer("start-up while PostgreSQL terminates the server's connections", () => {
  let admin: pg.Client;
  let name: string;
  let url: string;
  let blocker: pg.Client;
  let dataDir: string;
  let p: ServerProcess | undefined;

  beforeEach(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    name = `dp_start_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    blocker = new pg.Client({ connectionString: url, application_name: "start-test" });
    await blocker.connect();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-restart-"));
  });

  afterEach(async () => {
    p?.child.kill("SIGKILL");
    await blocker.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    runServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      ADMIN_EMAIL: "boss@example.org",
      ADMIN_PASSWORD: "sehr-geheim-123",
    });

  /** Each round: wait until the server waits on our lock inside `step`, terminate its connections, see it retry. */
  async function terminateWhileBlocked(server: ServerProcess, step: string, statement: RegExp): Promise<void> {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const blocked = await waitFor(async () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
        const r = await admin.query<{ pid: number; query: string }>(
          `SELECT pid, query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock'`,
          [name, APPLICATION_NAME],
        );
        return r.rows[0];
      }, `the server waiting inside ${step} (round ${round})`);
      expect(blocked.query).toMatch(statement);
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND pid <> pg_backend_pid()`,
        [name, APPLICATION_NAME],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
      await waitFor(() => {
        if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
        return retries(server, step) >= round ? true : undefined;
      }, `retry ${round} of ${step}`);
    }
  }

  /** Serving, with the whole content once, every migration once and the admin once; then stops cleanly. */
  async function expectServingCompleteContent(server: ServerProcess): Promise<void> {
    const port = await waitFor(() => {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      return listeningPort(server);
    }, "the listening log line");
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ goethe: levels(family: GOETHE) { cefr } telc: levels(family: TELC) { cefr } }" }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { goethe: unknown[]; telc: unknown[] } };
    expect([body.data.goethe.length, body.data.telc.length]).toEqual([5, 5]);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const n = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      expect(await n(`SELECT count(*) AS n FROM levels`)).toBe(10);
      expect(await n(`SELECT count(*) AS n FROM exams`)).toBe(EXAMS);
      expect(await n(`SELECT count(*) AS n FROM contact_info`)).toBe(1);
      expect(await n(`SELECT count(*) AS n FROM migrations`)).toBe(migrations.length);
      expect(await n(`SELECT count(DISTINCT name) AS n FROM migrations`)).toBe(migrations.length);
      expect(await n(`SELECT count(*) AS n FROM users WHERE is_admin`)).toBe(1);
    } finally {
      await db.end();
    }
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  }

  it("during the migrations: waits, runs them again and serves", async () => {
    // The migrations table as TypeORM makes it, share-locked: the first migration's record waits for us.
    await blocker.query(
      `CREATE TABLE "migrations" ("id" SERIAL NOT NULL, "timestamp" bigint NOT NULL, "name" character varying NOT NULL, CONSTRAINT "PK_8c82d7f526340ab734260ea46be" PRIMARY KEY ("id"))`,
    );
    await blocker.query("BEGIN");
    await blocker.query(`LOCK TABLE "migrations" IN SHARE MODE`);
    p = start();
    await terminateWhileBlocked(p, "migrations", /INSERT INTO "migrations"/);
    await blocker.query("ROLLBACK");
    await expectServingCompleteContent(p);
    console.log(`[start-db-restart] migrations: ${retries(p, "migrations")} retries after ${ROUNDS} terminations, then served`);
  }, 180_000);

  it("during the seed load: rolls the partial load back, loads it again and serves", async () => {
    const ds = createDataSource(url, 1, entities);
    await ds.initialize();
    await ds.runMigrations({ transaction: "each" });
    await ds.destroy();
    // Reading levels is allowed, writing them waits: the seed transaction has written the contact info and the
    // rubrics when it reaches the levels.
    await blocker.query("BEGIN");
    await blocker.query(`LOCK TABLE "levels" IN SHARE MODE`);
    p = start();
    await terminateWhileBlocked(p, "seed content", /INSERT INTO "levels"/);
    await blocker.query("ROLLBACK");
    await expectServingCompleteContent(p);
    expect(p.output().match(/"msg":"seed content loaded"/g)).toHaveLength(1);
    console.log(`[start-db-restart] seed: ${retries(p, "seed content")} retries after ${ROUNDS} terminations, then served`);
  }, 180_000);
});

function retries(server: ServerProcess, step: string): number {
  const needle = `"step":"${step}"`;
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(needle) && line.includes('"msg":"database unavailable during start-up; retrying"')).length;
}
