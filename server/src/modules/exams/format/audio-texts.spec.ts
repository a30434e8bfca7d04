import fs from "node:fs";
import path from "node:path";
import { readCues } from "./audio-cues";
import { audioTextProblems, audioTextsOf } from "./audio-texts";

const CONTENT = path.join(__dirname, "..", "..", "..", "..", "..", "content");
const say = (start: number, end: number, text: string, speaker = "Ansage") => ({ start, end, speaker, text });

describe("the texts of a listening recording", () => {
  it("are opened by the announcer's 'Nummer …' or 'Text …' and end with the last sentence spoken before the next announcement", () => {
    const cues = [
      say(0, 4, "Hören, Teil eins. Sie hören jeden Text zweimal."),
      say(4, 5, "Lesen Sie jetzt die Aufgaben eins und zwei."),
      say(8, 9, "Text eins."),
      say(9.5, 14, "Guten Tag, hier ist das Reisebüro.", "Frau"),
      say(14, 17, "Bitte rufen Sie zurück.", "Frau"),
      say(19, 21, "Lesen Sie jetzt die Aufgaben drei und vier."),
      say(24, 25, "Text zwei."),
      say(25.5, 30, "Und nun das Wetter.", "Radio"),
      say(31, 32, "Ende von Teil eins."),
    ];
    expect(audioTextsOf(cues)).toEqual([
      { start: 8, end: 17 },
      { start: 24, end: 30 },
    ]);
  });

  it("are one text where the recording announces none (a conversation, an interview)", () => {
    const cues = [
      say(0, 3, "Sie hören ein Gespräch. Sie hören das Gespräch einmal."),
      say(3.2, 6, "Hallo Oliver!", "Sabine"),
      say(6, 9, "Hallo Sabine.", "Oliver"),
      say(10, 11, "Ende von Teil drei."),
    ];
    expect(audioTextsOf(cues)).toEqual([{ start: 3.2, end: 9 }]);
    expect(audioTextsOf([say(0, 2, "Ende.")])).toEqual([]);
    expect(audioTextProblems([])).toEqual(["no text found in the sentence timings (a speaker other than the announcer)"]);
    expect(
      audioTextProblems([
        { start: 3, end: 9 },
        { start: 8, end: 12 },
      ]),
    ).toEqual(["text 2 starts before text 1 ends"]);
  });

  it("Goethe B1 Hören Teil 1 of the first mock: five texts, each from its announcement to its last sentence", () => {
    const texts = audioTextsOf(readCues(CONTENT, "goethe/audio/goethe-b1-1-hoeren-1.ogg"));
    expect(texts).toHaveLength(5);
    expect(texts[0].start).toBe(25.62); // "Text eins."
    expect(texts[1].start).toBe(69.34); // "Text zwei."
    expect(texts[0].end).toBeLessThan(62.28); // before "Lesen Sie jetzt die Aufgaben drei und vier."
    expect(texts[4].end).toBeLessThan(215.91); // before "Ende von Teil eins."
  });

  it("every shipped recording yields its texts: as many as the Teil's numbered announcements, in order", () => {
    const dir = path.join(CONTENT, "audio-cues");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const file = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
        cues: { start: number; end: number; speaker: string; text: string }[];
      };
      const announced = file.cues.filter((c) => c.speaker === "Ansage" && /^(Nummer|Text)\s+\S+\.$/.test(c.text)).length;
      const texts = audioTextsOf(file.cues);
      expect({ f, problems: audioTextProblems(texts) }).toEqual({ f, problems: [] });
      expect({ f, texts: texts.length }).toEqual({ f, texts: Math.max(1, announced) });
    }
  });
});
