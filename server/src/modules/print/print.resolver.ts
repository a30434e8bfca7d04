import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Lang } from "../../graphql/lang.enum";
import type { PrintService } from "./print.service";
import { PrintKeyPageType, PrintSheetType } from "./print.types";
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";

/** A mock on paper: the pages for everyone who may see the exam, the key for teachers and admins. */
@Resolver()
export class PrintResolver {
  constructor(private readonly print: PrintService) {}

  @Query(() => PrintSheetType, {
    description: "Every page of a published exam (admins: drafts too) to print, without keys. NOT_FOUND otherwise.",
  })
  printSheet(@Ctx() ctx: Context, @Arg("examId", () => ID) examId: string) {
    return this.print.sheet(ctx.actor, examId);
  }

  @ListSize({ assumedSize: CONTENT_SIZES.blocksPerExam })
  @Query(() => [PrintKeyPageType], {
    description: "Teachers and admins: the key, model answers and transcripts of an exam to print. FORBIDDEN to anyone else.",
  })
  printKey(
    @Ctx() ctx: Context,
    @Arg("examId", () => ID) examId: string,
    @Arg("lang", () => Lang, { nullable: true }) lang: Lang | null,
  ) {
    return this.print.key(ctx.actor, examId, lang ?? null);
  }
}
