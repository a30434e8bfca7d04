import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import type { Principal } from "../../common/principal";
import type { AttemptView } from "./attempt.loaders";
import { attemptMessages as M } from "./attempt.messages";

/** The rules of who may do what with an attempt; every edge reaches them through AttemptService. */

export { registered, signedIn } from "../../common/principal";

/** An attempt is its owner's; admins may read any. */
export function canRead(principal: Principal, view: Pick<AttemptView, "userId">): boolean {
  return view.userId === principal.userId || principal.isAdmin;
}

/** Only the owner changes an attempt (admins read, they never answer for a learner). */
export function canChange(principal: Principal, view: Pick<AttemptView, "userId">): boolean {
  return view.userId === principal.userId;
}

/** Another learner's attempt is NOT_FOUND, exactly like an id that does not exist: ids reveal nothing. */
export function assertCanRead(principal: Principal, view: Pick<AttemptView, "userId" | "id">): void {
  if (!canRead(principal, view)) throw attemptNotFound(view.id);
}

/** FORBIDDEN only for who may read the attempt but not change it (an admin); NOT_FOUND for anyone else. */
export function assertCanChange(principal: Principal, view: Pick<AttemptView, "userId" | "id">): void {
  if (!canRead(principal, view)) throw attemptNotFound(view.id);
  if (!canChange(principal, view)) throw new AppError("FORBIDDEN", commonMessages.forbidden);
}

export function attemptNotFound(raw: string | number): AppError {
  return new AppError("NOT_FOUND", M.attemptNotFound, { attemptId: String(raw) });
}

export function attemptSubmitted(view: Pick<AttemptView, "id">): AppError {
  return new AppError("ATTEMPT_SUBMITTED", M.submitted, { attemptId: String(view.id) });
}
