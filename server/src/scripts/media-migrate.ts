/*
 * npm run media:migrate -w server: copies the media of a local DATA_DIR (DATA_DIR/media and DATA_DIR/private-media)
 * into the bucket S3_* names, checks every object (size and SHA-256 read back from the bucket) and prints a summary.
 * Safe to run again: what is already there with the same bytes is not copied twice. Exit code 1 when any file failed.
 */
import { loadConfig } from "../config";
import { describeSummary, migrateMedia } from "../modules/storage/migrate-media";
import { S3Store } from "../modules/storage/s3-store";
import { localStoreOf, s3Settings } from "../modules/storage/storage.module";

async function main(): Promise<void> {
  const config = loadConfig();
  const s3 = s3Settings(config);
  if (!s3) throw new Error("media:migrate needs the bucket: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, ...)");
  const target = new S3Store(s3);
  const summary = await migrateMedia(localStoreOf(config.dataDir), target);
  target.client.destroy();
  console.log(describeSummary(summary));
  if (summary.failed.length) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`media:migrate: ${(err as Error).message}`);
  process.exitCode = 1;
});
