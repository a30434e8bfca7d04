import crypto from "node:crypto";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pLimit from "p-limit";
import type { BlobStore } from "./blob-store";
import type { LocalStore } from "./local-store";

export interface MigrationSummary {
  objects: number;
  bytes: number;
  /** Copied this run (absent from the bucket, or there with other bytes). */
  copied: number;
  /** Already in the bucket with the same size and SHA-256 (a second run copies nothing). */
  present: number;
  /** Read back from the bucket and found with the local file's size and SHA-256. */
  verified: number;
  failed: { key: string; reason: string }[];
}

/** Objects copied and checked at once. */
const CONCURRENCY = 4;

/** SHA-256 (hex) and length of a stream. */
async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  stream.on("data", (c: Buffer) => (size += c.length));
  await pipeline(stream, hash);
  return { sha256: hash.digest("hex"), size };
}

/**
 * Copies every file of a local media storage (DATA_DIR/media and DATA_DIR/private-media, not the incoming folder) into
 * the target (a bucket) under the same key, then reads each object back and checks its size and SHA-256 against the
 * file. Idempotent: an object already there with the same size and recorded SHA-256 is not copied again (but still
 * checked); one with other bytes is copied again. The local files are left in place.
 */
export async function migrateMedia(source: LocalStore, target: BlobStore): Promise<MigrationSummary> {
  const summary: MigrationSummary = { objects: 0, bytes: 0, copied: 0, present: 0, verified: 0, failed: [] };
  const limit = pLimit(CONCURRENCY);
  const work: Promise<void>[] = [];
  for await (const { key, size } of source.list()) {
    summary.objects += 1;
    summary.bytes += size;
    work.push(limit(() => migrateOne(source, target, key, summary)));
  }
  await Promise.all(work);
  summary.failed.sort((a, b) => a.key.localeCompare(b.key));
  return summary;
}

async function migrateOne(source: LocalStore, target: BlobStore, key: string, summary: MigrationSummary): Promise<void> {
  try {
    const file = source.localPath(key)!;
    const local = await digest(fs.createReadStream(file));
    const there = await target.stat(key);
    if (there && there.size === local.size && there.sha256 === local.sha256) summary.present += 1;
    else {
      await target.putFile(key, file, { contentType: contentTypeOf(key), sha256: local.sha256, keepSource: true });
      summary.copied += 1;
    }
    const body = await target.read(key);
    if (!body) throw new Error("not in the bucket after the copy");
    const remote = await digest(body);
    if (remote.size !== local.size) throw new Error(`size ${remote.size} in the bucket, ${local.size} on disk`);
    if (remote.sha256 !== local.sha256) throw new Error("SHA-256 differs from the file on disk");
    summary.verified += 1;
  } catch (err) {
    summary.failed.push({ key, reason: (err as Error).message });
  }
}

const TYPES: Record<string, string> = {
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  webm: "audio/webm",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The type an object is stored with, by its extension (uploads were recognised by content when they arrived). */
export function contentTypeOf(key: string): string {
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** One line for the operator. */
export function describeSummary(s: MigrationSummary): string {
  const mb = (s.bytes / 1024 / 1024).toFixed(1);
  const lines = [
    `media:migrate: ${s.objects} files (${mb} MB): ${s.copied} copied, ${s.present} already in the bucket, ` +
      `${s.verified} verified (size and SHA-256), ${s.failed.length} failed`,
    ...s.failed.map((f) => `  failed ${f.key}: ${f.reason}`),
  ];
  return lines.join("\n");
}
