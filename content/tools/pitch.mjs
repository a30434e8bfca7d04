#!/usr/bin/env node
// Fundamental frequency of a spoken recording, by normalised autocorrelation on 40 ms frames.
// Authoring aid only (render-audio.sh and the README's figures), never used at runtime or in CI.
//
//   sox speech.ogg -t raw -r 16000 -e signed -b 16 -c 1 - | node content/tools/pitch.mjs
//   -> median F0 in Hz, the 10th-90th percentile range in semitones, voiced share of the frames
import process from "node:process";

const RATE = 16000;
const FRAME = Math.round(0.04 * RATE);
const HOP = Math.round(0.01 * RATE);
const MIN_F0 = 70;
const MAX_F0 = 400;

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const buf = Buffer.concat(chunks);
const x = new Float32Array(buf.length >> 1);
for (let i = 0; i < x.length; i++) x[i] = buf.readInt16LE(i * 2) / 32768;

let peakRms = 0;
const rmsOf = (s) => {
  let e = 0;
  for (let i = s; i < s + FRAME; i++) e += x[i] * x[i];
  return Math.sqrt(e / FRAME);
};
for (let s = 0; s + FRAME < x.length; s += HOP) peakRms = Math.max(peakRms, rmsOf(s));

const f0s = [];
let frames = 0;
const minLag = Math.floor(RATE / MAX_F0);
const maxLag = Math.ceil(RATE / MIN_F0);
for (let s = 0; s + FRAME + maxLag < x.length; s += HOP) {
  if (rmsOf(s) < peakRms * 0.1) continue; // silence and pauses
  frames++;
  let e0 = 0;
  for (let i = s; i < s + FRAME; i++) e0 += x[i] * x[i];
  let best = 0;
  let bestLag = 0;
  const r = new Float64Array(maxLag + 2);
  for (let lag = minLag; lag <= maxLag + 1; lag++) {
    let c = 0;
    let e1 = 0;
    for (let i = s; i < s + FRAME; i++) {
      c += x[i] * x[i + lag];
      e1 += x[i + lag] * x[i + lag];
    }
    r[lag] = c / Math.sqrt(e0 * e1 + 1e-12);
  }
  for (let lag = minLag + 1; lag <= maxLag; lag++)
    if (r[lag] > r[lag - 1] && r[lag] >= r[lag + 1] && r[lag] > best) {
      best = r[lag];
      bestLag = lag;
    }
  if (best < 0.6 || !bestLag) continue; // unvoiced
  // prefer the shortest lag close to the best peak (avoids octave errors downwards)
  for (let lag = minLag + 1; lag < bestLag; lag++)
    if (r[lag] > r[lag - 1] && r[lag] >= r[lag + 1] && r[lag] > 0.9 * best) {
      bestLag = lag;
      break;
    }
  const a = r[bestLag - 1];
  const b = r[bestLag];
  const c = r[bestLag + 1];
  const shift = (a - c) / (2 * (a - 2 * b + c) || 1);
  f0s.push(RATE / (bestLag + shift));
}
f0s.sort((p, q) => p - q);
const q = (p) => f0s[Math.min(f0s.length - 1, Math.floor(p * f0s.length))];
if (!f0s.length) {
  console.log("no voiced frames");
  process.exit(1);
}
const range = 12 * Math.log2(q(0.9) / q(0.1));
console.log(
  `median ${q(0.5).toFixed(0)} Hz, range ${range.toFixed(1)} st (10-90 %), voiced ${((100 * f0s.length) / Math.max(frames, 1)).toFixed(0)} %`,
);
