/**
 * A guest who opens a join link is sent to register or sign in; the code waits in localStorage (it survives the
 * Google round trip too) and the join page completes the join once the learner is back, signed in.
 */
const KEY = "pendingJoinCode";

export function rememberPendingJoin(code: string): void {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    /* without storage the learner opens the link again after signing in */
  }
}

/** The code waiting for a join, if any (left in place: the join page takes it when it joins). */
export function pendingJoin(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingJoin(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

/** Where to go after signing in when a join waits: its join page. */
export function pendingJoinPath(): string | null {
  const code = pendingJoin();
  return code ? `/join/${encodeURIComponent(code)}` : null;
}
