import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import FileType from "file-type";
import sanitizeHtml from "sanitize-html";
import { In, type DataSource, type EntityManager } from "typeorm";
import { fieldError } from "../../common/errors";
import { deEn, type Message, type Params } from "../../common/i18n";
import { Media } from "./media.entity";
import type { MediaService } from "./media.service";

/**
 * One place that checks and stores uploads (audio for listening blocks, pictures for content,
 * profile photos). The type is recognised from the bytes, never from the name or the declared
 * type; SVG is rewritten through an allowlist (no scripts, event handlers, foreign objects or
 * links). Files go to the media storage as <folder>/<uuid>.<ext> (storage/: DATA_DIR/media on local disk, or an
 * S3-compatible bucket) with a row in `media`, and are served by GET /media/<key> with byte ranges; the private
 * folders (recordings, audio-originals) are never served there (local: DATA_DIR/private-media/<folder>/).
 *
 * Kinds: "audio" (ogg, mp3; 30 MB; with ffmpeg also WebM, MP4/M4A, WAV, see AudioUploadService), "image" (PNG, JPEG, WebP, SVG; 5 MB), "photo" (PNG, JPEG,
 * WebP; 5 MB) — the accounts module's ImageUploadService can delegate photos here.
 */
export type UploadKind = "audio" | "image" | "photo";

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  audio: 30 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  photo: 5 * 1024 * 1024,
};

const ALLOWED: Record<UploadKind, Record<string, { ext: string; mime: string }>> = {
  audio: {
    "audio/ogg": { ext: "ogg", mime: "audio/ogg" },
    "audio/opus": { ext: "ogg", mime: "audio/ogg" },
    "audio/mpeg": { ext: "mp3", mime: "audio/mpeg" },
  },
  image: {
    "image/png": { ext: "png", mime: "image/png" },
    "image/jpeg": { ext: "jpg", mime: "image/jpeg" },
    "image/webp": { ext: "webp", mime: "image/webp" },
  },
  photo: {
    "image/png": { ext: "png", mime: "image/png" },
    "image/jpeg": { ext: "jpg", mime: "image/jpeg" },
    "image/webp": { ext: "webp", mime: "image/webp" },
  },
};

/** What ffmpeg can turn into the player's formats (a browser recorder gives WebM/Opus, Ogg/Opus or MP4/AAC). */
export const CONVERTIBLE_AUDIO: Record<string, { ext: string; mime: string }> = {
  ...ALLOWED.audio,
  "video/webm": { ext: "webm", mime: "audio/webm" },
  "audio/webm": { ext: "webm", mime: "audio/webm" },
  "video/mp4": { ext: "m4a", mime: "audio/mp4" },
  "audio/mp4": { ext: "m4a", mime: "audio/mp4" },
  "audio/x-m4a": { ext: "m4a", mime: "audio/mp4" },
  "audio/vnd.wave": { ext: "wav", mime: "audio/wav" },
  "audio/wav": { ext: "wav", mime: "audio/wav" },
  "audio/x-wav": { ext: "wav", mime: "audio/wav" },
};

const msg = deEn;
export const uploadMessages = {
  missing: msg("Bitte eine Datei wählen.", "Please choose a file."),
  tooLarge: msg("Die Datei ist zu groß (höchstens {mb} MB).", "The file is too large (at most {mb} MB)."),
  notAudio: msg("Das ist keine Audiodatei (erlaubt: OGG, MP3).", "This is not an audio file (allowed: OGG, MP3)."),
  notConvertible: msg(
    "Das ist keine Audiodatei (erlaubt: OGG, MP3, WebM, MP4/M4A, WAV).",
    "This is not an audio file (allowed: OGG, MP3, WebM, MP4/M4A, WAV).",
  ),
  notImage: msg("Das ist kein Bild (erlaubt: PNG, JPEG, WebP, SVG).", "This is not an image (allowed: PNG, JPEG, WebP, SVG)."),
  notPhoto: msg("Das ist kein Foto (erlaubt: PNG, JPEG, WebP).", "This is not a photo (allowed: PNG, JPEG, WebP)."),
  badKind: msg("Unbekannte Art des Uploads.", "Unknown kind of upload."),
};

/** An upload received on disk (streamed into the incoming folder by the route, never held whole in memory). */
export interface ReceivedFile {
  path: string;
  size: number;
  originalName?: string | null;
}

export interface StoredUpload {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "symbol",
  "title",
  "desc",
  "marker",
];
const SVG_ATTRIBUTES = [
  "xmlns",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-miterlimit",
  "opacity",
  "transform",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "id",
  "class",
  "role",
  "aria-label",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "clip-path",
  "clip-rule",
  "mask",
  "preserveAspectRatio",
  "version",
  "dx",
  "dy",
  "lang",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "visibility",
  "display",
];

const SVG_START =
  /^\s*(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** Keeps only drawing elements and presentation attributes; url(...) references only to #ids. */
export function sanitizeSvg(text: string): string | null {
  const clean = sanitizeHtml(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    allowedSchemes: [],
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript", "iframe"],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      "*": (tagName, attribs) => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(attribs)) {
          if (/url\s*\(/i.test(v) && !/^url\(\s*#[\w-]+\s*\)$/i.test(v.trim())) continue;
          if (/javascript:|data:/i.test(v)) continue;
          out[k] = v;
        }
        return { tagName, attribs: out };
      },
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean)) return null;
  return /^<svg[^>]*\sxmlns=/.test(clean) ? clean : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

export class UploadService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  /** Where the upload routes stream a file before it is checked (private, on the storage's disk). */
  get incomingDir(): string {
    return this.media.incomingDir;
  }

  /**
   * Checks an audio file received on disk by its size and its first bytes (the type, never the name); refuses with
   * BAD_USER_INPUT (`fields.file`). `convertible`: anything ffmpeg turns into the player's formats.
   */
  async recogniseAudioFile(file: ReceivedFile | null | undefined, convertible: boolean): Promise<{ ext: string; mime: string }> {
    const bad = (m: Message, params: Params = {}) => fieldError("file", m, {}, params);
    if (!file?.size) throw bad(uploadMessages.missing);
    if (file.size > UPLOAD_LIMITS.audio) throw bad(uploadMessages.tooLarge, { mb: UPLOAD_LIMITS.audio / 1024 / 1024 });
    const detected = await FileType.fromFile(file.path).catch(() => undefined);
    const type = detected ? (convertible ? CONVERTIBLE_AUDIO : ALLOWED.audio)[detected.mime] : undefined;
    if (!type) throw bad(convertible ? uploadMessages.notConvertible : uploadMessages.notAudio);
    return type;
  }

  /** Checks and stores one file; refuses with BAD_USER_INPUT (`fields.file`). */
  async store(
    file: { buffer: Buffer; originalName?: string | null } | null | undefined,
    kind: UploadKind,
    folder: string = kind,
  ): Promise<StoredUpload> {
    const type = await this.recognise(file, kind);
    return this.write(type.bytes, type, folder, file!.originalName);
  }

  /**
   * Checks one file's size and type (from its bytes); refuses with BAD_USER_INPUT (`fields.file`). `convertible`
   * audio is anything ffmpeg turns into the player's formats, not only those formats.
   */
  async recognise(
    file: { buffer: Buffer; originalName?: string | null } | null | undefined,
    kind: UploadKind,
    convertible = false,
  ): Promise<{ ext: string; mime: string; bytes: Buffer }> {
    const bad = (m: Message, params: Params = {}) => fieldError("file", m, {}, params);
    if (!ALLOWED[kind]) throw bad(uploadMessages.badKind);
    if (!file?.buffer?.length) throw bad(uploadMessages.missing);
    if (file.buffer.length > UPLOAD_LIMITS[kind]) throw bad(uploadMessages.tooLarge, { mb: UPLOAD_LIMITS[kind] / 1024 / 1024 });
    // a truncated file can make the detector throw (End-Of-Stream): that is "not recognised"
    const detected = await FileType.fromBuffer(file.buffer).catch(() => undefined);
    const allowed = kind === "audio" && convertible ? CONVERTIBLE_AUDIO : ALLOWED[kind];
    let type = detected ? allowed[detected.mime] : undefined;
    let bytes = file.buffer;
    if (!type && kind === "image" && (!detected || detected.mime === "application/xml")) {
      const text = file.buffer.toString("utf8");
      if (SVG_START.test(text)) {
        const svg = sanitizeSvg(text);
        if (svg) {
          bytes = Buffer.from(svg, "utf8");
          type = { ext: "svg", mime: "image/svg+xml" };
        }
      }
    }
    if (!type)
      throw bad(
        kind === "audio"
          ? convertible
            ? uploadMessages.notConvertible
            : uploadMessages.notAudio
          : kind === "photo"
            ? uploadMessages.notPhoto
            : uploadMessages.notImage,
      );
    return { ...type, bytes };
  }

  /** Stores bytes already checked, as `folder/<uuid>.<ext>` with a row in `media`; the same storage for every upload. */
  async write(
    bytes: Buffer,
    type: { ext: string; mime: string },
    folder: string,
    originalName?: string | null,
    key = `${folder}/${crypto.randomUUID()}.${type.ext}`,
  ): Promise<StoredUpload> {
    const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
    await this.media.store.putBytes(key, bytes, { contentType: type.mime, sha256 });
    return this.record(key, type, bytes.length, sha256, originalName);
  }

  /**
   * Stores a file already checked that was received on disk (an upload streamed into the incoming folder): it is moved
   * into place or streamed up to the bucket, never read whole into memory (its hash is computed as a stream).
   */
  async writeFile(
    file: string,
    type: { ext: string; mime: string },
    folder: string,
    originalName?: string | null,
    key = `${folder}/${crypto.randomUUID()}.${type.ext}`,
    manager: EntityManager = this.ds.manager,
  ): Promise<StoredUpload> {
    const hash = crypto.createHash("sha256");
    await pipeline(fs.createReadStream(file), hash);
    const size = fs.statSync(file).size;
    const sha256 = hash.digest("hex");
    await this.media.store.putFile(key, file, { contentType: type.mime, sha256 });
    return this.record(key, type, size, sha256, originalName, manager);
  }

  private async record(
    key: string,
    type: { mime: string },
    size: number,
    sha256: string,
    originalName?: string | null,
    manager: EntityManager = this.ds.manager,
  ): Promise<StoredUpload> {
    try {
      await manager.getRepository(Media).insert({
        key,
        contentType: type.mime,
        size,
        sha256,
        originalName: originalName ? originalName.slice(0, 255) : null,
      });
    } catch (err) {
      await this.media.store.remove([key]);
      throw err;
    }
    return { key, url: this.media.url(key)!, contentType: type.mime, size };
  }

  /** Removes stored files and their rows (a deleted account's recordings). */
  async remove(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.ds.getRepository(Media).delete({ key: In(keys) });
    await this.media.store.remove(keys);
  }
}
