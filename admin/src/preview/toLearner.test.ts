import { describe, expect, it } from "vitest";
import type { AdminPreviewPage } from "../providers/dataProvider";
import { keyAnswers, toLearnerPart } from "./toLearner";

const q = (over: Partial<AdminPreviewPage["subQuestions"][number]>) =>
  ({
    id: "1",
    blockId: "9",
    examId: "3",
    position: 1,
    kind: "multiple_choice",
    title: "Wo wartet Paul?",
    lastTitle: null,
    bannerImage: null,
    bannerUrl: null,
    highlight: false,
    choiceKind: "text",
    textChoices: [],
    imageChoices: [],
    trueFalseLabels: null,
    location: null,
    acceptedAnswers: [],
    options: [],
    answer: "c",
    choices: [
      { value: "a", label: "Im Café", imageUrl: null },
      { value: "c", label: "Am Bahnhof", imageUrl: null },
    ],
    modelSolution: null,
    explanation: null,
    task: null,
    points: [],
    minWords: null,
    maxWords: null,
    rubricKey: null,
    ...over,
  }) as AdminPreviewPage["subQuestions"][number];

const page = {
  number: 2,
  pageCount: 3,
  place: { skill: "READING", teil: 2, teilCount: 2, text: 1, textCount: 1 },
  exam: { id: "3", name: "Probe" },
  block: {
    id: "9",
    skill: "READING",
    title: "Lesen, Teil 2",
    intro: null,
    passage: "<p>Text</p>",
    audioUrl: null,
    imageUrl: null,
    playLimit: null,
    optionPool: [
      { value: "a", label: "Anzeige A" },
      { value: "b", label: "Anzeige B" },
    ],
  },
  rubrics: [],
  subQuestions: [
    q({}),
    q({ id: "2", kind: "gap_text", location: "end", answer: null, acceptedAnswers: ["Berlin", "in Berlin"], choices: [] }),
    q({ id: "3", kind: "matching", answer: "b", choices: [] }),
  ],
} as unknown as AdminPreviewPage;

describe("the preview's part for the learner's components", () => {
  it("gives each item the answer type, gap mode and choices the exam player gets (matching: the pool)", () => {
    const part = toLearnerPart(page, "de");
    expect(part.block.title).toBe("Lesen, Teil 2");
    expect(part.block.subQuestions.map((s) => [s.answerType, s.completeMode, s.choices.map((c) => c.value)])).toEqual([
      ["multiple_choice", null, ["a", "c"]],
      ["complete", "text", []],
      ["matching", null, ["a", "b"]],
    ]);
    expect(part.block.subQuestions[1].answerLocation).toBe("end");
  });

  it("fills in the keys as answers: the choice, a typed gap's first accepted answer, the pool letter", () => {
    expect(keyAnswers(page)).toEqual({ "1": "c", "2": "Berlin", "3": "b" });
  });
});
