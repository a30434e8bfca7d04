import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { pick } from "../../common/lang";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { examLoaders } from "../exams/exam.loaders";
import type { MediaService } from "../media/media.service";
import { contentLoaders } from "./content.loaders";
import { EXAMS_PER_LEVEL, ExamFamily, IMAGES_PER_LEVEL, LEVELS_PER_FAMILY } from "./content.enums";
import { Lang } from "../../graphql/lang.enum";
import { ExamType } from "../exams/exam.types";
import { ContactInfoType, LevelImageType, LevelSlugs, LevelType } from "./content.types";
import { slugOf, type ContentService } from "./content.service";
import type { Level } from "./level.entity";

@Resolver()
export class ContactInfoResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => ContactInfoType, { description: "The site settings, texts in `lang` (default: the caller's language)." })
  contactInfo(@Ctx() ctx: Context, @Arg("lang", () => Lang, { nullable: true }) lang?: Lang | null): Promise<ContactInfoType> {
    return this.content.contactInfo(lang ?? ctx.lang);
  }
}

@Resolver(() => LevelType)
export class LevelResolver {
  constructor(
    private readonly content: ContentService,
    private readonly media: MediaService,
  ) {}

  @ListSize({ assumedSize: LEVELS_PER_FAMILY })
  @Query(() => [LevelType], { description: "The levels of one exam family, ordered A1..C1." })
  levels(@Ctx() ctx: Context, @Arg("family", () => ExamFamily) family: ExamFamily): Promise<Level[]> {
    return this.content.levels(family);
  }

  @Query(() => LevelType, { nullable: true, description: "A level by its slug in any of the five languages; null when unknown." })
  level(
    @Ctx() ctx: Context,
    @Arg("family", () => ExamFamily) family: ExamFamily,
    @Arg("slug") slug: string,
  ): Promise<Level | null> {
    return this.content.levelBySlug(family, slug);
  }

  @FieldResolver(() => String, { description: "The slug in `lang` (default: the caller's language)." })
  slug(@Root() level: Level, @Ctx() ctx: Context, @Arg("lang", () => Lang, { nullable: true }) lang?: Lang | null): string {
    return slugOf(level, lang ?? ctx.lang);
  }

  @FieldResolver(() => LevelSlugs)
  slugs(@Root() level: Level): LevelSlugs {
    return { de: level.slugDe, en: level.slugEn, ar: level.slugAr, fr: level.slugFr, es: level.slugEs };
  }

  @FieldResolver(() => String, { nullable: true, description: "Sanitised HTML in `lang` (German fallback)." })
  description(@Root() level: Level, @Ctx() ctx: Context, @Arg("lang", () => Lang, { nullable: true }) lang?: Lang | null): string | null {
    return pick(level.description, lang ?? ctx.lang);
  }

  @ListSize({ assumedSize: IMAGES_PER_LEVEL })
  @FieldResolver(() => [LevelImageType])
  async images(@Root() level: Level, @Ctx() ctx: Context, @Arg("lang", () => Lang, { nullable: true }) lang?: Lang | null): Promise<LevelImageType[]> {
    const rows = await ctx.actor.loaders.of(contentLoaders).imagesByLevel.load(level.id);
    return rows.map((r) => ({ position: r.position, url: this.media.url(r.file)!, alt: pick(r.alt, lang ?? ctx.lang) ?? "" }));
  }

  @ListSize({ assumedSize: EXAMS_PER_LEVEL })
  @FieldResolver(() => [ExamType], { description: "The level's published exams." })
  exams(@Root() level: Level, @Ctx() ctx: Context) {
    return ctx.actor.loaders.of(examLoaders).publishedExamsByLevel.load(level.id);
  }
}
