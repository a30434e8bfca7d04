import fs from "node:fs";
import path from "node:path";

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
   * A recording in every format there is, each with the type a browser chooses by (`<source type>`): Ogg with its
   * codec (Opus or Vorbis, read from the file's first page), MP3 as audio/mpeg. Missing files are left out.
   */
  audioSources(...keys: (string | null | undefined)[]): { url: string; mimeType: string }[] {
    const sources: { url: string; mimeType: string }[] = [];
    for (const key of keys) {
      if (!key) continue;
      const mimeType = this.audioType(key);
      if (mimeType) sources.push({ url: this.url(key)!, mimeType });
    }
    return sources;
  }

  private readonly types = new Map<string, string | null>();

  private audioType(key: string): string | null {
    if (this.types.has(key)) return this.types.get(key)!;
    const file = this.resolve(key);
    let type: string | null = null;
    if (file) {
      const head = Buffer.alloc(64);
      const fd = fs.openSync(file, "r");
      try {
        fs.readSync(fd, head, 0, 64, 0);
      } finally {
        fs.closeSync(fd);
      }
      if (head.subarray(0, 4).toString("latin1") === "OggS") {
        const first = head.toString("latin1");
        type = first.includes("OpusHead")
          ? "audio/ogg; codecs=opus"
          : first.includes("vorbis")
            ? "audio/ogg; codecs=vorbis"
            : "audio/ogg";
      } else if (head.subarray(0, 3).toString("latin1") === "ID3" || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) {
        type = "audio/mpeg";
      }
    }
    // an upload may replace a key's file: only a found file is remembered
    if (type) this.types.set(key, type);
    return type;
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
