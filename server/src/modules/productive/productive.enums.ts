import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const AssessorKind = graphqlEnum(
  "AssessorKind",
  { SELF: "self", TEACHER: "teacher" },
  "SELF: the learner's own rating. TEACHER: a teacher's or an admin's.",
);
export type AssessorKind = EnumValue<typeof AssessorKind>;

export const GradingStatus = graphqlEnum(
  "GradingStatus",
  { AWAITING: "awaiting", GRADED: "graded" },
  "AWAITING: no teacher's assessment yet. GRADED: one exists.",
);
export type GradingStatus = EnumValue<typeof GradingStatus>;

export const RegisterSlipKind = graphqlEnum("RegisterSlipKind", {
  MIXED_ADDRESS: "MIXED_ADDRESS",
  NO_GREETING: "NO_GREETING",
  NO_CLOSING: "NO_CLOSING",
});
export type RegisterSlipKind = EnumValue<typeof RegisterSlipKind>;

export const WordRange = graphqlEnum("WordRange", { BELOW: "BELOW", WITHIN: "WITHIN", ABOVE: "ABOVE" });
export type WordRange = EnumValue<typeof WordRange>;
