import fs from "node:fs";
import path from "node:path";
import FileType from "file-type";

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

/**
 * Folders of the media storage that are never public: learners' recordings (served only by GET /media/recordings/{id}
 * to their readers) and the console's audio originals awaiting normalisation. Their files live under
 * DATA_DIR/private-media, outside the folder the public /media route serves, so no spelling of a path reaches them.
 */
export const PRIVATE_FOLDERS = ["recordings", "audio-originals"] as const;

/**
 * Where media live: public uploads under DATA_DIR/media (served by /media), private ones under DATA_DIR/private-media
 * (served only by their authorising routes), uploads still arriving under DATA_DIR/private-media/incoming, and the
 * seeded content under content/media (read only). Keys are relative paths (`image/<uuid>.png`,
 * `recordings/<uuid>.webm`); URLs are relative to this server (`/media/...`), so they work under whatever address the
 * page was opened (localhost, 127.0.0.1, another computer of the classroom).
 */
export class MediaService {
  readonly uploadDir: string;
  readonly privateDir: string;
  /** Uploads being received (streamed to disk), on the same disk as the storage so that a stored file is a rename. */
  readonly incomingDir: string;
  readonly contentMediaDir: string;

  constructor(dataDir: string, contentDir: string) {
    this.uploadDir = path.join(dataDir, "media");
    this.privateDir = path.join(dataDir, "private-media");
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
    const first = path.posix.normalize(key).split("/")[0];
    return (PRIVATE_FOLDERS as readonly string[]).includes(first);
  }

  /**
   * The uploaded file behind a key (public or private, not the seeded content), or null; refuses a key that would leave
   * its folder.
   */
  resolveUpload(key: string): string | null {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith("..") || path.isAbsolute(normalized) || normalized.includes("\0")) return null;
    const root = MediaService.isPrivate(normalized) ? this.privateDir : this.uploadDir;
    const full = path.join(root, normalized);
    return full.startsWith(root + path.sep) ? full : null;
  }

  /**
   * Start-up step of an installation from before private media had their own folder: recordings and audio originals
   * under DATA_DIR/media move to DATA_DIR/private-media (a rename on the same disk; a copy then a delete across disks).
   * Idempotent and safe when replicas start together: a file another process moved first is skipped, a file already
   * at its new place (an interrupted move) is kept there. Answers how many files moved.
   */
  movePrivateFiles(): number {
    let moved = 0;
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
    const file = this.resolve(key);
    // a file too short to tell (End-Of-Stream) is not recognised
    const detected = file ? await FileType.fromFile(file).catch(() => undefined) : undefined;
    const type = detected ? AUDIO_SOURCE_TYPES[detected.mime] : undefined;
    // an upload may replace a key's file: only a found file is remembered
    if (type) this.types.set(key, type);
    return type ?? null;
  }

  /** The public file behind a key (an upload or seeded content), or null; never a private file, never outside. */
  resolve(key: string): string | null {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith("..") || path.isAbsolute(normalized) || normalized.includes("\0")) return null;
    if (MediaService.isPrivate(normalized)) return null;
    for (const root of [this.uploadDir, this.contentMediaDir]) {
      const full = path.join(root, normalized);
      if (full.startsWith(root + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) return full;
    }
    return null;
  }
}

/** Moves a file: a rename on the same disk, else a copy and a delete (the copy under a temporary name first). */
export function moveFile(source: string, target: string): void {
  try {
    fs.renameSync(source, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    const tmp = `${target}.${process.pid}.part`;
    fs.copyFileSync(source, tmp);
    fs.renameSync(tmp, target);
    fs.rmSync(source, { force: true });
  }
}
