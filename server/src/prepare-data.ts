/* The data steps before the server answers, for one process (main.ts) or a cluster's primary (cluster.ts). */
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { logger } from "./common/logger";
import { retryStartStep, startRetry } from "./db/start-retry";
import { recordMissingItemRuns } from "./modules/attempts/attempt-item-runs";
import { seedIfEmpty } from "./modules/exams/format/load-content";
import { ensureAdmin } from "./modules/users/admin-bootstrap";

/** Each step waits for a database that goes away meanwhile and then runs again whole (db/start-retry.ts). */
export async function prepareData(ds: DataSource, config: Config): Promise<void> {
  const retry = startRetry(config);
  await retryStartStep("seed content", retry, () => seedIfEmpty(ds, config.contentDir));
  // attempts from before item runs existed: recorded once, so practice reads every attempt the same way
  const recorded = await retryStartStep("item runs", retry, () => recordMissingItemRuns(ds));
  if (recorded) logger.info({ attempts: recorded }, "item runs recorded for earlier attempts");
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (email && password) await retryStartStep("admin account", retry, () => ensureAdmin(ds, email, password));
}
