import { graphqlEnum, type EnumValue } from "../../graphql/enum";

/** How well the learner remembered a word (the four FSRS grades). */
export const WordRating = graphqlEnum(
  "WordRating",
  { AGAIN: "again", HARD: "hard", GOOD: "good", EASY: "easy" },
  "AGAIN: forgotten. HARD: remembered with effort. GOOD: remembered. EASY: remembered at once.",
);
export type WordRating = EnumValue<typeof WordRating>;
/** Where a card is in the scheduler: not yet reviewed, being learnt, in long-term review, or relearnt after a lapse. */
export const WordState = graphqlEnum(
  "WordState",
  { NEW: "new", LEARNING: "learning", REVIEW: "review", RELEARNING: "relearning" },
  "NEW: never reviewed. LEARNING: first short steps. REVIEW: spaced over days. RELEARNING: after a lapse.",
);
export type WordState = EnumValue<typeof WordState>;
