import type { ExamFile } from "./content.schema";
import { countWords, modelTextProblems } from "./model-texts";

const exam = (text: string) =>
  ({
    blocks: [
      {
        title: "Schreiben, Teil 1",
        questions: [
          { type: "writing", minWords: 5, maxWords: 8, solution: { de: text } },
          { type: "true_false", answer: "true" },
        ],
      },
    ],
  }) as unknown as ExamFile;

describe("model texts", () => {
  it("counts words as the writing feedback does, without markup", () => {
    expect(countWords("<p>Liebe Frau Weiß,</p><p>vielen Dank – bis Montag!</p>")).toBe(7);
  });

  it("names a model text shorter or longer than its task's word range", () => {
    expect(modelTextProblems("x.yaml", exam("Eins zwei drei vier."))).toEqual([
      'x.yaml: blocks.0.questions.0 "Schreiben, Teil 1": the model text has 4 words, the task asks for at least 5',
    ]);
    expect(modelTextProblems("x.yaml", exam("a b c d e f g h i"))).toEqual([
      'x.yaml: blocks.0.questions.0 "Schreiben, Teil 1": the model text has 9 words, the task allows at most 8',
    ]);
    expect(modelTextProblems("x.yaml", exam("<p>Eins zwei drei vier fünf.</p>"))).toEqual([]);
  });
});
