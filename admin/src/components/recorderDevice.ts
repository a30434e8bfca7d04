/** The formats the server takes from a browser recorder, best first: Opus in Ogg or WebM, AAC in MP4 (Safari). */
const TYPES = ["audio/ogg;codecs=opus", "audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"];

/** One open microphone: record, read its level for the meter, stop to get the recording. */
export interface RecorderSession {
  readonly mimeType: string;
  start(): void;
  /** The current level, 0..1 (RMS, scaled so that speech fills most of the meter). */
  level(): number;
  stop(): Promise<Blob>;
  /** Releases the microphone and the audio graph. */
  close(): void;
}

/** Opens the microphone; rejects with the browser's error (its `name` says why: NotAllowedError, NotFoundError, …). */
export interface RecorderDevice {
  open(): Promise<RecorderSession>;
}

/** The browser's microphone through getUserMedia, MediaRecorder and an analyser. */
export const browserRecorder: RecorderDevice = {
  async open() {
    const type = typeof MediaRecorder === "undefined" ? undefined : TYPES.find((t) => MediaRecorder.isTypeSupported(t));
    if (!navigator.mediaDevices?.getUserMedia || !type) throw Object.assign(new Error("unsupported"), { name: "Unsupported" });
    // a narrator's voice as it is: the server normalises the loudness, the browser's gain control would pump
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, autoGainControl: false, noiseSuppression: true },
      video: false,
    });
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 1024;
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Float32Array(analyser.fftSize);
    return {
      mimeType: recorder.mimeType || type,
      start: () => recorder.start(250),
      level() {
        analyser.getFloatTimeDomainData(data);
        let sum = 0;
        for (const v of data) sum += v * v;
        return Math.min(1, Math.sqrt(sum / data.length) * 4);
      },
      stop: () =>
        new Promise<Blob>((resolve) => {
          recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || type }));
          recorder.stop();
        }),
      close() {
        if (recorder.state !== "inactive") recorder.stop();
        stream.getTracks().forEach((t) => t.stop());
        void ctx.close().catch(() => undefined);
      },
    };
  },
};

/** A file name the server's log and the media row can show: aufnahme.webm, aufnahme.ogg, aufnahme.m4a. */
export function recordingName(mimeType: string): string {
  const ext = /ogg/.test(mimeType) ? "ogg" : /mp4/.test(mimeType) ? "m4a" : "webm";
  return `aufnahme.${ext}`;
}

/** Why the microphone cannot be used, as a message key. */
export function micProblemOf(err: unknown): "denied" | "unsupported" {
  const name = (err as { name?: string } | null)?.name;
  return name === "Unsupported" ? "unsupported" : "denied";
}
