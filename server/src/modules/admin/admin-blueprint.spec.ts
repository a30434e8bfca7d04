import path from "node:path";
import { readBlueprints } from "../exams/format/blueprint-check";
import { blueprintProblems, type ExamShape } from "./admin-blueprint";

const blueprints = readBlueprints(path.join(__dirname, "../../../../content"));
const bp = blueprints["goethe-A2"];

/** A Goethe A2 exam true to its blueprint: four reading Teile of 5, four listening Teile of 5, 30 + 30 minutes. */
function goetheA2(): ExamShape {
  const blocks = [
    ...[1, 2, 3, 4].map((n) => ({ id: n, type: "reading" as const, title: `Lesen, Teil ${n}`, items: 5 })),
    ...[1, 2, 3, 4].map((n) => ({ id: 10 + n, type: "listening" as const, title: `Hören, Teil ${n}`, items: 5 })),
  ];
  return { id: 1, readingMinutes: 30, listeningMinutes: 30, blocks };
}

describe("the publish check against the blueprint", () => {
  it("an exam true to its blueprint has no problem", () => {
    expect(blueprintProblems(bp, goetheA2())).toEqual([]);
  });

  it("no blueprint for the family and level: nothing to compare", () => {
    expect(blueprintProblems(undefined, { ...goetheA2(), blocks: [] })).toEqual([]);
  });

  it.each<[string, (e: ExamShape) => ExamShape, [string, number, string, Record<string, string | number>][]]>([
    [
      "a draft with one listening part (as the issue found it)",
      (e) => ({ ...e, blocks: [e.blocks[4]] }),
      [
        ["exams", 1, "bpMissing", { teil: "Lesen, Teil 1", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Lesen, Teil 2", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Lesen, Teil 3", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Lesen, Teil 4", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Hören, Teil 2", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Hören, Teil 3", items: 5 }],
        ["exams", 1, "bpMissing", { teil: "Hören, Teil 4", items: 5 }],
      ],
    ],
    [
      "a Teil with an item too few",
      (e) => ({ ...e, blocks: e.blocks.map((b) => (b.id === 3 ? { ...b, items: 4 } : b)) }),
      [["question_blocks", 3, "bpItems", { teil: "Lesen, Teil 3", count: 4, items: 5 }]],
    ],
    [
      "a Teil split over two blocks counts their items together",
      (e) => ({
        ...e,
        blocks: [
          ...e.blocks.map((b) => (b.id === 2 ? { ...b, items: 2 } : b)),
          { id: 99, type: "reading", title: "Lesen, Teil 2 (Fortsetzung)", items: 3 },
        ],
      }),
      [],
    ],
    [
      "a block whose title is no Teil",
      (e) => ({ ...e, blocks: [...e.blocks, { id: 50, type: "reading", title: "Bonus", items: 2 }] }),
      [
        [
          "question_blocks",
          50,
          "bpNoTeil",
          { title: "Bonus", teile: "Lesen, Teil 1, Lesen, Teil 2, Lesen, Teil 3, Lesen, Teil 4" },
        ],
      ],
    ],
    [
      "module minutes that differ, and none set",
      (e) => ({ ...e, readingMinutes: 45, listeningMinutes: null }),
      [
        ["exams", 1, "bpReadingMinutes", { minutes: 45, expected: 30 }],
        ["exams", 1, "bpListeningMinutes", { minutes: "–", expected: 30 }],
      ],
    ],
  ])("%s", (_name, change, expected) => {
    expect(blueprintProblems(bp, change(goetheA2())).map((p) => [p.resource, p.id, p.key, p.params])).toEqual(expected);
  });
});
