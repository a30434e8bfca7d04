import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { WordCardDto } from "./vocabulary.service";
import { WordAudioType, WordCardType } from "./vocabulary.types";
import type { WordAudioDto, WordContextService } from "./word-context.service";

@Resolver(() => WordCardType)
export class WordContextResolver {
  constructor(private readonly context: WordContextService) {}

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The word's meaning in the caller's language, authored for the product (none in German, none for a word not yet described).",
  })
  meaning(@Root() card: WordCardDto, @Ctx() ctx: Context): string | null {
    return this.context.meaning(ctx.actor, card);
  }

  @FieldResolver(() => WordAudioType, {
    nullable: true,
    description: "The sentence in the part's recording (its timings); none where the part has no recording or no timings.",
  })
  audio(@Root() card: WordCardDto, @Ctx() ctx: Context): Promise<WordAudioDto | null> {
    return this.context.audio(ctx.actor, card);
  }
}
