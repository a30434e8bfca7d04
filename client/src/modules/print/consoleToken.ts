/**
 * The console's sign-in in this browser (same origin), for a teacher or admin who prints from the console's exam view
 * without being signed in to the learner site. The server decides what the token may see: the key only for teachers.
 */
export function consoleToken(): string | null {
  try {
    return localStorage.getItem("dp.admin.token");
  } catch {
    return null;
  }
}
