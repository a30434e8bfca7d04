/* Test support: a real S3-protocol server (s3rver) on a free port with its own folder, and the app's S3_* for it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Store } from "../src/modules/storage/s3-store";

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The S3_* an app is started with to store its media in this bucket. */
  env: Record<string, string>;
  /** A client of the bucket, as the app's driver talks to it. */
  store: S3Store;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = "media"): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dp-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    // s3rver's one account
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const store = new S3Store({
    endpoint,
    bucket,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  return {
    endpoint,
    bucket,
    env,
    store,
    async close() {
      store.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every key in a bucket (under a prefix). */
export async function keysOf(store: S3Store, prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of store.list(prefix)) keys.push(o.key);
  return keys.sort();
}
