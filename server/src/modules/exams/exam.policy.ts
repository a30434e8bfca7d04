import type { Principal } from "../../common/principal";
import type { Exam } from "./exam.entity";

/** Who may see an exam: everyone a published one; admins also a draft. */
export function canSeeExam(principal: Principal | null, exam: Pick<Exam, "published">): boolean {
  return exam.published || !!principal?.isAdmin;
}
