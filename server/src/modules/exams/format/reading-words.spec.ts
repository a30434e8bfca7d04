import { blockWords, readingWords } from "./reading-words";
import type { ExamFile } from "./content.schema";

const mc = { type: "multiple_choice", title: "1. Was steht im Text über die Stadt?", choices: ["x", "y", "z"], answer: "a" };

function exam(blocks: unknown[]): ExamFile {
  return {
    family: "goethe",
    level: "B2",
    name: "x",
    published: true,
    order: 0,
    passRule: "per_skill",
    timeLimits: {},
    blocks,
  } as never;
}

describe("words of a reading Teil", () => {
  it("counts the passage without its markup and the pool's entries, not the instructions, stems or options", () => {
    const block = {
      intro: "<p>Lesen Sie den Text und lösen Sie die Aufgaben.</p>",
      passage: "<p><strong>Die Stadt am Fluss</strong></p><p>Seit 2019 wächst sie – langsam, aber stetig.</p>",
      pool: [
        { value: "a", label: "Das war nicht immer so." },
        { value: "b", label: "Niemand hatte damit gerechnet." },
      ],
      questions: [mc],
    };
    // 4 + 7 words of passage ("2019" is a word, the dash is not), 5 + 4 of the pool
    expect(blockWords(block)).toBe(20);
    expect(blockWords({})).toBe(0);
  });

  it("adds up a Teil's blocks, keeps the exam's order and leaves out listening, writing and speaking", () => {
    const e = exam([
      { type: "reading", title: "Lesen, Teil 1", passage: "eins zwei drei", questions: [mc] },
      { type: "listening", title: "Hören, Teil 1", audio: "a.ogg", transcript: "vier fünf", questions: [mc] },
      { type: "reading", title: "Lesen, Teil 2: Anzeigen", passage: "sechs", questions: [mc] },
      { type: "image", title: "Lesen, Teil 1 (Fortsetzung)", passage: "sieben acht", questions: [mc] },
      { type: "writing", title: "Schreiben, Teil 1", passage: "neun zehn elf", questions: [] },
    ]);
    const teil = (title: string) => /^Lesen, Teil \d/.exec(title)?.[0] ?? title;
    expect(readingWords(e, teil)).toEqual([
      { teil: "Lesen, Teil 1", words: 5 },
      { teil: "Lesen, Teil 2", words: 1 },
    ]);
    // without a mapping every block title is its own Teil
    expect(readingWords(e).map((w) => w.teil)).toEqual([
      "Lesen, Teil 1",
      "Lesen, Teil 2: Anzeigen",
      "Lesen, Teil 1 (Fortsetzung)",
    ]);
  });
});
