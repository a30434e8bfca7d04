/*
 * npm run bench:class-view: a course's class view over HTTP against the real app (issue 30: under 300 ms for a course
 * of 30 learners with 10 assignments on the embedded database).
 *
 * Database: DATABASE_URL if set, otherwise the embedded engine (PGlite) in a temporary folder. Seeds the content, makes
 * a course of BENCH_LEARNERS (default 30) learners and one teacher, gives it BENCH_ASSIGNMENTS (default 10) mock exams
 * of one family and level, and has every learner hand in every assignment with every item answered (300 submitted
 * attempts; half of the writing answers graded by the teacher). Then asks the class view (table, heat map, awaiting
 * count) BENCH_RUNS times (default 21) and prints the statements per request and the median time; BENCH_CSV=1 asks the
 * CSV export instead.
 */
import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../config";
import { RequestLoaders } from "../common/request-loaders";
import { queryCounter } from "../db/data-source";
import { buildAssignment, buildCourse } from "../modules/courses/class-view.testkit";
import { User } from "../modules/users/user.entity";
import { inProcessServer } from "./bench-kit";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 30);
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const QUERY = `query ClassView($id: ID!) { course(id: $id) { id awaitingGrading classView { modules
  rows { learner { id name } joinedAt cells { skill attemptId examName percent status passed verdict } }
  heatMap { set { id name teil } attempted correct percent pointsLost lostShare } } } }`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bench-class-view-"));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    JWT_SECRET: process.env.JWT_SECRET ?? crypto.randomBytes(48).toString("base64url"),
    LOG_LEVEL: "warn",
  });
  const app = await inProcessServer(config);
  const { ds, graphqlUrl: url } = app;

  // the published mocks of one family and level (BENCH_FAMILY, BENCH_LEVEL: Goethe B1, four modules each, by default)
  const exams: { id: number; family: string; cefr: string }[] = await ds.query(
    `SELECT e.id, l.family, l.cefr FROM exams e JOIN levels l ON l.id = e.level_id
      WHERE e.published AND l.family = $1 AND l.cefr = $2 ORDER BY e.sort_order, e.id`,
    [process.env.BENCH_FAMILY ?? "goethe", process.env.BENCH_LEVEL ?? "B1"],
  );
  const users = ds.getRepository(User);
  const stamp = Date.now();
  const teacher = await users.save({ email: `teacher-${stamp}@example.org`, name: "Lehrerin", isTeacher: true });
  const learners: User[] = [];
  for (let i = 0; i < LEARNERS; i += 1)
    learners.push(
      await users.save({ email: `learner-${i}-${stamp}@example.org`, name: `Lernende ${String(i + 1).padStart(2, "0")}` }),
    );
  const courseId = await buildCourse(ds, {
    name: "Bench B1",
    family: exams[0].family,
    cefr: exams[0].cefr,
    teachers: [teacher.id],
    learners: learners.map((l) => l.id),
    joinedAt: new Date(Date.now() - 30 * 86_400_000),
  });
  const assignments: { id: number; examId: number }[] = [];
  for (let i = 0; i < ASSIGNMENTS; i += 1) {
    const examId = exams[i % exams.length].id;
    assignments.push({ id: await buildAssignment(ds, courseId, { title: `Modellprüfung ${i + 1}`, examId }), examId });
  }

  // every learner starts every assignment (one statement), answers every item (one statement), and hands it in
  const setupStart = performance.now();
  const pairs = learners.flatMap((l, li) =>
    assignments.map((a, ai) => ({ userId: l.id, ...a, hoursAgo: 24 * (ASSIGNMENTS - ai) + li })),
  );
  const attempts: { id: number; user_id: number }[] = await ds.query(
    `INSERT INTO attempts (user_id, exam_id, assignment_id, status, started_at, module_started_at)
     SELECT u, e, a, 'in_progress', now() - (h || ' hours')::interval, '{}'::jsonb
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS p(u, e, a, h) RETURNING id, user_id`,
    [pairs.map((p) => p.userId), pairs.map((p) => p.examId), pairs.map((p) => p.id), pairs.map((p) => p.hoursAgo)],
  );
  // keyed items: the first choice or pool option (some right, some wrong), typed gaps a word; writing a text; speaking a take id
  await ds.query(
    `INSERT INTO attempt_answers (attempt_id, sub_question_id, value)
     SELECT a.id, sq.id, CASE WHEN sq.answer_type = 'writing' THEN 'Liebe Anna, vielen Dank für die Einladung. Ich komme gern.'
                              WHEN sq.answer_type = 'speaking' THEN gen_random_uuid()::text
                              ELSE coalesce(sq.choices->0->>'value', (SELECT p->>'value' FROM jsonb_array_elements(b.option_pool) p LIMIT 1), 'Antwort') END
       FROM attempts a JOIN question_blocks b ON b.exam_id = a.exam_id JOIN sub_questions sq ON sq.block_id = b.id
      WHERE a.id = ANY($1::int[])`,
    [attempts.map((a) => a.id)],
  );
  for (const a of attempts) {
    const actor = {
      principal: { userId: a.user_id, isGuest: false, isAdmin: false },
      lang: "de" as const,
      ip: "bench",
      loaders: new RequestLoaders(ds),
    };
    await app.services.attempts.submit(actor, String(a.id));
  }
  // the teacher has graded every other writing answer
  await ds.query(
    `INSERT INTO assessments (attempt_id, sub_question_id, kind, assessor_id, scores, total, max_points)
     SELECT aa.attempt_id, aa.sub_question_id, 'teacher', $2, '[]'::jsonb, 12, 20
       FROM attempt_answers aa JOIN sub_questions sq ON sq.id = aa.sub_question_id AND sq.answer_type = 'writing'
      WHERE aa.attempt_id = ANY($1::int[]) AND aa.attempt_id % 2 = 0`,
    [attempts.map((a) => a.id), teacher.id],
  );
  const setupMs = performance.now() - setupStart;

  const token = app.services.tokens.sign(teacher);
  const csv = !!process.env.BENCH_CSV;
  const ask = async () => {
    if (csv) {
      const res = await fetch(url.replace(/\/graphql$/, `/api/courses/${courseId}/export.csv`), {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`export: HTTP ${res.status}`);
      return { rows: (await res.text()).split("\r\n").length - 2, cells: 0, heat: 0 };
    }
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY, variables: { id: String(courseId) } }),
    });
    const body = (await res.json()) as {
      data?: { course: { classView: { rows: { cells: unknown[] }[]; heatMap: unknown[] } } };
      errors?: unknown[];
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const view = body.data!.course.classView;
    return { rows: view.rows.length, cells: view.rows.reduce((n, r) => n + r.cells.length, 0), heat: view.heatMap.length };
  };

  await ask(); // warm: the statements planned, the exams' content cached
  if (process.env.BENCH_TRACE) {
    // each statement's time in one request (a developer's aid: where the time goes)
    const plain = ds.query.bind(ds);
    let queue: Promise<unknown> = Promise.resolve();
    ds.query = (async (sql: string, params?: unknown[]) => {
      // one at a time, so that each time is the statement's own
      const mine = queue.then(() => undefined);
      let done!: () => void;
      queue = new Promise<void>((r) => (done = r));
      await mine;
      const start = performance.now();
      try {
        return await plain(sql, params);
      } finally {
        done();
        console.log(
          `  ${(performance.now() - start).toFixed(1).padStart(7)} ms  ${sql.replace(/\s+/g, " ").trim().slice(0, 110)}`,
        );
      }
    }) as typeof ds.query;
    await ask();
    ds.query = plain as typeof ds.query;
  }
  const counted = await queryCounter(ds).measure(ask);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await ask();
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  const [{ n: submitted }] = await ds.query(
    `SELECT count(*)::int AS n FROM attempts WHERE status = 'submitted' AND assignment_id IS NOT NULL`,
  );
  console.log(
    `\nclass view ${csv ? "(CSV export) " : ""}over HTTP (${process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PGlite"}, ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  console.log(
    `  ${LEARNERS} learners, ${ASSIGNMENTS} assignments of ${exams.length} mocks (${exams[0].family} ${exams[0].cefr}), ` +
      `${submitted} submitted attempts; set up in ${(setupMs / 1000).toFixed(1)} s`,
  );
  console.log(`  answer: ${counted.result.rows} rows, ${counted.result.cells} cells, ${counted.result.heat} Teil types`);
  console.log(
    `  ${counted.queries} statements per request; median ${at(0.5)} ms, fastest ${at(0)} ms, p90 ${at(0.9)} ms over ${RUNS} runs`,
  );
  // the process's CPU time per request (server, embedded engine and the bench's own fetch): what a busy machine inflates least
  console.log(`  CPU time per request: median ${cpu[Math.floor(cpu.length / 2)].toFixed(1)} ms, fastest ${cpu[0].toFixed(1)} ms`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
