import { registerEnumType } from "type-graphql";

export const ExamFamily = { GOETHE: "goethe", TELC: "telc" } as const;
export type ExamFamily = (typeof ExamFamily)[keyof typeof ExamFamily];
export const Cefr = { A1: "A1", A2: "A2", B1: "B1", B2: "B2", C1: "C1" } as const;
export type Cefr = (typeof Cefr)[keyof typeof Cefr];

registerEnumType(ExamFamily, { name: "ExamFamily", description: "The exam provider whose format an exam follows." });
registerEnumType(Cefr, { name: "Cefr", description: "Level of the Common European Framework of Reference." });
