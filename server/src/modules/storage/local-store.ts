import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { isPrivateKey, safeKey, type BlobStore, type ObjectInfo, type PutOptions } from "./blob-store";

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

/**
 * The local driver (the embedded default): public objects under DATA_DIR/media (served by /media), private ones
 * (recordings, audio originals) under DATA_DIR/private-media, which no public route serves. A stored file is a rename
 * from the incoming folder on the same disk. Several replicas need this folder shared (a network file system); the
 * bucket driver needs nothing shared.
 */
export class LocalStore implements BlobStore {
  readonly driver = "local" as const;

  constructor(
    readonly publicDir: string,
    readonly privateDir: string,
  ) {}

  localPath(key: string): string | null {
    const normalized = safeKey(key);
    if (!normalized) return null;
    const root = isPrivateKey(normalized) ? this.privateDir : this.publicDir;
    const full = path.join(root, normalized);
    return full.startsWith(root + path.sep) ? full : null;
  }

  private place(key: string): string {
    const full = this.localPath(key);
    if (!full) throw new Error(`bad media key: ${key}`);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    return full;
  }

  async putFile(key: string, file: string, opts: PutOptions): Promise<void> {
    const full = this.place(key);
    if (fs.existsSync(full)) throw new Error(`media key taken: ${key}`);
    if (opts.keepSource) await fs.promises.copyFile(file, full, fs.constants.COPYFILE_EXCL);
    else moveFile(file, full);
  }

  async putBytes(key: string, bytes: Buffer, _opts: PutOptions): Promise<void> {
    fs.writeFileSync(this.place(key), bytes, { flag: "wx" });
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const full = this.localPath(key);
    const st = full ? await fs.promises.stat(full).catch(() => null) : null;
    if (!st?.isFile()) return null;
    const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    return { size: st.size, etag, lastModified: st.mtime, contentType: null, sha256: null };
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const full = this.localPath(key);
    if (!full || !(await this.stat(key))) return null;
    return fs.createReadStream(full, range ? { start: range.start, end: range.end } : {});
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const full = this.localPath(key);
      if (full) await fs.promises.rm(full, { force: true });
    }
  }

  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T | null> {
    const full = this.localPath(key);
    return full && (await this.stat(key)) ? fn(full) : null;
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }

  async *list(prefix = ""): AsyncIterable<{ key: string; size: number }> {
    for (const root of [this.publicDir, this.privateDir]) {
      for (const rel of walk(root)) {
        const key = rel.split(path.sep).join("/");
        if (key.startsWith("incoming/") || !key.startsWith(prefix)) continue;
        if (isPrivateKey(key) !== (root === this.privateDir)) continue;
        yield { key, size: fs.statSync(path.join(root, rel)).size };
      }
    }
  }
}

/** Relative paths of the files under a folder (none when it does not exist). */
export function walk(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/** A fresh temporary folder for one piece of work, and its removal. */
export function tempDir(prefix: string): { dir: string; done: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${crypto.randomBytes(3).toString("hex")}-`));
  return { dir, done: () => fs.promises.rm(dir, { recursive: true, force: true }) };
}
