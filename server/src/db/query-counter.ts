import { AbstractLogger, type LogLevel, type LogMessage, type QueryRunner } from "typeorm";
import { logger } from "../common/logger";

/** A TypeORM logger that counts every statement sent (tests and benchmarks read it) and logs errors. */
export class QueryCounter extends AbstractLogger {
  count = 0;
  statements: string[] = [];
  record = false;

  override logQuery(query: string, _parameters?: unknown[], _qr?: QueryRunner): void {
    this.count += 1;
    if (this.record) this.statements.push(query);
  }

  override logQueryError(error: string | Error, query: string): void {
    this.count += 1;
    logger.debug({ err: error, query }, "query failed");
  }

  protected writeLog(level: LogLevel, message: LogMessage | LogMessage[]): void {
    if (level === "warn" || level === "error") logger.warn({ message }, "typeorm");
  }

  /** Runs fn and returns the number of statements it sent. */
  async measure<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }> {
    const before = this.count;
    this.record = true;
    this.statements = [];
    try {
      const result = await fn();
      return { result, queries: this.count - before, statements: this.statements };
    } finally {
      this.record = false;
    }
  }
}
