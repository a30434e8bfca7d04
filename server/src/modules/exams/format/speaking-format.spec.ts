import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { checkCoverage, compareWithBlueprint, readBlueprints, type Blueprints } from "./blueprint-check";
import type { ExamFile } from "./content.schema";
import { readContent } from "./read-content";
import { FIXTURE_CONTENT } from "../../../../test/paths";

const SPEAKING_FIXTURES = path.join(__dirname, "..", "..", "..", "..", "test", "fixtures", "speaking");

/** The fixture content folder plus the speaking exam and the rubrics (writing and speaking). */
function contentWithSpeaking(edit?: (exam: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-speaking-format-"));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.copyFileSync(path.join(SPEAKING_FIXTURES, "rubrics.yaml"), path.join(dir, "rubrics.yaml"));
  const exam = YAML.parse(fs.readFileSync(path.join(SPEAKING_FIXTURES, "goethe-b1-speaking.yaml"), "utf8"));
  edit?.(exam);
  fs.writeFileSync(path.join(dir, "exams", "goethe-b1-speaking.yaml"), YAML.stringify(exam));
  return dir;
}
const speakingTask = (exam: Record<string, unknown>) =>
  (exam.blocks as { questions: Record<string, unknown>[] }[])[2].questions[0];

const bp: Blueprints[string] = {
  passRule: "per_skill",
  reading: { minutes: 65, teile: [{ teil: "Lesen, Teil 1", items: 1, formats: ["true_false"] }] },
  listening: { minutes: 40, teile: [{ teil: "Hören, Teil 1", items: 1, formats: ["multiple_choice"] }] },
  writing: { minutes: 60, points: 100, teile: [{ teil: "Schreiben, Teil 1", tasks: 1, kind: "email", words: [30, 60] }] },
  speaking: {
    required: true,
    teile: [{ teil: "Sprechen, Teil 2", tasks: 1, kind: "praesentation", prepSeconds: 20, recordSeconds: 30 }],
  },
};

describe("speaking content format", () => {
  it("reads a speaking block: task, points, times, rubric, model transcript and model audio", () => {
    const bundle = readContent(contentWithSpeaking());
    const exam = bundle.exams.find((e) => e.key === "goethe-b1-speaking")!.data;
    const block = exam.blocks[2];
    expect(block.type).toBe("speaking");
    expect(block.questions[0]).toMatchObject({
      type: "speaking",
      prepSeconds: 20,
      maxRecordSeconds: 30,
      rubric: "goethe-B1-sprechen-praesentation",
      modelAudio: "audio/t.ogg",
    });
    // a speaking rubric may come without a calibration sample
    expect(bundle.rubrics["goethe-B1-sprechen-praesentation"].calibration).toBeUndefined();
  });

  it("refuses, naming the file and the field: no model transcript, unknown rubric, missing model audio, a speaking task elsewhere", () => {
    const fails = (edit: (e: Record<string, unknown>) => void) => {
      try {
        readContent(contentWithSpeaking(edit));
      } catch (err) {
        return (err as Error).message;
      }
      return "accepted";
    };
    expect(fails((e) => delete speakingTask(e).solution)).toMatch(
      /goethe-b1-speaking\.yaml[\s\S]*blocks\.2\.questions\.0\.solution: a speaking task needs a model transcript/,
    );
    expect(fails((e) => (speakingTask(e).rubric = "goethe-B1-nothing"))).toMatch(
      /blocks\.2\.questions\.0\.rubric: "goethe-B1-nothing" is not defined/,
    );
    expect(fails((e) => (speakingTask(e).modelAudio = "audio/none.ogg"))).toMatch(
      /blocks\.2\.questions\.0\.modelAudio: media file media\/audio\/none\.ogg not found/,
    );
    expect(fails((e) => (speakingTask(e).maxRecordSeconds = 5))).toMatch(/maxRecordSeconds/);
    expect(fails((e) => ((e.blocks as { type: string }[])[2].type = "reading"))).toMatch(
      /speaking tasks belong in a speaking block, and only there/,
    );
  });

  it("compares the speaking module with its blueprint: Teile, tasks, kind, preparation and recording time", () => {
    const exam = readContent(contentWithSpeaking()).exams.find((e) => e.key === "goethe-b1-speaking")!.data;
    const noListening = (p: string[]) => p.filter((x) => !/listening|Hören/.test(x));
    expect(noListening(compareWithBlueprint(exam, bp, readContent(contentWithSpeaking()).rubrics))).toEqual([]);
    const changed = structuredClone(exam) as ExamFile;
    Object.assign(changed.blocks[2].questions[0], { prepSeconds: 60, maxRecordSeconds: 90, rubric: "goethe-B1-email" });
    changed.blocks.push({ ...changed.blocks[2], title: "Sprechen, Teil 9" });
    expect(noListening(compareWithBlueprint(changed, bp, readContent(contentWithSpeaking()).rubrics))).toEqual([
      'blocks.3 "Sprechen, Teil 9" matches no Teil of the speaking blueprint',
      "Sprechen, Teil 2: rubric goethe-B1-email is for email, the blueprint says praesentation",
      "Sprechen, Teil 2: prepSeconds 60, the blueprint says 20",
      "Sprechen, Teil 2: maxRecordSeconds 90, the blueprint says 30",
    ]);
    const without = structuredClone(exam) as ExamFile;
    without.blocks.pop();
    expect(compareWithBlueprint(without, bp)).toContain("Sprechen: missing (the blueprint requires a speaking module)");
    expect(compareWithBlueprint(exam, { ...bp, speaking: undefined })).toContain(
      "speaking blocks, but the blueprint has no speaking module",
    );
  });

  it("decodes and measures the model audio like listening audio, and counts the Sprechen tasks", async () => {
    const dir = contentWithSpeaking();
    fs.writeFileSync(path.join(dir, "blueprints.yaml"), YAML.stringify({ "goethe-B1": bp }));
    const { problems, rows } = await checkCoverage(readContent(dir), readBlueprints(dir), async (file) => {
      if (file.endsWith(".mp3")) throw new Error("not an audio file");
      return { seconds: 42, lufs: -19, truePeakDb: -1.4 };
    });
    const mine = problems.filter((p) => p.startsWith("exams/goethe-b1-speaking.yaml: blocks.2"));
    expect(mine).toEqual([
      "exams/goethe-b1-speaking.yaml: blocks.2.questions.0.modelAudio: audio/t.ogg: loudness -19.0 LUFS is outside -16 ± 1 LUFS (EBU R128)",
      "exams/goethe-b1-speaking.yaml: blocks.2.questions.0.modelAudio: audio/t.mp3 does not decode (not an audio file)",
      "exams/goethe-b1-speaking.yaml: blocks.2.questions.0.modelAudio: audio/t.ogg lasts 42.0 s, not within 5–35 s",
    ]);
    expect(rows.find((r) => r.exam === "goethe-B1")).toMatchObject({ speakingTasks: 1, speakingTeile: 1 });
  });
});
