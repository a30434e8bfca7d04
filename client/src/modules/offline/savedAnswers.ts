const savedKey = (attemptId: string) => `examSavedAnswers:${attemptId}`;

/** The answers the server acknowledged for an attempt, by sub-question (written by the answer saver). */
export function savedAnswers(attemptId: string): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(savedKey(attemptId)) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberSaved(attemptId: string, batch: ReadonlyMap<string, string>): void {
  try {
    localStorage.setItem(savedKey(attemptId), JSON.stringify({ ...savedAnswers(attemptId), ...Object.fromEntries(batch) }));
  } catch {
    /* a convenience for the offline view */
  }
}
