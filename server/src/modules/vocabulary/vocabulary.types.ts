import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { AudioSourceType } from "../attempts/attempt.types";
import { WordRating, WordState } from "./vocabulary.enums";

@ObjectType("WordSchedule", { description: "When a card would be due next after one rating, if reviewed now." })
export class WordScheduleType {
  @Field(() => WordRating)
  rating: WordRating;

  @Field(() => DateTimeResolver)
  due: Date;
}

@ObjectType("WordCard", {
  description: "A word of the learner's deck: the German word, the sentence it was heard in, its schedule.",
})
export class WordCardType {
  @Field(() => ID)
  id: number;

  @Field({ description: "The German word (the card's front)." })
  word: string;

  @Field({ description: "The sentence of the recording it was heard in." })
  sentence: string;

  @Field({ description: "Where it was heard, e.g. „Goethe A1 Modellsatz 1 · Hören, Teil 1“ (empty when unknown)." })
  source: string;

  @Field(() => ID, { nullable: true, description: "The task (question block) it was heard in." })
  blockId: number | null;

  @Field(() => String, { nullable: true, description: "The learner's own note or translation." })
  note: string | null;

  @Field(() => DateTimeResolver)
  due: Date;

  @Field(() => WordState)
  state: WordState;

  @Field(() => Int, { description: "How often it was reviewed." })
  reviews: number;

  @Field(() => Int, { description: "How often it was forgotten after being learnt." })
  lapses: number;

  @Field(() => DateTimeResolver, { nullable: true })
  lastReviewedAt: Date | null;

  @Field(() => DateTimeResolver)
  createdAt: Date;

  @Field(() => [WordScheduleType], { description: "The next due date after each rating (shown on the rating buttons)." })
  schedule: WordScheduleType[];
}

@ObjectType("WordDeck", { description: "The caller's deck at a glance (zero for guests and anonymous callers)." })
export class WordDeckType {
  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: "Cards due now." })
  due: number;

  @Field(() => DateTimeResolver, { nullable: true, description: "Now when cards are due; else when the next one falls due." })
  nextDueAt: Date | null;
}

@InputType("AddWordInput")
export class AddWordInputType {
  @Field({ description: "The German word as tapped (punctuation around it is dropped)." })
  word: string;

  @Field({ description: "The sentence it was heard in." })
  sentence: string;

  @Field(() => ID, { nullable: true, description: "The task (question block) it was heard in: names the source." })
  blockId?: string | null;
}

@ObjectType("WordAudio", { description: "The card's sentence in the recording of its part: play from start to end." })
export class WordAudioType {
  @Field(() => [AudioSourceType], { description: "Every format of the part's recording; the browser picks the first it plays." })
  sources: AudioSourceType[];

  @Field(() => Float, { description: "Seconds from the start of the recording." })
  start: number;

  @Field(() => Float)
  end: number;
}
