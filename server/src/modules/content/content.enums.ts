import { registerEnumType } from "type-graphql";

export const ExamFamily = { GOETHE: "goethe", TELC: "telc" } as const;
export type ExamFamily = (typeof ExamFamily)[keyof typeof ExamFamily];
export const Cefr = { A1: "A1", A2: "A2", B1: "B1", B2: "B2", C1: "C1" } as const;
export type Cefr = (typeof Cefr)[keyof typeof Cefr];

registerEnumType(ExamFamily, { name: "ExamFamily", description: "The exam provider whose format an exam follows." });
registerEnumType(Cefr, { name: "Cefr", description: "Level of the Common European Framework of Reference." });

/**
 * The sizes of the catalogue's lists, for the cost limit (`@listSize`): a family has one level per CEFR level, a level
 * five images; a level's published mocks are three per family and level as shipped, ten allows for authoring more.
 */
export const LEVELS_PER_FAMILY = Object.keys(Cefr).length;
export const IMAGES_PER_LEVEL = 5;
export const EXAMS_PER_LEVEL = 10;
