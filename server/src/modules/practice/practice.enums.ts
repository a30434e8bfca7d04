import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const AttemptKind = graphqlEnum(
  "AttemptKind",
  { MOCK: "mock", DRILL: "drill" },
  "MOCK: a sitting of one model exam. DRILL: practice of one Teil type across exams, or of the learner's mistakes.",
);
export type AttemptKind = EnumValue<typeof AttemptKind>;
export const MasteryBand = graphqlEnum(
  "MasteryBand",
  { NEW: "new", TOO_FEW: "too_few", WEAK: "weak", FAIR: "fair", STRONG: "strong" },
  "NEW: not practised. TOO_FEW: fewer than 10 items, no verdict yet. Then over the last 20 items: STRONG when the " +
    "lower end of the one-sided 95 % Wilson interval of the share right is 70 % or more; WEAK under 60 % (the pass " +
    "mark); FAIR otherwise.",
);
export type MasteryBand = EnumValue<typeof MasteryBand>;
export const ReadinessVerdict = graphqlEnum(
  "ReadinessVerdict",
  { LIKELY: "likely", POSSIBLE: "possible", NOT_YET: "not_yet", UNKNOWN: "unknown" },
  "LIKELY: the whole range clears the pass mark. POSSIBLE: it straddles it. NOT_YET: below. UNKNOWN: no evidence.",
);
export type ReadinessVerdict = EnumValue<typeof ReadinessVerdict>;
export const ReadinessBasis = graphqlEnum(
  "ReadinessBasis",
  { HISTORY: "history", PLACEMENT: "placement", NONE: "none" },
  "HISTORY: recent mocks and drills. PLACEMENT: the placement result, until there is history. NONE.",
);
export type ReadinessBasis = EnumValue<typeof ReadinessBasis>;
