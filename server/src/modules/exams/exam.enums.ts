import { registerEnumType } from "type-graphql";

export const Skill = { READING: "reading", LISTENING: "listening", WRITING: "writing", SPEAKING: "speaking" } as const;
export type Skill = (typeof Skill)[keyof typeof Skill];
export const PassRuleKind = { PER_SKILL: "per_skill", TOTAL: "total", WRITTEN: "written" } as const;
export type PassRuleKind = (typeof PassRuleKind)[keyof typeof PassRuleKind];

registerEnumType(Skill, { name: "Skill" });
registerEnumType(PassRuleKind, {
  name: "PassRule",
  description: "How the official exam decides a pass: each module on its own, on the total, or on the telc written part.",
});
