import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { contentLoaders } from "../content/content.loaders";
import type { ExamService } from "./exam.service";
import { PassRuleKind, Skill } from "./exam.enums";
import { LevelType } from "../content/content.types";
import type { Level } from "../content/level.entity";
import type { Exam } from "./exam.entity";
import { ExamType, ModuleTeileType, TimeLimits } from "./exam.types";
import type { ModuleTeile } from "./teile";

@Resolver(() => ExamType)
export class ExamResolver {
  constructor(private readonly exams: ExamService) {}

  @Query(() => ExamType, { nullable: true, description: "A published exam (admins also see drafts); never its keys." })
  exam(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<Exam | null> {
    return this.exams.findVisible(ctx.actor, id);
  }

  @FieldResolver(() => LevelType)
  async level(@Root() exam: Exam, @Ctx() ctx: Context): Promise<Level> {
    return (await ctx.actor.loaders.of(contentLoaders).levelById.load(exam.levelId))!;
  }

  @FieldResolver(() => Int, { description: "Number of pages (question blocks); a Teil of several texts has several." })
  async pageCount(@Root() exam: Exam, @Ctx() ctx: Context): Promise<number> {
    return (await this.exams.shape(ctx.actor, exam)).pageCount;
  }

  @FieldResolver(() => Int, { description: "Number of Teile over all modules, as the official exam counts them." })
  async teilCount(@Root() exam: Exam, @Ctx() ctx: Context): Promise<number> {
    return (await this.exams.shape(ctx.actor, exam)).teilCount;
  }

  @FieldResolver(() => [ModuleTeileType], { description: "Each module's Teile, in page order." })
  async modules(@Root() exam: Exam, @Ctx() ctx: Context): Promise<ModuleTeile[]> {
    return (await this.exams.shape(ctx.actor, exam)).modules;
  }

  @FieldResolver(() => [Skill])
  async skills(@Root() exam: Exam, @Ctx() ctx: Context): Promise<Skill[]> {
    return (await this.exams.shape(ctx.actor, exam)).skills as Skill[];
  }

  @FieldResolver(() => TimeLimits)
  timeLimits(@Root() exam: Exam): TimeLimits {
    return {
      reading: exam.readingMinutes,
      listening: exam.listeningMinutes,
      writing: exam.writingMinutes,
      speaking: exam.speakingMinutes,
    };
  }

  @FieldResolver(() => PassRuleKind, { description: "The official pass rule of this exam." })
  passRule(@Root() exam: Exam): PassRuleKind {
    return exam.passRule as PassRuleKind;
  }

  @FieldResolver(() => Int, { description: "Pass mark in percent." })
  passPercent(@Root() exam: Exam): number {
    return exam.passPercent;
  }
}
