import "./node-version";
import "reflect-metadata";
import type { Server } from "node:http";
import { createApp } from "./app";
import { logger } from "./common/logger";
import { loadConfig } from "./config";
import { entities } from "./entities";
import { germanSpeller } from "./modules/productive/spelling";
import { openDatabase } from "./db/database";
import { prepareData } from "./prepare-data";

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config, entities);
  try {
    await prepareData(db.ds, config);
  } catch (err) {
    await db.close();
    throw err;
  }
  const { app, stop } = await createApp(db.ds, config);
  const server: Server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, url: config.publicUrl, embedded: !!db.embedded }, "listening");
    // the German dictionary (a second or more of CPU) is loaded now, not by the first learner's writing feedback,
    // whose request would pay for it and, on a busy machine, could run out of its time budget
    setImmediate(() => {
      const from = Date.now();
      germanSpeller();
      logger.info({ ms: Date.now() - from }, "spelling dictionary loaded");
    });
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    server.close();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    await stop();
    logger.debug("http and graphql stopped");
    await db.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: Error) => {
  logger.fatal({ err: { message: err.message } }, "start-up failed");
  console.error(err.message);
  process.exit(1);
});
