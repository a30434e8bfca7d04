/* Loudness of a recording as ITU-R BS.1770-4 / EBU R128 define it: K-weighted, gated integrated loudness in LUFS
   and true peak in dBTP (4x oversampled). Pure arithmetic on decoded samples; decoding is the caller's. */

/** The exam recordings' target (EBU R128 for speech-only content on the web): -16 LUFS ± 1, true peak at most -1 dBTP. */
export const LOUDNESS_RULE = { targetLufs: -16, toleranceLu: 1, maxTruePeakDb: -1 } as const;

export interface Loudness {
  /** integrated loudness in LUFS; -Infinity for silence */
  lufs: number;
  /** true peak in dBTP; -Infinity for silence */
  truePeakDb: number;
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages (high-shelf "head" filter, then RLB high-pass) for any sample rate, as libebur128 derives them. */
export function kWeighting(rate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = Math.pow(10, G / 20);
  const Vb = Math.pow(Vh, 0.4996667741545416);
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const highpass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highpass];
}

function filter(x: Float32Array, f: Biquad): Float64Array {
  const y = new Float64Array(x.length);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let n = 0; n < x.length; n++) {
    const v = f.b0 * x[n] + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    x2 = x1;
    x1 = x[n];
    y2 = y1;
    y1 = v;
    y[n] = v;
  }
  return y;
}

/** Gated integrated loudness (400 ms blocks, 75 % overlap, absolute gate -70 LUFS, relative gate -10 LU). */
export function integratedLoudness(channels: Float32Array[], rate: number): number {
  if (!channels.length || !channels[0].length) return -Infinity;
  const [shelf, hp] = kWeighting(rate);
  const weighted = channels.map((c) => {
    const once = filter(c, shelf);
    return filter(Float32Array.from(once), hp);
  });
  const block = Math.round(0.4 * rate);
  const step = Math.round(0.1 * rate);
  const length = channels[0].length;
  // running sum of squares per channel makes every block O(1)
  const cumulative = weighted.map((y) => {
    const c = new Float64Array(y.length + 1);
    for (let n = 0; n < y.length; n++) c[n + 1] = c[n] + y[n] * y[n];
    return c;
  });
  const powers: number[] = [];
  for (let start = 0; start + block <= length; start += step) {
    let z = 0;
    for (const c of cumulative) z += (c[start + block] - c[start]) / block; // channel weights are 1 for mono and stereo
    powers.push(z);
  }
  if (!powers.length) return -Infinity;
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const absolute = powers.filter((p) => p > 0 && lufs(p) > -70);
  if (!absolute.length) return -Infinity;
  const relativeGate = lufs(mean(absolute)) - 10;
  const gated = absolute.filter((p) => lufs(p) > relativeGate);
  return lufs(mean(gated));
}

const OVERSAMPLE = 4;
const TAPS_PER_PHASE = 24;

/** Polyphase interpolation filter: a Hann-windowed sinc, one row of taps per fractional position. */
function interpolator(): Float64Array[] {
  const half = TAPS_PER_PHASE / 2;
  const phases: Float64Array[] = [];
  for (let p = 0; p < OVERSAMPLE; p++) {
    const frac = p / OVERSAMPLE;
    const taps = new Float64Array(TAPS_PER_PHASE);
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      const t = k - half + 1 - frac; // distance of input sample (n - half + 1 + k) from the point n + frac
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const window = 0.5 * (1 + Math.cos((Math.PI * t) / (half + 1)));
      taps[k] = sinc * window;
    }
    phases.push(taps);
  }
  return phases;
}

/**
 * True peak in dBTP: the largest absolute value of the signal oversampled 4x (BS.1770-4 Annex 2).
 * Only the stretches near the sample peak are interpolated (an inter-sample peak lies between two samples of which one
 * is at least half the sample peak), which keeps a 20-minute file to a fraction of a second.
 */
export function truePeak(channels: Float32Array[]): number {
  const phases = interpolator();
  const half = TAPS_PER_PHASE / 2;
  let peak = 0;
  for (const x of channels) for (let n = 0; n < x.length; n++) peak = Math.max(peak, Math.abs(x[n]));
  if (peak === 0) return -Infinity;
  const floor = peak / 2;
  let best = peak;
  for (const x of channels) {
    for (let n = half; n + half < x.length; n++) {
      if (Math.abs(x[n]) < floor && Math.abs(x[n + 1]) < floor) continue;
      for (let p = 1; p < OVERSAMPLE; p++) {
        const taps = phases[p];
        let v = 0;
        for (let k = 0; k < TAPS_PER_PHASE; k++) v += taps[k] * x[n - half + 1 + k];
        if (Math.abs(v) > best) best = Math.abs(v);
      }
    }
  }
  return 20 * Math.log10(best);
}

/** A decoder that turns a mono file into two identical channels must not read 3 dB louder: such channels count once. */
export function distinctChannels(channels: Float32Array[]): Float32Array[] {
  if (channels.length !== 2) return channels;
  const [l, r] = channels;
  if (l.length !== r.length) return channels;
  for (let n = 0; n < l.length; n++) if (l[n] !== r[n]) return channels;
  return [l];
}

export function measureLoudness(channels: Float32Array[], rate: number): Loudness {
  const distinct = distinctChannels(channels);
  return { lufs: integratedLoudness(distinct, rate), truePeakDb: truePeak(distinct) };
}

/** The rule's complaints about a measurement (empty when it is in range). */
export function loudnessProblems(m: Loudness): string[] {
  const { targetLufs, toleranceLu, maxTruePeakDb } = LOUDNESS_RULE;
  const problems: string[] = [];
  if (!(Math.abs(m.lufs - targetLufs) <= toleranceLu))
    problems.push(`loudness ${m.lufs.toFixed(1)} LUFS is outside ${targetLufs} ± ${toleranceLu} LUFS (EBU R128)`);
  if (!(m.truePeakDb <= maxTruePeakDb))
    problems.push(`true peak ${m.truePeakDb.toFixed(1)} dBTP is above ${maxTruePeakDb} dBTP (EBU R128)`);
  return problems;
}
