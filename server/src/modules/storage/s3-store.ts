import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { safeKey, type BlobStore, type ObjectInfo, type PutOptions } from "./blob-store";
import { tempDir } from "./local-store";

export interface S3Settings {
  /** Another service than AWS S3 (MinIO, Garage, Ceph, R2): its address. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name: what MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
  /** A folder of the bucket for this installation's objects (`""`: the whole bucket). */
  prefix?: string;
}

/** Parts of a streamed multipart upload: 8 MB each, two in flight (at most 16 MB of an upload in memory). */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** What an S3 error says about the object (the SDK's name, or the HTTP status for a HEAD, which has no body). */
export function s3Status(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}
const missing = (err: unknown) =>
  s3Status(err) === 404 || ["NoSuchKey", "NotFound"].includes((err as { name?: string }).name ?? "");

/**
 * The S3-compatible driver (AWS SDK v3): one private bucket, no object public. Files are streamed up in parts
 * (lib-storage's Upload), read with byte ranges, and handed out only through the app's routes or a presigned link of
 * minutes. Each object carries its SHA-256 as metadata (`x-amz-meta-sha256`), which `media:migrate` checks.
 */
export class S3Store implements BlobStore {
  readonly driver = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // no checksum trailers a self-hosted service may not know; the bytes are checked by their SHA-256
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? settings.prefix.replace(/\/+$/, "") + "/" : "";
  }

  private objectKey(key: string): string {
    const normalized = safeKey(key);
    if (!normalized) throw new Error(`bad media key: ${key}`);
    return this.prefix + normalized;
  }

  localPath(): string | null {
    return null;
  }

  async putFile(key: string, file: string, opts: PutOptions): Promise<void> {
    const upload = new Upload({
      client: this.client,
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: fs.createReadStream(file),
        ContentType: opts.contentType,
        Metadata: opts.sha256 ? { sha256: opts.sha256 } : undefined,
      },
    });
    await upload.done();
    if (!opts.keepSource) await fs.promises.rm(file, { force: true });
  }

  async putBytes(key: string, bytes: Buffer, opts: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: opts.contentType,
        Metadata: opts.sha256 ? { sha256: opts.sha256 } : undefined,
      }),
    );
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    if (!safeKey(key)) return null;
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        size: h.ContentLength ?? 0,
        etag: h.ETag ?? null,
        lastModified: h.LastModified ?? null,
        contentType: h.ContentType ?? null,
        sha256: h.Metadata?.sha256 ?? null,
      };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** A GET of the object with the request's own headers (range, conditions); the SDK's errors are the caller's. */
  get(key: string, headers: { range?: string; ifNoneMatch?: string; ifModifiedSince?: Date }): Promise<GetObjectCommandOutput> {
    return this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Range: headers.range,
        IfNoneMatch: headers.ifNoneMatch,
        IfModifiedSince: headers.ifModifiedSince,
      }),
    );
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!safeKey(key)) return null;
    try {
      const out = await this.get(key, { range: range ? `bytes=${range.start}-${range.end}` : undefined });
      return out.Body as Readable;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    const objects = keys.filter((k) => safeKey(k)).map((k) => ({ Key: this.objectKey(k) }));
    for (let i = 0; i < objects.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects.slice(i, i + 1000), Quiet: true } }),
      );
    }
  }

  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T | null> {
    const body = await this.read(key);
    if (!body) return null;
    const work = tempDir("dp-s3");
    try {
      const file = path.join(work.dir, path.posix.basename(key));
      await pipeline(body, fs.createWriteStream(file));
      return await fn(file);
    } finally {
      await work.done();
    }
  }

  async signedUrl(key: string, seconds: number, contentType?: string): Promise<string | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ResponseContentType: contentType });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  async *list(prefix = ""): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) yield { key: (o.Key ?? "").slice(this.prefix.length), size: o.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
