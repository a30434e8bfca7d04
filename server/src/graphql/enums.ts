import { registerEnumType } from "type-graphql";

export enum ExamFamily {
  GOETHE = "goethe",
  TELC = "telc",
}
export enum Cefr {
  A1 = "A1",
  A2 = "A2",
  B1 = "B1",
  B2 = "B2",
  C1 = "C1",
}
export enum Lang {
  DE = "de",
  EN = "en",
  AR = "ar",
  FR = "fr",
  ES = "es",
}
export enum Skill {
  READING = "reading",
  LISTENING = "listening",
}
/** Shared by exam attempts and placement runs (values as stored). */
export enum AttemptStatus {
  IN_PROGRESS = "in_progress",
  SUBMITTED = "submitted",
}
export enum PassRuleKind {
  PER_SKILL = "per_skill",
  TOTAL = "total",
  WRITTEN = "written",
}

registerEnumType(ExamFamily, { name: "ExamFamily", description: "The exam provider whose format an exam follows." });
registerEnumType(Cefr, { name: "Cefr", description: "Level of the Common European Framework of Reference." });
registerEnumType(Lang, { name: "Lang", description: "Interface and content languages; German is the default." });
registerEnumType(Skill, { name: "Skill" });
registerEnumType(AttemptStatus, {
  name: "AttemptStatus",
  description: "An exam attempt or placement run: open, or submitted (finished).",
});
registerEnumType(PassRuleKind, {
  name: "PassRule",
  description: "How the official exam decides a pass: each module on its own, on the total, or on the telc written part.",
});
