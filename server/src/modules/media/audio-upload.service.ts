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
import type { MediaService } from "./media.service";
import type { ReceivedFile, StoredUpload, UploadService } from "./upload.service";

/**
 * An admin's audio upload (a listening block's recording, a model answer, a recording made in the console) becomes the
 * content's two formats: an Ogg Vorbis and an MP3 twin, mono, 16 kHz, normalised to -16 LUFS ± 1 with a true peak at
 * most -1 dBTP by ffmpeg's loudnorm (two passes), then measured again with the content check's own meter (loudness.ts)
 * and refused when out of range.
 *
 * The request only checks and stores the original (`audio-originals/<uuid>.<ext>`, in the private folder) and answers 202 with a job; the
 * job runs in this process, one at a time, and its state lives in DATA_DIR/media-jobs/<id>.json, which every replica
 * reads (they share DATA_DIR). The original is removed only after both twins are stored; a failed job keeps it.
 * Without ffmpeg an upload is stored as uploaded (OGG or MP3 only), marked `normalised: false`.
 */
export type AudioJobStatus = "processing" | "done" | "failed";

export interface MeasuredTwin extends StoredUpload {
  seconds: number;
  lufs: number;
  truePeakDb: number;
}

interface AudioJob {
  id: string;
  status: AudioJobStatus;
  createdAt: string;
  updatedAt: string;
  original: StoredUpload & { originalName: string | null };
  ogg?: MeasuredTwin;
  mp3?: MeasuredTwin;
  error?: { message: Message; params?: Record<string, string | number> };
}

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
  interrupted: deEn(
    "Die Verarbeitung wurde unterbrochen (Neustart des Servers); bitte die Datei erneut hochladen.",
    "Processing was interrupted (the server restarted); please upload the file again.",
  ),
  failed: deEn("Die Verarbeitung ist fehlgeschlagen; bitte erneut versuchen.", "Processing failed; please try again."),
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A job still "processing" after this long was cut off by a restart. */
const STALE_MS = 15 * 60_000;
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
  private readonly jobsDir: string;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly uploads: UploadService,
    private readonly media: MediaService,
    private readonly ffmpeg: Ffmpeg,
    dataDir: string,
  ) {
    this.jobsDir = path.join(dataDir, "media-jobs");
    fs.mkdirSync(this.jobsDir, { recursive: true });
  }

  /** Asks for ffmpeg once (and logs what it found), and marks jobs that a restart cut off as failed. */
  async start(): Promise<void> {
    await this.ffmpeg.version();
    const now = Date.now();
    for (const name of fs.readdirSync(this.jobsDir).filter((n) => n.endsWith(".json"))) {
      const job = this.read(name.replace(/\.json$/, ""));
      if (job?.status === "processing" && now - Date.parse(job.updatedAt) > STALE_MS)
        this.save({ ...job, status: "failed", error: { message: audioJobMessages.interrupted } });
    }
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
    const at = new Date().toISOString();
    const job: AudioJob = { id, status: "processing", createdAt: at, updatedAt: at, original: { ...original, originalName } };
    this.save(job);
    this.queue = this.queue.then(() => this.process(job));
    return { status: 202, body: this.view(job, "de") };
  }

  /** A job's state as the console polls it; NOT_FOUND for an unknown id. */
  job(id: string, lang: LangCode): AudioJobView {
    const job = ID.test(id) ? this.read(id) : null;
    if (!job) throw new AppError("NOT_FOUND", audioJobMessages.unknownJob);
    return this.view(job, lang);
  }

  /** Resolves when every queued job of this process has finished (for shutdown and tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async process(job: AudioJob): Promise<void> {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "dp-audio-"));
    try {
      // ffmpeg reads a local file: the original itself (local storage) or a download of it (a bucket), removed after
      const twins = await this.media.store.withLocalFile(job.original.key, (input) => this.normalise(input, work));
      if (!twins) throw new Error(`audio original missing: ${job.original.key}`);
      const base = crypto.randomUUID();
      const ogg = await this.storeTwin(twins.ogg, { ext: "ogg", mime: "audio/ogg" }, `audio/${base}.ogg`, job);
      let mp3: MeasuredTwin;
      try {
        mp3 = await this.storeTwin(twins.mp3, { ext: "mp3", mime: "audio/mpeg" }, `audio/${base}.mp3`, job);
      } catch (err) {
        await this.uploads.remove([ogg.key]);
        throw err;
      }
      this.save({ ...job, status: "done", ogg, mp3 });
      await this.uploads.remove([job.original.key]);
      logger.info(
        {
          job: job.id,
          ogg: ogg.key,
          mp3: mp3.key,
          seconds: ogg.seconds,
          lufs: [ogg.lufs, mp3.lufs],
          peak: [ogg.truePeakDb, mp3.truePeakDb],
        },
        "audio upload normalised",
      );
    } catch (err) {
      const refusal =
        err instanceof JobRefusal
          ? err
          : err instanceof FfmpegError && err.input
            ? new JobRefusal(audioJobMessages.unreadable)
            : null;
      if (!refusal) logger.error({ err, job: job.id }, "audio upload processing failed");
      this.save({
        ...job,
        status: "failed",
        error: refusal ? { message: refusal.reason, params: refusal.params } : { message: audioJobMessages.failed },
      });
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
    job: AudioJob,
  ): Promise<MeasuredTwin> {
    // streamed into the storage (moved, or uploaded in parts), never read whole
    const stored = await this.uploads.writeFile(twin.file, type, "audio", job.original.originalName, key);
    return { ...stored, seconds: round(twin.seconds, 2), lufs: round(twin.lufs, 1), truePeakDb: round(twin.truePeakDb, 1) };
  }

  private view(job: AudioJob, lang: LangCode): AudioJobView {
    const base = { id: job.id, status: job.status, statusUrl: `/media/jobs/${job.id}` };
    if (job.status === "done" && job.ogg && job.mp3) {
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
        ...stored(job.ogg),
        mp3: stored(job.mp3),
        loudness: { ogg: figures(job.ogg), mp3: figures(job.mp3) },
      };
    }
    if (job.status === "failed" && job.error) return { ...base, message: translate(job.error.message, lang, job.error.params) };
    return base;
  }

  private file(id: string): string {
    return path.join(this.jobsDir, `${id}.json`);
  }

  private read(id: string): AudioJob | null {
    try {
      return JSON.parse(fs.readFileSync(this.file(id), "utf8")) as AudioJob;
    } catch {
      return null;
    }
  }

  /** Written whole and renamed into place: a reader on another replica never sees half a file. */
  private save(job: AudioJob): void {
    const next = { ...job, updatedAt: new Date().toISOString() };
    const tmp = `${this.file(job.id)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(next));
    fs.renameSync(tmp, this.file(job.id));
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
