import { registerEnumType } from "type-graphql";

/** How well the learner remembered a word (the four FSRS grades). */
export const WordRating = { AGAIN: "again", HARD: "hard", GOOD: "good", EASY: "easy" } as const;
export type WordRating = (typeof WordRating)[keyof typeof WordRating];
/** Where a card is in the scheduler: not yet reviewed, being learnt, in long-term review, or relearnt after a lapse. */
export const WordState = { NEW: "new", LEARNING: "learning", REVIEW: "review", RELEARNING: "relearning" } as const;
export type WordState = (typeof WordState)[keyof typeof WordState];

registerEnumType(WordRating, {
  name: "WordRating",
  description: "AGAIN: forgotten. HARD: remembered with effort. GOOD: remembered. EASY: remembered at once.",
});
registerEnumType(WordState, {
  name: "WordState",
  description: "NEW: never reviewed. LEARNING: first short steps. REVIEW: spaced over days. RELEARNING: after a lapse.",
});
