/* What a recording is, read from its bytes: the container and codec (file-type, music-metadata) and the length. A WebM
   written by a browser's MediaRecorder carries no duration in its header, so its length is read from the block
   timecodes of its clusters; Safari's MP4 is fragmented (an empty moov, the samples in moof fragments), so its length
   is read from the fragments' run tables. The header of any container is never trusted over its data where the data
   says more. */
import FileType from "file-type";
import * as mm from "music-metadata";

/** The recordings a browser makes: Opus in WebM or Ogg (Chrome, Firefox, Edge), AAC in MP4 (Safari), and PCM WAV. */
export type RecordingFormat = "webm" | "ogg" | "mp4" | "wav";

export interface ProbedRecording {
  format: RecordingFormat;
  /** the type the file is served with */
  contentType: string;
  ext: string;
  seconds: number;
}

const FORMATS: Record<string, { format: RecordingFormat; codec: RegExp; contentType: string; ext: string }> = {
  "video/webm": { format: "webm", codec: /^opus$/i, contentType: "audio/webm", ext: "webm" },
  "audio/webm": { format: "webm", codec: /^opus$/i, contentType: "audio/webm", ext: "webm" },
  "audio/opus": { format: "ogg", codec: /^opus$/i, contentType: "audio/ogg", ext: "ogg" },
  "audio/ogg": { format: "ogg", codec: /^opus$/i, contentType: "audio/ogg", ext: "ogg" },
  "audio/x-m4a": { format: "mp4", codec: /aac/i, contentType: "audio/mp4", ext: "m4a" },
  "audio/mp4": { format: "mp4", codec: /aac/i, contentType: "audio/mp4", ext: "m4a" },
  "video/mp4": { format: "mp4", codec: /aac/i, contentType: "audio/mp4", ext: "m4a" },
  "audio/vnd.wave": { format: "wav", codec: /pcm|wave|^$/i, contentType: "audio/wav", ext: "wav" },
  "audio/wav": { format: "wav", codec: /pcm|wave|^$/i, contentType: "audio/wav", ext: "wav" },
};

/** Why a file is not a recording we take. */
export type ProbeRefusal = "NOT_AUDIO" | "UNREADABLE";

export class ProbeError extends Error {
  constructor(readonly reason: ProbeRefusal) {
    super(reason);
  }
}

/** Recognises a recording by its content and measures its length; throws ProbeError otherwise. */
export async function probeRecording(bytes: Buffer): Promise<ProbedRecording> {
  // a truncated file can make the detector throw (End-Of-Stream): that is "not recognised"
  const detected = await FileType.fromBuffer(bytes).catch(() => undefined);
  const kind = detected ? FORMATS[detected.mime] : undefined;
  if (!kind) throw new ProbeError("NOT_AUDIO");
  let meta: mm.IAudioMetadata;
  try {
    meta = await mm.parseBuffer(bytes, { mimeType: detected!.mime, size: bytes.length }, { duration: true, skipCovers: true });
  } catch {
    throw new ProbeError("UNREADABLE");
  }
  const codec = meta.format.codec ?? "";
  if (!kind.codec.test(codec)) throw new ProbeError("NOT_AUDIO");
  if (kind.format === "webm" && meta.format.trackInfo?.some((t) => t.video)) throw new ProbeError("NOT_AUDIO");
  const fromData = kind.format === "webm" ? webmBlockSeconds(bytes) : kind.format === "mp4" ? mp4FragmentSeconds(bytes) : null;
  const seconds = Math.max(fromData ?? 0, meta.format.duration ?? 0);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new ProbeError("UNREADABLE");
  return { format: kind.format, contentType: kind.contentType, ext: kind.ext, seconds };
}

// ------------------------------------------------------------------------------------------------
// WebM (Matroska) block timecodes

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};
/** Masters whose children are read (a browser writes Segment and Cluster with an unknown size). */
const DESCEND = new Set([ID.segment, ID.info, ID.cluster, ID.blockGroup]);
/** One Opus frame is at most 120 ms; the last block's own length is counted as 20 ms (MediaRecorder's frame). */
const LAST_FRAME_SECONDS = 0.02;

function readVint(b: Buffer, pos: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (pos >= b.length) return null;
  const first = b[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || pos + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[pos + i];
    if (b[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(b: Buffer, pos: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[pos + i];
  return v;
}

/** The end of the last block in seconds, from the cluster and block timecodes; null when none is found. */
export function webmBlockSeconds(b: Buffer): number | null {
  let scale = 1_000_000; // ns per timecode unit (the default)
  let cluster = 0;
  let last: number | null = null;
  let pos = 0;
  while (pos < b.length) {
    const id = readVint(b, pos, true);
    if (!id) break;
    const size = readVint(b, pos + id.length, false);
    if (!size) break;
    const data = pos + id.length + size.length;
    if (DESCEND.has(id.value)) {
      pos = data; // read the children in place (also when the size is unknown)
      continue;
    }
    if (size.unknown || data + size.value > b.length) break; // truncated: what was read so far counts
    if (id.value === ID.timecodeScale) scale = readUint(b, data, size.value) || scale;
    else if (id.value === ID.clusterTimecode) cluster = readUint(b, data, size.value);
    else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = readVint(b, data, false);
      if (track && size.value >= track.length + 2) {
        const relative = b.readInt16BE(data + track.length);
        const t = cluster + relative;
        if (last === null || t > last) last = t;
      }
    }
    pos = data + size.value;
  }
  return last === null ? null : (last * scale) / 1e9 + LAST_FRAME_SECONDS;
}

// ------------------------------------------------------------------------------------------------
// Fragmented MP4 (ISO BMFF): the end of the last sample, from tfdt and trun (defaults from tfhd and trex)

/** Boxes whose children are read. */
const MP4_DESCEND = new Set(["moov", "trak", "mdia", "mvex", "moof", "traf"]);

/** The end of the last sample of any track in seconds, from the movie fragments; null when there are none. */
export function mp4FragmentSeconds(b: Buffer): number | null {
  const timescale = new Map<number, number>(); // track → units per second (mdhd)
  const trexDuration = new Map<number, number>(); // track → default sample duration (trex)
  const end = new Map<number, number>(); // track → end of its last sample, in its units
  let trak = 0; // the track whose trak box is being read (from tkhd)
  let traf: { track: number; base: number | null; defaultDuration: number | null; total: number } | null = null;
  const closeTraf = () => {
    if (!traf) return;
    const from = traf.base ?? end.get(traf.track) ?? 0;
    end.set(traf.track, Math.max(end.get(traf.track) ?? 0, from + traf.total));
    traf = null;
  };
  const walk = (from: number, to: number): boolean => {
    let pos = from;
    while (pos + 8 <= to) {
      let size = b.readUInt32BE(pos);
      const type = b.toString("latin1", pos + 4, pos + 8);
      let header = 8;
      if (size === 1) {
        if (pos + 16 > to) return false;
        size = Number(b.readBigUInt64BE(pos + 8));
        header = 16;
      } else if (size === 0) size = to - pos;
      if (size < header || pos + size > to) return false; // truncated: what was read so far counts
      const data = pos + header;
      const boxEnd = pos + size;
      if (MP4_DESCEND.has(type)) {
        if (type === "traf") closeTraf();
        if (!walk(data, boxEnd)) return false;
        if (type === "traf") closeTraf();
      } else if (!readBox(type, data, boxEnd)) return false;
      pos = boxEnd;
    }
    return true;
  };
  const readBox = (type: string, p: number, to: number): boolean => {
    if (p + 4 > to) return true;
    const version = b[p];
    const flags = b.readUIntBE(p + 1, 3);
    let q = p + 4;
    const need = (n: number) => q + n <= to;
    if (type === "tkhd") {
      const skip = version === 1 ? 16 : 8;
      if (need(skip + 4)) trak = b.readUInt32BE(q + skip);
    } else if (type === "mdhd") {
      const skip = version === 1 ? 16 : 8;
      if (need(skip + 4)) timescale.set(trak, b.readUInt32BE(q + skip));
    } else if (type === "trex") {
      if (need(16)) trexDuration.set(b.readUInt32BE(q), b.readUInt32BE(q + 8));
    } else if (type === "tfhd" && need(4)) {
      const track = b.readUInt32BE(q);
      q += 4;
      if (flags & 0x01) q += 8;
      if (flags & 0x02) q += 4;
      const defaultDuration = flags & 0x08 && need(4) ? b.readUInt32BE(q) : (trexDuration.get(track) ?? null);
      traf = { track, base: null, defaultDuration, total: 0 };
    } else if (type === "tfdt" && traf) {
      if (version === 1 && need(8)) traf.base = Number(b.readBigUInt64BE(q));
      else if (need(4)) traf.base = b.readUInt32BE(q);
    } else if (type === "trun" && traf && need(4)) {
      const count = b.readUInt32BE(q);
      q += 4;
      if (flags & 0x01) q += 4;
      if (flags & 0x04) q += 4;
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
      if (flags & 0x100) {
        for (let i = 0; i < count && need(4); i++, q += perSample) traf.total += b.readUInt32BE(q);
      } else traf.total += count * (traf.defaultDuration ?? 0);
    }
    return true;
  };
  walk(0, b.length);
  closeTraf();
  let seconds: number | null = null;
  for (const [track, units] of end) {
    const scale = timescale.get(track);
    if (scale && units > 0) seconds = Math.max(seconds ?? 0, units / scale);
  }
  return seconds;
}
