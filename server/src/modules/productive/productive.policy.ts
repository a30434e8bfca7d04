import type { Actor, Principal } from "../../common/principal";
import { mayReadAttempt } from "../courses/course-access.policy";
import type { AssessorKind } from "./productive.enums";

/**
 * Who may see and rate a productive answer: its owner, admins, and a teacher of a course the learner belongs to, for
 * work started since the learner joined (courses/course-access.policy.ts). Learners never see each other's.
 */
export function canAssess(
  caller: Pick<Actor, "principal" | "loaders">,
  answer: { attemptId: number; ownerId: number },
): Promise<boolean> {
  return mayReadAttempt(caller, { id: answer.attemptId, userId: answer.ownerId });
}

/**
 * The kind of assessment the caller gives to an answer they may see (canAssess): their own text is a self-assessment,
 * a learner's is a teacher's; null: not allowed.
 */
export function kindFor(principal: Principal, answer: { ownerId: number }): AssessorKind | null {
  if (answer.ownerId === principal.userId) return "self";
  return principal.isAdmin || principal.isTeacher ? "teacher" : null;
}
