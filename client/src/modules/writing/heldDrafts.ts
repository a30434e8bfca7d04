/**
 * Texts the server would refuse (too long, control characters) are not sent: they are held on the device
 * instead, so a reload shows the learner's draft and its message rather than the last saved version.
 */
const key = (attemptId: string) => `examHeldDrafts:${attemptId}`;

export function loadHeld(attemptId: string): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(key(attemptId)) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** Holds a refused text, or (value null) lets go of it once the learner fixed it. */
export function setHeld(attemptId: string, subQuestionId: string, value: string | null): void {
  const held = loadHeld(attemptId);
  if (value === null) delete held[subQuestionId];
  else held[subQuestionId] = value;
  try {
    if (Object.keys(held).length) localStorage.setItem(key(attemptId), JSON.stringify(held));
    else localStorage.removeItem(key(attemptId));
  } catch {
    /* no storage: the text stays in the page */
  }
}
