import crypto from "node:crypto";
import Redis from "ioredis";
import { logger } from "../common/logger";

/** What changed: a topic (e.g. "user", "exam") and the key of the changed row ("*": everything of that topic). */
export type ChangeListener = (key: string) => void;

interface Notice {
  origin: string;
  topic: string;
  key: string;
}

/**
 * Change notices for in-process caches of database rows. `publish` runs this process's listeners at
 * once and, with REDIS_URL, tells every other replica through Redis pub/sub. Pub/sub delivers at most
 * once: whenever the subscription is (re)established, listeners hear "*" (drop everything), since
 * notices sent while it was down are lost. Caches still keep a short TTL as the last safety net.
 */
export class ChangeBus {
  private readonly origin = crypto.randomUUID();
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly pub: Redis | null;
  private readonly sub: Redis | null;
  private readonly channel: string;
  private readonly subscribed: Promise<void>;

  constructor(redisUrl?: string, prefix = "dp") {
    this.channel = `${prefix}:changes`;
    if (!redisUrl) {
      this.pub = this.sub = null;
      this.subscribed = Promise.resolve();
      return;
    }
    const warn = (err: Error) => logger.warn({ err: { message: err.message } }, "redis error (change notices)");
    this.pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.pub.on("error", warn);
    this.sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.sub.on("error", warn);
    this.sub.on("message", (_channel: string, raw: string) => this.receive(raw));
    let first = true;
    this.subscribed = new Promise((resolve) => {
      this.sub!.on("ready", () => {
        // ioredis re-subscribes on reconnect; anything published meanwhile was lost
        if (!first) this.dropEverything();
        first = false;
      });
      this.sub!.subscribe(this.channel).then(
        () => resolve(),
        (err: Error) => {
          warn(err);
          resolve();
        },
      );
    });
  }

  /** Resolves once this process hears other replicas' notices (at once without Redis). */
  ready(): Promise<void> {
    return this.subscribed;
  }

  on(topic: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Call after the change is committed: local caches drop the key now, other replicas as soon as Redis tells them. */
  async publish(topic: string, key: string | number): Promise<void> {
    this.deliver(topic, String(key));
    if (!this.pub) return;
    const notice: Notice = { origin: this.origin, topic, key: String(key) };
    try {
      await this.pub.publish(this.channel, JSON.stringify(notice));
    } catch (err) {
      // the other replicas' TTL still bounds the staleness
      logger.warn({ err: { message: (err as Error).message }, topic }, "change notice not sent");
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pub?.quit().catch(() => undefined), this.sub?.quit().catch(() => undefined)]);
  }

  private receive(raw: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(raw) as Notice;
    } catch {
      return;
    }
    if (notice.origin === this.origin || typeof notice.topic !== "string" || typeof notice.key !== "string") return;
    this.deliver(notice.topic, notice.key);
  }

  private dropEverything(): void {
    for (const topic of this.listeners.keys()) this.deliver(topic, "*");
  }

  private deliver(topic: string, key: string): void {
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener(key);
      } catch (err) {
        logger.error({ err, topic }, "change listener failed");
      }
    }
  }
}
