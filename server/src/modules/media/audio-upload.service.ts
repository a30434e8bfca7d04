import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppError } from "../../common/errors";
import { deEn, translate, type Message } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { logger } from "../../common/logger";
import { LOUDNESS_RULE, loudnessProblems, measureLoudness, type Loudness } from "../exams/format/loudness";
import { FfmpegError, TWIN_FORMAT, type Ffmpeg, type LoudnormMeasure } from "./ffmpeg";
import type { JobQueue } from "../jobs/job-queue";
import type { MediaService } from "./media.service";
import type { ReceivedFile, StoredUpload, UploadService } from "./upload.service";

/**
 * An admin's audio upload (a listening block's recording, a model answer, a recording made in the console) becomes the
 * content's two formats: an Ogg Vorbis and an MP3 twin, mono, 16 kHz, normalised to -16 LUFS ± 1 with a true peak at
 * most -1 dBTP by ffmpeg's loudnorm (two passes), then measured again with the content check's own meter (loudness.ts)
 * and refused when out of range.
 *
 * The request only checks and stores the original (`audio-originals/<uuid>.<ext>`, private) and answers 202 with a job
 * of the product's job queue (jobs/job-queue.ts, on PostgreSQL): any process runs it, one at a time per process; a run
 * that fails unexpectedly (the storage away, ffmpeg killed) is retried with backoff, and a run whose process died is
 * retried once it expires. A refusal (silence, out of range) is an answer, not retried. The job's state and result
 * are the queue's; the twins' keys are the job's id, so a retry replaces what a cut-off run left. The original is
 * removed only after both twins are stored; a failed job keeps it. Without ffmpeg an upload is stored as uploaded
 * (OGG or MP3 only), marked `normalised: false`.
 */
export type AudioJobStatus = "processing" | "done" | "failed";

export interface MeasuredTwin extends StoredUpload {
  seconds: number;
  lufs: number;
  truePeakDb: number;
}

export const AUDIO_QUEUE = "audio-normalisation";

/** What a job carries: the stored original. */
interface AudioJobData {
  original: StoredUpload & { originalName: string | null };
}

/** What a finished job answers (kept as the job's output): the twins, or why the file was refused. */
type AudioJobOutput =
  | { status: "done"; ogg: MeasuredTwin; mp3: MeasuredTwin }
  | { status: "failed"; error: { message: Message; params?: Record<string, string | number> } };

/** The queue's rules for normalisation jobs (config.ts: AUDIO_JOB_*). */
export interface AudioJobRules {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long is taken for dead and retried. */
  expireInSeconds: number;
  pollSeconds: number;
}

export const AUDIO_JOB_DEFAULTS: AudioJobRules = { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 600, pollSeconds: 2 };

/** What the upload route answers: 201 with the stored file (no ffmpeg), or 202 with a job to poll. */
export type AudioUploadResult = { status: 201; body: StoredUpload & { normalised: false } } | { status: 202; body: AudioJobView };

export interface AudioJobView {
  id: string;
  status: AudioJobStatus;
  statusUrl: string;
  normalised?: boolean;
  key?: string;
  url?: string;
  contentType?: string;
  size?: number;
  mp3?: StoredUpload;
  loudness?: { ogg: TwinFigures; mp3: TwinFigures };
  message?: string;
}

interface TwinFigures {
  seconds: number;
  lufs: number;
  truePeakDb: number;
}

export const audioJobMessages = {
  unknownJob: deEn("Diesen Verarbeitungsauftrag gibt es nicht.", "There is no such processing job."),
  unreadable: deEn(
    "In der Datei ist kein lesbarer Ton (ffmpeg konnte sie nicht dekodieren).",
    "The file holds no readable sound (ffmpeg could not decode it).",
  ),
  silent: deEn(
    "Die Aufnahme ist still oder viel zu leise; bitte näher am Mikrofon erneut aufnehmen.",
    "The recording is silent or far too quiet; please record again closer to the microphone.",
  ),
  outOfRange: deEn(
    "Die Lautheit ließ sich nicht auf -16 LUFS ± 1 mit Spitzenpegel höchstens -1 dBTP bringen ({figures}); nichts wurde ersetzt.",
    "The loudness could not be brought to -16 LUFS ± 1 with a true peak of at most -1 dBTP ({figures}); nothing was replaced.",
  ),
  lengthsDiffer: deEn(
    "Die beiden Formate sind verschieden lang ({ogg} s und {mp3} s); nichts wurde ersetzt.",
    "The two formats differ in length ({ogg} s and {mp3} s); nothing was replaced.",
  ),
  failed: deEn("Die Verarbeitung ist fehlgeschlagen; bitte erneut versuchen.", "Processing failed; please try again."),
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * The encoders take off a little energy (MP3 reads about 0.4 LU below its master, Vorbis about 0.1): the master aims
 * a little above -16; the true-peak ceiling leaves room for the encoders' overshoot and is lowered once if needed.
 */
const TARGET_LUFS = LOUDNESS_RULE.targetLufs + 0.2;
const PEAK_CEILINGS = [-2, -3.5];
/** The twins decode to the same length within this many seconds (MP3 adds an encoder delay and padding). */
const LENGTH_TOLERANCE_S = 0.15;

class JobRefusal extends Error {
  constructor(
    readonly reason: Message,
    readonly params: Record<string, string | number> = {},
  ) {
    super(reason.en);
  }
}

export class AudioUploadService {
  /** Jobs this process queued that have not finished yet (idle() waits for them). */
  private readonly pending = new Set<string>();

  constructor(
    private readonly uploads: UploadService,
    private readonly media: MediaService,
    private readonly ffmpeg: Ffmpeg,
    private readonly jobs: JobQueue,
    private readonly rules: AudioJobRules = AUDIO_JOB_DEFAULTS,
  ) {}

  /** Asks for ffmpeg once (and logs what it found) and starts this process's worker of the normalisation queue. */
  async start(): Promise<void> {
    await this.ffmpeg.version();
    await this.jobs.define<AudioJobData>({
      name: AUDIO_QUEUE,
      ...this.rules,
      concurrency: 1,
      handler: (data, attempt) => this.process(attempt.id, data),
    });
  }

  /**
   * Checks the file (received on disk; the caller removes what is left of it); without ffmpeg stores it as it is, else
   * stores the original in the private folder and queues its job.
   */
  async upload(file: ReceivedFile | null | undefined): Promise<AudioUploadResult> {
    const ffmpeg = await this.ffmpeg.available();
    const type = await this.uploads.recogniseAudioFile(file, ffmpeg);
    const originalName = file?.originalName ? file.originalName.slice(0, 255) : null;
    if (!ffmpeg) {
      const stored = await this.uploads.writeFile(file!.path, type, "audio", originalName);
      return { status: 201, body: { ...stored, normalised: false } };
    }
    const original = await this.uploads.writeFile(file!.path, type, "audio-originals", originalName);
    const id = crypto.randomUUID();
    this.pending.add(id);
    await this.jobs.send<AudioJobData>(AUDIO_QUEUE, [{ id, data: { original: { ...original, originalName } } }]);
    return { status: 202, body: { id, status: "processing", statusUrl: `/media/jobs/${id}` } };
  }

  /** A job's state as the console polls it; NOT_FOUND for an unknown id. */
  async job(id: string, lang: LangCode): Promise<AudioJobView> {
    const job = ID.test(id) ? await this.jobs.job<AudioJobData>(AUDIO_QUEUE, id) : null;
    if (!job) throw new AppError("NOT_FOUND", audioJobMessages.unknownJob);
    const output = job.output as AudioJobOutput | null;
    if (job.state === "completed" && output?.status) return this.view(id, output, lang);
    if (job.state === "failed" || job.state === "cancelled")
      return this.view(id, { status: "failed", error: { message: audioJobMessages.failed } }, lang);
    return { id, status: "processing", statusUrl: `/media/jobs/${id}` };
  }

  /** Resolves when every job this process queued has finished, here or in another process (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) {
      for (const id of [...this.pending]) {
        const job = await this.jobs.job(AUDIO_QUEUE, id);
        if (!job || ["completed", "failed", "cancelled"].includes(job.state)) this.pending.delete(id);
      }
      if (this.pending.size) await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** One run of a job: the twins, or a refusal (both answers end the job); anything else is thrown and retried. */
  private async process(id: string, { original }: AudioJobData): Promise<AudioJobOutput> {
    const keys = { ogg: `audio/${id}.ogg`, mp3: `audio/${id}.mp3` };
    // what a run cut off before (a crash, a restart) left goes first
    await this.uploads.remove([keys.ogg, keys.mp3]);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "dp-audio-"));
    try {
      // ffmpeg reads a local file: the original itself (local storage) or a download of it (a bucket), removed after
      const twins = await this.media.store.withLocalFile(original.key, (input) => this.normalise(input, work));
      if (!twins) throw new Error(`audio original missing: ${original.key}`);
      const ogg = await this.storeTwin(twins.ogg, { ext: "ogg", mime: "audio/ogg" }, keys.ogg, original.originalName);
      const mp3 = await this.storeTwin(twins.mp3, { ext: "mp3", mime: "audio/mpeg" }, keys.mp3, original.originalName);
      await this.uploads.remove([original.key]);
      logger.info(
        {
          job: id,
          ogg: ogg.key,
          mp3: mp3.key,
          seconds: ogg.seconds,
          lufs: [ogg.lufs, mp3.lufs],
          peak: [ogg.truePeakDb, mp3.truePeakDb],
        },
        "audio upload normalised",
      );
      return { status: "done", ogg, mp3 };
    } catch (err) {
      const refusal =
        err instanceof JobRefusal
          ? err
          : err instanceof FfmpegError && err.input
            ? new JobRefusal(audioJobMessages.unreadable)
            : null;
      if (!refusal) {
        logger.error({ err, job: id }, "audio upload processing failed");
        await this.uploads.remove([keys.ogg, keys.mp3]).catch(() => undefined);
        throw err;
      }
      return { status: "failed", error: { message: refusal.reason, params: refusal.params } };
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }

  /** Both twins in range by loudness.ts, or a refusal; a second try with a lower peak ceiling. */
  private async normalise(
    input: string,
    work: string,
  ): Promise<{ ogg: { file: string } & TwinFigures; mp3: { file: string } & TwinFigures }> {
    let figures = "";
    for (const ceiling of PEAK_CEILINGS) {
      const target = { lufs: TARGET_LUFS, truePeakDb: ceiling };
      const measured: LoudnormMeasure = await this.ffmpeg.measure(input, target);
      const level = Number(measured.input_i);
      if (!Number.isFinite(level) || level < -60) throw new JobRefusal(audioJobMessages.silent);
      const out = { ogg: path.join(work, "twin.ogg"), mp3: path.join(work, "twin.mp3") };
      await this.ffmpeg.normalise(input, measured, target, out);
      const ogg = await this.measureTwin(out.ogg);
      const mp3 = await this.measureTwin(out.mp3);
      if (Math.abs(ogg.seconds - mp3.seconds) > LENGTH_TOLERANCE_S)
        throw new JobRefusal(audioJobMessages.lengthsDiffer, { ogg: ogg.seconds.toFixed(2), mp3: mp3.seconds.toFixed(2) });
      const problems = [...loudnessProblems(ogg).map((p) => `Ogg: ${p}`), ...loudnessProblems(mp3).map((p) => `MP3: ${p}`)];
      if (!problems.length) return { ogg: { file: out.ogg, ...ogg }, mp3: { file: out.mp3, ...mp3 } };
      figures = problems.join("; ");
    }
    throw new JobRefusal(audioJobMessages.outOfRange, { figures });
  }

  /** Length, loudness and true peak of an encoded twin, decoded again and measured by the content check's meter. */
  private async measureTwin(file: string): Promise<TwinFigures & Loudness> {
    const samples = await this.ffmpeg.decode(file, TWIN_FORMAT.rate);
    return { seconds: samples.length / TWIN_FORMAT.rate, ...measureLoudness([samples], TWIN_FORMAT.rate) };
  }

  private async storeTwin(
    twin: { file: string } & TwinFigures,
    type: { ext: string; mime: string },
    key: string,
    originalName: string | null,
  ): Promise<MeasuredTwin> {
    // streamed into the storage (moved, or uploaded in parts), never read whole
    const stored = await this.uploads.writeFile(twin.file, type, "audio", originalName, key);
    return { ...stored, seconds: round(twin.seconds, 2), lufs: round(twin.lufs, 1), truePeakDb: round(twin.truePeakDb, 1) };
  }

  private view(id: string, output: AudioJobOutput, lang: LangCode): AudioJobView {
    const base = { id, status: output.status, statusUrl: `/media/jobs/${id}` };
    if (output.status === "failed") return { ...base, message: translate(output.error.message, lang, output.error.params) };
    const figures = ({ seconds, lufs, truePeakDb }: MeasuredTwin) => ({ seconds, lufs, truePeakDb });
    const stored = ({ key, contentType, size }: MeasuredTwin): StoredUpload => ({
      key,
      url: this.media.url(key)!,
      contentType,
      size,
    });
    return {
      ...base,
      normalised: true,
      ...stored(output.ogg),
      mp3: stored(output.mp3),
      loudness: { ogg: figures(output.ogg), mp3: figures(output.mp3) },
    };
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
