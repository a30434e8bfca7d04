import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import FileType from "file-type";
import type { DataSource } from "typeorm";
import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { Media } from "../media/media.entity";
import type { MediaService } from "../media/media.service";
import { accountMessages as m } from "./account.messages";
import { badInput } from "./account.validation";

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export interface UploadedFile {
  buffer: Buffer;
  originalName?: string | null;
}

/**
 * Checks and stores uploaded images: JPEG, PNG or WebP recognised by their content (not by name or
 * declared type), at most 5 MB, written under DATA_DIR/media/<folder>/<random>.<ext> and recorded in
 * the media table. Any route (GraphQL-adjacent /auth, the REST layer) calls this, then keeps the key.
 */
export class ImageUploadService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  /** Refuses with BAD_USER_INPUT naming `field`; answers the media key of the stored file. */
  async store(file: UploadedFile | null | undefined, folder: string, lang: LangCode, field = "photo"): Promise<string> {
    if (!file || !file.buffer?.length) throw badInput({ [field]: translate(m.photoRequired, lang) });
    if (file.buffer.length > IMAGE_MAX_BYTES) throw tooLarge(field, lang);
    const type = await FileType.fromBuffer(file.buffer);
    const ext = type ? ALLOWED[type.mime] : undefined;
    if (!type || !ext) throw badInput({ [field]: translate(m.photoNotImage, lang) });
    const key = `${folder}/${crypto.randomUUID()}.${ext}`;
    const full = path.join(this.media.uploadDir, key);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.buffer, { flag: "wx" });
    try {
      await this.ds.getRepository(Media).insert({
        key,
        contentType: type.mime,
        size: file.buffer.length,
        sha256: crypto.createHash("sha256").update(file.buffer).digest("hex"),
        originalName: file.originalName ? file.originalName.slice(0, 255) : null,
      });
    } catch (err) {
      fs.rmSync(full, { force: true });
      throw err;
    }
    return key;
  }

  /** Deletes an uploaded file and its media row (a replaced profile photo). Seeded content is never touched. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    const full = path.join(this.media.uploadDir, path.posix.normalize(key));
    if (!full.startsWith(this.media.uploadDir + path.sep)) return;
    await this.ds.getRepository(Media).delete({ key });
    fs.rmSync(full, { force: true });
  }
}

export function tooLarge(field: string, lang: LangCode) {
  return badInput({ [field]: translate(m.photoTooLarge, lang, { mb: IMAGE_MAX_BYTES / 1024 / 1024 }) });
}
