import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { DOMAIN_EVENTS, type DomainEvent, type DomainEvents } from "../../common/domain-events";
import { AppError, FieldErrors } from "../../common/errors";
import { parseId } from "../../common/ids";
import { LoadingCache } from "../../common/loading-cache";
import { logger } from "../../common/logger";
import { admin, teacher, type Actor } from "../../common/principal";
import type { ChangeBus } from "../../db/change-bus";
import { DEFAULT_PER_PAGE } from "../admin/admin-list";
import { integrationMessages as M } from "./integrations.messages";
import type { DeliveryStatus } from "./webhook-delivery.entity";
import type { WebhookQueue } from "./webhook-queue";
import { sendDelivery } from "./webhook-sender";
import { checkWebhookUrl } from "./webhook-url";

/** The change-notice topic of the webhooks (key "*"): which events anyone listens to. */
export const WEBHOOK_CHANGES = "webhooks";
export const MAX_WEBHOOKS_PER_USER = 20;
const DELIVERY_LOG_SIZE = 100;

export interface WebhookView {
  id: number;
  userId: number;
  ownerEmail: string | null;
  url: string;
  events: string[];
  createdAt: Date;
}

export interface DeliveryView {
  id: string;
  webhookId: number;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

export interface WebhookOptions {
  allowPrivateTargets: boolean;
  timeoutMs: number;
}

const WEBHOOK_SELECT = `SELECT w.id, w.user_id AS "userId", u.email AS "ownerEmail", w.url, w.events, w.created_at AS "createdAt"
  FROM webhooks w JOIN users u ON u.id = w.user_id`;
const DELIVERY_COLUMNS = `id, webhook_id AS "webhookId", event, body, status, attempts, response_status AS "responseStatus",
  last_error AS "lastError", created_at AS "createdAt", last_attempt_at AS "lastAttemptAt", delivered_at AS "deliveredAt"`;

/**
 * Signed webhooks: teachers and admins register an http(s) endpoint for events; `publish` (the DomainEvents other
 * domains call after their commit) writes one delivery per listening webhook and enqueues it (webhook-queue.ts); the
 * queue's worker POSTs it signed (webhook-sender.ts) and records the outcome in the delivery log.
 *
 * Who hears what: an admin's webhook every event; a teacher's the events whose audience names them (their own attempts,
 * the assessments they made or that concern their own attempts) until courses bring a teacher's learners.
 */
export class WebhookService implements DomainEvents {
  /** The events some webhook listens to: a publish nobody listens to sends no statement. */
  private readonly listened: LoadingCache<"events", Set<string>>;

  constructor(
    private readonly ds: DataSource,
    private readonly queue: WebhookQueue,
    private readonly bus: ChangeBus,
    private readonly opts: WebhookOptions,
  ) {
    this.listened = new LoadingCache(() => this.loadListened(), { ttlMs: 60_000, max: 1 });
    bus.on(WEBHOOK_CHANGES, () => this.listened.clear());
  }

  start(): Promise<void> {
    return this.queue.start((id, final, signal) => this.deliver(id, final, signal));
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  /** Registers a webhook for the caller; the signing secret is in the answer only. */
  async create(actor: Actor, urlRaw: string, eventsRaw: string[]): Promise<{ secret: string; webhook: WebhookView }> {
    const owner = teacher(actor);
    const errors = new FieldErrors();
    const events = [...new Set(eventsRaw.map((e) => e.trim()))];
    const unknown = events.find((e) => !(DOMAIN_EVENTS as readonly string[]).includes(e));
    if (!events.length) errors.add("events", M.eventsRequired);
    else if (unknown !== undefined) errors.add("events", M.unknownEvent, { event: unknown, allowed: DOMAIN_EVENTS.join(", ") });
    let url = "";
    try {
      url = await checkWebhookUrl(urlRaw, this.opts.allowPrivateTargets);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      for (const [field, text] of Object.entries(err.fields)) errors.add(field, text.message, text.params);
    }
    errors.throwIfAny();
    const [{ count }]: { count: number }[] = await this.ds.query(
      `SELECT count(*)::int AS count FROM webhooks WHERE user_id = $1`,
      [owner.userId],
    );
    if (count >= MAX_WEBHOOKS_PER_USER)
      throw new AppError("CONFLICT", M.tooManyWebhooks, { reason: "TOO_MANY" }, { max: MAX_WEBHOOKS_PER_USER });
    const secret = "whsec_" + crypto.randomBytes(32).toString("base64url");
    const ordered = DOMAIN_EVENTS.filter((e) => events.includes(e));
    const [{ id }]: { id: number }[] = await this.ds.query(
      `INSERT INTO webhooks (user_id, url, events, secret) VALUES ($1, $2, $3, $4) RETURNING id`,
      [owner.userId, url, ordered, secret],
    );
    await this.bus.publish(WEBHOOK_CHANGES, "*");
    return { secret, webhook: (await this.byId(id))! };
  }

  /** The caller's webhooks, newest first. */
  async mine(actor: Actor): Promise<WebhookView[]> {
    const owner = teacher(actor);
    return this.ds.query(`${WEBHOOK_SELECT} WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC`, [owner.userId]);
  }

  /** Deletes one of the caller's webhooks (an admin: anyone's) with its delivery log; what is queued is dropped. */
  async delete(actor: Actor, idRaw: string): Promise<boolean> {
    const hook = await this.visible(actor, idRaw);
    await this.ds.query(`DELETE FROM webhooks WHERE id = $1`, [hook.id]);
    await this.bus.publish(WEBHOOK_CHANGES, "*");
    return true;
  }

  /** The newest deliveries of one of the caller's webhooks (an admin: anyone's). */
  async deliveries(actor: Actor, webhookIdRaw: string): Promise<DeliveryView[]> {
    const hook = await this.visible(actor, webhookIdRaw);
    return this.ds.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at DESC, id LIMIT ${DELIVERY_LOG_SIZE}`,
      [hook.id],
    );
  }

  /** The console: every webhook, newest first, with its owner. */
  async all(
    actor: Actor,
    filter?: { q?: string | null; page?: number | null; perPage?: number | null },
  ): Promise<{ items: WebhookView[]; total: number }> {
    admin(actor);
    const limit = Math.min(Math.max(filter?.perPage ?? DEFAULT_PER_PAGE, 1), 500);
    const page = { offset: (Math.max(filter?.page ?? 1, 1) - 1) * limit, limit };
    const q = filter?.q?.trim() ? `%${filter.q.trim().toLowerCase()}%` : null;
    const where = `WHERE ($1::text IS NULL OR lower(w.url) LIKE $1 OR lower(u.email) LIKE $1)`;
    const [items, [{ total }]] = await Promise.all([
      this.ds.query(`${WEBHOOK_SELECT} ${where} ORDER BY w.created_at DESC, w.id DESC OFFSET $2 LIMIT $3`, [
        q,
        page.offset,
        page.limit,
      ]),
      this.ds.query(`SELECT count(*)::int AS total FROM webhooks w JOIN users u ON u.id = w.user_id ${where}`, [q]),
    ]);
    return { items, total };
  }

  /** One webhook for the console. */
  async one(actor: Actor, idRaw: string): Promise<WebhookView | null> {
    admin(actor);
    const id = parseId(idRaw);
    return id ? this.byId(id) : null;
  }

  /**
   * Publishes a domain event: one delivery per webhook that listens and may see it, then enqueued. Called after the
   * publishing domain's commit; never throws (a failure is logged) and never waits for a receiver.
   */
  async publish(event: DomainEvent): Promise<void> {
    try {
      if (!(await this.listened.get("events")).has(event.name)) return;
      const hooks: { id: number }[] = await this.ds.query(
        `SELECT w.id FROM webhooks w JOIN users u ON u.id = w.user_id
          WHERE $1 = ANY (w.events) AND NOT u.is_blocked AND (u.is_admin OR (u.is_teacher AND w.user_id = ANY ($2::int[])))`,
        [event.name, event.audience],
      );
      if (!hooks.length) return;
      const createdAt = new Date();
      const rows = hooks.map((h) => {
        const id = crypto.randomUUID();
        const body = JSON.stringify({ id, event: event.name, createdAt: createdAt.toISOString(), data: event.data });
        return { id, webhookId: h.id, body };
      });
      await this.ds.query(
        `INSERT INTO webhook_deliveries (id, webhook_id, event, body, created_at)
         SELECT d.id, d.webhook_id, $2, d.body, $3 FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, webhook_id int, body text)`,
        [JSON.stringify(rows.map((r) => ({ id: r.id, webhook_id: r.webhookId, body: r.body }))), event.name, createdAt],
      );
      await this.queue.enqueue(rows.map((r) => r.id));
    } catch (err) {
      logger.error({ err, event: event.name }, "webhook event not enqueued");
    }
  }

  /** The queue's worker: sends one delivery and records the outcome; throws so that a failure is retried. */
  private async deliver(deliveryId: string, final: boolean, signal: AbortSignal): Promise<void> {
    const rows: { id: string; event: string; body: string; status: DeliveryStatus; url: string; secret: string }[] =
      await this.ds.query(
        `SELECT d.id, d.event, d.body, d.status, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
          WHERE d.id = $1`,
        [deliveryId],
      );
    const d = rows[0];
    if (!d || d.status !== "pending") return; // the webhook was deleted, or the delivery is done
    const result = await sendDelivery(d, d, {
      timeoutMs: this.opts.timeoutMs,
      allowPrivate: this.opts.allowPrivateTargets,
      signal,
    });
    const status: DeliveryStatus = result.ok ? "delivered" : final ? "failed" : "pending";
    await this.ds.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(), response_status = $2, last_error = $3,
         status = $4::varchar, delivered_at = CASE WHEN $4::varchar = 'delivered' THEN now() ELSE NULL END
        WHERE id = $1`,
      [deliveryId, result.status, result.error, status],
    );
    if (!result.ok) throw new Error(`webhook delivery ${deliveryId} failed: ${result.error}`);
  }

  /** A webhook the caller may manage: their own, or anyone's for an admin; NOT_FOUND otherwise. */
  private async visible(actor: Actor, idRaw: string): Promise<WebhookView> {
    const p = teacher(actor);
    const id = parseId(idRaw);
    const hook = id ? await this.byId(id) : null;
    if (!hook || (hook.userId !== p.userId && !p.isAdmin)) throw new AppError("NOT_FOUND", M.webhookNotFound, { id: idRaw });
    return hook;
  }

  private async byId(id: number): Promise<WebhookView | null> {
    const rows: WebhookView[] = await this.ds.query(`${WEBHOOK_SELECT} WHERE w.id = $1`, [id]);
    return rows[0] ?? null;
  }

  private async loadListened(): Promise<Set<string>> {
    const rows: { event: string }[] = await this.ds.query(`SELECT DISTINCT unnest(events) AS event FROM webhooks`);
    return new Set(rows.map((r) => r.event));
  }
}
