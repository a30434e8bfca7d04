import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import {
  checkCoverage,
  compareWithBlueprint,
  formatTable,
  readBlueprints,
  statedPlays,
  type Blueprints,
} from "./blueprint-check";
import type { ExamFile } from "./content.schema";
import { readContent } from "./read-content";
import { FIXTURE_CONTENT } from "../../../../test/paths";

const bp: Blueprints[string] = {
  passRule: "total",
  reading: { minutes: 25, teile: [{ teil: "Lesen, Teil 1", items: 2, formats: ["true_false"] }] },
  listening: { minutes: 20, teile: [{ teil: "Hören, Teil 1", items: 1, formats: ["multiple_choice"], plays: 2 }] },
  writing: { minutes: 20, points: 25, teile: [{ teil: "Schreiben, Teil 1", tasks: 1, kind: "message", words: [20, 40] }] },
};
const rubrics = { "goethe-A1-message": { taskKind: "message" }, "goethe-A1-form": { taskKind: "form" } } as never;
const task = { type: "writing", task: "Schreiben Sie.", points: [{ text: "Dank", keywords: [] }], minWords: 20, maxWords: 40 };

function exam(overrides: Partial<ExamFile> = {}): ExamFile {
  return {
    family: "goethe",
    level: "A1",
    name: "x",
    published: true,
    order: 0,
    passRule: "total",
    timeLimits: { reading: 25, listening: 20, writing: 20 },
    blocks: [
      {
        type: "reading",
        title: "Lesen, Teil 1",
        questions: [
          { type: "true_false", labels: "richtig_falsch", answer: "true" },
          { type: "true_false", labels: "richtig_falsch", answer: "false" },
        ],
      },
      {
        type: "listening",
        title: "Hören, Teil 1",
        audio: "a.ogg",
        playLimit: 2,
        questions: [{ type: "multiple_choice", choices: ["x", "y"], answer: "a" }],
      },
      { type: "writing", title: "Schreiben, Teil 1", questions: [{ ...task, rubric: "goethe-A1-message" }] },
    ],
    ...overrides,
  } as ExamFile;
}

describe("blueprint comparison", () => {
  it("accepts an exam that follows its blueprint", () => {
    expect(compareWithBlueprint(exam(), bp, rubrics)).toEqual([]);
  });

  it("names every departure of the writing module: time, tasks, kind, word range, content points", () => {
    const e = exam({ timeLimits: { reading: 25, listening: 20, writing: 30 } });
    e.blocks[2].questions = [
      { ...task, rubric: "goethe-A1-form", minWords: 10 },
      { ...task, rubric: "goethe-A1-message", points: [] },
    ] as never;
    e.blocks.push({
      type: "writing",
      title: "Schreiben, Teil 7",
      questions: [{ ...task, rubric: "goethe-A1-message" }],
    } as never);
    expect(compareWithBlueprint(e, bp, rubrics)).toEqual([
      "timeLimits.writing is 30, the blueprint says 20",
      'blocks.3 "Schreiben, Teil 7" matches no Teil of the writing blueprint',
      "Schreiben, Teil 1: 2 tasks, the blueprint says 1",
      "Schreiben, Teil 1: rubric goethe-A1-form is for form, the blueprint says message",
      "Schreiben, Teil 1: words 10–40, the blueprint says 20–40",
      "Schreiben, Teil 1: a writing task without content points",
    ]);
  });

  it("names every departure: pass rule, time limit, item count, format, play count, unknown and missing Teile", () => {
    const e = exam({ passRule: "per_skill", timeLimits: { reading: 30 } });
    e.blocks[0].questions.pop();
    e.blocks[1].playLimit = 1;
    e.blocks[1].questions[0] = { type: "gap_text", location: "end", accepted: ["x"] } as never;
    e.blocks.push({
      type: "reading",
      title: "Lesen, Teil 9",
      questions: [{ type: "true_false", labels: "richtig_falsch", answer: "true" }],
    } as never);
    expect(compareWithBlueprint(e, bp, rubrics)).toEqual([
      "timeLimits.writing is missing, the blueprint says 20",
      "passRule is per_skill, the blueprint says total",
      "timeLimits.reading is 30, the blueprint says 25",
      'blocks.3 "Lesen, Teil 9" matches no Teil of the reading blueprint',
      "Lesen, Teil 1: 1 items, the blueprint says 2",
      "timeLimits.listening is missing, the blueprint says 20",
      "Hören, Teil 1: format gap_text not in the blueprint (multiple_choice)",
      'blocks.1 "Hören, Teil 1": playLimit 1, the blueprint says 2',
    ]);
    const said = exam();
    Object.assign(said.blocks[1], {
      intro: "<p>Sie hören jeden Text <strong>einmal</strong>.</p>",
      transcript: "Ansage: Sie hören den Text zweimal.",
    });
    expect(compareWithBlueprint(said, bp, rubrics)).toEqual([
      'blocks.1 "Hören, Teil 1": the intro says the recording plays once, playLimit is 2',
    ]);
    expect([
      statedPlays("Sie hören die Texte nur einmal."),
      statedPlays("Sie hören ein Gespräch."),
      statedPlays(undefined),
    ]).toEqual([1, undefined, undefined]);
    const none = exam();
    none.blocks = none.blocks.slice(0, 1);
    expect(compareWithBlueprint(none, bp, rubrics)).toContain("Hören, Teil 1: missing");
  });

  it("refuses a reading Teil whose texts are shorter or longer than the blueprint's words range", () => {
    const ranged = { ...bp, reading: { ...bp.reading, teile: [{ ...bp.reading.teile[0], words: [5, 8] as [number, number] }] } };
    const e = exam();
    e.blocks[0].passage = "<p>Der Zug fährt heute später ab.</p>";
    e.blocks[0].pool = [{ value: "a", label: "Gleis drei" }];
    expect(compareWithBlueprint(e, ranged, rubrics)).toEqual([]); // 6 + 2 words
    e.blocks[0].passage = "<p>Der Zug fährt heute wegen einer Störung später ab.</p>";
    expect(compareWithBlueprint(e, ranged, rubrics)).toEqual(["Lesen, Teil 1: 11 words of text, the blueprint says 5–8"]);
    e.blocks[0].passage = undefined;
    expect(compareWithBlueprint(e, ranged, rubrics)).toEqual(["Lesen, Teil 1: 2 words of text, the blueprint says 5–8"]);
  });
});

describe("coverage check", () => {
  it("reports audio that does not decode, missing explanations and missing family-levels", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bp-"));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "blueprints.yaml"), YAML.stringify({ "goethe-A1": bp, "telc-A1": bp }));
    const bundle = readContent(dir);
    const first = bundle.exams.find((e) => e.file === "exams/goethe-a1-t.yaml")!.data.blocks[0].questions[0];
    first.explanation = { ...first.explanation, de: "Im Text steht <b>es</b>.", fr: "Im Text steht es." };
    first.solution = { ...first.solution, en: "b) b) Im Park" };
    const { problems, rows } = await checkCoverage(bundle, readBlueprints(dir), async (file) => {
      if (file.endsWith(".mp3")) throw new Error("not an audio file");
      return { seconds: 42, lufs: -16.2, truePeakDb: -1.4 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "exams/goethe-a1-t.yaml: blocks.1: audio/t.mp3 does not decode (not an audio file)",
        "exams/goethe-a1-t.yaml: item 2 lacks an explanation in de and en",
        "exams/goethe-a1-t.yaml: item 1: the fr explanation is (nearly) the German text, not a translation",
        'exams/goethe-a1-t.yaml: item 1: the en model solution repeats its letter ("a) a) …")',
        "exams/telc-b1-t.yaml: no blueprint for telc-B1",
        "no published exam for telc-A1",
        "placement: A1 easy has 0 items, at least 13 are needed",
        "placement: A2 difficult has 1 items, at least 20 are needed",
      ]),
    );
    const row = rows.find((r) => r.exam === "goethe-A1")!;
    expect(row).toMatchObject({ readingItems: 5, listeningItems: 2, audioMinutes: 0.7 });
    // the fixture's reading Teile in order, the second under its own title (the test blueprint has only Teil 1)
    expect(row.readingWords.map((w) => w.teil)).toEqual(["Lesen, Teil 1", "Lesen, Teil 2"]);
    const [one, two] = row.readingWords.map((w) => w.words);
    expect(formatTable(rows)).toContain(`| ${one} / ${two} (${one + two}) |`);
    expect(row.explanations.fr).toBeLessThan(100); // the copied German does not count as French
  });

  it("names the file and the EBU R128 rule when a recording is too quiet, too loud or peaks too high", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-bp-"));
    fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "blueprints.yaml"), YAML.stringify({ "goethe-A1": bp }));
    const { problems } = await checkCoverage(readContent(dir), readBlueprints(dir), async (file) =>
      file.endsWith(".mp3") ? { seconds: 42, lufs: -23.4, truePeakDb: -2 } : { seconds: 42, lufs: -15.5, truePeakDb: -0.2 },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "exams/goethe-a1-t.yaml: blocks.1: audio/t.mp3: loudness -23.4 LUFS is outside -16 ± 1 LUFS (EBU R128)",
        "exams/goethe-a1-t.yaml: blocks.1: audio/t.ogg: true peak -0.2 dBTP is above -1 dBTP (EBU R128)",
      ]),
    );
    expect(problems.filter((p) => p.includes("EBU R128"))).toHaveLength(2);
  });
});
