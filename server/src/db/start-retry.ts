/**
 * Start-up steps that wait for the database: connecting, migrations, the seed load, the admin account. When the
 * server goes away meanwhile (restarted, a backend terminated: 57P01, ECONNREFUSED, ECONNRESET…), the step is run
 * again from its start after a pause (250 ms, doubling up to 5 s) with one log line per retry, for at most
 * DB_START_RETRY_SECONDS counted from the step's first fault; then start-up stops with a message naming the step.
 * Every step is safe to run again: each migration is one transaction recorded in the same transaction, the seed is
 * one transaction behind an emptiness check, the item runs are recorded in transactions of attempts not yet
 * recorded, and the admin step looks the account up first.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { logger } from "../common/logger";
import { isTransientDbError } from "./faults";

export interface StartRetry {
  /** How long a step keeps retrying after its first fault (ms); 0: not at all. */
  boundMs: number;
  firstPauseMs?: number;
  maxPauseMs?: number;
}

export function startRetry(config: { DB_START_RETRY_SECONDS: number }): StartRetry {
  return { boundMs: config.DB_START_RETRY_SECONDS * 1000 };
}

/** A fault that means the connection or the server went away (TypeORM reports a transaction whose connection died as released). */
export function databaseWentAway(err: unknown): boolean {
  return isTransientDbError(err) || (err instanceof Error && err.name === "QueryRunnerAlreadyReleasedError");
}

export async function retryStartStep<T>(step: string, retry: StartRetry, fn: () => Promise<T>): Promise<T> {
  const maxPause = retry.maxPauseMs ?? 5000;
  let pause = retry.firstPauseMs ?? 250;
  let firstFault = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (err) {
      if (!databaseWentAway(err)) throw err;
      const now = Date.now();
      firstFault ||= now;
      const waitedMs = now - firstFault;
      const fault = { code: (err as { code?: unknown }).code, message: (err as Error).message };
      if (waitedMs + pause > retry.boundMs) {
        throw new Error(
          `database unavailable during start-up (${step}) after ${attempt} attempt(s) over ${Math.round(waitedMs / 100) / 10} s ` +
            `(DB_START_RETRY_SECONDS=${retry.boundMs / 1000}): ${fault.message}`,
          { cause: err },
        );
      }
      logger.warn(
        { step, attempt, retryInMs: pause, waitedMs, boundMs: retry.boundMs, err: fault },
        "database unavailable during start-up; retrying",
      );
      await sleep(pause);
      pause = Math.min(pause * 2, maxPause);
    }
  }
}
