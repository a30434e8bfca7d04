import type { TFunction } from "i18next";

/** "Goethe B1", "telc", "" : a course's family and level as a small line. */
export function levelLine(course: { family?: string | null; cefr?: string | null }): string {
  const family = course.family === "GOETHE" ? "Goethe" : course.family === "TELC" ? "telc" : "";
  return [family, course.cefr ?? ""].filter(Boolean).join(" ");
}

/** The modules of an assignment in the interface language ("Lesen, Hören"), or "" when it holds all of them. */
export function skillList(skills: readonly string[], t: TFunction): string {
  return skills.map((s) => t(`exam.skill.${s}`, { ns: "common" })).join(", ");
}

/** The join link of a code under the interface language: https://host/ar/join/K7P2QX. */
export function joinLink(origin: string, lang: string, code: string): string {
  return `${origin}/${lang}/join/${encodeURIComponent(code)}`;
}

/** The console's grading screen for one answer (the console grades; the learner client links there). */
export function gradingHref(attemptId: string, subQuestionId: string): string {
  return `/admin/grading/${attemptId}-${subQuestionId}/show`;
}
