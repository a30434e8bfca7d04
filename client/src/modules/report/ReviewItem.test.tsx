// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReviewItemFieldsFragment } from "../../gql/graphql";
import { renderIn } from "../../test/render";
import { ReviewItem } from "./ReviewItem";

afterEach(cleanup);

const choice = (value: string, label: string | null, imageUrl: string | null = null) => ({
  value,
  label,
  imageUrl,
});

function item(over: Partial<ReviewItemFieldsFragment>): ReviewItemFieldsFragment {
  return {
    id: "1",
    position: 1,
    answerType: "multiple_choice",
    completeMode: null,
    answerLocation: null,
    title: "2. Wo wartet Paul?",
    lastTitle: null,
    bannerImageUrl: null,
    choices: [choice("a", "Im Café"), choice("b", "Zu Hause"), choice("c", "Am Bahnhof")],
    answer: "c",
    answerLabel: "Am Bahnhof",
    correct: true,
    correctAnswers: ["c"],
    correctLabel: "Am Bahnhof",
    modelSolution: null,
    explanation: "<p>„am Bahnhof“ steht im ersten Satz.</p>",
    ...over,
  };
}

const trueFalse = (over: Partial<ReviewItemFieldsFragment>) =>
  item({
    answerType: "true_false",
    title: "1. Paul wartet auf seine Schwester.",
    choices: [choice("true", "Richtig"), choice("false", "Falsch")],
    correctAnswers: ["true"],
    correctLabel: "Richtig",
    ...over,
  });

describe("ReviewItem", () => {
  it("a right answer: one line with the answer, no key repeated", async () => {
    await renderIn(<ReviewItem item={item({})} />);
    const card = screen.getByTestId("review-item");
    expect(card?.getAttribute("data-outcome")).toBe("right");
    expect(screen.getByTestId("review-outcome").textContent).toContain("richtig");
    expect(screen.getByTestId("review-answer").textContent).toContain("c – Am Bahnhof");
    expect(screen.queryByTestId("review-key")).toBeNull();
    expect(within(card).getByText("Multiple Choice (a, b, c)")).toBeTruthy();
    expect(card.textContent).toContain("Erklärung");
  });

  it("a wrong answer: the answer marked wrong, then the key", async () => {
    await renderIn(<ReviewItem item={item({ answer: "a", answerLabel: "Im Café", correct: false })} />);
    expect(screen.getByTestId("review-item")?.getAttribute("data-outcome")).toBe("wrong");
    expect(screen.getByTestId("review-outcome").textContent).toContain("falsch");
    expect(screen.getByTestId("review-answer").textContent).toContain("a – Im Café");
    expect(screen.getByTestId("review-answer").classList.contains("mark-wrong")).toBe(true);
    expect(screen.getByTestId("review-key").textContent).toContain("c – Am Bahnhof");
    expect(screen.getByTestId("review-key").classList.contains("mark-right")).toBe(true);
  });

  it("an unanswered item says so, shows no answer line and gives the key", async () => {
    await renderIn(<ReviewItem item={item({ answer: null, answerLabel: null, correct: false })} />);
    expect(screen.getByTestId("review-item")?.getAttribute("data-outcome")).toBe("unanswered");
    expect(screen.getByTestId("review-outcome").textContent).toContain("nicht beantwortet");
    expect(screen.getByTestId("review-outcome").textContent).not.toContain("falsch");
    expect(screen.queryByTestId("review-answer")).toBeNull();
    expect(screen.getByTestId("review-key").textContent).toContain("c – Am Bahnhof");
  });

  it("true/false: no letters, the type as the exam names it, no model solution that only repeats the key", async () => {
    await renderIn(<ReviewItem item={trueFalse({ answer: "true", answerLabel: "Richtig", modelSolution: "<p>Richtig.</p>" })} />);
    const card = screen.getByTestId("review-item");
    expect(screen.getByTestId("review-answer").textContent).toMatch(/^Richtig$/);
    expect(card.textContent).toContain("Richtig/Falsch");
    expect(card.textContent).not.toContain("Musterlösung");
    expect(card.textContent).not.toMatch(/\btrue\b/);
  });

  it("true/false answered wrong reads without contradiction: 'falsch', your answer, the solution", async () => {
    await renderIn(<ReviewItem item={trueFalse({ answer: "false", answerLabel: "Falsch", correct: false })} />);
    expect(screen.getByTestId("review-outcome").textContent).toContain("falsch");
    expect(screen.getByTestId("review-answer").textContent).toMatch(/^Falsch$/);
    expect(screen.getByTestId("review-key").textContent).toMatch(/^Richtig$/);
  });

  it("Ja/Nein items are labelled Ja/Nein", async () => {
    await renderIn(
      <ReviewItem
        item={trueFalse({ choices: [choice("true", "Ja"), choice("false", "Nein")], correctLabel: "Ja", answer: null })}
      />,
    );
    expect(screen.getByTestId("review-item").textContent).toContain("Ja/Nein");
  });

  it("matching: a label that carries its letter is not lettered twice", async () => {
    await renderIn(
      <ReviewItem
        item={item({
          answerType: "matching",
          choices: [choice("a", "a) Tanzschule"), choice("b", "b) Kino")],
          answer: "b",
          answerLabel: "b) Kino",
          correct: false,
          correctAnswers: ["a"],
          correctLabel: "a) Tanzschule",
        })}
      />,
    );
    expect(screen.getByTestId("review-key").textContent).toMatch(/^a\) Tanzschule$/);
    expect(screen.getByTestId("review-answer").textContent).toMatch(/^b\) Kino$/);
    expect(screen.getByTestId("review-item").textContent).toContain("Zuordnung");
  });

  it("a typed gap answered wrong lists every accepted answer", async () => {
    await renderIn(
      <ReviewItem
        item={item({
          answerType: "complete",
          completeMode: "write",
          answerLocation: "end",
          title: "3. Annas Zug kommt aus",
          choices: [],
          answer: "Berlin",
          answerLabel: null,
          correct: false,
          correctAnswers: ["Köln", "Koeln"],
          correctLabel: null,
        })}
      />,
    );
    expect(screen.getByTestId("review-answer").textContent).toContain("Berlin");
    expect(screen.getByTestId("review-key").textContent).toContain("Köln · Koeln");
    expect(screen.getByText("Akzeptierte Antworten")).toBeTruthy();
    expect(screen.getByTestId("review-item").textContent).toContain("Lückentext");
  });

  it("a translated true/false model solution that only says the key is left out too", async () => {
    await renderIn(<ReviewItem item={trueFalse({ answer: "true", answerLabel: "Richtig", modelSolution: "<p>صحيح.</p>" })} />, {
      lang: "ar",
    });
    expect(screen.getByTestId("review-item").textContent).not.toContain("الحل النموذجي");
  });

  it("a model solution that says more than the key is shown", async () => {
    await renderIn(<ReviewItem item={item({ modelSolution: "<p>Paul wartet am Bahnhof, nicht im Café.</p>" })} />);
    expect(screen.getByTestId("review-item").textContent).toContain("Musterlösung");
  });

  it("in Arabic the lines read right to left, the German answer stays German", async () => {
    await renderIn(<ReviewItem item={item({ answer: "a", answerLabel: "Im Café", correct: false })} />, { lang: "ar" });
    const outcome = screen.getByTestId("review-outcome");
    expect(outcome.textContent).toContain("خطأ");
    expect(outcome.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(screen.getByTestId("review-answer")?.getAttribute("lang")).toBe("de");
    expect(screen.getByTestId("review-item").querySelector(".question-title")?.getAttribute("lang")).toBe("de");
  });
});
