import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Folders of the media storage that are never public: learners' recordings (served only by GET /media/recordings/{id}
 * to their readers) and the console's audio originals awaiting normalisation. The local driver keeps them under
 * DATA_DIR/private-media, outside the folder the public /media route serves; in a bucket nothing is public at all.
 */
export const PRIVATE_FOLDERS = ["recordings", "audio-originals"] as const;

/** Whether a key names a private object (a recording, an audio original). */
export function isPrivateKey(key: string): boolean {
  const first = path.posix.normalize(key).split("/")[0];
  return (PRIVATE_FOLDERS as readonly string[]).includes(first);
}

/** A key normalised (`image/a.png`), or null for one that would leave the storage (`..`, absolute, NUL, empty). */
export function safeKey(key: string): string | null {
  const normalized = path.posix.normalize(key);
  if (!normalized || normalized === "." || normalized.startsWith("..") || path.isAbsolute(normalized)) return null;
  if (normalized.includes("\0")) return null;
  return normalized;
}

export interface ObjectInfo {
  size: number;
  /** The entity tag (quoted, as HTTP sends it). */
  etag: string | null;
  lastModified: Date | null;
  contentType: string | null;
  /** The SHA-256 recorded with the object (hex), when it was stored with one. */
  sha256: string | null;
}

export interface PutOptions {
  contentType: string;
  /** The bytes' SHA-256 (hex): kept with the object (bucket metadata), so a copy can be checked without the original. */
  sha256?: string;
  /** putFile leaves the source file in place (a copy: media:migrate); by default it is moved or removed once stored. */
  keepSource?: boolean;
}

/**
 * Where uploaded media live: one interface, two drivers (local folder, S3-compatible bucket; storage.module.ts picks
 * one from the configuration). Keys are relative paths (`image/<uuid>.png`, `recordings/<uuid>.webm`); a key that
 * would leave the storage is refused. Every write streams from a file on disk or from a small buffer (images are at
 * most 5 MB); nothing is read whole into memory.
 */
export interface BlobStore {
  readonly driver: "local" | "s3";
  /** Stores a file on disk under `key`, streamed; the file is moved (local) or removed once stored (bucket), unless kept. */
  putFile(key: string, file: string, opts: PutOptions): Promise<void>;
  /** Stores a small buffer (an image, at most a few MB). */
  putBytes(key: string, bytes: Buffer, opts: PutOptions): Promise<void>;
  /** Size, tag, date and type of an object, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The bytes of an object (inclusive `end`), or null when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Deletes objects (a missing one is no error). */
  remove(keys: string[]): Promise<void>;
  /**
   * Runs `fn` with a local file holding the object (ffmpeg needs one): the file itself for the local driver, a
   * temporary download for a bucket, removed when `fn` ends. Null when there is no such object.
   */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T | null>;
  /** The local driver's file for a key (served with sendFile), null for a bucket or a bad key. */
  localPath(key: string): string | null;
  /** A link that opens the object for `seconds` without any other credential (bucket only; null for the local driver). */
  signedUrl(key: string, seconds: number, contentType?: string): Promise<string | null>;
  /** Every object under a prefix, with its size. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}
