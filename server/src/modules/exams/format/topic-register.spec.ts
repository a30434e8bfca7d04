import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ExamFile } from "./content.schema";
import { ContentError } from "./read-content";
import { checkTopicRegister, readTopicsFile, type TopicsFile } from "./topic-register";

const exam = (key: string, family: string, level: string, teile: string[]) => ({
  key,
  file: `exams/${key}.yaml`,
  data: { family, level, published: true, blocks: teile.map((title) => ({ title })) } as unknown as ExamFile,
});

const exams = [
  exam("goethe-a2-1", "goethe", "A2", ["Lesen, Teil 1", "Hören, Teil 1"]),
  exam("goethe-b1-1", "goethe", "B1", ["Lesen, Teil 1", "Lesen, Teil 1", "Hören, Teil 1"]),
  exam("telc-b1-1", "telc", "B1", ["Leseverstehen, Teil 1"]),
];

const register = (mocks: TopicsFile["mocks"], exceptions: TopicsFile["exceptions"] = []): TopicsFile => ({ mocks, exceptions });

const clean: TopicsFile["mocks"] = {
  "goethe-a2-1": { "Lesen, Teil 1": ["reparatur-cafe"], "Hören, Teil 1": ["zahnarzt-urlaub"] },
  "goethe-b1-1": { "Lesen, Teil 1": ["jahr-auf-dem-bauernhof"], "Hören, Teil 1": ["brueckensperrung"] },
  "telc-b1-1": { "Leseverstehen, Teil 1": ["leihladen"] },
};

describe("topic register", () => {
  it("passes a register where every subject comes once", () => {
    expect(checkTopicRegister(exams, register(clean))).toEqual({ errors: [], warnings: [] });
  });

  it("refuses a subject at two levels and names both places", () => {
    const mocks = { ...clean, "goethe-b1-1": { ...clean["goethe-b1-1"], "Hören, Teil 1": ["reparatur-cafe"] } };
    expect(checkTopicRegister(exams, register(mocks)).errors).toEqual([
      'topic "reparatur-cafe" at two levels: goethe-a2-1 (Lesen, Teil 1) A2, goethe-b1-1 (Hören, Teil 1) B1',
    ]);
  });

  it("allows it where an exception names both mocks, and only there", () => {
    const mocks = { ...clean, "goethe-b1-1": { ...clean["goethe-b1-1"], "Hören, Teil 1": ["reparatur-cafe"] } };
    const exception = { key: "reparatur-cafe", mocks: ["goethe-a2-1", "goethe-b1-1"], reason: "two shipped recordings" };
    expect(checkTopicRegister(exams, register(mocks, [exception])).errors).toEqual([]);
    const stale = { ...exception, mocks: ["goethe-a2-1", "telc-b1-1"] };
    expect(checkTopicRegister(exams, register(mocks, [stale])).errors).toEqual([
      'topics.yaml: the exception "reparatur-cafe" names telc-b1-1, which does not use it',
      'topic "reparatur-cafe" at two levels: goethe-a2-1 (Lesen, Teil 1) A2, goethe-b1-1 (Hören, Teil 1) B1',
    ]);
  });

  it("only reports a subject both families share at one level, but refuses it twice in one family and level", () => {
    const mocks = { ...clean, "telc-b1-1": { "Leseverstehen, Teil 1": ["brueckensperrung"] } };
    expect(checkTopicRegister(exams, register(mocks))).toEqual({
      errors: [],
      warnings: [
        'topic "brueckensperrung" in both families at B1: goethe-b1-1 (Hören, Teil 1), telc-b1-1 (Leseverstehen, Teil 1)',
      ],
    });
    const twice = [...exams, exam("goethe-b1-2", "goethe", "B1", ["Lesen, Teil 1"])];
    const withSecond = { ...clean, "goethe-b1-2": { "Lesen, Teil 1": ["jahr-auf-dem-bauernhof"] } };
    expect(checkTopicRegister(twice, register(withSecond)).errors).toEqual([
      'topic "jahr-auf-dem-bauernhof" twice in goethe B1: goethe-b1-1 (Lesen, Teil 1), goethe-b1-2 (Lesen, Teil 1)',
    ]);
  });

  it("refuses a mock without its entry, a Teil without topics and a Teil the mock does not have", () => {
    const { "telc-b1-1": _dropped, ...rest } = clean;
    const mocks = { ...rest, "goethe-a2-1": { "Lesen, Teil 1": ["reparatur-cafe"], "Lesen, Teil 9": ["x-y"] } };
    expect(checkTopicRegister(exams, register(mocks)).errors).toEqual([
      'goethe-a2-1: "Hören, Teil 1" has no topics in topics.yaml',
      'topics.yaml: goethe-a2-1 has no Teil "Lesen, Teil 9"',
      "telc-b1-1: no entry in the topic register (topics.yaml)",
    ]);
    expect(checkTopicRegister(exams, null).errors).toEqual(["topics.yaml: the topic register is missing"]);
  });

  it("reads content/topics.yaml and refuses a key that is not lower case words joined by hyphens", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topics-"));
    expect(readTopicsFile(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, "topics.yaml"), 'mocks:\n  goethe-a2-1:\n    "Lesen, Teil 1": [reparatur-cafe]\n');
    expect(readTopicsFile(dir)).toEqual({ exceptions: [], mocks: { "goethe-a2-1": { "Lesen, Teil 1": ["reparatur-cafe"] } } });
    fs.writeFileSync(path.join(dir, "topics.yaml"), 'mocks:\n  goethe-a2-1:\n    "Lesen, Teil 1": [Reparatur Café]\n');
    expect(() => readTopicsFile(dir)).toThrow(ContentError);
    fs.rmSync(dir, { recursive: true });
  });
});
