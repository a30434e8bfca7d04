// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answeredPerModule } from "./NoResultPage";

describe("the kept answers per module on /noresult", () => {
  it("adds up each module's pages in the exam's order", () => {
    const page = (skill: "READING" | "LISTENING" | "WRITING", answered: number, questions: number, number: number) => ({
      number,
      skill,
      answered,
      questions,
    });
    expect(
      answeredPerModule({
        pageStates: [page("READING", 5, 5, 1), page("READING", 0, 1, 2), page("LISTENING", 1, 1, 3), page("WRITING", 1, 1, 4)],
      }),
    ).toEqual([
      { skill: "READING", answered: 5, questions: 6 },
      { skill: "LISTENING", answered: 1, questions: 1 },
      { skill: "WRITING", answered: 1, questions: 1 },
    ]);
  });
});
