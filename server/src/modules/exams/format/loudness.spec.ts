import { distinctChannels, integratedLoudness, loudnessProblems, measureLoudness, truePeak } from "./loudness";

const sine = (rate: number, seconds: number, hz: number, amplitude: number, phase = 0): Float32Array =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, n) => amplitude * Math.sin((2 * Math.PI * hz * n) / rate + phase),
  );
const db = (amplitude: number) => 20 * Math.log10(amplitude);
const concat = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe("BS.1770 loudness meter", () => {
  // BS.1770: a 997 Hz sine at 0 dBFS on one channel reads -3.01 LUFS; the K-weighting is 0 dB there.
  it.each([48000, 44100, 22050, 16000])("reads a 997 Hz sine at -20 dBFS as -23.0 LUFS at %i Hz", (rate) => {
    const tone = sine(rate, 5, 997, Math.pow(10, -20 / 20));
    expect(integratedLoudness([tone], rate)).toBeCloseTo(-23.01, 1);
  });

  it("sums the channels' power: the same tone on two channels is 3 dB louder", () => {
    const tone = sine(48000, 3, 997, 0.1);
    expect(integratedLoudness([tone, tone], 48000) - integratedLoudness([tone], 48000)).toBeCloseTo(3.01, 1);
  });

  it("weights low frequencies down (the RLB high-pass) and high ones up (the head shelf)", () => {
    const rate = 48000;
    const at = (hz: number) => integratedLoudness([sine(rate, 3, hz, 0.1)], rate);
    expect(at(997) - at(40)).toBeGreaterThan(2);
    expect(at(5000) - at(997)).toBeGreaterThan(3);
  });

  it("gates: silence (absolute gate) and a passage 20 LU quieter (relative gate) do not pull the reading down", () => {
    const rate = 16000;
    const loud = sine(rate, 10, 997, 0.1); // -23 LUFS
    const quiet = sine(rate, 10, 997, 0.01); // -43 LUFS, below the relative gate
    const silence = new Float32Array(rate * 10);
    expect(integratedLoudness([concat(loud, silence)], rate)).toBeCloseTo(-23.01, 1);
    expect(integratedLoudness([concat(loud, quiet)], rate)).toBeCloseTo(-23.01, 1);
    expect(integratedLoudness([silence], rate)).toBe(-Infinity);
  });

  it("finds the true peak between the samples: a quarter-rate sine sampled at ±45° reads 3 dB above its sample peak", () => {
    const rate = 16000;
    const x = sine(rate, 1, rate / 4, 0.5, Math.PI / 4); // every sample is ±0.354, the wave reaches ±0.5
    const samplePeak = Math.max(...Array.from(x, Math.abs));
    expect(db(samplePeak)).toBeCloseTo(db(0.5) - 3.01, 1);
    expect(truePeak([x])).toBeCloseTo(db(0.5), 1);
    expect(truePeak([sine(48000, 1, 997, 0.5)])).toBeCloseTo(db(0.5), 1);
    expect(truePeak([new Float32Array(100)])).toBe(-Infinity);
  });

  it("counts a mono file decoded as two identical channels once", () => {
    const tone = sine(16000, 2, 997, 0.1);
    expect(distinctChannels([tone, Float32Array.from(tone)])).toHaveLength(1);
    expect(distinctChannels([tone, sine(16000, 2, 500, 0.1)])).toHaveLength(2);
    expect(measureLoudness([tone, Float32Array.from(tone)], 16000).lufs).toBeCloseTo(measureLoudness([tone], 16000).lufs, 5);
  });

  it("names the rule a measurement breaks: -16 LUFS ± 1 and at most -1 dBTP", () => {
    expect(loudnessProblems({ lufs: -16.4, truePeakDb: -1.5 })).toEqual([]);
    expect(loudnessProblems({ lufs: -23.2, truePeakDb: -0.3 })).toEqual([
      "loudness -23.2 LUFS is outside -16 ± 1 LUFS (EBU R128)",
      "true peak -0.3 dBTP is above -1 dBTP (EBU R128)",
    ]);
    expect(loudnessProblems({ lufs: -Infinity, truePeakDb: -Infinity })).toHaveLength(1);
    // a sine at -16 LUFS (amplitude 10^(-12.99/20)) passes, its peak being -13 dBTP
    const tone = sine(16000, 3, 997, Math.pow(10, -12.99 / 20));
    expect(loudnessProblems(measureLoudness([tone], 16000))).toEqual([]);
  });
});
