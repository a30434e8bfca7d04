import type { Principal } from "../../common/principal";
import type { AssessorKind } from "./productive.enums";

/** Who may see and rate a productive answer: its owner, and teachers and admins. Learners never see each other's. */
export function canAssess(principal: Principal, answer: { ownerId: number }): boolean {
  return answer.ownerId === principal.userId || principal.isAdmin || !!principal.isTeacher;
}

/** The kind of assessment the caller gives: their own text is a self-assessment, a learner's is a teacher's; null: not allowed. */
export function kindFor(principal: Principal, answer: { ownerId: number }): AssessorKind | null {
  if (answer.ownerId === principal.userId) return "self";
  return principal.isAdmin || principal.isTeacher ? "teacher" : null;
}
