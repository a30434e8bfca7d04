/**
 * Who may practise: the sets are public (guests see them and are asked to register); drills, checking answers,
 * mistakes, mastery and readiness are for registered learners, each over their own work only (every read is
 * keyed by the caller's id; an attempt is read through AttemptService and its owner-or-admin rule).
 */
export { registered } from "../../common/principal";
