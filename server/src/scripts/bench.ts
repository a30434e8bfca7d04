/*
 * npm run bench: the exam engine under load, against the real app on PostgreSQL over loopback.
 *
 * Database: DATABASE_URL if set; otherwise a fresh database on the machine's PostgreSQL
 * (BENCH_PG_SERVER, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards;
 * with --embedded (or when no server answers) the embedded engine (PGlite).
 * Runs three loads for BENCH_SECONDS each (default 10) with BENCH_CONNECTIONS (default 10):
 * an attempt page query, a 10-answer saveAnswers, and a { __typename } baseline.
 */
import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { entities } from "../entities";
import { openDatabase } from "../db/database";
import { seedIfEmpty } from "../modules/exams/format/load-content";
import { User } from "../modules/users/user.entity";

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  errors: number;
  non2xx: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as Cannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function pickDatabase(): Promise<{ url: string | undefined; label: string; drop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, label: "DATABASE_URL" };
  if (process.argv.includes("--embedded")) return { url: undefined, label: "embedded PGlite" };
  const server = process.env.BENCH_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `dp_bench_${Date.now()}`;
  const admin = new Client({ connectionString: server, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch (err) {
    console.warn(`no PostgreSQL server at ${server} (${(err as Error).message}); using the embedded engine`);
    return { url: undefined, label: "embedded PGlite" };
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${server.replace(/\/\/[^@]*@/, "//")} (fresh database ${name})`,
    async drop() {
      const c = new Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main(): Promise<void> {
  const db = await pickDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-"));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    JWT_SECRET: process.env.JWT_SECRET ?? crypto.randomBytes(48).toString("base64url"),
    LOG_LEVEL: "warn",
  });
  const database = await openDatabase(config, entities);
  const { ds } = database;
  await seedIfEmpty(ds, config.contentDir);
  const built = await createApp(ds, config);
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = built.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  // the published block with the most items (at least 10), in training mode so no clock ends the run
  const [block] = await ds.query(
    `SELECT b.id, b.exam_id, (SELECT count(*) FROM question_blocks p WHERE p.exam_id = b.exam_id AND (p.position, p.id) <= (b.position, b.id))::int AS page,
            (SELECT count(*) FROM sub_questions s WHERE s.block_id = b.id)::int AS items
       FROM question_blocks b JOIN exams e ON e.id = b.exam_id WHERE e.published
      ORDER BY items DESC, b.id LIMIT 1`,
  );
  if (!block || block.items < 10) throw new Error("no published block with at least 10 sub-questions");
  const user = await ds
    .getRepository(User)
    .save({ email: `bench-${Date.now()}@example.org`, name: "Bench", emailConfirmedAt: new Date() });
  const token = built.services.tokens.sign(user);
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const started = await call<{ startAttempt: { id: string } }>(
    `mutation($e: ID!) { startAttempt(examId: $e, mode: TRAINING) { id } }`,
    {
      e: String(block.exam_id),
    },
  );
  const attemptId = started.startAttempt.id;

  const pageQuery = `query Page($id: ID!, $n: Int!) { attempt(id: $id) { id status currentPage pageCount
    timers { skill remainingSeconds }
    page(number: $n) { number skill playsLeft answers { subQuestionId value }
      block { id type title intro passage audioUrl imageUrl playLimit readingSeconds optionPool { value label }
        subQuestions { id answerType completeMode answerLocation title lastTitle bannerImageUrl highlight choices { value label imageUrl } } } } } }`;
  type Sub = { id: string; answerType: string; completeMode: string | null; choices: { value: string }[] };
  const page = await call<{ attempt: { page: { block: { subQuestions: Sub[] } } } }>(pageQuery, { id: attemptId, n: block.page });
  const subs = page.attempt.page.block.subQuestions;
  const answers = subs.slice(0, 10).map((s) => ({ subQuestionId: s.id, value: s.choices[0]?.value ?? "Antwort" }));
  const saveQuery = `mutation Save($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`;
  await call(saveQuery, { id: attemptId, answers });

  const loads = [
    { name: "attempt page query", body: { query: pageQuery, variables: { id: attemptId, n: block.page } } },
    { name: "saveAnswers (10 answers)", body: { query: saveQuery, variables: { id: attemptId, answers } } },
    { name: "{ __typename } baseline", body: { query: "{ __typename }" } },
  ];
  console.log(
    `\nbench: ${db.label}; ${CONNECTIONS} connections, ${SECONDS} s per load, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  console.log(`page ${block.page} of exam ${block.exam_id}: ${block.items} sub-questions\n`);
  const results: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const load of loads) {
    const r = await autocannon({
      url,
      method: "POST",
      headers,
      body: JSON.stringify(load.body),
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    results.push({ name: load.name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  const base = results[2];
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad("load", 28)}${pad("req/s", 10)}${pad("p99 ms", 9)}${pad("errors", 8)}req/s vs baseline`);
  for (const r of results) {
    console.log(
      `${pad(r.name, 28)}${pad(r.rps.toFixed(0), 10)}${pad(String(r.p99), 9)}${pad(String(r.errors), 8)}${(r.rps / base.rps).toFixed(3)}`,
    );
  }
  console.log(
    `\nratios to the baseline: page ${(results[0].rps / base.rps).toFixed(3)} (p99 ×${(results[0].p99 / Math.max(1, base.p99)).toFixed(1)}), ` +
      `saveAnswers ${(results[1].rps / base.rps).toFixed(3)} (p99 ×${(results[1].p99 / Math.max(1, base.p99)).toFixed(1)})`,
  );
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [attemptId]);
  console.log(`answers stored after the save load: ${n} (one per sub-question)`);

  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await built.stop();
  await database.close();
  await db.drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
