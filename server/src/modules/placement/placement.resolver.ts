import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { AudioSourceType } from "../attempts/attempt.types";
import { LevelType } from "../content/content.types";
import type { MediaService } from "../media/media.service";
import type { Level } from "../content/level.entity";
import type { PlacementItem } from "./placement-item.entity";
import type { PlacementRun } from "./placement-run.entity";
import { placementLoaders } from "./placement.loaders";
import type { PlacementService } from "./placement.service";
import { summarizeSets, type SetSummary } from "./placement.summary";
import {
  PlacementAnswerInput,
  PlacementItemType,
  PlacementOutlineType,
  PlacementSetResultType,
  PlacementResponseType,
  PlacementResultType,
  PlacementRunType,
} from "./placement.types";

@Resolver(() => PlacementRunType)
export class PlacementRunResolver {
  constructor(private readonly placement: PlacementService) {}

  @Query(() => PlacementRunType, {
    nullable: true,
    description: "A placement run of the caller (admins: any); NOT_FOUND alike when unknown and when another learner's.",
  })
  placementRun(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<PlacementRun | null> {
    return this.placement.findReadable(ctx.actor, id);
  }

  @Query(() => [PlacementRunType], { description: "The caller's placement runs, newest first." })
  myPlacementRuns(@Ctx() ctx: Context): Promise<PlacementRun[]> {
    return this.placement.listMine(ctx.actor);
  }

  @Query(() => PlacementOutlineType, { description: "How long a placement run takes (anyone, also before signing in)." })
  placementOutline(): PlacementOutlineType {
    return this.placement.outline();
  }

  @Mutation(() => PlacementRunType, {
    description: "Starts a placement run with its first set, or resumes the caller's open run.",
  })
  startPlacement(@Ctx() ctx: Context): Promise<PlacementRun> {
    return this.placement.start(ctx.actor);
  }

  @Mutation(() => PlacementRunType, {
    description:
      "Answers the current set (unanswered items count as wrong) and returns the run with the next set, or finished. " +
      "A retry of a set already answered returns the run unchanged.",
  })
  answerPlacement(
    @Ctx() ctx: Context,
    @Arg("runId", () => ID) runId: string,
    @Arg("answers", () => [PlacementAnswerInput]) answers: PlacementAnswerInput[],
    @Arg("round", () => Int, {
      nullable: true,
      description: "The run's round the answers belong to (recommended, for safe retries).",
    })
    round?: number | null,
  ): Promise<PlacementRun> {
    return this.placement.answer(ctx.actor, runId, answers, round);
  }

  @FieldResolver(() => [PlacementItemType], {
    description: "The set now to be answered, in order; empty when the run is finished.",
  })
  async items(@Root() run: PlacementRun, @Ctx() ctx: Context): Promise<PlacementItem[]> {
    return this.placement.currentItems(ctx.actor, run);
  }

  @FieldResolver(() => PlacementResultType, {
    nullable: true,
    description: "The result once the run is finished; REGISTRATION_REQUIRED for a guest.",
  })
  result(@Root() run: PlacementRun, @Ctx() ctx: Context): PlacementResultType | null {
    return this.placement.resultOf(ctx.actor, run);
  }
}

@Resolver(() => PlacementResultType)
export class PlacementResultResolver {
  constructor(private readonly placement: PlacementService) {}

  private async setsOf(result: PlacementResultType, ctx: Context): Promise<SetSummary[]> {
    const loaders = ctx.actor.loaders.of(placementLoaders);
    const rows = await loaders.placementResponsesByRun.load(result.runId);
    const items = await loaders.placementItemById.loadMany(rows.map((r) => r.itemId));
    return summarizeSets(
      rows.map((r, i) => {
        const item = items[i];
        return { round: r.round, value: r.value, correct: r.correct, item: item && !(item instanceof Error) ? item : null };
      }),
      this.placement.config,
    );
  }

  @ListSize({ assumedSize: 5 })
  @FieldResolver(() => [PlacementSetResultType], { description: "Every set played, in order, with its outcome." })
  sets(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<SetSummary[]> {
    return this.setsOf(result, ctx);
  }

  @FieldResolver(() => Int, { description: "Right answers over all sets of the run." })
  async correctAll(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<number> {
    return (await this.setsOf(result, ctx)).reduce((n, s) => n + s.correct, 0);
  }

  @FieldResolver(() => Int, { description: "Items over all sets of the run." })
  async totalAll(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<number> {
    return (await this.setsOf(result, ctx)).reduce((n, s) => n + s.total, 0);
  }

  @FieldResolver(() => Int, { description: "Items left without an answer over all sets (counted as wrong)." })
  async unansweredAll(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<number> {
    return (await this.setsOf(result, ctx)).reduce((n, s) => n + s.total - s.answered, 0);
  }
  @FieldResolver(() => [PlacementResponseType], { description: "Every response of the run, in the order played." })
  async responses(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<PlacementResponseType[]> {
    const rows = await ctx.actor.loaders.of(placementLoaders).placementResponsesByRun.load(result.runId);
    const items = await ctx.actor.loaders.of(placementLoaders).placementItemById.loadMany(rows.map((r) => r.itemId));
    return rows.map((r, i) => {
      const item = items[i] as PlacementItem;
      return {
        itemId: r.itemId,
        round: r.round,
        value: r.value,
        answered: r.value !== "",
        correctValue: item.correctAnswer,
        correct: r.correct,
      };
    });
  }

  @FieldResolver(() => Int, { description: "Items in the last set played." })
  async total(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<number> {
    const rows = await ctx.actor.loaders.of(placementLoaders).placementResponsesByRun.load(result.runId);
    return rows.filter((r) => r.round === result.lastRound).length;
  }

  @ListSize({ assumedSize: 2 })
  @FieldResolver(() => [LevelType], {
    description:
      "Where to practise next: the Goethe and telc levels of the placed level (A1 when A1 was not reached), each with its exams.",
  })
  examLevels(@Root() result: PlacementResultType, @Ctx() ctx: Context): Promise<Level[]> {
    return ctx.actor.loaders.of(placementLoaders).levelsByCefr.load(result.cefr ?? "A1");
  }
}

@Resolver(() => PlacementResponseType)
export class PlacementResponseResolver {
  @FieldResolver(() => PlacementItemType)
  async item(@Root() response: PlacementResponseType, @Ctx() ctx: Context): Promise<PlacementItem> {
    return (await ctx.actor.loaders.of(placementLoaders).placementItemById.load(response.itemId))!;
  }
}

@Resolver(() => PlacementItemType)
export class PlacementItemResolver {
  constructor(private readonly media: MediaService) {}

  @ListSize({ assumedSize: 2 })
  @FieldResolver(() => [AudioSourceType], {
    description: "A listening item's recording, in every format there is; empty for the other items.",
  })
  audio(@Root() item: PlacementItem): Promise<AudioSourceType[]> {
    return this.media.audioSources(item.audio, item.audioMp3);
  }
}
