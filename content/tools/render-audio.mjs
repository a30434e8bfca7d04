#!/usr/bin/env node
// Renders audio scripts (content/audio-scripts/<name>.txt) to German speech in the exam's setting:
//   content/media/<family>/audio/<name>.ogg (Vorbis) and <name>.mp3, mono, 16 kHz, 24 kbit/s (AUDIO_BITRATE to change),
//   loudness-normalised to -16 LUFS (EBU R128), true peak at most -1 dBTP.
// Authoring only, never at runtime or in CI. See README.md for the script format and the voices.
//
//   node content/tools/render-audio.mjs content/audio-scripts/goethe-a1-1-hoeren-1.txt [more.txt ...]
//   node content/tools/render-audio.mjs --all [goethe|telc]
//   node content/tools/render-audio.mjs --voices [a1|a2|b1|b2|c1]   # one test sentence per voice, with its pitch
//   node content/tools/render-audio.mjs --cues [--all [goethe|telc] | script.txt ...]   # sentence timings, audio untouched
//
// Needs: pico2wave (Debian non-free: libttspico-utils), sox, ffmpeg (with libvorbis and libmp3lame).
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT = path.resolve(HERE, "..");
const RATE = 16000; // the voice's own rate; speech needs nothing above 8 kHz
const BITRATE = process.env.AUDIO_BITRATE ?? "24k";
const TARGET_LUFS = -16;
const MAX_TRUE_PEAK = -1;
// The low-bitrate encoders take off a little high-frequency energy (mp3 reads about 0.4 LU below the source, Vorbis
// about 0.1): the master aims a little above the target so that both twins land near it.
const LOUDNESS_OFFSET = 0.2;

// ---------------------------------------------------------------------------------------------
// Voices. pico has one German voice (a woman, about 167 Hz at pitch level 100, about 137 words/min
// at speed level 100). Every speaker is that voice with its own
//   - vocal-tract size: the whole signal resampled by `shift` semitones (sox speed), which moves the
//     formants and so the timbre (men about -2.5 to -5.5 semitones, women -1.5 to +2.5),
//   - fundamental frequency `f0` in Hz (pico pitch level, corrected for the resampling),
//   - tempo: the level's speaking rate times the speaker's own `tempo` factor.
// Women are at least 2.5 semitones apart in f0 and differ in timbre; the announcer is deeper,
// slower and larger than every man.
const PICO_F0 = 167;
const PICO_WPM = 137;
const VOICES = {
  n: [{ f0: 96, shift: -5.5, tempo: 0.97 }],
  f: [
    { f0: 212, shift: 1, tempo: 1.0 },
    { f0: 172, shift: -1.5, tempo: 0.93 },
    { f0: 248, shift: 2.5, tempo: 1.07 },
    { f0: 193, shift: 0, tempo: 1.03 },
    { f0: 230, shift: -0.5, tempo: 0.97 },
  ],
  m: [
    { f0: 128, shift: -2.5, tempo: 1.0 },
    { f0: 107, shift: -4, tempo: 0.94 },
    { f0: 146, shift: -1.5, tempo: 1.06 },
    { f0: 117, shift: -3.2, tempo: 1.03 },
    { f0: 137, shift: -3.5, tempo: 0.97 },
  ],
};
// Speaking rate (words per minute while speaking) by level: slow and clear at A1, natural at C1.
const LEVEL_WPM = { a1: 100, a2: 115, b1: 130, b2: 148, c1: 178 };
const ANNOUNCER_MAX_WPM = 135; // the exam's announcer stays clear at every level
// Silence between two spoken lines, by level (turn-taking gets quicker as the level rises).
const LEVEL_GAP = { a1: 0.7, a2: 0.6, b1: 0.5, b2: 0.42, c1: 0.35 };

// pico's rate is not linear in its speed level: measured words/min grow as level^0.83.
const picoSpeed = (wpm) => Math.round(100 * Math.pow(wpm / PICO_WPM, 1 / 0.83));

// ---------------------------------------------------------------------------------------------
// Settings: what the exam's recording of that scene sounds like. Announcer lines are always dry.
const SETTINGS = {
  none: [],
  // telephone band 300-3400 Hz, the line's compression and a little distortion
  phone: ["sinc", "300-3400", "compand", "0.01,0.2", "-70,-70,-40,-24,0,-10", "-2", "overdrive", "3", "sinc", "300-3400"],
  // public-address loudspeaker in a large hall: narrow band, long reverberation with pre-delay
  station: ["highpass", "250", "lowpass", "5000", "reverb", "65", "50", "100", "100", "40", "0"],
  // shop or airport PA: loudspeaker band, medium room
  shop: ["highpass", "200", "lowpass", "6000", "reverb", "45", "50", "70", "100", "15", "0"],
  // broadcast: compressed, full band, no room
  radio: ["highpass", "80", "lowpass", "7500", "compand", "0.01,0.3", "-70,-70,-45,-30,0,-12", "-3"],
  // a small room (interview, classroom, office)
  room: ["reverb", "20", "50", "35", "100", "5", "0"],
  // a lecture hall
  hall: ["reverb", "40", "50", "80", "100", "20", "0"],
};
const DEFAULT_AMBIENCE = { phone: "line", station: "station", shop: "shop" };

// Background ambience, synthesised from noise (no recordings): sox effects after `synth <dur>`.
const AMBIENCE = {
  none: null,
  line: [["whitenoise", "sinc", "300-3400", "gain", "-n", "-46"]],
  cafe: [
    ["pinknoise", "band", "-n", "500", "700", "tremolo", "2.3", "70", "tremolo", "0.6", "50", "gain", "-n", "-29"],
    ["pinknoise", "band", "-n", "900", "900", "tremolo", "3.1", "60", "gain", "-n", "-33"],
    ["brownnoise", "lowpass", "300", "gain", "-n", "-34"],
  ],
  station: [
    ["brownnoise", "lowpass", "400", "tremolo", "0.15", "60", "gain", "-n", "-27"],
    ["pinknoise", "band", "-n", "700", "800", "tremolo", "1.3", "50", "reverb", "80", "gain", "-n", "-32"],
  ],
  shop: [
    ["pinknoise", "band", "-n", "600", "700", "tremolo", "1.7", "60", "tremolo", "0.4", "40", "gain", "-n", "-31"],
    ["brownnoise", "lowpass", "200", "gain", "-n", "-33"],
  ],
  street: [
    ["brownnoise", "lowpass", "450", "tremolo", "0.12", "80", "gain", "-n", "-26"],
    ["pinknoise", "highpass", "1500", "tremolo", "0.2", "60", "gain", "-n", "-38"],
  ],
  office: [
    ["brownnoise", "lowpass", "250", "gain", "-n", "-32"],
    ["pinknoise", "lowpass", "2500", "gain", "-n", "-42"],
  ],
  hall: [["pinknoise", "lowpass", "1200", "reverb", "60", "gain", "-n", "-40"]],
  train: [
    ["brownnoise", "lowpass", "300", "gain", "-n", "-27"],
    ["pinknoise", "band", "-n", "400", "600", "tremolo", "1.4", "70", "gain", "-n", "-33"],
  ],
};

// ---------------------------------------------------------------------------------------------
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), "render-audio-"));
process.on("exit", () => fs.rmSync(TMP, { recursive: true, force: true }));

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}\n${r.stderr}`);
  return r;
}
const sox = (...args) => run("sox", ["-V1", ...args]);
const seconds = (wav) => Number(execFileSync("soxi", ["-D", wav], { encoding: "utf8" }).trim());
const silence = (file, s) => sox("-n", "-r", String(RATE), "-c", "1", "-b", "16", file, "trim", "0", String(s));

for (const tool of ["pico2wave", "sox", "soxi", "ffmpeg"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`render-audio: ${tool} is missing (see content/tools/README.md: libttspico-utils, sox, ffmpeg)`);
    process.exit(1);
  }
}

const xml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** pico markup for one line: `*word*` is emphasised (higher, slower, louder), `|` is a short pause, `||` a longer one. */
const REGISTER = [1.07, 0.99, 1.03, 0.95, 1.01, 0.97];
function picoText(text, pitch, speed) {
  const out = [];
  let sentenceNo = 0;
  for (const part of text.split(/(\|\|?|\*[^*]+\*)/)) {
    if (!part) continue;
    if (part === "||") out.push('<break time="800ms"/>');
    else if (part === "|") out.push('<break time="350ms"/>');
    else if (part.startsWith("*") && part.endsWith("*") && part.length > 2)
      out.push(
        `<volume level="135"><speed level="${Math.round(speed * 0.85)}"><pitch level="${Math.round(pitch * 1.18)}">${xml(part.slice(1, -1))}</pitch></speed></volume>`,
      );
    else
      for (const sentence of part.split(/(?<=[.!?…])\s+/)) {
        if (!sentence.trim()) continue;
        // a turn starts high and drifts down (declination); questions sit higher
        const register = (REGISTER[sentenceNo++ % REGISTER.length] ?? 1) * (/\?\s*$/.test(sentence) ? 1.06 : 1);
        out.push(`<speed level="${speed}"><pitch level="${Math.round(pitch * register)}">${xml(sentence)} </pitch></speed>`);
      }
  }
  return out.join("");
}

function voiceParams(v, wpm) {
  const r = Math.pow(2, v.shift / 12);
  return {
    r,
    pitch: Math.round((100 * v.f0) / (PICO_F0 * r)),
    speed: picoSpeed((wpm * v.tempo) / r),
  };
}

/** One spoken line -> 16 kHz mono wav; returns its length in seconds. */
function speak(text, v, wpm, file) {
  const p = voiceParams(v, wpm);
  const raw = `${file}.raw.wav`;
  run("pico2wave", ["-l", "de-DE", "-w", raw, picoText(text, p.pitch, p.speed)]);
  // trim pico's leading/trailing silence, resample to the speaker's size, peak-normalise each line
  sox(raw, "-r", String(RATE), "-b", "16", file, "silence", "1", "0.02", "0.3%", "reverse", "silence", "1", "0.02", "0.3%", "reverse",
    "speed", p.r.toFixed(4), "rate", "-v", String(RATE), "highpass", "70", "gain", "-n", "-3");
  fs.rmSync(raw);
  return seconds(file);
}

function ambienceWav(kind, dur, file, seed) {
  const layers = AMBIENCE[kind];
  const parts = layers.map((fx, i) => {
    const f = `${file}.${i}.wav`;
    sox("-R", "-n", "-r", String(RATE), "-c", "1", "-b", "16", f, "synth", dur.toFixed(2), ...fx);
    return f;
  });
  const extra = [];
  if (kind === "cafe") {
    // a few cups and spoons: short decaying two-tone clinks at fixed pseudo-random moments
    const h = crypto.createHash("sha1").update(seed).digest();
    for (let k = 0; k < Math.floor(dur / 6); k++) {
      const at = ((h[k % h.length] / 255) * 0.8 + 0.1) * dur;
      const f = `${file}.clink${k}.wav`;
      sox("-n", "-r", String(RATE), "-c", "1", "-b", "16", f, "synth", "0.25", "sine", String(2600 + h[(k + 7) % h.length] * 6), "sine", "4150",
        "fade", "q", "0.002", "0.25", "0.24", "gain", "-n", "-36", "pad", at.toFixed(2), "0", "trim", "0", dur.toFixed(2));
      extra.push(f);
    }
  }
  const all = [...parts, ...extra];
  if (all.length === 1) fs.renameSync(all[0], file);
  else sox("-m", ...all.flatMap((f) => ["-v", "1", f]), file);
  return file;
}

/** Parses a script into blocks: pauses, dry announcer lines, and scenes (lines sharing one setting and ambience). */
function parse(scriptPath) {
  const name = path.basename(scriptPath, ".txt");
  const lines = fs.readFileSync(scriptPath, "utf8").split(/\r?\n/);
  const speakers = new Map();
  const count = { f: 0, m: 0, n: 0 };
  const blocks = [];
  let setting = "none";
  let ambience = null; // null: the setting's default
  let first = true;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const where = `${scriptPath}:${i + 1}`;
    if (!line || line.startsWith("#")) return;
    if (first) {
      first = false;
      const m = /^voices:\s*(.*)$/.exec(line);
      if (!m) throw new Error(`${where}: the first line must be 'voices: Name=f, Name=m, Ansage=n'`);
      for (const entry of m[1].split(",")) {
        const [who, g] = entry.split("=").map((s) => s.trim());
        const gender = (g ?? "").toLowerCase();
        if (!VOICES[gender]) throw new Error(`${where}: gender of '${who}' must be f, m or n`);
        speakers.set(who, { name: who, gender, voice: VOICES[gender][count[gender]++ % VOICES[gender].length] });
      }
      return;
    }
    let m;
    if ((m = /^\[pause\s+(\d+(?:\.\d+)?)\]$/.exec(line))) return blocks.push({ kind: "pause", seconds: Number(m[1]) });
    if (line === "[repeat]") return blocks.push({ kind: "repeat" });
    if ((m = /^\[setting\s+([a-z]+)\]$/.exec(line))) {
      if (!SETTINGS[m[1]]) throw new Error(`${where}: unknown setting '${m[1]}' (${Object.keys(SETTINGS).join(", ")})`);
      setting = m[1];
      ambience = null;
      return;
    }
    if ((m = /^\[ambience\s+([a-z]+)\]$/.exec(line))) {
      if (!(m[1] in AMBIENCE)) throw new Error(`${where}: unknown ambience '${m[1]}' (${Object.keys(AMBIENCE).join(", ")})`);
      ambience = m[1];
      return;
    }
    m = /^([^:]+):\s*(.+)$/.exec(line);
    const who = m && speakers.get(m[1].trim());
    if (!who) throw new Error(`${where}: not understood (unknown speaker or bad tag): ${line}`);
    const text = m[2];
    if (who.gender === "n") return blocks.push({ kind: "line", who, text, setting: "none", ambience: "none" });
    blocks.push({ kind: "line", who, text, setting, ambience: ambience ?? DEFAULT_AMBIENCE[setting] ?? "none" });
  });
  return { name, blocks };
}

/** Integrated loudness (EBU R128) of a file, by ffmpeg's meter. */
function lufsOf(file) {
  const r = run("ffmpeg", ["-hide_banner", "-nostats", "-i", file, "-af", "ebur128", "-f", "null", "-"]);
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(r.stderr.slice(r.stderr.lastIndexOf("Summary:")))[1]);
}

/**
 * Loudness normalisation: a gain to the target loudness, then a look-ahead brick-wall limiter (ffmpeg alimiter) run at
 * four times the rate, so that peaks between the samples are held too, at `ceiling` dBTP; the limiter takes a little
 * loudness, so the gain is corrected until the result is within 0.15 LU of the target.
 */
function normalise(input, output, ceiling) {
  let gain = TARGET_LUFS + LOUDNESS_OFFSET - lufsOf(input);
  for (let pass = 0; pass < 4; pass++) {
    const limit = Math.pow(10, ceiling / 20).toFixed(4);
    const chain = `volume=${gain.toFixed(2)}dB,aresample=${RATE * 4},alimiter=limit=${limit}:attack=3:release=80:level=0,aresample=${RATE}`;
    run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", input, "-af", chain, "-c:a", "pcm_s16le", output]);
    const miss = TARGET_LUFS + LOUDNESS_OFFSET - lufsOf(output);
    if (Math.abs(miss) < 0.15) break;
    gain += miss;
  }
}

/** Integrated loudness and true peak as ffmpeg's EBU R128 meter reports them. */
function measure(file) {
  const r = run("ffmpeg", ["-hide_banner", "-nostats", "-i", file, "-af", "ebur128=peak=true", "-f", "null", "-"]);
  const s = r.stderr.slice(r.stderr.lastIndexOf("Summary:"));
  return { lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(s)[1]), tp: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(s)[1]) };
}

function render(scriptPath) {
  const { name, blocks } = parse(scriptPath);
  const level = /^[a-z]+-(a1|a2|b1|b2|c1)-/.exec(name)?.[1] ?? "b1";
  const wpm = LEVEL_WPM[level];
  const gap = LEVEL_GAP[level];
  const family = name.split("-")[0];
  const out = path.join(CONTENT, "media", family, "audio");
  fs.mkdirSync(out, { recursive: true });
  const dir = path.join(TMP, name);
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const f = (tag) => path.join(dir, `${String(++n).padStart(4, "0")}-${tag}.wav`);
  const stats = { words: 0, speech: 0 };

  const segs = [];
  let scene = null; // { setting, ambience, files }
  const closeScene = () => {
    if (!scene) return;
    const joined = f("scene");
    sox(...scene.files, joined);
    let wet = joined;
    const fx = SETTINGS[scene.setting];
    if (fx.length) {
      wet = f("wet");
      sox(joined, wet, "gain", "-6", "pad", "0.3", "0.6", ...fx, "rate", "-v", String(RATE), "gain", "-n", "-3");
    }
    if (scene.ambience !== "none") {
      const lead = 0.6;
      const padded = f("padded");
      sox(wet, padded, "pad", String(lead), String(lead));
      const dur = seconds(padded);
      const amb = ambienceWav(scene.ambience, dur, f("amb"), `${name}-${n}`);
      const faded = f("ambf");
      sox(amb, faded, "fade", "t", "0.4", dur.toFixed(3), "0.5");
      const mixed = f("mixed");
      sox("-m", "-v", "1", padded, "-v", "1", faded, mixed);
      wet = mixed;
    }
    segs.push(wet);
    scene = null;
  };

  for (const b of blocks) {
    if (b.kind === "pause") {
      closeScene();
      const p = f("pause");
      silence(p, b.seconds);
      segs.push(p);
    } else if (b.kind === "repeat") {
      closeScene();
      const p = f("pause");
      silence(p, 3);
      const before = [...segs]; // the whole recording so far, played again after 3 s
      segs.push(p, ...before);
    } else {
      const lineWpm = b.who.gender === "n" ? Math.min(wpm, ANNOUNCER_MAX_WPM) : wpm;
      const spoken = f("line");
      const dur = speak(b.text, b.who.voice, lineWpm, spoken);
      stats.words += b.text.replace(/[*|]/g, " ").split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
      stats.speech += dur;
      const withGap = f("gap");
      sox(spoken, withGap, "pad", "0", String(gap));
      if (scene && (scene.setting !== b.setting || scene.ambience !== b.ambience)) closeScene();
      if (b.setting === "none" && b.ambience === "none") {
        closeScene();
        segs.push(withGap);
      } else {
        scene ??= { setting: b.setting, ambience: b.ambience, files: [] };
        scene.files.push(withGap);
      }
    }
  }
  closeScene();
  if (!segs.length) throw new Error(`${scriptPath}: nothing to render`);

  const all = path.join(dir, "all.wav");
  sox(...segs, all);
  const ogg = path.join(out, `${name}.ogg`);
  const mp3 = path.join(out, `${name}.mp3`);
  let result;
  for (const ceiling of [-3, -4, -5, -6]) {
    const norm = path.join(dir, "norm.wav");
    normalise(all, norm, ceiling);
    run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", norm, "-ac", "1", "-ar", String(RATE), "-c:a", "libvorbis", "-b:a", BITRATE, ogg]);
    run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", norm, "-ac", "1", "-ar", String(RATE), "-c:a", "libmp3lame", "-b:a", BITRATE, mp3]);
    const a = measure(ogg);
    const b = measure(mp3);
    result = { ogg: a, mp3: b };
    if ([a, b].every((m) => Math.abs(m.lufs - TARGET_LUFS) <= 0.7 && m.tp <= MAX_TRUE_PEAK - 0.2)) break;
    result = null;
  }
  if (!result) throw new Error(`${name}: loudness or true peak out of range after normalisation`);
  const total = seconds(all);
  const line = {
    name,
    level,
    seconds: Math.round(total),
    words: stats.words,
    wpm: Math.round((stats.words / stats.speech) * 60),
    ogg: result.ogg,
    mp3: result.mp3,
  };
  console.log(
    `render-audio: ${name} -> media/${family}/audio/${name}.{ogg,mp3} (${line.seconds} s, ${line.words} words, ${line.wpm} words/min while speaking, ` +
      `ogg ${result.ogg.lufs} LUFS ${result.ogg.tp} dBTP, mp3 ${result.mp3.lufs} LUFS ${result.mp3.tp} dBTP)`,
  );
  if (process.env.RENDER_STATS) fs.appendFileSync(process.env.RENDER_STATS, `${JSON.stringify(line)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
}


// ---------------------------------------------------------------------------------------------
// Cues: start and end of every spoken sentence, with its speaker, for the study mode's transcript. The committed
// audio is not touched: each line is synthesised again exactly as render() does (pico is deterministic), its length
// measured, and the renderer's timeline replayed (gaps, pauses, a setting's padding of 0.3 s + 0.6 s, an ambience's
// 0.6 s lead and tail). A line of several sentences is shared out in proportion to each sentence spoken alone.
// The end of the timeline must match the committed recording's length (within 0.3 s).

/** The spoken text of a script line as a reader sees it: no emphasis marks, no pause bars. */
const plain = (text) => text.replace(/\*([^*]+)\*/g, "$1").replace(/\s*\|\|?\s*/g, " ").replace(/\s+/g, " ").trim();

/** The sentences of a script line (in script markup), split where picoText starts a new sentence. */
function sentencesOf(text) {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\d]/u.test(s));
}

const round = (x) => Math.round(x * 100) / 100;

function cues(scriptPath) {
  const { name, blocks } = parse(scriptPath);
  const level = /^[a-z]+-(a1|a2|b1|b2|c1)-/.exec(name)?.[1] ?? "b1";
  const wpm = LEVEL_WPM[level];
  const gap = LEVEL_GAP[level];
  const family = name.split("-")[0];
  const dir = path.join(TMP, `${name}-cues`);
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const f = (tag) => path.join(dir, `${String(++n).padStart(4, "0")}-${tag}.wav`);

  const out = []; // { start, end, speaker, text }
  let t = 0;
  let scene = null; // { setting, ambience, lines: [{ at, dur, parts }] , length }
  const closeScene = () => {
    if (!scene) return;
    const fx = SETTINGS[scene.setting].length > 0;
    const amb = scene.ambience !== "none";
    const lead = (fx ? 0.3 : 0) + (amb ? 0.6 : 0);
    for (const c of scene.cues) out.push({ ...c, start: t + lead + c.start, end: t + lead + c.end });
    t += scene.length + (fx ? 0.9 : 0) + (amb ? 1.2 : 0);
    scene = null;
  };
  for (const b of blocks) {
    if (b.kind === "pause") {
      closeScene();
      t += b.seconds;
    } else if (b.kind === "repeat") {
      throw new Error(`${scriptPath}: --cues does not support [repeat] (use playLimit in the exam)`);
    } else {
      const lineWpm = b.who.gender === "n" ? Math.min(wpm, ANNOUNCER_MAX_WPM) : wpm;
      const dur = speak(b.text, b.who.voice, lineWpm, f("line"));
      const sentences = sentencesOf(b.text);
      const alone = sentences.length > 1 ? sentences.map((s) => speak(s, b.who.voice, lineWpm, f("sentence"))) : [dur];
      const sum = alone.reduce((a, x) => a + x, 0);
      const speaker = b.who.name;
      const lineCues = [];
      let at = 0;
      sentences.forEach((s, i) => {
        const len = (alone[i] / sum) * dur;
        lineCues.push({ start: at, end: at + len, speaker, text: plain(s) });
        at += len;
      });
      if (scene && (scene.setting !== b.setting || scene.ambience !== b.ambience)) closeScene();
      if (b.setting === "none" && b.ambience === "none") {
        closeScene();
        for (const c of lineCues) out.push({ ...c, start: t + c.start, end: t + c.end });
        t += dur + gap;
      } else {
        scene ??= { setting: b.setting, ambience: b.ambience, cues: [], length: 0 };
        for (const c of lineCues) scene.cues.push({ ...c, start: scene.length + c.start, end: scene.length + c.end });
        scene.length += dur + gap;
      }
    }
  }
  closeScene();
  fs.rmSync(dir, { recursive: true, force: true });

  const ogg = path.join(CONTENT, "media", family, "audio", `${name}.ogg`);
  const actual = seconds(ogg);
  const deviation = Math.abs(actual - t);
  const file = path.join(CONTENT, "audio-cues", `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const data = {
    audio: `${family}/audio/${name}.ogg`,
    duration: round(actual),
    cues: out.map((c) => ({ start: round(c.start), end: round(Math.min(c.end, actual)), speaker: c.speaker, text: c.text })),
  };
  const lines = data.cues.map((c) => `  ${JSON.stringify(c)}`).join(",\n");
  fs.writeFileSync(file, `{"audio": ${JSON.stringify(data.audio)}, "duration": ${data.duration}, "cues": [\n${lines}\n]}\n`);
  console.log(`render-audio --cues: ${name}: ${out.length} sentences, timeline ${t.toFixed(2)} s, recording ${actual.toFixed(2)} s, deviation ${deviation.toFixed(3)} s`);
  return { name, deviation };
}

function voicesReport(level) {
  const sentence = "Guten Tag, hier ist die Praxis am Marktplatz. Ihr Termin am Mittwoch geht leider nicht. Können Sie am Donnerstag kommen?";
  const words = sentence.split(/\s+/).length;
  for (const [gender, list] of Object.entries(VOICES))
    list.forEach((v, i) => {
      const wav = path.join(TMP, `voice-${gender}${i}.wav`);
      const wpm = gender === "n" ? Math.min(LEVEL_WPM[level], ANNOUNCER_MAX_WPM) : LEVEL_WPM[level];
      const dur = speak(sentence, v, wpm, wav);
      const pcm = execFileSync("sox", [wav, "-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", "-"], { maxBuffer: 1 << 26 });
      const pitch = execFileSync("node", [path.join(HERE, "pitch.mjs")], { input: pcm, encoding: "utf8" }).trim();
      console.log(`${gender}${i} (f0 ${v.f0} Hz, timbre ${v.shift} st, tempo ${v.tempo}): ${pitch}; ${Math.round((words / dur) * 60)} words/min at ${level}`);
    });
}

const args = process.argv.slice(2);
if (!args.length) {
  console.error(fs.readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n").slice(1, 11).join("\n"));
  process.exit(1);
}
if (args[0] === "--voices") {
  voicesReport(args[1] ?? "b1");
} else if (args[0] === "--cues") {
  let files = args.slice(1);
  if (files[0] === "--all" || !files.length) {
    const prefix = files[1] ? `${files[1]}-` : "";
    const dir = path.join(CONTENT, "audio-scripts");
    // the listening recordings (a speaking task's model answer has no transcript to follow)
    files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".txt") && f.startsWith(prefix) && /-hoeren-/.test(f))
      .sort()
      .map((f) => path.join(dir, f));
  }
  const results = files.map((file) => cues(file));
  const worst = results.reduce((w, r) => (r.deviation > w.deviation ? r : w), { name: "-", deviation: 0 });
  console.log(`render-audio --cues: ${results.length} recordings, worst deviation ${worst.deviation.toFixed(3)} s (${worst.name})`);
  if (worst.deviation > 0.3) {
    console.error("render-audio --cues: a timeline misses its recording by more than 0.3 s");
    process.exit(1);
  }
} else {
  let files = args;
  if (args[0] === "--all") {
    const prefix = args[1] ? `${args[1]}-` : "";
    const dir = path.join(CONTENT, "audio-scripts");
    files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".txt") && f.startsWith(prefix))
      .sort()
      .map((f) => path.join(dir, f));
  }
  for (const file of files) render(file);
}
