import "reflect-metadata";
import { loadConfig, type Config } from "../config";
import { openDatabase } from "../db/database";
import { entities } from "../entities";
import { formatItemStats, placementItemStats } from "../modules/placement/placement.item-stats";

/**
 * `npm run content:check -w server -- --placement-stats` (after `npm run build`): facility and discrimination of every
 * placement item from the finished runs in the server's database (DATABASE_URL, or the embedded one under DATA_DIR).
 * Opens the database as the server does (so pending migrations are applied); reads only.
 */
export async function printPlacementStats(
  config: Config = loadConfig(),
  out: (text: string) => void = console.log,
): Promise<number> {
  const db = await openDatabase(config, entities);
  try {
    out(formatItemStats(await placementItemStats(db.ds)));
    return 0;
  } finally {
    await db.close();
  }
}
