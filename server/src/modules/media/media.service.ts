import fs from "node:fs";
import path from "node:path";
import FileType from "file-type";
import { isPrivateKey, PRIVATE_FOLDERS, safeKey, type BlobStore } from "../storage/blob-store";
import { moveFile } from "../storage/local-store";
import { localStoreOf } from "../storage/storage.module";

/** file-type's answer → the type a `<source>` offers (a browser recorder's WebM and MP4 are containers of audio here). */
const AUDIO_SOURCE_TYPES: Record<string, string> = {
  "audio/opus": "audio/ogg; codecs=opus",
  "audio/ogg": "audio/ogg",
  "audio/mpeg": "audio/mpeg",
  "video/webm": "audio/webm",
  "audio/webm": "audio/webm",
  "video/mp4": "audio/mp4",
  "audio/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
};

export { PRIVATE_FOLDERS };

/**
 * Where media live: uploads in the media storage (storage/: the local folders DATA_DIR/media, public, and
 * DATA_DIR/private-media, private; or an S3-compatible bucket, where nothing is public), uploads still arriving in
 * DATA_DIR/private-media/incoming (this process's own disk: a file is checked there, then stored), and the seeded
 * content under content/media (read only: it ships with the code, so every replica has it and it stays on disk). Keys
 * are relative paths (`image/<uuid>.png`, `recordings/<uuid>.webm`); URLs are relative to this server (`/media/...`),
 * so they work under whatever address the page was opened (localhost, 127.0.0.1, another computer of the classroom).
 */
export class MediaService {
  readonly uploadDir: string;
  readonly privateDir: string;
  /** Uploads being received (streamed to disk), on the same disk as the local storage so that a stored file is a rename. */
  readonly incomingDir: string;
  readonly contentMediaDir: string;
  readonly store: BlobStore;

  constructor(dataDir: string, contentDir: string, store?: BlobStore) {
    const local = localStoreOf(dataDir);
    this.store = store ?? local;
    this.uploadDir = local.publicDir;
    this.privateDir = local.privateDir;
    this.incomingDir = path.join(this.privateDir, "incoming");
    this.contentMediaDir = path.join(contentDir, "media");
    fs.mkdirSync(this.uploadDir, { recursive: true });
    fs.mkdirSync(this.incomingDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(this.privateDir, 0o700);
  }

  /** The URL of a public media key, relative to this server (`/media/image/a.png`). */
  url(key: string | null | undefined): string | null {
    if (!key) return null;
    return `/media/${key.split("/").map(encodeURIComponent).join("/")}`;
  }

  /** Whether a key names a private file (a recording, an audio original). */
  static isPrivate(key: string): boolean {
    return isPrivateKey(key);
  }

  /**
   * Start-up step of an installation from before private media had their own folder: recordings and audio originals
   * under DATA_DIR/media move to DATA_DIR/private-media (a rename on the same disk; a copy then a delete across disks).
   * Idempotent and safe when replicas start together: a file another process moved first is skipped, a file already
   * at its new place (an interrupted move) is kept there. Answers how many files moved.
   */
  movePrivateFiles(): number {
    let moved = 0;
    if (this.store.driver !== "local") return 0; // a bucket's objects are all private; media:migrate copies both folders
    for (const folder of PRIVATE_FOLDERS) {
      const from = path.join(this.uploadDir, folder);
      if (!fs.existsSync(from)) continue;
      const to = path.join(this.privateDir, folder);
      fs.mkdirSync(to, { recursive: true });
      for (const name of fs.readdirSync(from)) {
        const source = path.join(from, name);
        const target = path.join(to, name);
        try {
          if (fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) fs.rmSync(source);
          else moveFile(source, target);
          moved += 1;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
        }
      }
      // only an empty folder goes: a file that appeared meanwhile stays for the next start
      try {
        fs.rmdirSync(from);
      } catch (err) {
        if (!["ENOENT", "ENOTEMPTY", "EEXIST"].includes((err as NodeJS.ErrnoException).code ?? "")) throw err;
      }
    }
    return moved;
  }

  /**
   * Removes what a crash or a restart left in the incoming folder: files older than `maxAgeMs` (no upload takes that
   * long; a younger file may be an upload another replica is receiving). Answers how many went.
   */
  removeStaleIncoming(maxAgeMs: number, now = Date.now()): number {
    let removed = 0;
    for (const name of fs.readdirSync(this.incomingDir)) {
      const file = path.join(this.incomingDir, name);
      try {
        if (now - fs.statSync(file).mtimeMs > maxAgeMs) {
          fs.rmSync(file, { force: true });
          removed += 1;
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    }
    return removed;
  }

  /**
   * A recording in every format there is, each with the type a browser chooses by (`<source type>`), recognised from
   * the file's bytes: Ogg Opus as audio/ogg; codecs=opus, other Ogg audio as audio/ogg, MP3 as audio/mpeg (and a
   * WebM or MP4 recording stored as uploaded as audio/webm, audio/mp4). Missing and unrecognised files are left out.
   */
  async audioSources(...keys: (string | null | undefined)[]): Promise<{ url: string; mimeType: string }[]> {
    const sources: { url: string; mimeType: string }[] = [];
    for (const key of keys) {
      if (!key) continue;
      const mimeType = await this.audioType(key);
      if (mimeType) sources.push({ url: this.url(key)!, mimeType });
    }
    return sources;
  }

  private readonly types = new Map<string, string>();

  private async audioType(key: string): Promise<string | null> {
    const known = this.types.get(key);
    if (known) return known;
    const head = await this.firstBytes(key);
    // a file too short to tell (End-Of-Stream) is not recognised
    const detected = head ? await FileType.fromBuffer(head).catch(() => undefined) : undefined;
    const type = detected ? AUDIO_SOURCE_TYPES[detected.mime] : undefined;
    // an upload may replace a key's file: only a found file is remembered
    if (type) this.types.set(key, type);
    return type ?? null;
  }

  /** The first bytes of a public media file (seeded content or an upload), enough to recognise its type; null if none. */
  private async firstBytes(key: string): Promise<Buffer | null> {
    const seeded = this.seeded(key);
    const stream = seeded
      ? fs.createReadStream(seeded, { end: TYPE_BYTES - 1 })
      : safeKey(key) && !isPrivateKey(key)
        ? await this.store.read(key, { start: 0, end: TYPE_BYTES - 1 }).catch(() => null)
        : null;
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The seeded content file behind a key, or null; never outside content/media. */
  private seeded(key: string): string | null {
    const normalized = safeKey(key);
    if (!normalized || isPrivateKey(normalized)) return null;
    const full = path.join(this.contentMediaDir, normalized);
    return full.startsWith(this.contentMediaDir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
  }

  /**
   * Which of these keys name a public media file (seeded content or an upload in the storage), as a check the
   * console's validation calls without waiting; private keys never count.
   */
  async existing(keys: (string | null | undefined)[]): Promise<(key: string) => boolean> {
    const found = new Set<string>();
    for (const raw of new Set(keys.map((k) => k?.trim()).filter((k): k is string => !!k))) {
      if (isPrivateKey(raw) || !safeKey(raw)) continue;
      if (this.seeded(raw) || (await this.store.stat(raw))) found.add(raw);
    }
    return (key) => found.has(key.trim());
  }
}

/** Bytes enough for file-type to tell a format (its own sample size). */
const TYPE_BYTES = 4100;

export { moveFile };
