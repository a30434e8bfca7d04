import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Webhook } from "./webhook.entity";

export type DeliveryStatus = "pending" | "delivered" | "failed";

/** One event for one webhook: its id is the X-Webhook-Delivery header, the same on every retry. */
@Entity("webhook_deliveries")
@Index("webhook_deliveries_webhook_idx", ["webhookId", "createdAt"])
export class WebhookDelivery {
  @PrimaryColumn({ type: "uuid" })
  id: string;

  @Column({ name: "webhook_id", type: "integer" })
  webhookId: number;

  @ManyToOne(() => Webhook, { onDelete: "CASCADE" })
  @JoinColumn({ name: "webhook_id" })
  webhook?: Relation<Webhook>;

  @Column({ type: "varchar", length: 40 })
  event: string;

  /** The exact body that is signed and sent. */
  @Column({ type: "text" })
  body: string;

  /** pending (queued or between retries), delivered (a 2xx answer), failed (every retry spent). */
  @Column({ type: "varchar", length: 12, default: "pending" })
  status: DeliveryStatus;

  @Column({ type: "integer", default: 0 })
  attempts: number;

  @Column({ name: "response_status", type: "integer", nullable: true })
  responseStatus: number | null;

  @Column({ name: "last_error", type: "text", nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column({ name: "last_attempt_at", type: "timestamptz", nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: "delivered_at", type: "timestamptz", nullable: true })
  deliveredAt: Date | null;
}
