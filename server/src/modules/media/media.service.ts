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
 * Where media live: uploads under DATA_DIR/media, seeded content under content/media (read only).
 * Keys are relative paths; URLs are absolute under this server's /media.
 */
export class MediaService {
  readonly uploadDir: string;
  readonly contentMediaDir: string;

  constructor(
    dataDir: string,
    contentDir: string,
    private readonly publicUrl: string,
  ) {
    this.uploadDir = path.join(dataDir, "media");
    this.contentMediaDir = path.join(contentDir, "media");
    fs.mkdirSync(this.uploadDir, { recursive: true });
  }

  url(key: string | null | undefined): string | null {
    if (!key) return null;
    return `${this.publicUrl}/media/${key.split("/").map(encodeURIComponent).join("/")}`;
  }

  /** The uploaded file behind a key (not the seeded content), or null; refuses a key that would leave the folder. */
  resolveUpload(key: string): string | null {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith("..") || path.isAbsolute(normalized) || normalized.includes("\0")) return null;
    const full = path.join(this.uploadDir, normalized);
    return full.startsWith(this.uploadDir + path.sep) ? full : null;
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

  /** The file behind a key, or null; refuses any key that would leave the media folders. */
  resolve(key: string): string | null {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith("..") || path.isAbsolute(normalized) || normalized.includes("\0")) return null;
    for (const root of [this.uploadDir, this.contentMediaDir]) {
      const full = path.join(root, normalized);
      if (full.startsWith(root + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) return full;
    }
    return null;
  }
}
