/*
 * The background job queue (pg-boss on the product's PostgreSQL, embedded PGlite included): a job that fails is retried
 * with exponential backoff until it succeeds or its retries are spent, and a job whose worker died mid-run is run again
 * by another process once it has expired. The clock is never waited for: a retry's start or an expiry is moved to now.
 */
import type { DataSource } from "typeorm";
import { freshDatabase, testDatabaseUrl } from "../../../test/harness";
import { createDataSource } from "../../db/data-source";
import { entities } from "../../entities";
import { JobQueue, type QueueDefinition } from "./job-queue";

let ds: DataSource;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ds = await freshDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop({ graceful: false });
  await ds.destroy();
});

function queue(): JobQueue {
  const q = new JobQueue(ds);
  queues.push(q);
  return q;
}

const rules = { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 60, pollSeconds: 0.5, concurrency: 1 };

/** Waits until the job reaches one of these states (the worker runs in the background), after `runs` runs at least. */
async function reaches(q: JobQueue, name: string, id: string, states: string[], runs = 0) {
  const until = Date.now() + 20_000;
  let job = null;
  while (Date.now() < until) {
    job = await q.job<{ n: number }>(name, id);
    if (job && states.includes(job.state) && job.retryCount >= runs - 1) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`job ${id} is ${job?.state ?? "gone"} after ${job?.retryCount} retries, not ${states.join(" or ")}`);
}
const stateOf = async (id: string) => (await ds.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state;

/** Seconds from now (the database's clock) until a retry may start. */
async function delayOf(id: string): Promise<number> {
  const [{ s }] = await ds.query(`SELECT extract(epoch FROM start_after - now())::float AS s FROM pgboss.job WHERE id = $1`, [
    id,
  ]);
  return Number(s);
}
const runNow = (id: string) => ds.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [id]);

describe("the job queue", () => {
  it("retries a failing job with exponential backoff until it succeeds, keeping its output", async () => {
    const q = queue();
    const runs: number[] = [];
    const def: QueueDefinition<{ n: number }> = {
      name: "test-backoff",
      ...rules,
      handler: async (data, attempt) => {
        runs.push(attempt.retryCount);
        if (attempt.retryCount < 2) throw new Error(`receiver down (run ${attempt.retryCount + 1})`);
        return { doubled: data.n * 2, final: attempt.final };
      },
    };
    await q.define(def);
    const id = "00000000-0000-4000-8000-000000000001";
    await q.send(def.name, [{ id, data: { n: 21 } }]);

    // first failure: the retry waits between 1 and 2 × the delay; the second between 2 and 4 ×
    let job = await reaches(q, def.name, id, ["retry"]);
    expect(job.output).toMatchObject({ message: "receiver down (run 1)" });
    const first = await delayOf(id);
    expect(first).toBeGreaterThan(60 - 5);
    expect(first).toBeLessThanOrEqual(120);
    expect(await q.overview()).toEqual([
      {
        name: def.name,
        waiting: 1,
        active: 0,
        failed: 0,
        lastError: expect.objectContaining({ message: "receiver down (run 1)", jobId: id }),
      },
    ]);
    await runNow(id);
    job = await reaches(q, def.name, id, ["retry", "completed", "failed"], 2);
    expect([job.state, job.retryCount]).toEqual(["retry", 1]);
    const second = await delayOf(id);
    expect(second).toBeGreaterThan(120 - 5);
    expect(second).toBeLessThanOrEqual(240);

    await runNow(id);
    job = await reaches(q, def.name, id, ["completed", "failed"]);
    expect({ state: job.state, retryCount: job.retryCount, output: job.output }).toEqual({
      state: "completed",
      retryCount: 2,
      output: { doubled: 42, final: false },
    });
    expect(runs).toEqual([0, 1, 2]);
  });

  it("fails a job for good once its retries are spent, and shows it with its last error", async () => {
    const q = queue();
    const def: QueueDefinition<{ n: number }> = {
      name: "test-spent",
      ...rules,
      retryLimit: 1,
      handler: async (_data, attempt) => {
        throw new Error(attempt.final ? "still down, last try" : "down");
      },
    };
    await q.define(def);
    const id = "00000000-0000-4000-8000-000000000002";
    await q.send(def.name, [{ id, data: { n: 1 } }]);
    await reaches(q, def.name, id, ["retry"]);
    await runNow(id);
    const job = await reaches(q, def.name, id, ["failed"]);
    expect([job.retryCount, job.output]).toEqual([1, expect.objectContaining({ message: "still down, last try" })]);
    expect((await q.overview()).find((o) => o.name === def.name)).toEqual({
      name: def.name,
      waiting: 0,
      active: 0,
      failed: 1,
      lastError: expect.objectContaining({ message: "still down, last try", jobId: id }),
    });
  });

  it("runs a job again in another process when the worker that took it died mid-run", async () => {
    const name = "test-crash";
    const id = "00000000-0000-4000-8000-000000000003";
    // process 1, with its own connections, takes the job and never finishes it: it dies, its connections with it
    const own = createDataSource(testDatabaseUrl(), 2, entities);
    await own.initialize();
    const crashed = new JobQueue(own);
    let started!: () => void;
    const taken = new Promise<void>((r) => (started = r));
    await crashed.define<{ n: number }>({
      name,
      ...rules,
      retryDelaySeconds: 1,
      handler: () => {
        started();
        return new Promise(() => undefined);
      },
    });
    await crashed.send(name, [{ id, data: { n: 7 } }]);
    await taken;
    await own.destroy();
    await crashed.stop({ graceful: false });
    // nothing marks the job: it stays taken (active) by a process that is gone
    expect(await stateOf(id)).toBe("active");

    // process 2 starts; once the run has expired (its start moved an hour back), supervision hands the job out again
    const survivor = queue();
    const runs: number[] = [];
    await survivor.define<{ n: number }>({
      name,
      ...rules,
      retryDelaySeconds: 1,
      handler: async (data, attempt) => {
        runs.push(attempt.retryCount);
        return { n: data.n };
      },
    });
    expect(await stateOf(id)).toBe("active");
    await ds.query(`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = $1`, [id]);
    await ds.query(`UPDATE pgboss.queue SET monitor_on = NULL, monitor_claim_on = NULL WHERE name = $1`, [name]);
    await survivor.supervise(name);
    expect((await survivor.job(name, id))!.state).toBe("retry");
    await runNow(id);
    const job = await reaches(survivor, name, id, ["completed", "failed"]);
    expect({ state: job.state, retryCount: job.retryCount, output: job.output, runs }).toEqual({
      state: "completed",
      retryCount: 1,
      output: { n: 7 },
      runs: [1],
    });
  });

  it("runs a periodic sweep once per interval, however many processes offer it", async () => {
    const runs: string[] = [];
    const sweep = (who: string) => ({
      name: "test-sweep",
      ...rules,
      intervalSeconds: 3600,
      run: async () => {
        runs.push(who);
        return { swept: 3 };
      },
    });
    const offers = [await queue().every(sweep("process 1")), await queue().every(sweep("process 2"))];
    for (const offer of offers) await offer();
    const [{ id }] = await ds.query(`SELECT id FROM pgboss.job WHERE name = 'test-sweep'`);
    const job = await reaches(queues[queues.length - 1], "test-sweep", id, ["completed", "failed"]);
    expect(job.output).toEqual({ swept: 3 });
    expect(await ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-sweep'`)).toEqual([{ n: 1 }]);
    expect(runs).toHaveLength(1);
  });
});
