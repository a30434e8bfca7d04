import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const ExamFamily = graphqlEnum(
  "ExamFamily",
  { GOETHE: "goethe", TELC: "telc" },
  "The exam provider whose format an exam follows.",
);
export type ExamFamily = EnumValue<typeof ExamFamily>;
export const Cefr = graphqlEnum(
  "Cefr",
  { A1: "A1", A2: "A2", B1: "B1", B2: "B2", C1: "C1" },
  "Level of the Common European Framework of Reference.",
);
export type Cefr = EnumValue<typeof Cefr>;
