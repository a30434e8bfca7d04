import { pendingJoinPath } from "../courses/pendingJoin";

/** A guest who finished an exam is sent to register; afterwards their result is shown. */
const KEY = "pendingResultExamId";

export function rememberPendingResult(examId: string): void {
  try {
    localStorage.setItem(KEY, examId);
  } catch {
    /* without storage the learner finds the result in their progress */
  }
}

/** Where to go after signing in: a course join waiting for it, the guest's result if one is waiting, else the given path. */
export function takePendingResultPath(fallback: string): string {
  const join = pendingJoinPath();
  if (join) return join;
  try {
    const examId = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return examId ? `/result?examId=${encodeURIComponent(examId)}` : fallback;
  } catch {
    return fallback;
  }
}
