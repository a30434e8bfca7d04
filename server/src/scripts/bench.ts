/*
 * npm run bench: the hot path under load, against the built server on the machine's PostgreSQL server.
 *
 * A fresh database on BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432/postgres), dropped
 * afterwards (or DATABASE_URL as it is). First the SQL statements per operation are counted in process;
 * then the server runs as its own process (dist/server/src/main.js) and autocannon drives four loads in
 * interleaved rounds (BENCH_ROUNDS, default 5, of BENCH_SECONDS, default 5, with BENCH_CONNECTIONS,
 * default 20): `{ __typename }` without a token (the baseline), the same with a learner's token, the
 * largest page of a Goethe B1 mock, and a 10-answer saveAnswers. Medians per load, ratios to the
 * baseline, the page's p99 at half its peak rate, and one process against `start:cluster` (all cores).
 *
 * BENCH_SERVER_ARGS: node flags for the server under load. Options: --profile=base|token|page|save (a CPU
 * profile of the server under that load, summarised), --no-cluster.
 */
import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { queryCounter } from "../db/data-source";
import {
  benchDatabase,
  inProcessServer,
  median,
  quantile,
  paced,
  postgresCpu,
  postgresCpuSince,
  round,
  startServer,
  summarizeProfile,
  table,
  type Load,
  type Round,
} from "./bench-kit";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Rounds of the page at half its peak: one stall of the shared machine can take a round's p99, the median holds. */
const HALF_ROUNDS = Number(process.env.BENCH_HALF_ROUNDS ?? 5);
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Extra node flags for the server under load (e.g. "--max-semi-space-size=32"), to compare runtime settings. */
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
const profileOf = process.argv.find((a) => a.startsWith("--profile="))?.split("=")[1];
const dist = path.resolve(__dirname, "..");

export const PAGE_QUERY = `query Page($id: ID!, $n: Int!) { attempt(id: $id) { id status currentPage pageCount
  timers { skill remainingSeconds }
  page(number: $n) { number skill playsLeft answers { subQuestionId value }
    block { id type title intro passage audioUrl imageUrl playLimit readingSeconds optionPool { value label }
      subQuestions { id answerType completeMode answerLocation title lastTitle bannerImageUrl highlight choices { value label imageUrl } } } } } }`;
export const SAVE_QUERY = `mutation Save($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`;

export interface Fixture {
  token: string;
  loads: { base: Load; token: Load; page: Load; save: Load };
  counts: (string | number)[][];
  about: string;
}

/** In process: seed, a registered learner with a training attempt of the Goethe B1 mock, statement counts. */
export async function prepare(url: string, secret: string): Promise<Fixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-"));
  // a long principal TTL while counting, so that a slow machine cannot add a refresh to an operation's count
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    LOG_LEVEL: "warn",
    PRINCIPAL_CACHE_TTL_MS: "60000",
  });
  const app = await inProcessServer(config);
  const { ds, graphqlUrl: gqlUrl } = app;
  let token = "";
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, auth = true): Promise<T> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (auth && token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(gqlUrl, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  try {
    const [block] = await ds.query(
      `SELECT b.id, b.exam_id, e.name,
              (SELECT count(*) FROM question_blocks p WHERE p.exam_id = b.exam_id AND (p.position, p.id) <= (b.position, b.id))::int AS page,
              (SELECT count(*) FROM sub_questions s WHERE s.block_id = b.id)::int AS items
         FROM question_blocks b JOIN exams e ON e.id = b.exam_id JOIN levels l ON l.id = e.level_id
        WHERE e.published AND l.family = 'goethe' AND l.cefr = 'B1'
        ORDER BY items DESC, b.id LIMIT 1`,
    );
    if (!block || block.items < 10) throw new Error("no published Goethe B1 page with at least 10 sub-questions");
    const email = `bench-${Date.now()}@example.org`;
    const registered = await call<{ register: { token: string } }>(
      `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
      { input: { name: "Bench", email, password: crypto.randomBytes(12).toString("base64url") } },
    );
    token = registered.register.token;
    const started = await call<{ startAttempt: { id: string } }>(
      `mutation($e: ID!) { startAttempt(examId: $e, mode: TRAINING) { id } }`,
      { e: String(block.exam_id) },
    );
    const attemptId = started.startAttempt.id;
    type Sub = { id: string; choices: { value: string }[] };
    const page = await call<{ attempt: { page: { block: { subQuestions: Sub[] } } } }>(PAGE_QUERY, {
      id: attemptId,
      n: block.page,
    });
    const answers = page.attempt.page.block.subQuestions
      .slice(0, 10)
      .map((s) => ({ subQuestionId: s.id, value: s.choices[0]?.value ?? "Antwort" }));
    const auth = { authorization: `Bearer ${token}` };
    const loads = {
      base: { name: "`{ __typename }` without a token", body: JSON.stringify({ query: "{ __typename }" }), headers: {} },
      token: {
        name: "`{ __typename }` with a learner's token",
        body: JSON.stringify({ query: "{ __typename }" }),
        headers: auth,
      },
      page: {
        name: `attempt page (${block.items} items, Goethe B1 page ${block.page})`,
        body: JSON.stringify({ query: PAGE_QUERY, variables: { id: attemptId, n: block.page } }),
        headers: auth,
      },
      save: {
        name: "saveAnswers, 10 answers",
        body: JSON.stringify({ query: SAVE_QUERY, variables: { id: attemptId, answers } }),
        headers: auth,
      },
    };
    // statement counts, each operation warm (its caches filled by the call before)
    const counter = queryCounter(ds);
    const counts: (string | number)[][] = [];
    for (const load of Object.values(loads)) {
      const parsed = JSON.parse(load.body) as { query: string; variables?: Record<string, unknown> };
      const auth = Object.keys(load.headers).length > 0;
      await call(parsed.query, parsed.variables, auth);
      const m = await counter.measure(() => call(parsed.query, parsed.variables, auth));
      const tx = m.statements.filter((s) => /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim())).length;
      // what the client receives (uncompressed, as autocannon asks for it)
      const res = await fetch(gqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...load.headers },
        body: load.body,
      });
      counts.push([load.name, m.queries, tx, (await res.arrayBuffer()).byteLength]);
    }
    return { token, loads, counts, about: `${block.name}, page ${block.page}: ${block.items} sub-questions` };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const secret = crypto.randomBytes(48).toString("base64url");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-server-"));
  // The load comes from one address and one learner: the GraphQL request budgets are lifted (still counted).
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    GRAPHQL_RATE_LIMIT_ANONYMOUS: "1000000000",
    GRAPHQL_RATE_LIMIT_SIGNED_IN: "1000000000",
  };
  try {
    const f = await prepare(db.url, secret);
    console.log(
      `\nbench: ${db.label}; Node ${process.version}; ${os.cpus().length} CPUs; load average ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(`page: ${f.about}\n`);
    console.log(
      table(["operation (warm: user and content cached)", "SQL statements", "of which BEGIN/COMMIT", "response bytes"], f.counts),
    );

    if (profileOf) {
      const load = f.loads[profileOf as keyof Fixture["loads"]];
      if (!load) throw new Error(`--profile=${profileOf}: expected one of ${Object.keys(f.loads).join(", ")}`);
      await profile(load, env);
      return;
    }

    const one = await startServer(path.join(dist, "main.js"), env, SERVER_ARGS);
    const order = [f.loads.base, f.loads.token, f.loads.page, f.loads.save];
    const runs = new Map<Load, Round[]>(order.map((l) => [l, []]));
    try {
      for (const l of order) await round(one.url, l, 1, CONNECTIONS); // warm-up
      // the server's own CPU time per request beside the rates: it hardly moves when other work shares the machine
      // and, where PostgreSQL and the load generator share the machine, theirs
      const cpu = new Map<Load, number[]>(order.map((l) => [l, []]));
      const pgCpu = new Map<Load, number[]>(order.map((l) => [l, []]));
      const genCpu = new Map<Load, number[]>(order.map((l) => [l, []]));
      for (let r = 0; r < ROUNDS; r += 1)
        for (const l of order) {
          const before = [one.cpuMs(), postgresCpu(), process.cpuUsage()] as const;
          const x = await round(one.url, l, SECONDS, CONNECTIONS);
          runs.get(l)!.push(x);
          const n = Math.max(1, x.total);
          cpu.get(l)!.push((one.cpuMs() - before[0]) / n);
          pgCpu.get(l)!.push(postgresCpuSince(before[1]) / n);
          const gen = process.cpuUsage(before[2]);
          genCpu.get(l)!.push((gen.user + gen.system) / 1000 / n);
        }
      const med = (l: Load, k: "rps" | "p50" | "p99") => median(runs.get(l)!.map((x) => x[k]));
      const cpuOf = (l: Load) => median(cpu.get(l)!);
      const ms = (m: Map<Load, number[]>, l: Load) => median(m.get(l)!).toFixed(3);
      const base = med(f.loads.base, "rps");
      const half = med(f.loads.page, "rps") / 2;
      const halfP99: number[] = [];
      const halfP50: number[] = [];
      const halfAll: number[] = [];
      for (let r = 0; r < HALF_ROUNDS; r += 1) {
        const h = await paced(one.url, f.loads.page, SECONDS, Math.max(1, Math.round(half)));
        halfP99.push(h.p99);
        halfP50.push(h.p50);
        halfAll.push(...(h.latencies ?? []));
      }
      halfAll.sort((a, b) => a - b);
      const goals = new Map<Load, string>([
        [f.loads.token, "≥ 0.7"],
        [f.loads.page, "≥ 0.25"],
        [f.loads.save, "≥ 0.15"],
      ]);
      console.log(
        `\n${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per load; medians; load average now ${os.loadavg()[0].toFixed(1)}\n`,
      );
      console.log(
        table(
          [
            "load",
            "req/s",
            "p50 ms",
            "p99 ms",
            "errors",
            "vs baseline",
            "goal",
            "server CPU ms/req",
            "CPU vs baseline",
            "PostgreSQL CPU ms/req",
            "autocannon CPU ms/req",
          ],
          order.map((l) => [
            l.name,
            med(l, "rps").toFixed(0),
            med(l, "p50"),
            med(l, "p99"),
            runs.get(l)!.reduce((n, x) => n + x.errors, 0),
            (med(l, "rps") / base).toFixed(3),
            goals.get(l) ?? "",
            cpuOf(l).toFixed(3),
            (cpuOf(f.loads.base) / cpuOf(l)).toFixed(3),
            ms(pgCpu, l),
            ms(genCpu, l),
          ]),
        ),
      );
      console.log(
        `\nthe page at half its peak, ${half.toFixed(0)} req/s evenly spaced (open loop): p99 ${median(halfP99)} ms ` +
          `(rounds: ${halfP99.join(", ")}; goal ≤ 25 ms), p50 ${median(halfP50)} ms; ` +
          `over all ${halfAll.length} requests of the rounds: p99 ${quantile(halfAll, 0.99)} ms, p99.9 ${quantile(halfAll, 0.999)} ms`,
      );
      if (!process.argv.includes("--no-cluster")) await cluster(one.url, env, [f.loads.token, f.loads.page]);
    } finally {
      await one.stop();
    }
  } finally {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One process against start:cluster (one worker per core, shared state in Redis), short interleaved rounds. */
async function cluster(oneUrl: string, env: Record<string, string>, loads: Load[]): Promise<void> {
  const all = await startServer(path.join(dist, "cluster.js"), {
    ...env,
    REDIS_URL: REDIS,
    REDIS_PREFIX: `bench-${process.pid}`,
  });
  try {
    const seconds = Math.max(2, Math.ceil(SECONDS / 2));
    const rows: (string | number)[][] = [];
    for (const l of loads) {
      const single: number[] = [];
      const multi: number[] = [];
      await round(all.url, l, 1, CONNECTIONS);
      for (let r = 0; r < 3; r += 1) {
        single.push((await round(oneUrl, l, seconds, CONNECTIONS)).rps);
        multi.push((await round(all.url, l, seconds, CONNECTIONS)).rps);
      }
      rows.push([l.name, median(single).toFixed(0), median(multi).toFixed(0), (median(multi) / median(single)).toFixed(2)]);
    }
    console.log(
      `\none process vs start:cluster (${os.cpus().length} workers, Redis), 3 interleaved rounds of ${seconds} s, medians\n`,
    );
    console.log(table(["load", "1 process req/s", "cluster req/s", "×"], rows));
  } finally {
    await all.stop();
  }
}

/** The server under one load with --cpu-prof; prints where its CPU time went. */
async function profile(load: Load, env: Record<string, string>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-prof-"));
  const server = await startServer(path.join(dist, "main.js"), env, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  let r: Round;
  try {
    await round(server.url, load, 2, CONNECTIONS);
    r = await round(server.url, load, SECONDS * 2, CONNECTIONS);
  } finally {
    await server.stop();
  }
  const file = fs.readdirSync(dir).find((n) => n.endsWith(".cpuprofile"));
  if (!file) throw new Error("no CPU profile written");
  const kept = path.join(os.tmpdir(), `dp-bench-${profileOf}-${Date.now()}.cpuprofile`);
  fs.renameSync(path.join(dir, file), kept);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`\nprofile of "${load.name}" at ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms), kept at ${kept}\n`);
  console.log(summarizeProfile(kept, SECONDS * 2));
}

// run as a script (npm run bench); bench-scale.ts imports its fixture
if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
