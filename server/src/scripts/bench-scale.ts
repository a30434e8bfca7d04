/*
 * npm run bench:scale: what a second worker and a second replica add. The hot path (a learner's token, the largest
 * Goethe B1 page, a 10-answer save, a submitted attempt's result) against `start:cluster` with 1 and with 2 workers,
 * and against two single-process replicas behind a round-robin proxy (in this script), all on the machine's
 * PostgreSQL server with Redis; interleaved rounds (BENCH_ROUNDS, default 3, of BENCH_SECONDS, default 4), medians.
 * Prints req/s, req/s per worker and the efficiency: 2 workers / (2 × 1 worker).
 */
import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { prepare } from "./bench";
import { benchDatabase, median, round, startServer, table, type Load } from "./bench-kit";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const dist = path.resolve(__dirname, "..");

/** A TCP proxy handing each new connection to the next target in turn (what a load balancer does). */
function roundRobin(targets: number[]): Promise<{ url: string; close: () => void }> {
  let next = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(targets[next++ % targets.length], "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on("error", end);
    upstream.on("error", end);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/graphql`, close: () => server.close() });
    }),
  );
}

async function resultLoad(url: string, token: string, examId: string): Promise<Load> {
  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: { startAttempt?: { id: string } }; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const started = await call(`mutation($e: ID!) { startAttempt(examId: $e, mode: TRAINING) { id } }`, { e: examId });
  const id = started.startAttempt!.id;
  await call(`mutation($id: ID!) { submitAttempt(attemptId: $id) { id } }`, { id });
  const query = `query($id: ID!) { attempt(id: $id) { result { passed officialPassed reading { percent } listening { percent } } } }`;
  return {
    name: "a submitted attempt's result",
    body: JSON.stringify({ query, variables: { id } }),
    headers: { authorization: `Bearer ${token}` },
  };
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const secret = crypto.randomBytes(48).toString("base64url");
  const dirs: string[] = [];
  const env = (extra: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-scale-"));
    dirs.push(dataDir);
    return {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      REDIS_URL: REDIS,
      REDIS_PREFIX: `bench-scale-${process.pid}`,
      GRAPHQL_RATE_LIMIT_ANONYMOUS: "1000000000",
      GRAPHQL_RATE_LIMIT_SIGNED_IN: "1000000000",
      ...extra,
    };
  };
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const f = await prepare(db.url, secret);
    const one = await startServer(path.join(dist, "cluster.js"), env({ WEB_CONCURRENCY: "1" }));
    servers.push(one);
    const [{ exam }] = (await (async () => {
      const { Client } = await import("pg");
      const c = new Client({ connectionString: db.url });
      await c.connect();
      const r = await c.query(`SELECT e.id AS exam FROM exams e JOIN levels l ON l.id = e.level_id
        WHERE e.published AND l.family = 'goethe' AND l.cefr = 'B1' ORDER BY e.id LIMIT 1`);
      await c.end();
      return r.rows;
    })()) as { exam: number }[];
    const loads = [f.loads.token, f.loads.page, f.loads.save, await resultLoad(one.url, f.token, String(exam))];
    const two = await startServer(path.join(dist, "cluster.js"), env({ WEB_CONCURRENCY: "2" }));
    servers.push(two);
    const a = await startServer(path.join(dist, "main.js"), env());
    const b = await startServer(path.join(dist, "main.js"), env());
    servers.push(a, b);
    const proxy = await roundRobin([a.url, b.url].map((u) => Number(new URL(u).port)));
    servers.push({ stop: async () => proxy.close() });
    const configs = [
      { name: "start:cluster, 1 worker", url: one.url, workers: 1 },
      { name: "start:cluster, 2 workers", url: two.url, workers: 2 },
      { name: "2 replicas behind a proxy", url: proxy.url, workers: 2 },
    ];
    const rps = new Map<string, number[]>();
    for (const l of loads) for (const c of configs) await round(c.url, l, 1, CONNECTIONS); // warm-up
    for (let r = 0; r < ROUNDS; r += 1)
      for (const l of loads)
        for (const c of configs) {
          const key = `${l.name}|${c.name}`;
          rps.set(key, [...(rps.get(key) ?? []), (await round(c.url, l, SECONDS, CONNECTIONS)).rps]);
        }
    const rows = loads.map((l) => {
      const m = configs.map((c) => median(rps.get(`${l.name}|${c.name}`)!));
      return [
        l.name,
        m[0].toFixed(0),
        m[1].toFixed(0),
        (m[1] / 2).toFixed(0),
        (m[1] / (2 * m[0])).toFixed(2),
        m[2].toFixed(0),
        (m[2] / (2 * m[0])).toFixed(2),
      ];
    });
    console.log(
      `\nbench:scale: ${db.label}; Node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}); ` +
        `load average ${os.loadavg()[0].toFixed(1)}; ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, medians\n`,
    );
    console.log(
      table(
        [
          "load",
          "1 worker req/s",
          "2 workers req/s",
          "per worker",
          "efficiency (2 / 2×1)",
          "2 replicas + proxy req/s",
          "efficiency",
        ],
        rows,
      ),
    );
  } finally {
    for (const s of servers.reverse()) await s.stop().catch(() => undefined);
    await db.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
