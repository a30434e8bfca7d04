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

registerEnumType(ExamFamily, { name: "ExamFamily", description: "The exam provider whose format an exam follows." });
registerEnumType(Cefr, { name: "Cefr", description: "Level of the Common European Framework of Reference." });
