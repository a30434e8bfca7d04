export type Family = "GOETHE" | "TELC";

/** Route segment of a family's level list: /goethe-tests, /telc-tests. */
export function familyPath(family: Family): string {
  return family === "GOETHE" ? "/goethe-tests" : "/telc-tests";
}

export function reportPath(family: Family, attemptId: string): string {
  return family === "GOETHE" ? `/goethe-report/${attemptId}` : `/telc-report/${attemptId}`;
}

export function familyName(family: Family): string {
  return family === "GOETHE" ? "Goethe" : "telc";
}
