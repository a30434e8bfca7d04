import type { JobQueue } from "../jobs/job-queue";

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
 * The durable delivery queue: one queue of the product's job queue (jobs/job-queue.ts: pg-boss on the product's
 * PostgreSQL, embedded PGlite included). Jobs survive a restart; a failed delivery is retried with exponential backoff
 * (retryDelay × 2^n with jitter) up to retryLimit times; each job's id is its delivery's id, so a retry is the same
 * delivery.
 */
export class WebhookQueue {
  private started = false;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly jobs: JobQueue,
    private readonly opts: QueueOptions,
  ) {}

  async start(handler: DeliveryHandler): Promise<void> {
    await this.jobs.define<DeliveryJob>({
      name: DELIVERY_QUEUE,
      retryLimit: this.opts.retryLimit,
      retryDelaySeconds: this.opts.retryDelaySeconds,
      expireInSeconds: Math.ceil(this.opts.timeoutMs / 1000) + 60,
      pollSeconds: this.opts.pollSeconds,
      concurrency: 4,
      handler: async (job, attempt) => {
        const controller = new AbortController();
        this.inFlight.add(controller);
        try {
          await handler(job.deliveryId, attempt.final, AbortSignal.any([controller.signal, attempt.signal]));
        } finally {
          this.inFlight.delete(controller);
        }
      },
    });
    this.started = true;
  }

  /** Enqueues deliveries (their ids are the jobs' ids) and wakes this process's worker. */
  async enqueue(deliveryIds: string[]): Promise<void> {
    if (!this.started || !deliveryIds.length) return;
    await this.jobs.send<DeliveryJob>(
      DELIVERY_QUEUE,
      deliveryIds.map((id) => ({ id, data: { deliveryId: id } })),
    );
  }

  /** Stops taking deliveries; those in flight are abandoned (their jobs are retried after expiry, by any replica). */
  async stop(): Promise<void> {
    this.started = false;
    for (const c of this.inFlight) c.abort();
  }
}
