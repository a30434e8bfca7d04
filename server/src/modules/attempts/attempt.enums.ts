import { registerEnumType } from "type-graphql";

/** Shared by exam attempts and placement runs (values as stored). */
export const AttemptStatus = { IN_PROGRESS: "in_progress", SUBMITTED: "submitted" } as const;
export type AttemptStatus = (typeof AttemptStatus)[keyof typeof AttemptStatus];

export const AttemptModeKind = { EXAM: "exam", TRAINING: "training" } as const;
export type AttemptModeKind = (typeof AttemptModeKind)[keyof typeof AttemptModeKind];

/** The official verdict of an attempt: pending while a productive skill awaits its rating. */
export const Verdict = { PASSED: "passed", FAILED: "failed", PENDING: "pending" } as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

registerEnumType(Verdict, { name: "Verdict" });
registerEnumType(AttemptStatus, {
  name: "AttemptStatus",
  description: "An exam attempt or placement run: open, or submitted (finished).",
});
registerEnumType(AttemptModeKind, {
  name: "AttemptMode",
  description: "EXAM: module time limits and audio play limits held on the server. TRAINING: no limits.",
});
