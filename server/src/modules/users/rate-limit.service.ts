import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "../../common/errors";
import { logger } from "../../common/logger";
import { accountMessages } from "./account.messages";

export type LimitKind =
  | "loginIp"
  | "loginAccount"
  | "loginIpAccount"
  | "loginKnown"
  | "loginAlert"
  | "registerIp"
  | "registerAccount"
  | "resetIp"
  | "resetAccount"
  | "guestIp"
  | "apiIp"
  | "contactIp"
  | "recordingUser"
  | "graphqlIp"
  | "graphqlUser"
  | "recordingIp"
  | "joinCode"
  | "graphqlToken";

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export type LimitRules = Record<LimitKind, LimitRule>;

/** Defaults; each `points` can be overridden by the AUTH_LIMIT_* variables (config.ts). */
export const DEFAULT_LIMITS: LimitRules = {
  loginIp: { points: 30, durationSeconds: 15 * 60 }, // every login request from one address
  // Failed logins for one email from one address (reset on success): slows a guesser down to 5 tries per 15 minutes.
  loginIpAccount: { points: 5, durationSeconds: 15 * 60 },
  // Failed logins for one email from anywhere (reset on success and by a password reset): stops a distributed guesser
  // at 50 tries per 15 minutes. It never applies from an address the account signed in from (loginKnown), so a
  // stranger's guesses cannot lock the owner out of their own connection.
  loginAccount: { points: 50, durationSeconds: 15 * 60 },
  // Addresses an account signed in from (a password login, a registration or a reset link): remembered three weeks
  // (the in-memory store keeps a key with a timer, which holds at most 24.8 days).
  loginKnown: { points: 1, durationSeconds: 21 * 24 * 3600 },
  // Failed logins for one email that mail its owner a warning: at the `points`-th failure, once per window.
  loginAlert: { points: 10, durationSeconds: 60 * 60 },
  registerIp: { points: 10, durationSeconds: 3600 },
  registerAccount: { points: 3, durationSeconds: 3600 },
  resetIp: { points: 10, durationSeconds: 3600 }, // requestPasswordReset and resetPassword
  resetAccount: { points: 3, durationSeconds: 3600 }, // reset mails for one email, known or not
  guestIp: { points: 300, durationSeconds: 3600 }, // a classroom behind one address starts many guests
  apiIp: { points: 60, durationSeconds: 60 }, // every REST compatibility call, as the original API throttled
  contactIp: { points: 5, durationSeconds: 3600 }, // contact-us mails
  // uploads of spoken answers per account: an exam has a handful of tasks with two takes each; this is ten exams' worth
  recordingUser: { points: 30, durationSeconds: 10 * 60 },
  // every /graphql request without a valid token, per address: a classroom browses the catalogue from one address
  graphqlIp: { points: 600, durationSeconds: 60 },
  // every /graphql request with a token (guests, learners, the console), per account
  graphqlUser: { points: 600, durationSeconds: 60 },
  // every /graphql request with a personal access token, per token (an integrator's script has its own budget)
  graphqlToken: { points: 600, durationSeconds: 60 },
  // uploads of spoken answers per client address: a class of 30 behind one address, three tasks, two takes each, and more
  recordingIp: { points: 200, durationSeconds: 10 * 60 },
  // wrong course join codes per account (or per address, for the join screen's preview without an account)
  joinCode: { points: 10, durationSeconds: 15 * 60 },
};

/** Budgets counted on every request: with Redis unreachable they fall back to this process's memory, never refuse. */
const PER_REQUEST: ReadonlySet<LimitKind> = new Set(["graphqlIp", "graphqlUser", "graphqlToken"]);

/**
 * Sliding counters per IP and per account. In memory by default; in Redis with REDIS_URL, so that
 * several app replicas share one budget.
 */
export class RateLimitService {
  private readonly limiters: Record<LimitKind, RateLimiterAbstract>;
  private readonly redis: Redis | null;

  constructor(rules: LimitRules, redisUrl?: string, prefix = "dp") {
    this.redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
    this.redis?.on("error", (err: Error) => logger.warn({ err: { message: err.message } }, "redis error (rate limits)"));
    const build = (kind: LimitKind): RateLimiterAbstract => {
      const opts = { keyPrefix: `${prefix}:rl:${kind}`, points: rules[kind].points, duration: rules[kind].durationSeconds };
      if (!this.redis) return new RateLimiterMemory(opts);
      if (!PER_REQUEST.has(kind)) return new RateLimiterRedis({ ...opts, storeClient: this.redis });
      // A budget counted on every request must not make every request fail while Redis is away.
      return new RateLimiterRedis({
        ...opts,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(opts),
      });
    };
    this.limiters = Object.fromEntries((Object.keys(rules) as LimitKind[]).map((k) => [k, build(k)])) as Record<
      LimitKind,
      RateLimiterAbstract
    >;
  }

  /** Counts one request; over the budget: RATE_LIMITED with `retryAfter` seconds. */
  async hit(kind: LimitKind, key: string): Promise<void> {
    try {
      await this.limiters[kind].consume(norm(key));
    } catch (err) {
      if (err instanceof RateLimiterRes) throw limited(err.msBeforeNext);
      throw err;
    }
  }

  /** Counts one request; over the budget: the seconds until the next is allowed (null when allowed). */
  async consume(kind: LimitKind, key: string): Promise<number | null> {
    try {
      await this.limiters[kind].consume(norm(key));
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Refuses when the budget is already spent, without counting (per-account failure counters). */
  async check(kind: LimitKind, key: string): Promise<void> {
    const res = await this.limiters[kind].get(norm(key));
    if (res && res.consumedPoints >= this.limiters[kind].points) throw limited(res.msBeforeNext);
  }

  /** Counts a failure without refusing this request (the next `check` refuses); answers the count in this window. */
  async penalize(kind: LimitKind, key: string): Promise<number> {
    return (await this.limiters[kind].penalty(norm(key), 1)).consumedPoints;
  }

  /** The budget of `kind` (the failures that lock, or the failure that mails a warning). */
  points(kind: LimitKind): number {
    return this.limiters[kind].points;
  }

  /** Marks `key` for the window of `kind` (a remembered sign-in address). */
  async remember(kind: LimitKind, key: string): Promise<void> {
    await this.limiters[kind].set(norm(key), 1, this.limiters[kind].duration);
  }

  /** Whether `key` was marked within the window of `kind`. */
  async remembered(kind: LimitKind, key: string): Promise<boolean> {
    return (await this.limiters[kind].get(norm(key))) !== null;
  }

  async reset(kind: LimitKind, key: string): Promise<void> {
    await this.limiters[kind].delete(norm(key));
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }
}

function norm(key: string): string {
  return key.trim().toLowerCase();
}

function limited(msBeforeNext: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    "RATE_LIMITED",
    accountMessages.rateLimited,
    {
      retryAfter,
    },
    { minutes: Math.ceil(retryAfter / 60) },
  );
}
