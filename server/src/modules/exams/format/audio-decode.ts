/* Decodes the shipped recordings (Ogg Vorbis, MP3) to PCM in plain Node (WebAssembly decoders from npm, no system
   tools), for the content check's duration and loudness measurements. */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { MPEGDecoder } from "mpg123-decoder";
import type { OggVorbisDecoder } from "@wasm-audio-decoders/ogg-vorbis";
import { measureLoudness, type Loudness } from "./loudness";

export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

// The decoders are ES modules only; TypeScript compiles `import()` to `require()` under CommonJS, so the real dynamic
// import is kept out of its sight.
const importModule = new Function("url", "return import(url)") as (url: string) => Promise<unknown>;
const load = async <T>(name: string): Promise<T> => (await importModule(pathToFileURL(require.resolve(name)).href)) as T;

let mpeg: Promise<MPEGDecoder> | undefined;
let vorbis: Promise<OggVorbisDecoder> | undefined;

async function mpegDecoder(): Promise<MPEGDecoder> {
  mpeg ??= load<typeof import("mpg123-decoder")>("mpg123-decoder").then(async (m) => {
    const d = new m.MPEGDecoder();
    await d.ready;
    return d;
  });
  return mpeg;
}

async function vorbisDecoder(): Promise<OggVorbisDecoder> {
  vorbis ??= load<typeof import("@wasm-audio-decoders/ogg-vorbis")>("@wasm-audio-decoders/ogg-vorbis").then(async (m) => {
    const d = new m.OggVorbisDecoder();
    await d.ready;
    return d;
  });
  return vorbis;
}

/** Decodes a .ogg (Vorbis) or .mp3 file; throws when it is neither or holds no audio. */
export async function decodeAudioFile(file: string): Promise<DecodedAudio> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  let out: { channelData: Float32Array[]; samplesDecoded: number; sampleRate: number; errors: { message: string }[] };
  if (/\.mp3$/i.test(file)) {
    const d = await mpegDecoder();
    await d.reset();
    out = d.decode(bytes);
  } else if (/\.(ogg|oga)$/i.test(file)) {
    const d = await vorbisDecoder();
    await d.reset();
    out = await d.decodeFile(bytes);
  } else throw new Error("not an .ogg or .mp3 file");
  if (!out.samplesDecoded || !out.sampleRate) throw new Error(out.errors[0]?.message ?? "no audio stream found");
  if (out.errors.length) throw new Error(`${out.errors.length} damaged frame(s): ${out.errors[0].message}`);
  return { channels: out.channelData.map((c) => c.subarray(0, out.samplesDecoded)), sampleRate: out.sampleRate };
}

/** Duration, integrated loudness and true peak of a recording. */
export async function probeAudioFile(file: string): Promise<{ seconds: number } & Loudness> {
  const { channels, sampleRate } = await decodeAudioFile(file);
  return { seconds: channels[0].length / sampleRate, ...measureLoudness(channels, sampleRate) };
}
