/*
 * Two replicas of the compiled server on one database, learners saving answers through both in turn; one replica is
 * killed (SIGKILL) under that load. Every save a replica acknowledged is in the database: the last value each learner
 * was told was saved is the value stored. Replicas need a PostgreSQL server (the embedded engine is one session of one
 * process): this runs with TEST_PG_SERVER_URL, as CI sets it, like start-db-restart.int.spec.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { seedIfEmpty } from "../src/modules/exams/format/load-content";
import { FIXTURE_CONTENT, freshDatabase, testDatabaseUrl } from "./harness";
import { listeningPort, runServer, waitFor, type ServerProcess } from "./server-process";

const SECRET = "kY7#pQ2vL9mN4bR8tW1eX6uI3oZ5aS0d";
let ds: DataSource;
const dirs: string[] = [];
const replicas: ServerProcess[] = [];

async function replica(): Promise<{ p: ServerProcess; url: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-replica-"));
  dirs.push(dataDir);
  const p = runServer({
    DATABASE_URL: testDatabaseUrl(),
    DB_POOL_MAX: "3",
    JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    CONTENT_DIR: FIXTURE_CONTENT,
    LTI_SCORE_SWEEP_SECONDS: "0",
    GRAPHQL_RATE_LIMIT_ANONYMOUS: "100000",
    GRAPHQL_RATE_LIMIT_SIGNED_IN: "100000",
  });
  replicas.push(p);
  const port = await waitFor(() => listeningPort(p), "a replica's listening log line");
  return { p, url: `http://127.0.0.1:${port}` };
}

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

beforeAll(async () => {
  ds = await freshDatabase();
  await seedIfEmpty(ds, FIXTURE_CONTENT);
});
afterAll(async () => {
  for (const p of replicas) p.child.kill("SIGKILL");
  await ds.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const onServer = process.env.TEST_PG_SERVER_URL ? it : it.skip;

onServer("a replica killed under load loses no acknowledged save", async () => {
  const [{ exam, sub }] = await ds.query(
    `SELECT b.exam_id AS exam, sq.id AS sub FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id
      JOIN exams e ON e.id = b.exam_id
      WHERE sq.answer_type = 'complete' AND sq.complete_mode = 'write' AND e.published ORDER BY sq.id LIMIT 1`,
  );
  const a = await replica();
  const b = await replica();
  const learners = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const token = (await gql(b.url, `mutation { startGuestSession { token } }`, {})).data!.startGuestSession.token as string;
      const started = await gql(b.url, `mutation($e: ID!) { startAttempt(examId: $e) { id } }`, { e: String(exam) }, token);
      if (!started.data) throw new Error(JSON.stringify(started.errors));
      return { token, attempt: started.data.startAttempt.id as string, acknowledged: null as string | null, refused: 0 };
    }),
  );

  let sent = 0;
  let killed = false;
  const SAVE = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`;
  await Promise.all(
    learners.map(async (l, n) => {
      for (let i = 0; i < 40; i++) {
        // every other save to the replica that dies (while it lives), as a load balancer in turn would
        const url = i % 2 === 0 && !killed ? a.url : b.url;
        const value = `learner ${n} save ${i}`;
        try {
          const r = await gql(url, SAVE, { id: l.attempt, answers: [{ subQuestionId: String(sub), value }] }, l.token);
          if (r.data?.saveAnswers.saved === 1) l.acknowledged = value;
          else l.refused += 1;
        } catch {
          l.refused += 1; // no answer: not acknowledged
        }
        if (++sent === 40 && !killed) {
          killed = true;
          a.p.child.kill("SIGKILL");
        }
      }
    }),
  );
  expect(killed).toBe(true);
  expect(await a.p.exit).toBeNull();
  for (const l of learners) {
    const [row] = await ds.query(`SELECT value FROM attempt_answers WHERE attempt_id = $1 AND sub_question_id = $2`, [
      l.attempt,
      sub,
    ]);
    expect(row?.value).toBe(l.acknowledged);
  }
  // the last saves went to the survivor and were acknowledged
  expect(learners.every((l) => l.acknowledged?.endsWith("save 39"))).toBe(true);
});
