import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const Skill = graphqlEnum("Skill", {
  READING: "reading",
  LISTENING: "listening",
  WRITING: "writing",
  SPEAKING: "speaking",
});
export type Skill = EnumValue<typeof Skill>;
export const PassRuleKind = graphqlEnum(
  "PassRule",
  { PER_SKILL: "per_skill", TOTAL: "total", WRITTEN: "written" },
  "How the official exam decides a pass: each module on its own, on the total, or on the telc written part.",
);
export type PassRuleKind = EnumValue<typeof PassRuleKind>;
