/** Answers of a page as the form holds them: sub-question id → value. */
export type Answers = Record<string, string>;

/** What is sent for a typed or chosen value: a field the learner emptied goes as "", which takes the earlier answer back. */
export function answerToSend(value: string): string {
  return value.trim() ? value : "";
}

/** The page's answers: the form's, then the server's saved ones, then any the server has not acknowledged yet (newest wins). */
export function pageAnswers(
  form: Answers,
  saved: readonly { subQuestionId: string; value: string }[],
  unsaved: Answers,
): Answers {
  return { ...form, ...Object.fromEntries(saved.map((a) => [a.subQuestionId, a.value])), ...unsaved };
}

/** A page may be left once at least one of its sub-questions has an answer (blanks do not count). */
export function hasAnswer(questions: readonly { id: string }[], answers: Answers): boolean {
  return questions.some((q) => !!answers[q.id]?.trim());
}

/** The saveAnswers input for a batch of answers. */
export function toAnswerInputs(batch: ReadonlyMap<string, string>): { subQuestionId: string; value: string }[] {
  return [...batch].map(([subQuestionId, value]) => ({ subQuestionId, value }));
}
