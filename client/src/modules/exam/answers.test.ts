import { describe, expect, it } from "vitest";
import { answerToSend, hasAnswer, pageAnswers, toAnswerInputs } from "./answers";
import { introWithoutTitle, optionText } from "./labels";

describe("answerToSend", () => {
  it("sends what the learner typed or chose, spaces included", () => {
    expect(answerToSend("b")).toBe("b");
    expect(answerToSend(" am Bahnhof ")).toBe(" am Bahnhof ");
  });

  it("sends an emptied field as an empty answer, which takes the earlier one back", () => {
    expect(answerToSend("")).toBe("");
    expect(answerToSend("   ")).toBe("");
  });
});

describe("pageAnswers", () => {
  it("shows the server's saved answers over what the form held", () => {
    const answers = pageAnswers({ q1: "a", q9: "x" }, [{ subQuestionId: "q1", value: "b" }], {});
    expect(answers).toEqual({ q1: "b", q9: "x" });
  });

  it("shows an answer not yet acknowledged over the saved one (the learner's latest)", () => {
    const answers = pageAnswers(
      {},
      [
        { subQuestionId: "q1", value: "a" },
        { subQuestionId: "q2", value: "falsch" },
      ],
      { q1: "c" },
    );
    expect(answers).toEqual({ q1: "c", q2: "falsch" });
  });
});

describe("hasAnswer", () => {
  const questions = [{ id: "q1" }, { id: "q2" }];

  it("lets the learner on once one sub-question of the page is answered", () => {
    expect(hasAnswer(questions, { q2: "richtig" })).toBe(true);
  });

  it("holds the learner back on an empty page; blanks and other pages' answers do not count", () => {
    expect(hasAnswer(questions, {})).toBe(false);
    expect(hasAnswer(questions, { q1: "  ", q2: "" })).toBe(false);
    expect(hasAnswer(questions, { q7: "a" })).toBe(false);
  });
});

describe("toAnswerInputs", () => {
  it("turns a batch into the saveAnswers input, one entry per sub-question", () => {
    const batch = new Map([
      ["q1", "a"],
      ["q2", ""],
    ]);
    expect(toAnswerInputs(batch)).toEqual([
      { subQuestionId: "q1", value: "a" },
      { subQuestionId: "q2", value: "" },
    ]);
  });
});

describe("optionText", () => {
  it("puts the letter in front of a label that lacks it", () => {
    expect(optionText("a", "Anzeige A")).toBe("a – Anzeige A");
  });

  it("keeps a label that already starts with its letter", () => {
    expect(optionText("a", "a Es gibt keinen Zug mehr.")).toBe("a Es gibt keinen Zug mehr.");
    expect(optionText("b", "b) im Büro")).toBe("b) im Büro");
    expect(optionText("c", "c")).toBe("c");
  });

  it("does not take a word that merely starts with the letter for the letter", () => {
    expect(optionText("a", "Abfahrt 10 Uhr")).toBe("a – Abfahrt 10 Uhr");
  });

  it("shows the bare value without a label", () => {
    expect(optionText("x", null)).toBe("x");
    expect(optionText("x", undefined)).toBe("x");
  });
});

describe("introWithoutTitle", () => {
  it("drops the intro's leading title when the page shows it as its heading", () => {
    expect(introWithoutTitle("<p><strong>Teil 1</strong></p><p>Lesen Sie.</p>", "Teil 1")).toBe("<p>Lesen Sie.</p>");
  });

  it("keeps an intro that does not start with the title", () => {
    expect(introWithoutTitle("<p>Lesen Sie.</p>", "Teil 1")).toBe("<p>Lesen Sie.</p>");
    expect(introWithoutTitle("<p>Lesen Sie.</p>", null)).toBe("<p>Lesen Sie.</p>");
    expect(introWithoutTitle(null, "Teil 1")).toBeNull();
  });
});
