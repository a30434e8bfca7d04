import { DateTimeResolver } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { AttemptStatus } from "../attempts/attempt.enums";
import { Cefr } from "../content/content.enums";
import type { CefrCode } from "../content/level.entity";
import type { PlacementSetType } from "./placement-run.entity";

@ObjectType("PlacementItem", { description: "A four-choice placement item; never carries its key." })
export class PlacementItemType {
  @Field(() => ID)
  id: number;

  @Field()
  title: string;

  @Field(() => [String])
  choices: string[];
}

@ObjectType("PlacementRun", { description: "One run of the placement test (owner or admin)." })
export class PlacementRunType {
  @Field(() => ID)
  id: number;

  @Field(() => AttemptStatus)
  status: AttemptStatus;

  @Field(() => Int, { description: "Number of the set now being answered (1-based); send it back with answerPlacement." })
  round: number;

  @Field(() => DateTimeResolver)
  startedAt: Date;

  @Field(() => DateTimeResolver, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType("PlacementResponse", { description: "One answered (or unanswered) item of a finished run, for review." })
export class PlacementResponseType {
  /** Internal: the item to load. */
  itemId: number;

  @Field(() => Int, { description: "The set (round) the item belonged to." })
  round: number;

  @Field({ description: "The learner's choice; empty when the item was left unanswered." })
  value: string;

  @Field({ description: "False when the item was left unanswered (counted as wrong)." })
  answered: boolean;

  @Field()
  correctValue: string;

  @Field()
  correct: boolean;
}

@ObjectType("PlacementResult", { description: "The placement of a finished run. Withheld from guests (REGISTRATION_REQUIRED)." })
export class PlacementResultType {
  /** Internal: the run whose responses are listed, and the round of its last set (for `total`). */
  runId: number;
  lastRound: number;

  @Field({ description: "A1, A2, B1, B2 or C1; BELOW_A1 when A1 was not reached." })
  level: string;

  @Field(() => Cefr, { nullable: true, description: "The placed CEFR level; null when A1 was not reached." })
  cefr: CefrCode | null;

  @Field({ description: 'The placement for people, in the caller\'s language (e.g. "A1 nicht erreicht").' })
  label: string;

  @Field(() => String, { description: "Type of the last set played: difficult or mixed. For people, see `sets`." })
  setType: PlacementSetType;

  @Field(() => Int, { description: "Right answers in the last set played (with `total`); `correctAll` counts every set." })
  correct: number;
}

@ObjectType("PlacementSetResult", { description: "One set of a finished run: its level, kind, right answers and outcome." })
export class PlacementSetResultType {
  @Field(() => Int, { description: "The set's number in the run (1-based)." })
  round: number;

  @Field(() => Cefr, { description: "The level of the set's items." })
  cefr: CefrCode;

  @Field(() => String, {
    description: "difficult: items of the level's harder half; mixed: its middle and easy items (the second chance).",
  })
  setType: PlacementSetType;

  @Field(() => Int)
  correct: number;

  @Field(() => Int, { description: "Items the learner chose an answer for." })
  answered: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: "Right answers the set needed to be passed." })
  passMark: number;

  @Field()
  passed: boolean;
}

@ObjectType("PlacementOutline", {
  description: "How long a run takes, from the staircase's bounds (full sets): sets, items and minutes.",
})
export class PlacementOutlineType {
  @Field(() => Int, { description: "Items in one set." })
  setSize: number;

  @Field(() => Int)
  minSets: number;

  @Field(() => Int)
  maxSets: number;

  @Field(() => Int)
  minItems: number;

  @Field(() => Int)
  maxItems: number;

  @Field(() => Int, { description: "Expected minutes of the shortest run, rounded down to five." })
  minMinutes: number;

  @Field(() => Int, { description: "Expected minutes of the longest run, rounded up to five." })
  maxMinutes: number;
}

@InputType()
export class PlacementAnswerInput {
  @Field(() => ID)
  itemId: string;

  @Field({ description: "One of the item's choices." })
  value: string;
}
