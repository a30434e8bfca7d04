/** The original client's shapes of placement runs and items (Laravel-era rows). */
import type { PlacementItem } from "./placement-item.entity";
import type { PlacementResponse } from "./placement-response.entity";
import type { PlacementRun } from "./placement-run.entity";

/** A quiz row as the client reads it; no expected_answer while the run is open. */
export function quizRow(item: PlacementItem, withKey: boolean) {
  return {
    id: item.id,
    title: item.title,
    first_choice: item.choices[0] ?? null,
    second_choice: item.choices[1] ?? null,
    third_choice: item.choices[2] ?? null,
    fourth_choice: item.choices[3] ?? null,
    expected_answer: withKey ? item.correctAnswer : null,
    level_id: null,
    type: item.difficulty,
    levels: { name: item.cefr },
    sets: { type: item.difficulty },
  };
}

const setTypeLabel = (t: string | null) => (t === "mixed" ? "middle" : (t ?? "difficult"));

export function resultRow(run: PlacementRun) {
  return {
    id: run.id,
    user_id: run.userId,
    levelName: run.resultLevel ?? "A1 nicht erreicht",
    type: setTypeLabel(run.resultSetType),
    correct: run.resultCorrect ?? 0,
    status: 0,
  };
}

/** user-quizes-test: the result with every answer, its key and the item. */
export function reportRow(run: PlacementRun, answered: { response: PlacementResponse; item: PlacementItem }[]) {
  return {
    ...resultRow(run),
    quizes_answers: answered.map(({ response: r, item }) => ({
      id: r.id,
      quize_id: r.itemId,
      answer: r.value,
      expected_answer: item.correctAnswer,
      correct: r.correct,
      quizes: quizRow(item, true),
    })),
  };
}
