/** The browser's MediaRecorder with the formats the server takes: Opus in WebM or Ogg, AAC in MP4 (Safari). */
const TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"];

/** The first format the browser records: Chromium and Firefox say yes to Opus in WebM, Safari to AAC in MP4. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return TYPES.find((t) => isTypeSupported(t)) ?? null;
}

export function recordingType(): string | null {
  if (typeof MediaRecorder === "undefined") return null;
  return pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
}

/** Why the microphone cannot be used: refused by the learner or the browser, no device, or no recorder at all. */
export type MicProblem = "denied" | "noDevice" | "unsupported";

export function micProblemOf(err: unknown): MicProblem {
  const name = (err as { name?: string } | null)?.name;
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "noDevice";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  return "unsupported";
}

export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia || !recordingType())
    throw Object.assign(new Error("unsupported"), { name: "Unsupported" });
  return navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: false });
}

/** The level of the microphone, 0..1, read from an analyser (for the meter, and to notice a silent recording). */
export class LevelMeter {
  private readonly ctx: AudioContext;
  private readonly analyser: AnalyserNode;
  private readonly data: Float32Array<ArrayBuffer>;
  /** the highest level seen since start */
  peak = 0;

  constructor(stream: MediaStream) {
    this.ctx = new AudioContext();
    this.analyser = this.ctx.createAnalyser();
    this.analyser.fftSize = 1024;
    this.data = new Float32Array(this.analyser.fftSize);
    this.ctx.createMediaStreamSource(stream).connect(this.analyser);
  }

  /** The current level (RMS, scaled so that speech fills most of the meter). */
  level(): number {
    this.analyser.getFloatTimeDomainData(this.data);
    let sum = 0;
    for (const v of this.data) sum += v * v;
    const rms = Math.sqrt(sum / this.data.length);
    const level = Math.min(1, rms * 4);
    this.peak = Math.max(this.peak, level);
    return level;
  }

  close(): void {
    void this.ctx.close().catch(() => undefined);
  }
}

/** A recording's level below this all along: nothing was heard. */
export const SILENT_PEAK = 0.02;

/** A recording shorter than this is refused (as the server does). */
export const MIN_TAKE_SECONDS = 1;

/** Why a take is not sent: nothing recorded, too short, or nothing heard. */
export type TakeProblem = "empty" | "short" | "silent";

/**
 * A take checked before it is uploaded: no bytes, under a second, or a peak level under SILENT_PEAK all along (a muted
 * or dead microphone) is refused on the device; the learner records again and the take does not count.
 */
export function takeProblem(take: { bytes: number; seconds: number; peak: number | null }): TakeProblem | null {
  if (take.bytes === 0) return "empty";
  if (take.seconds < MIN_TAKE_SECONDS) return "short";
  if (take.peak !== null && take.peak < SILENT_PEAK) return "silent";
  return null;
}
