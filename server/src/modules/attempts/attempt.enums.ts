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

/** The official verdict of an attempt: pending while a productive skill awaits its rating. */
export const Verdict = graphqlEnum("Verdict", { PASSED: "passed", FAILED: "failed", PENDING: "pending" });
export type Verdict = EnumValue<typeof Verdict>;
