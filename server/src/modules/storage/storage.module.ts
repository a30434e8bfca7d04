import path from "node:path";
import type { Config } from "../../config";
import type { BlobStore } from "./blob-store";
import { LocalStore } from "./local-store";
import { S3Store, type S3Settings } from "./s3-store";

/** The bucket's settings from the configuration, or null when no S3_BUCKET is set. */
export function s3Settings(config: Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  const pathStyle = config.S3_FORCE_PATH_STYLE;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: pathStyle ? ["true", "1"].includes(pathStyle) : !!config.S3_ENDPOINT,
    prefix: config.S3_PREFIX,
  };
}

/** The local folders of the local driver (public and private), under DATA_DIR. */
export function localStoreOf(dataDir: string): LocalStore {
  return new LocalStore(path.join(dataDir, "media"), path.join(dataDir, "private-media"));
}

/** The media storage the configuration names: a bucket with S3_BUCKET, else the folders under DATA_DIR. */
export function createBlobStore(config: Config): BlobStore {
  const s3 = s3Settings(config);
  return s3 ? new S3Store(s3) : localStoreOf(config.dataDir);
}
