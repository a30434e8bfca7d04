/*
 * npm run start:cluster: one server process per core behind the same port (node:cluster; the primary
 * hands incoming connections to the workers in turn). The primary applies the migrations, loads the
 * seed content and the admin account once, then forks WEB_CONCURRENCY workers (default: the number of
 * cores), each the ordinary server (main.ts), and starts a new one if a worker dies.
 * Needs DATABASE_URL (the embedded engine is one session in one process). With REDIS_URL the workers
 * share rate limits and change notices (principal and exam content caches); without it each worker
 * counts its own limits and a revocation reaches the other workers within PRINCIPAL_CACHE_TTL_MS.
 */
import "./node-version";
import "reflect-metadata";
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { logger } from "./common/logger";
import { loadConfig } from "./config";
import { entities } from "./entities";
import { openDatabase } from "./db/database";
import { prepareData } from "./prepare-data";
import { TokenService } from "./modules/users/token.service";

async function primary(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new Error("start:cluster needs DATABASE_URL: the embedded database is one session inside one process (use npm start)");
  }
  const db = await openDatabase(config, entities);
  try {
    await prepareData(db.ds, config);
  } finally {
    await db.close();
  }
  if (!config.JWT_SECRET) TokenService.secretFromDataDir(config.dataDir); // one secret for every worker
  if (!config.REDIS_URL) logger.warn("start:cluster without REDIS_URL: rate limits are per worker; caches rely on their TTL");
  const count = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < count; i += 1) fork();
  logger.info({ workers: count, port: config.PORT }, "cluster started");

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the workers");
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const w of workers) {
      w.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (cluster.isPrimary) {
  primary().catch((err: Error) => {
    logger.fatal({ err: { message: err.message } }, "cluster start-up failed");
    console.error(err.message);
    process.exit(1);
  });
} else {
  void import("./main");
}
