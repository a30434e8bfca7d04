import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { WordRating } from "./vocabulary.enums";
import type { VocabularyService, WordCardDto, WordDeckDto } from "./vocabulary.service";
import { AddWordInputType, WordCardType, WordDeckType } from "./vocabulary.types";

@Resolver(() => WordCardType)
export class VocabularyResolver {
  constructor(private readonly words: VocabularyService) {}

  @ListSize({ assumedSize: 500 })
  @Query(() => [WordCardType], { description: "Registered learners: every word of the caller's deck, newest first." })
  myWords(@Ctx() ctx: Context): Promise<WordCardDto[]> {
    return this.words.myWords(ctx.actor);
  }

  @ListSize({ slicingArguments: ["limit"] })
  @Query(() => [WordCardType], {
    description: "Registered learners: the caller's words due for review now, longest overdue first.",
  })
  dueWords(@Ctx() ctx: Context, @Arg("limit", () => Int, { defaultValue: 50 }) limit: number): Promise<WordCardDto[]> {
    return this.words.dueWords(ctx.actor, limit);
  }

  @Query(() => WordDeckType, { description: "The caller's deck at a glance: total, due now, next due (the hub's count)." })
  wordDeck(@Ctx() ctx: Context): Promise<WordDeckDto> {
    return this.words.wordDeck(ctx.actor);
  }

  @Mutation(() => WordCardType, {
    description:
      "Registered learners: adds a word with its sentence to the deck (due at once); the same word and sentence again answers the card.",
  })
  addWord(@Ctx() ctx: Context, @Arg("input", () => AddWordInputType) input: AddWordInputType): Promise<WordCardDto> {
    return this.words.addWord(ctx.actor, input);
  }

  @Mutation(() => WordCardType, { description: "Records a review of one of the caller's words; answers its next due date." })
  reviewWord(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("rating", () => WordRating) rating: WordRating,
  ): Promise<WordCardDto> {
    return this.words.reviewWord(ctx.actor, id, rating);
  }

  @Mutation(() => WordCardType, {
    description: "Sets the learner's note or translation on one of their words (empty clears it).",
  })
  updateWordNote(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("note", () => String, { nullable: true }) note: string | null,
  ): Promise<WordCardDto> {
    return this.words.updateWordNote(ctx.actor, id, note ?? null);
  }

  @Mutation(() => Boolean, { description: "Removes one of the caller's words." })
  removeWord(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return this.words.removeWord(ctx.actor, id);
  }
}
