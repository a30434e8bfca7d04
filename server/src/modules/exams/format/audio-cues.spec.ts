import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURE_CONTENT } from "../../../../test/paths";
import { checkCues, cueProblems, readCues } from "./audio-cues";
import { readContent } from "./read-content";

const cue = (start: number, end: number) => ({ start, end, speaker: "Ansage", text: "Satz." });

describe("a recording's sentence timings", () => {
  it("must be in order, not overlap, and end within the recording", () => {
    expect(cueProblems([cue(0, 1.8), cue(1.8, 4.1)], 4.2)).toEqual([]);
    expect(cueProblems([cue(0, 2), cue(1.5, 3)], 4)).toEqual(["cue 2 starts at 1.5 s, before the previous one ends (2 s)"]);
    expect(cueProblems([cue(2, 2)], 4)).toEqual(["cue 1 ends before it starts (2–2 s)"]);
    expect(cueProblems([cue(0, 5)], 4.2)).toEqual(["cue 1 ends at 5 s, after the recording (4.20 s)"]);
  });

  it("are checked for every listening block of the content, against the recording's measured length", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-cues-"));
    try {
      fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
      expect(readCues(dir, "audio/t.ogg")).toHaveLength(2);
      expect(await checkCues(readContent(dir), async () => 4.2)).toEqual([]);
      // the recording turned out shorter than the cues
      expect(await checkCues(readContent(dir), async () => 3)).toEqual([
        "exams/goethe-a1-t.yaml: blocks.1: audio/t.ogg: cue 2 ends at 4.1 s, after the recording (3.00 s)",
      ]);
      // a listening block without cues
      fs.rmSync(path.join(dir, "audio-cues", "t.json"));
      expect(await checkCues(readContent(dir), async () => 4.2)).toEqual([
        "exams/goethe-a1-t.yaml: blocks.1: audio/t.ogg has no sentence timings (render-audio.mjs --cues writes audio-cues/)",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
