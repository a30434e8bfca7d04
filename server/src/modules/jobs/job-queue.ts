import type { Pool } from "pg";
import { PgBoss, type Job, type JobWithMetadata } from "pg-boss";
import type { DataSource, EntityManager } from "typeorm";
import { logger } from "../../common/logger";

/** One attempt at a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 for the first run, n for the n-th retry. */
  retryCount: number;
  /** No retry follows a failure of this run. */
  final: boolean;
  /** Aborted when the job expires or the process stops. */
  signal: AbortSignal;
}

export interface QueueDefinition<T extends object> {
  name: string;
  /** Runs one job; its answer is kept as the job's output; a throw has it retried (with backoff) until the limit. */
  handler: (data: T, attempt: JobAttempt) => Promise<object | void>;
  retryLimit: number;
  /** The first retry's delay (s); each next about twice as late (pg-boss's retryBackoff, with jitter). */
  retryDelaySeconds: number;
  retryDelayMaxSeconds?: number;
  /** A run still active after this long is taken for dead (a crashed process): it is retried, by any process. */
  expireInSeconds: number;
  /** How often an idle worker asks for work (s); a job sent by this process wakes its worker at once. */
  pollSeconds: number;
  /** Jobs of this queue run at once in one process. */
  concurrency: number;
}

export interface QueueOverview {
  name: string;
  /** Waiting to run: new, or failed and waiting for their retry. */
  waiting: number;
  active: number;
  /** Failed for good (every retry spent), still retained. */
  failed: number;
  lastError: { message: string; at: Date; jobId: string } | null;
}

export type QueuedJob<T> = JobWithMetadata<T>;

/**
 * The one queue for background work (audio normalisation, webhook deliveries, the sweeps of unused takes and of due
 * course mails): pg-boss in its own schema (`pgboss`)
 * of the product's PostgreSQL, the embedded PGlite included. pg-boss sends its statements through the application's
 * own pool (one connection in turn on the embedded engine, which is one session), so the queue never opens a second
 * session there. Jobs survive a restart of any process; a run that fails is retried with exponential backoff; a run
 * whose process died is retried once it expires. Queues are defined by the domains that own the work.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private readonly workers = new Map<string, string>();
  private readonly definitions = new Map<string, QueueDefinition<object>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly ds: DataSource) {}

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const pool = (this.ds.driver as unknown as { master: Pool }).master;
      const boss = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: "pgboss",
        schedule: false,
      });
      boss.on("error", (err: Error) => logger.warn({ err: { message: err.message } }, "job queue error"));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Creates the queue (once for all processes) and starts this process's worker for it. */
  async define<T extends object>(def: QueueDefinition<T>): Promise<void> {
    const boss = await this.start();
    if (!(await boss.getQueue(def.name))) await boss.createQueue(def.name);
    this.definitions.set(def.name, def as unknown as QueueDefinition<object>);
    const workerId = await boss.work<T>(
      def.name,
      { pollingIntervalSeconds: def.pollSeconds, batchSize: 1, localConcurrency: def.concurrency },
      async ([job]: Job<T>[]) => this.run(def, job),
    );
    this.workers.set(def.name, workerId);
  }

  /**
   * Enqueues jobs (an id makes a job findable by it), with the queue's retry rules, and wakes this process's worker.
   * With `em` (an open transaction) the jobs are written in that transaction: they exist only if it commits.
   */
  async send<T extends object>(
    name: string,
    jobs: { id?: string; data: T; singletonKey?: string; singletonSeconds?: number }[],
    { em }: { em?: EntityManager } = {},
  ): Promise<void> {
    const def = this.definitions.get(name);
    if (!this.boss || !def) throw new Error(`job queue ${name} is not started`);
    if (!jobs.length) return;
    const rules = {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: def.retryDelayMaxSeconds ?? 6 * 3600,
      expireInSeconds: def.expireInSeconds,
    };
    const db = em && { executeSql: async (text: string, values?: unknown[]) => ({ rows: await em.query(text, values) }) };
    await this.boss.insert(
      name,
      jobs.map((j) => ({ ...j, ...rules })),
      db ? { db } : undefined,
    );
    // inside a transaction the jobs are not visible yet: the caller wakes the worker after the commit
    if (!em) this.wake(name);
  }

  /** Has this process's worker of the queue look for work now (after a commit that queued jobs). */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss?.notifyWorker(worker);
  }

  /** Resolves once no job of the queue waits or runs (a retry waiting for its time counts as waiting). */
  async settled(name: string, timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row]: { open: string }[] = await this.ds.query(
        `SELECT count(*) AS open FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        [name],
      );
      if (Number(row?.open ?? 0) === 0) return;
      if (Date.now() > until) throw new Error(`queue ${name}: ${row?.open} jobs still open after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * A periodic job (a sweep): every process offers one run per interval, pg-boss keeps one per interval across them
   * (a singleton per time slot), and any process's worker runs it, retried with backoff when it throws. The first run
   * comes one interval after the start. Answers the offer itself (a run now, unless this slot has one already).
   */
  async every(
    def: Omit<QueueDefinition<object>, "handler" | "concurrency"> & {
      intervalSeconds: number;
      run: () => Promise<object | void>;
    },
  ): Promise<() => Promise<void>> {
    await this.define({ ...def, concurrency: 1, handler: () => def.run() });
    const offer = (): Promise<void> =>
      this.send(def.name, [
        { data: {}, singletonKey: def.name, singletonSeconds: Math.max(1, Math.round(def.intervalSeconds)) },
      ]).catch((err: unknown) =>
        logger.warn({ err: { message: (err as Error).message }, queue: def.name }, "periodic job not queued"),
      );
    const timer = setInterval(offer, def.intervalSeconds * 1000);
    timer.unref();
    this.timers.add(timer);
    return offer;
  }

  /** A job with its state and output, or null (unknown, or deleted after its retention). */
  async job<T>(name: string, id: string): Promise<QueuedJob<T> | null> {
    if (!this.boss) return null;
    const [found] = await this.boss.findJobs<T>(name, { id });
    return found ?? null;
  }

  /** Each defined queue's counts and its latest error (a failed run, retried or not), for the console. */
  async overview(): Promise<QueueOverview[]> {
    if (!this.boss) return [];
    const names = [...this.definitions.keys()].sort();
    const rows: { name: string; waiting: string; active: string; failed: string }[] = await this.ds.query(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry')) AS waiting,
              count(*) FILTER (WHERE state = 'active') AS active,
              count(*) FILTER (WHERE state = 'failed') AS failed
         FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
      [names],
    );
    const errors: { name: string; id: string; message: string | null; at: Date }[] = await this.ds.query(
      `SELECT DISTINCT ON (name) name, id, output->>'message' AS message, coalesce(completed_on, started_on, created_on) AS at
         FROM pgboss.job
        WHERE name = ANY($1) AND state IN ('retry', 'failed') AND output ? 'message'
        ORDER BY name, coalesce(completed_on, started_on, created_on) DESC`,
      [names],
    );
    return names.map((name) => {
      const r = rows.find((x) => x.name === name);
      const e = errors.find((x) => x.name === name);
      return {
        name,
        waiting: Number(r?.waiting ?? 0),
        active: Number(r?.active ?? 0),
        failed: Number(r?.failed ?? 0),
        lastError: e ? { message: e.message ?? "", at: new Date(e.at), jobId: e.id } : null,
      };
    });
  }

  /** Runs pg-boss's supervision now (expired runs back to retry, counters); it also runs on its own every minute. */
  async supervise(name: string): Promise<void> {
    await this.boss?.supervise(name);
  }

  /**
   * Stops taking jobs and waits a little for those in hand; what is cut off is retried after expiry, by any process.
   * `graceful: false` walks away from the jobs in hand at once, as a crashed process would.
   */
  async stop({ graceful = true }: { graceful?: boolean } = {}): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    const boss = this.boss;
    this.boss = null;
    this.starting = null;
    this.workers.clear();
    await boss?.stop({ graceful, timeout: 3000 }).catch((err: unknown) => logger.warn({ err }, "job queue stop"));
  }

  private async run<T extends object>(def: QueueDefinition<T>, job: Job<T>): Promise<object | void> {
    const attempt = { id: job.id, retryCount: job.retryCount, final: job.retryCount >= def.retryLimit, signal: job.signal };
    try {
      return await def.handler(job.data, attempt);
    } catch (err) {
      logger.debug({ err: { message: (err as Error).message }, queue: def.name, job: job.id }, "job failed");
      throw err;
    }
  }
}
