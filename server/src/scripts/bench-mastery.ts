/*
 * npm run bench:mastery: the mastery query of a learner with a long history, over HTTP against the real app.
 *
 * Database: DATABASE_URL if set, otherwise the embedded engine (PGlite) in a temporary folder. Seeds the content,
 * gives one learner BENCH_ATTEMPTS (default 200) submitted mocks of a published exam with every item answered,
 * then asks `mastery` BENCH_RUNS times (default 21) and prints the statements per request and the median time;
 * BENCH_EXPLAIN=1 also prints the plan of its statement.
 */
import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../config";
import { queryCounter } from "../db/data-source";
import { recordMissingItemRuns } from "../modules/attempts/attempt-item-runs";
import { User } from "../modules/users/user.entity";
import { inProcessServer } from "./bench-kit";

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const QUERY = `query Mastery($family: ExamFamily, $cefr: Cefr) { mastery(family: $family, cefr: $cefr) {
  set { id title blockCount itemCount } attempted correct percent trend lastPracticedAt band recommended } }`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-mastery-"));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    JWT_SECRET: process.env.JWT_SECRET ?? crypto.randomBytes(48).toString("base64url"),
    LOG_LEVEL: "warn",
  });
  const app = await inProcessServer(config);
  const { ds, graphqlUrl: url } = app;

  // the published exam with the most items, and its family and level
  const [exam] = await ds.query(
    `SELECT e.id, upper(l.family) AS family, l.cefr,
            (SELECT count(*) FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id WHERE b.exam_id = e.id)::int AS items
       FROM exams e JOIN levels l ON l.id = e.level_id WHERE e.published ORDER BY items DESC, e.id LIMIT 1`,
  );
  const user = await ds
    .getRepository(User)
    .save({ email: `bench-${Date.now()}@example.org`, name: "Bench", emailConfirmedAt: new Date() });
  const ids: { id: number }[] = await ds.query(
    `INSERT INTO attempts (user_id, exam_id, kind, status, started_at, submitted_at, score, item_runs_recorded)
     SELECT $1, $2, 'mock', 'submitted', now() - (g || ' hours')::interval, now() - (g || ' hours')::interval, '{}'::jsonb, false
       FROM generate_series(1, $3::int) g RETURNING id`,
    [user.id, exam.id, ATTEMPTS],
  );
  // every item answered: the first choice or pool option, or a typed word
  await ds.query(
    `INSERT INTO attempt_answers (attempt_id, sub_question_id, value)
     SELECT a.id, sq.id, coalesce(sq.choices->0->>'value', (SELECT p->>'value' FROM jsonb_array_elements(b.option_pool) p LIMIT 1), 'Antwort')
       FROM unnest($1::int[]) AS a(id) CROSS JOIN sub_questions sq JOIN question_blocks b ON b.id = sq.block_id
      WHERE b.exam_id = $2`,
    [ids.map((r) => r.id), exam.id],
  );
  // their item runs, as the start-up records them for attempts from before runs existed (and a submission does)
  const recordStart = performance.now();
  await recordMissingItemRuns(ds);
  const recordMs = performance.now() - recordStart;
  const headers = { "content-type": "application/json", authorization: `Bearer ${app.services.tokens.sign(user)}` };
  const variables = { family: exam.family, cefr: exam.cefr };
  const ask = async () => {
    const res = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query: QUERY, variables }) });
    const body = (await res.json()) as { data?: { mastery: { attempted: number }[] }; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.mastery;
  };

  const counted = await queryCounter(ds).measure(ask);
  const answers = counted.result.reduce((n, m) => n + m.attempted, 0);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await ask();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `\nmastery over HTTP (${process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PGlite"}, Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  console.log(`  ${ATTEMPTS} submitted attempts of exam ${exam.id} (${exam.items} items each), ${answers} answers counted`);
  console.log(`  their item runs recorded in ${recordMs.toFixed(0)} ms (once; a submission records its own)`);
  console.log(
    `  ${counted.queries} statements per request; median ${at(0.5)} ms, fastest ${at(0)} ms, p90 ${at(0.9)} ms over ${RUNS} runs`,
  );

  if (process.env.BENCH_EXPLAIN) {
    const { MASTERY_SQL } = await import("../modules/practice/practice.mastery-query");
    const blocks: { id: number }[] = await ds.query(`SELECT id FROM question_blocks`);
    const plan: Record<string, string>[] = await ds.query(`EXPLAIN ANALYZE ${MASTERY_SQL}`, [user.id, blocks.map((b) => b.id)]);
    console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
