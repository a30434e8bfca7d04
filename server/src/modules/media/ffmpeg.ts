import { spawn } from "node:child_process";
import { logger } from "../../common/logger";

/**
 * The machine's ffmpeg (FFMPEG_PATH, default "ffmpeg" on the PATH), used to bring an admin's audio upload to the
 * content's two formats: Ogg Vorbis and MP3, mono, 16 kHz, 24 kbit/s (as content/tools/render-audio.mjs renders them),
 * loudness-normalised with ffmpeg's loudnorm filter in two passes (measure, then a linear gain to the target).
 */
export const TWIN_FORMAT = { rate: 16000, bitrate: "24k" } as const;

/**
 * loudnorm works on 3-s windows: on a shorter take its first pass printed an offset that left the twins 20-30 LU too
 * quiet, and its second pass, where the take's peaks forbid a linear gain (it falls back to its dynamic mode), wrote a
 * 2.6 s browser take at -48 LUFS. Both passes see the take padded with silence up to 3 s (the loudness gates leave the
 * silence out); the twins are cut back to the take's own length, which the first pass counts at MEASURE_RATE.
 */
const PAD_SHORT = "apad=whole_dur=3";
const MEASURE_RATE = 48000;
const COUNT_SAMPLES = `aresample=${MEASURE_RATE},astats=measure_perchannel=none:measure_overall=Number_of_samples`;

/** What loudnorm's first pass measured (its JSON, as strings). */
export interface LoudnormMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
  /** The take's length (astats' sample count, not loudnorm's). */
  seconds: number;
}

/** ffmpeg failed or gave something unexpected; `input` says the input could not be read as audio. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly input = false,
  ) {
    super(message);
  }
}

const RUN_TIMEOUT_MS = 5 * 60_000;

export class Ffmpeg {
  private found?: Promise<string | null>;

  constructor(readonly bin: string) {}

  /** The version line when ffmpeg runs here, else null; asked once and logged once. */
  version(): Promise<string | null> {
    this.found ??= this.run(["-hide_banner", "-version"]).then(
      (r) => {
        const line = r.stdout.split("\n")[0]?.trim() || "ffmpeg";
        logger.info(
          { ffmpeg: this.bin, version: line },
          "ffmpeg found: admin audio uploads are normalised and get Ogg and MP3 twins",
        );
        return line;
      },
      (err: Error) => {
        logger.warn(
          { ffmpeg: this.bin, reason: err.message },
          "ffmpeg not found: admin audio uploads are stored as uploaded, without loudness normalisation or a second format",
        );
        return null;
      },
    );
    return this.found;
  }

  async available(): Promise<boolean> {
    return (await this.version()) !== null;
  }

  /** The first pass: integrated loudness, true peak, range and gate of the input, downmixed to mono. */
  async measure(input: string, target: { lufs: number; truePeakDb: number }): Promise<LoudnormMeasure> {
    const filter =
      `aformat=channel_layouts=mono,${COUNT_SAMPLES},${PAD_SHORT},` +
      `loudnorm=I=${target.lufs}:TP=${target.truePeakDb}:LRA=11:print_format=json`;
    const r = await this.run(["-hide_banner", "-nostats", "-i", input, "-vn", "-af", filter, "-f", "null", "-"], true);
    const json = r.stderr.slice(r.stderr.lastIndexOf("{"), r.stderr.lastIndexOf("}") + 1);
    const samples = /Number of samples: (\d+)/.exec(r.stderr);
    try {
      const m = JSON.parse(json) as Omit<LoudnormMeasure, "seconds">;
      if (typeof m.input_i !== "string" || !samples) throw new Error("no input_i or no sample count");
      return { ...m, seconds: Number(samples[1]) / MEASURE_RATE };
    } catch {
      throw new FfmpegError("loudnorm printed no measurement", true);
    }
  }

  /** The second pass: the measured input brought to the target with a linear gain, written as the Ogg and MP3 twins. */
  async normalise(
    input: string,
    measured: LoudnormMeasure,
    target: { lufs: number; truePeakDb: number },
    out: { ogg: string; mp3: string },
  ): Promise<void> {
    const loudnorm =
      `loudnorm=I=${target.lufs}:TP=${target.truePeakDb}:LRA=11:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}` +
      `:measured_LRA=${measured.input_lra}:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true`;
    const graph =
      `[0:a:0]aformat=channel_layouts=mono,${PAD_SHORT},${loudnorm},atrim=duration=${measured.seconds},` +
      `aresample=${TWIN_FORMAT.rate},asplit=2[ogg][mp3]`;
    const encode = (label: string, codec: string, file: string) => [
      "-map",
      `[${label}]`,
      "-ac",
      "1",
      "-ar",
      String(TWIN_FORMAT.rate),
      "-c:a",
      codec,
      "-b:a",
      TWIN_FORMAT.bitrate,
      "-map_metadata",
      "-1",
      file,
    ];
    await this.run(
      [
        "-hide_banner",
        "-nostats",
        "-loglevel",
        "error",
        "-y",
        "-i",
        input,
        "-filter_complex",
        graph,
        ...encode("ogg", "libvorbis", out.ogg),
        ...encode("mp3", "libmp3lame", out.mp3),
      ],
      true,
    );
  }

  /** A file decoded to mono 32-bit float samples at `rate` (for measuring the twins with loudness.ts). */
  async decode(file: string, rate: number): Promise<Float32Array> {
    const args = [
      "-hide_banner",
      "-nostats",
      "-loglevel",
      "error",
      "-i",
      file,
      "-ac",
      "1",
      "-ar",
      String(rate),
      "-f",
      "f32le",
      "pipe:1",
    ];
    const { raw } = await this.run(args, true);
    const samples = new Float32Array(raw.length / 4);
    for (let i = 0; i < samples.length; i++) samples[i] = raw.readFloatLE(i * 4);
    return samples;
  }

  private run(args: string[], readsInput = false): Promise<{ stdout: string; stderr: string; raw: Buffer }> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.bin, args, { stdio: ["ignore", "pipe", "pipe"] });
      const chunks: Buffer[] = [];
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => chunks.push(d));
      child.stderr.on("data", (d: Buffer) => {
        stderr += d.toString();
        if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
      child.on("error", (err) => {
        clearTimeout(timer);
        reject(new FfmpegError(`${this.bin}: ${err.message}`));
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        const raw = Buffer.concat(chunks);
        if (code === 0) resolve({ stdout: raw.toString(), stderr, raw });
        else {
          const last = stderr.trim().split("\n").slice(-3).join(" | ");
          reject(new FfmpegError(`ffmpeg exited with ${code ?? signal}: ${last}`, readsInput));
        }
      });
    });
  }
}
