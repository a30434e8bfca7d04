import type { DataSource } from "typeorm";
import { Media } from "../media/media.entity";
import type { MediaService } from "../media/media.service";
import { safeKey } from "../storage/blob-store";
import type { UploadService } from "../media/upload.service";
import { AppError, fieldError } from "../../common/errors";
import { accountMessages as m } from "./account.messages";

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  buffer: Buffer;
  originalName?: string | null;
}

/**
 * Checks and stores uploaded images: JPEG, PNG or WebP recognised by their content (not by name or
 * declared type), at most 5 MB, stored in the media storage as <folder>/<random>.<ext> and recorded in
 * the media table. Any route (GraphQL-adjacent /auth, the REST layer) calls this, then keeps the key.
 */
export class ImageUploadService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly uploads: UploadService,
  ) {}

  /**
   * Refuses with BAD_USER_INPUT naming `field`, in the caller's language; answers the media key of the
   * stored file. Recognising and storing is the one upload service's ("photo": JPEG, PNG, WebP).
   */
  async store(file: UploadedFile | null | undefined, folder: string, field = "photo"): Promise<string> {
    if (!file || !file.buffer?.length) throw fieldError(field, m.photoRequired);
    if (file.buffer.length > IMAGE_MAX_BYTES) throw tooLarge(field);
    try {
      return (await this.uploads.store(file, "photo", folder)).key;
    } catch (err) {
      if (err instanceof AppError && err.code === "BAD_USER_INPUT") throw fieldError(field, m.photoNotImage);
      throw err;
    }
  }

  /** Deletes an uploaded file and its media row (a replaced profile photo). Seeded content is never touched. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !safeKey(key)) return;
    await this.ds.getRepository(Media).delete({ key });
    await this.media.store.remove([key]);
  }
}

export function tooLarge(field: string) {
  return fieldError(field, m.photoTooLarge, {}, { mb: IMAGE_MAX_BYTES / 1024 / 1024 });
}
