import { registerEnumType } from "type-graphql";

export const AttemptKind = { MOCK: "mock", DRILL: "drill" } as const;
export type AttemptKind = (typeof AttemptKind)[keyof typeof AttemptKind];
export const MasteryBand = { NEW: "new", TOO_FEW: "too_few", WEAK: "weak", FAIR: "fair", STRONG: "strong" } as const;
export type MasteryBand = (typeof MasteryBand)[keyof typeof MasteryBand];
export const ReadinessVerdict = { LIKELY: "likely", POSSIBLE: "possible", NOT_YET: "not_yet", UNKNOWN: "unknown" } as const;
export type ReadinessVerdict = (typeof ReadinessVerdict)[keyof typeof ReadinessVerdict];
export const ReadinessBasis = { HISTORY: "history", PLACEMENT: "placement", NONE: "none" } as const;
export type ReadinessBasis = (typeof ReadinessBasis)[keyof typeof ReadinessBasis];

registerEnumType(AttemptKind, {
  name: "AttemptKind",
  description: "MOCK: a sitting of one model exam. DRILL: practice of one Teil type across exams, or of the learner's mistakes.",
});
registerEnumType(MasteryBand, {
  name: "MasteryBand",
  description:
    "NEW: not practised. TOO_FEW: fewer than 10 items, no verdict yet. Then over the last 20 items: STRONG when the " +
    "lower end of the one-sided 95 % Wilson interval of the share right is 70 % or more; WEAK under 60 % (the pass " +
    "mark); FAIR otherwise.",
});
registerEnumType(ReadinessVerdict, {
  name: "ReadinessVerdict",
  description: "LIKELY: the whole range clears the pass mark. POSSIBLE: it straddles it. NOT_YET: below. UNKNOWN: no evidence.",
});
registerEnumType(ReadinessBasis, {
  name: "ReadinessBasis",
  description: "HISTORY: recent mocks and drills. PLACEMENT: the placement result, until there is history. NONE.",
});
