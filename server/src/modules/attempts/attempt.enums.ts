import { graphqlEnum, type EnumValue } from "../../graphql/enum";

/** Shared by exam attempts and placement runs (values as stored). */
export const AttemptStatus = graphqlEnum(
  "AttemptStatus",
  { IN_PROGRESS: "in_progress", SUBMITTED: "submitted" },
  "An exam attempt or placement run: open, or submitted (finished).",
);
export type AttemptStatus = EnumValue<typeof AttemptStatus>;

export const AttemptModeKind = graphqlEnum(
  "AttemptMode",
  { EXAM: "exam", TRAINING: "training" },
  "EXAM: module time limits and audio play limits held on the server. TRAINING: no limits.",
);
export type AttemptModeKind = EnumValue<typeof AttemptModeKind>;

/**
 * The official verdict of an attempt: pending while a productive skill awaits its rating. NOT_TAKEN marks a part only
 * (a module of a modular exam the learner did not sit), never the verdict over them.
 */
export const Verdict = graphqlEnum("Verdict", {
  PASSED: "passed",
  FAILED: "failed",
  PENDING: "pending",
  NOT_TAKEN: "not_taken",
});
export type Verdict = EnumValue<typeof Verdict>;

/** A writing or speaking task of a result: graded (by a teacher or the learner), awaiting a grade, or left empty (0 points). */
export const TaskStatus = graphqlEnum(
  "TaskStatus",
  { GRADED: "graded", PENDING: "pending", NO_ANSWER: "no_answer" },
  "GRADED: an assessment counts. PENDING: awaits one. NO_ANSWER: nothing written or said, scored 0 at hand-in, never queued.",
);
export type TaskStatus = EnumValue<typeof TaskStatus>;
