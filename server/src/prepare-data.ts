/* The data steps before the server answers, for one process (main.ts) or a cluster's primary (cluster.ts). */
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { logger } from "./common/logger";
import { recordMissingItemRuns } from "./modules/attempts/attempt-item-runs";
import { seedIfEmpty } from "./modules/exams/format/load-content";
import { ensureAdmin } from "./modules/users/admin-bootstrap";

export async function prepareData(ds: DataSource, config: Config): Promise<void> {
  await seedIfEmpty(ds, config.contentDir);
  // attempts from before item runs existed: recorded once, so practice reads every attempt the same way
  const recorded = await recordMissingItemRuns(ds);
  if (recorded) logger.info({ attempts: recorded }, "item runs recorded for earlier attempts");
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(ds, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
}
