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
