import { registerEnumType } from "type-graphql";

export enum AssessorKind {
  SELF = "self",
  TEACHER = "teacher",
}
registerEnumType(AssessorKind, {
  name: "AssessorKind",
  description: "SELF: the learner's own rating. TEACHER: a teacher's or an admin's.",
});

export enum GradingStatus {
  AWAITING = "awaiting",
  GRADED = "graded",
}
registerEnumType(GradingStatus, {
  name: "GradingStatus",
  description: "AWAITING: no teacher's assessment yet. GRADED: one exists.",
});

export enum RegisterSlipKind {
  MIXED_ADDRESS = "MIXED_ADDRESS",
  NO_GREETING = "NO_GREETING",
  NO_CLOSING = "NO_CLOSING",
}
registerEnumType(RegisterSlipKind, { name: "RegisterSlipKind" });

export enum WordRange {
  BELOW = "BELOW",
  WITHIN = "WITHIN",
  ABOVE = "ABOVE",
}
registerEnumType(WordRange, { name: "WordRange" });
