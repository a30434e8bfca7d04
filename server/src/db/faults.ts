/**
 * Database faults that a caller should retry rather than read as a server bug: the connection dropped
 * or was refused, the server is shutting down or starting up, too many connections, or a serialization
 * conflict. Idempotent operations are retried once here; otherwise the edges answer 503 with a
 * retryable code and Retry-After (never 500).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "../common/errors";
import { commonMessages } from "../common/i18n";
import { logger } from "../common/logger";

/** SQLSTATEs: connection exceptions (08…), shutdown and start-up (57P01–57P03), too many connections, serialization. */
const TRANSIENT_STATES = /^(08\d{3}|57P0[123]|53300|40001|40P01)$/;
const TRANSIENT_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN", "EAI_AGAIN"]);
const TRANSIENT_MESSAGES =
  /\b(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)\b|Connection terminated|connection timeout|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client was closed|timeout exceeded when trying to connect/i;

/** Seconds a caller should wait before retrying after a transient database fault. */
export const RETRY_AFTER_SECONDS = 2;

export function isTransientDbError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const x = e as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof x.code === "string" && (TRANSIENT_STATES.test(x.code) || TRANSIENT_CODES.has(x.code))) return true;
    if (typeof x.message === "string" && TRANSIENT_MESSAGES.test(x.message)) return true;
    e = x.driverError ?? x.cause;
  }
  return false;
}

/** The reply to a transient fault: 503 SERVICE_UNAVAILABLE, retryable, with Retry-After. */
export function unavailable(): AppError {
  return new AppError("SERVICE_UNAVAILABLE", commonMessages.unavailable, { retryable: true, retryAfter: RETRY_AFTER_SECONDS });
}

/**
 * Runs an idempotent database operation, once more after a transient fault (after a short pause, on
 * a fresh pooled connection); a second transient fault becomes `unavailable()`.
 */
export async function retryOnce<T>(what: string, fn: () => Promise<T>, pauseMs = 300): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!isTransientDbError(err)) throw err;
    logger.warn({ err: { message: (err as Error).message }, what }, "transient database fault, retrying once");
    await sleep(pauseMs);
    try {
      return await fn();
    } catch (again) {
      if (isTransientDbError(again)) throw unavailable();
      throw again;
    }
  }
}
