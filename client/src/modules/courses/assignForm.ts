/** The assign form's values and its checks (pure, unit-tested). */
export interface AssignValues {
  kind: "exam" | "practice";
  examId: string;
  skills: string[];
  mode: "EXAM" | "TRAINING";
  practiceSetId: string;
  title: string;
  startsAt: string;
  dueAt: string;
  note: string;
}

export type AssignErrors = Partial<Record<"examId" | "skills" | "practiceSetId" | "title" | "dueAt", string>>;

/** Message keys (namespace courses) of what is missing or wrong; empty when the form may be sent. */
export function validateAssign(v: AssignValues): AssignErrors {
  const errors: AssignErrors = {};
  if (v.kind === "exam") {
    if (!v.examId) errors.examId = "assign.errors.exam";
    else if (!v.skills.length) errors.skills = "assign.errors.skills";
  } else if (!v.practiceSetId) errors.practiceSetId = "assign.errors.set";
  if (!v.title.trim()) errors.title = "assign.errors.title";
  if (v.startsAt && v.dueAt && new Date(v.dueAt) <= new Date(v.startsAt)) errors.dueAt = "assign.errors.dueBeforeStart";
  return errors;
}
