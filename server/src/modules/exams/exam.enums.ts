import { registerEnumType } from "type-graphql";

export enum Skill {
  READING = "reading",
  LISTENING = "listening",
  WRITING = "writing",
  SPEAKING = "speaking",
}
export enum PassRuleKind {
  PER_SKILL = "per_skill",
  TOTAL = "total",
  WRITTEN = "written",
}

registerEnumType(Skill, { name: "Skill" });
registerEnumType(PassRuleKind, {
  name: "PassRule",
  description: "How the official exam decides a pass: each module on its own, on the total, or on the telc written part.",
});
