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

/**
 * The sizes of the catalogue's lists, for the cost limit (`@listSize`): a family has one level per CEFR level, a level
 * five images; a level's published mocks are three per family and level as shipped, ten allows for authoring more.
 */
export const LEVELS_PER_FAMILY = Object.keys(Cefr).length;
export const IMAGES_PER_LEVEL = 5;
export const EXAMS_PER_LEVEL = 10;
