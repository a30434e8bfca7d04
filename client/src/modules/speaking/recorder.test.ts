import { describe, expect, it } from "vitest";
import { micProblemOf, pickRecordingType, SILENT_PEAK, takeProblem } from "./recorder";

/** What a browser's MediaRecorder.isTypeSupported answers, from the formats it records. */
const browser = (supported: string[]) => (type: string) => supported.includes(type);

describe("the recording format", () => {
  it("Chromium (and Edge): Opus in WebM", () => {
    const chromium = browser(["audio/webm", "audio/webm;codecs=opus", "video/webm", "audio/webm;codecs=pcm"]);
    expect(pickRecordingType(chromium)).toBe("audio/webm;codecs=opus");
  });

  it("Firefox: Opus in WebM before Ogg", () => {
    expect(pickRecordingType(browser(["audio/ogg;codecs=opus", "audio/webm;codecs=opus", "audio/webm"]))).toBe(
      "audio/webm;codecs=opus",
    );
  });

  it("Safari: AAC in MP4 (it says no to WebM and Ogg)", () => {
    const safari = browser(["audio/mp4", "audio/mp4;codecs=mp4a.40.2", "video/mp4"]);
    expect(pickRecordingType(safari)).toBe("audio/mp4;codecs=mp4a.40.2");
    // an older Safari that knows the container but not the codec string
    expect(pickRecordingType(browser(["audio/mp4"]))).toBe("audio/mp4");
  });

  it("a browser that records none of them: no recorder (the learner is told and may skip)", () => {
    expect(pickRecordingType(browser(["audio/x-proprietary"]))).toBeNull();
  });
});

describe("a take checked before upload", () => {
  it("refuses an empty take, one under a second and one in which nothing was heard; takes speech", () => {
    expect(takeProblem({ bytes: 0, seconds: 5, peak: 0.5 })).toBe("empty");
    expect(takeProblem({ bytes: 4000, seconds: 0.6, peak: 0.5 })).toBe("short");
    expect(takeProblem({ bytes: 40_000, seconds: 12, peak: SILENT_PEAK / 2 })).toBe("silent");
    expect(takeProblem({ bytes: 40_000, seconds: 12, peak: 0 })).toBe("silent");
    expect(takeProblem({ bytes: 40_000, seconds: 12, peak: 0.3 })).toBeNull();
    // no level could be measured (no analyser): the server judges the file
    expect(takeProblem({ bytes: 40_000, seconds: 12, peak: null })).toBeNull();
  });
});

describe("a microphone that cannot be used", () => {
  it("tells a refusal from a missing device and from a browser without a recorder", () => {
    expect(micProblemOf(new DOMException("Permission denied", "NotAllowedError"))).toBe("denied");
    expect(micProblemOf(new DOMException("insecure", "SecurityError"))).toBe("denied");
    expect(micProblemOf(new DOMException("Requested device not found", "NotFoundError"))).toBe("noDevice");
    expect(micProblemOf(new DOMException("busy", "NotReadableError"))).toBe("noDevice");
    expect(micProblemOf({ name: "Unsupported" })).toBe("unsupported");
  });
});
