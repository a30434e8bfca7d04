/* The parts of `npm run bench`: a database, server processes, one autocannon round, medians, a CPU profile's summary. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Client } from "pg";
import { createApp } from "../app";
import type { Config } from "../config";
import { openDatabase } from "../db/database";
import { entities } from "../entities";
import { seedIfEmpty } from "../modules/exams/format/load-content";

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as Cannon;

export interface Bench {
  url: string;
  label: string;
  drop(): Promise<void>;
}

/** The app in this process on a loopback port, on the configured database with the seed loaded; `close` stops it all. */
export async function inProcessServer(config: Config) {
  const database = await openDatabase(config, entities);
  const { ds } = database;
  await seedIfEmpty(ds, config.contentDir);
  const built = await createApp(ds, config);
  const server = await new Promise<http.Server>((resolve) => {
    const s = built.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    ds,
    services: built.services,
    graphqlUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await built.stop();
      await database.close();
    },
  };
}

/** A fresh database on the PostgreSQL server (BENCH_PG_SERVER), dropped afterwards; or DATABASE_URL as it is. */
export async function benchDatabase(): Promise<Bench> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, label: "DATABASE_URL", drop: async () => undefined };
  const server = process.env.BENCH_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `dp_bench_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${server.replace(/\/\/[^@]*@/, "//")}, fresh database ${name}`,
    async drop() {
      const c = new Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** CPU time (user + system, ms) the server process has used so far (Linux /proc; 0 elsewhere). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** User + system CPU time of a process in ms, from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) used so far by each PostgreSQL process on this machine (its backends serve the bench's
 * connections), by pid: empty when the server runs elsewhere or /proc is missing.
 */
export function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  let names: string[];
  try {
    names = fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n));
  } catch {
    return byPid;
  }
  for (const pid of names) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === "postgres") byPid.set(Number(pid), cpuMsOf(Number(pid)));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** PostgreSQL's CPU time between two `postgresCpu()` snapshots (processes that ended meanwhile are left out). */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Starts `script` (main.js or cluster.js) as its own process and waits until /graphql answers. */
export async function startServer(
  script: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"query":"{ __typename }"}',
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${path.basename(script)} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMs: () => cpuMsOf(child.pid),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface Load {
  name: string;
  body: string;
  headers: Record<string, string>;
}

export interface Round {
  rps: number;
  /** requests answered in the round */
  total: number;
  /** each request's latency in ms, sorted (open-loop rounds only) */
  latencies?: number[];
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run; `rate` caps the requests per second over all connections. */
export async function round(url: string, load: Load, seconds: number, connections: number, rate?: number): Promise<Round> {
  const r = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json", ...load.headers },
    body: load.body,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * An open-loop load at a steady rate, for latency at a given load: request k is sent at start + k/rate whatever
 * the replies before it are doing, and its latency counts from that planned instant (a stall delays, and counts
 * for, every request planned during it). autocannon's `overallRate` suits throughput only: it lets each
 * connection send its share of the second in a burst when the second begins, then idle, and corrects its
 * histogram with a 1 ms expected interval, so its p99 at a "rate" is the burst's queueing, not the rate's.
 */
export async function paced(url: string, load: Load, seconds: number, rate: number): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const body = Buffer.from(load.body);
  const headers = { "content-type": "application/json", "content-length": String(body.length), ...load.headers };
  const total = Math.max(1, Math.round(seconds * rate));
  const latencies: number[] = [];
  let errors = 0;
  const send = (planned: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers, agent },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - planned);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const start = performance.now() + 5;
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < total;) {
    const now = performance.now();
    // every request whose instant has come is sent now (a late timer never skips one)
    for (; k < total && start + (k * 1000) / rate <= now; k += 1) inFlight.push(send(start + (k * 1000) / rate));
    if (k < total) await new Promise((r) => setTimeout(r, Math.max(0, start + (k * 1000) / rate - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: total / seconds, total, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), errors, latencies: sorted };
}

/** The q-quantile of values sorted ascending (nearest rank), rounded to the ms. */
export function quantile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** A table in Markdown, so that the output goes into docs/benchmarks.md as it is. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const width = head.map((_, i) => Math.max(3, ...cells.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join(" | ")} |`;
  return [line(head), `|${width.map((w, i) => (i === 0 ? ` ${"-".repeat(w)} ` : ` ${"-".repeat(w - 1)}: `)).join("|")}|`]
    .concat(rows.map((r) => line(r.map(String))))
    .join("\n");
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * Self time of a .cpuprofile's last `lastSeconds` (the load, not the start-up), by package or source file,
 * and the top functions (ms and % of the busy time).
 */
export function summarizeProfile(file: string, lastSeconds: number, top = 15): string {
  const p = JSON.parse(fs.readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const at: number[] = [];
  p.timeDeltas.reduce((t, d, i) => (at[i] = t + d), 0);
  const from = at[at.length - 1] - lastSeconds * 1e6;
  p.samples.forEach((id, i) => {
    if (at[i] >= from) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  let total = 0;
  const where = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    total += us;
    const area = areaOf(url, functionName);
    where.set(area, (where.get(area) ?? 0) + us);
    const fn = `${functionName || "(anonymous)"} ${shortUrl(url)}:${lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, (us / 1000).toFixed(0), ((100 * us) / total).toFixed(1)]);
  return [
    `busy (not idle) ${(total / 1e6).toFixed(1)} s`,
    "",
    table(["where (self time)", "ms", "%"], rows(where)),
    "",
    table(["function (self time)", "ms", "%"], rows(fns)),
  ].join("\n");
}

function areaOf(url: string, fn: string): string {
  if (!url) return fn.startsWith("(") ? fn : "V8/native";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (mod) return mod[1];
  const app = /\/(server\/src\/.*)\.js$/.exec(url);
  return app ? `app ${app[1].replace(/^server\/src\//, "")}` : shortUrl(url);
}

function shortUrl(url: string): string {
  const mod = /node_modules\/(.*)$/.exec(url);
  if (mod) return mod[1];
  const app = /\/server\/src\/(.*)$/.exec(url);
  return app
    ? app[1]
    : url
        .replace(/^file:\/\//, "")
        .split("/")
        .slice(-2)
        .join("/");
}
