import type { Pool } from "pg";
import { PgBoss, type Job } from "pg-boss";
import type { DataSource } from "typeorm";
import { logger } from "../../common/logger";

export const DELIVERY_QUEUE = "webhook-delivery";

export interface DeliveryJob {
  deliveryId: string;
}

export interface QueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutMs: number;
  pollSeconds: number;
}

/** Runs one delivery; throws to have it retried. `final`: no retry follows a failure of this run. */
export type DeliveryHandler = (deliveryId: string, final: boolean, signal: AbortSignal) => Promise<void>;

/**
 * The durable delivery queue: pg-boss in its own schema (`pgboss`) of the product's PostgreSQL, embedded PGlite
 * included. pg-boss sends its statements through the application's own pool (one connection in turn on the embedded
 * engine, which is one session), so the queue never opens a second session there. Jobs survive a restart; a failed
 * delivery is retried with exponential backoff (retryDelay × 2^n with jitter) up to retryLimit times; each job's id is
 * its delivery's id, so a retry is the same delivery.
 */
export class WebhookQueue {
  private boss: PgBoss | null = null;
  private workerId: string | null = null;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly ds: DataSource,
    private readonly opts: QueueOptions,
  ) {}

  async start(handler: DeliveryHandler): Promise<void> {
    const pool = (this.ds.driver as unknown as { master: Pool }).master;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: "pgboss",
      schedule: false,
    });
    boss.on("error", (err: Error) => logger.warn({ err: { message: err.message } }, "webhook queue error"));
    await boss.start();
    if (!(await boss.getQueue(DELIVERY_QUEUE))) await boss.createQueue(DELIVERY_QUEUE);
    this.boss = boss;
    this.workerId = await boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      { pollingIntervalSeconds: this.opts.pollSeconds, batchSize: 1, localConcurrency: 4 },
      async ([job]: Job<DeliveryJob>[]) => this.run(job, handler),
    );
  }

  /** Enqueues deliveries (their ids are the jobs' ids) and wakes this process's worker. */
  async enqueue(deliveryIds: string[]): Promise<void> {
    if (!this.boss || !deliveryIds.length) return;
    const retry = {
      retryLimit: this.opts.retryLimit,
      retryDelay: this.opts.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      expireInSeconds: Math.ceil(this.opts.timeoutMs / 1000) + 60,
    };
    await this.boss.insert(
      DELIVERY_QUEUE,
      deliveryIds.map((id) => ({ id, data: { deliveryId: id }, ...retry })),
    );
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** Stops taking jobs; deliveries in flight are abandoned (their jobs are retried after expiry, by any replica). */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    for (const c of this.inFlight) c.abort();
    await boss?.stop({ graceful: true, timeout: 3000 }).catch((err: unknown) => logger.warn({ err }, "webhook queue stop"));
  }

  private async run(job: Job<DeliveryJob>, handler: DeliveryHandler): Promise<void> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const final = job.retryCount >= this.opts.retryLimit;
      await handler(job.data.deliveryId, final, AbortSignal.any([controller.signal, job.signal]));
    } catch (err) {
      logger.debug({ err: { message: (err as Error).message }, deliveryId: job.data.deliveryId }, "webhook delivery failed");
      throw err;
    } finally {
      this.inFlight.delete(controller);
    }
  }
}
