import { In, QueryFailedError, type DataSource, type EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import { commonMessages, translate, type Message, type Params } from "../../common/i18n";
import { signedIn, type Actor } from "../../common/principal";
import { parseId } from "../../common/ids";
import {
  DEFAULT_PLACEMENT_CONFIG,
  fullSize,
  nextStep,
  runBounds,
  startStep,
  validateConfig,
  type BankItem,
  type DrawContext,
  type PlacementConfig,
  type Rng,
  type Step,
} from "./placement.engine";
import { placementLoaders } from "./placement.loaders";
import { placementMessages as msg } from "./placement.messages";
import { PlacementItem } from "./placement-item.entity";
import { PlacementResponse } from "./placement-response.entity";
import { PlacementRun } from "./placement-run.entity";
import { minutesOf } from "./placement.summary";
import type { PlacementOutlineType, PlacementResultType } from "./placement.types";

export interface PlacementAnswer {
  itemId: string;
  value: string;
}

export interface PlacementServiceOptions {
  config?: Partial<PlacementConfig>;
  /** Random source for drawing items (default Math.random); tests pass a seeded one. */
  rng?: Rng;
}

/** Compares choices the way a person reads them: Unicode NFC, trimmed, inner spaces collapsed. */
export function normalizeChoice(v: string): string {
  return v.normalize("NFC").trim().replace(/\s+/g, " ");
}

const isUniqueViolation = (e: unknown): boolean =>
  e instanceof QueryFailedError && (e as QueryFailedError & { driverError?: { code?: string } }).driverError?.code === "23505";

/** The placement staircase over the database: runs, sets, responses and results. */
export class PlacementService {
  readonly config: PlacementConfig;
  rng: Rng;

  constructor(
    private readonly ds: DataSource,
    options: PlacementServiceOptions = {},
  ) {
    this.config = validateConfig({ ...DEFAULT_PLACEMENT_CONFIG, ...options.config });
    this.rng = options.rng ?? Math.random;
  }

  /** How long a run takes: the staircase's bounds in sets, items and minutes (public: the intro shows it). */
  outline(): PlacementOutlineType {
    const bounds = runBounds(this.config);
    const minutes = minutesOf(bounds);
    const setSize = Math.max(fullSize("difficult", this.config), fullSize("mixed", this.config));
    return { setSize, ...bounds, minMinutes: minutes.min, maxMinutes: minutes.max };
  }

  /** The caller's open run, or a new one with the first set drawn. */
  async start(actor: Actor): Promise<PlacementRun> {
    const principal = signedIn(actor);
    const open = await this.openRun(principal.userId);
    if (open) return open;
    try {
      return await this.ds.transaction(async (em) => {
        const ctx = await this.drawContext(em, principal.userId, null, []);
        if (ctx.bank.length === 0) throw new AppError("NOT_CONFIGURED", msg.bankEmpty);
        const run = em.getRepository(PlacementRun).create({ userId: principal.userId, round: 1 });
        this.apply(run, startStep(ctx, this.config), { type: "difficult", level: this.config.startLevel });
        return em.getRepository(PlacementRun).save(run);
      });
    } catch (e) {
      // Two starts at once: the partial unique index keeps one open run; return it.
      if (isUniqueViolation(e)) {
        const existing = await this.openRun(principal.userId);
        if (existing) return existing;
      }
      throw e;
    }
  }

  /**
   * Stores the current set's answers (unanswered items count as wrong) and draws the next set, or
   * finishes the run. A retry of a set already answered returns the run unchanged.
   */
  async answer(actor: Actor, runId: string, answers: PlacementAnswer[], round?: number | null): Promise<PlacementRun> {
    const principal = signedIn(actor);
    return this.ds.transaction(async (em) => {
      const id = parseId(runId);
      const run = id
        ? await em.getRepository(PlacementRun).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
        : null;
      // another learner's run is not there for the caller; an admin may read it but not answer it
      if (!run || (run.userId !== principal.userId && !principal.isAdmin)) throw new AppError("NOT_FOUND", msg.runNotFound);
      if (run.userId !== principal.userId) throw new AppError("FORBIDDEN", commonMessages.forbidden);
      if (answers.length === 0) throw badInput(msg.answersRequired, {}, "answers");

      const byItem = new Map<string, { index: number; value: string }>();
      answers.forEach((a, index) => {
        const key = String(parseId(a.itemId.trim()) ?? a.itemId.trim()); // "012" and "12" are the same item
        if (byItem.has(key)) throw badInput(msg.duplicateAnswer, { item: key }, `answers[${index}].itemId`, key);
        byItem.set(key, { index, value: a.value });
      });

      const answered = await em.getRepository(PlacementResponse).find({ where: { runId: run.id }, select: { itemId: true } });
      const answeredIds = new Set(answered.map((r) => r.itemId));
      // Idempotency: the set was answered already (a retried request) – nothing changes.
      if ([...byItem.keys()].every((k) => answeredIds.has(parseId(k) ?? -1))) return run;
      if (run.status !== "in_progress") throw new AppError("ATTEMPT_SUBMITTED", msg.runFinished);
      if (round != null && round < run.round) return run;
      if (round != null && round > run.round) throw badInput(msg.roundMismatch, { round }, "round");

      const current = new Set(run.currentItemIds);
      for (const [key, { index }] of byItem) {
        const itemId = parseId(key);
        if (!itemId || !current.has(itemId)) throw badInput(msg.itemNotInSet, { item: key }, `answers[${index}].itemId`, key);
      }

      const items = await em.getRepository(PlacementItem).findBy({ id: In(run.currentItemIds) });
      const itemById = new Map(items.map((i) => [i.id, i]));
      const responses: Partial<PlacementResponse>[] = [];
      for (const itemId of run.currentItemIds) {
        const item = itemById.get(itemId);
        if (!item) continue; // deleted from the bank while the run was open: it no longer counts
        const given = byItem.get(String(itemId));
        if (!given) {
          responses.push({ runId: run.id, itemId, round: run.round, value: "", correct: false });
          continue;
        }
        const value = item.choices.find((c) => normalizeChoice(c) === normalizeChoice(given.value));
        if (value === undefined) {
          throw badInput(msg.invalidChoice, { item: itemId }, `answers[${given.index}].value`, String(itemId));
        }
        responses.push({
          runId: run.id,
          itemId,
          round: run.round,
          value,
          correct: normalizeChoice(value) === normalizeChoice(item.correctAnswer),
        });
      }
      if (responses.length > 0) await em.getRepository(PlacementResponse).insert(responses);

      const correct = responses.filter((r) => r.correct).length;
      const set = { level: run.currentLevel, type: run.currentSetType };
      const ctx = await this.drawContext(em, run.userId, run.id, [...answeredIds, ...run.currentItemIds]);
      this.apply(run, nextStep(set, correct, responses.length, ctx, this.config), set);
      return em.getRepository(PlacementRun).save(run);
    });
  }

  /**
   * A run the caller may read (owner or admin); NOT_FOUND alike for an unknown id and for another learner's run,
   * so that ids reveal nothing (as attempts).
   */
  async findReadable(actor: Actor, runId: string): Promise<PlacementRun> {
    const principal = signedIn(actor);
    const id = parseId(runId);
    const run = id ? await this.ds.getRepository(PlacementRun).findOneBy({ id }) : null;
    if (!run || (run.userId !== principal.userId && !principal.isAdmin)) throw new AppError("NOT_FOUND", msg.runNotFound);
    return run;
  }

  /**
   * Answers the caller's current set, starting a run when none is open, and returns the run. Answers to a
   * set already played are ignored (a client that sends "save" and "fetch" at once), so a retry is harmless.
   */
  async playRound(actor: Actor, given: PlacementAnswer[]): Promise<PlacementRun> {
    const run = await this.start(actor);
    if (!given.length) return run;
    try {
      return await this.answer(actor, String(run.id), given);
    } catch (err) {
      if (err instanceof AppError && err.code === "BAD_USER_INPUT") return run;
      throw err;
    }
  }

  /** The items of the set now to be answered, in order; none when the run is finished. */
  async currentItems(actor: Actor, run: PlacementRun): Promise<PlacementItem[]> {
    if (run.status !== "in_progress") return [];
    const items = await actor.loaders.of(placementLoaders).placementItemById.loadMany(run.currentItemIds);
    return items.filter((i): i is PlacementItem => !!i && !(i instanceof Error));
  }

  /** The caller's latest finished run, or null (guests have none to show). */
  async latestFinished(actor: Actor): Promise<PlacementRun | null> {
    if (!actor.principal || actor.principal.isGuest) return null;
    return (await this.listMine(actor)).find((r) => r.status === "submitted") ?? null;
  }

  /** A readable run's responses in order, each with its item. */
  async responsesOf(actor: Actor, run: PlacementRun): Promise<{ response: PlacementResponse; item: PlacementItem }[]> {
    const principal = signedIn(actor);
    if (run.userId !== principal.userId && !principal.isAdmin) throw new AppError("NOT_FOUND", msg.runNotFound);
    const loaders = actor.loaders.of(placementLoaders);
    const responses = await loaders.placementResponsesByRun.load(run.id);
    const items = await loaders.placementItemById.loadMany(responses.map((r) => r.itemId));
    return responses.map((response, i) => ({ response, item: items[i] as PlacementItem }));
  }

  /** The caller's runs, newest first. */
  listMine(actor: Actor): Promise<PlacementRun[]> {
    const principal = signedIn(actor);
    return this.ds
      .getRepository(PlacementRun)
      .find({ where: { userId: principal.userId }, order: { startedAt: "DESC", id: "DESC" } });
  }

  /** The result of a finished run (null while open); withheld from guests until they register or log in. */
  resultOf(actor: Actor, run: PlacementRun): PlacementResultType | null {
    const principal = signedIn(actor);
    const lang = actor.lang;
    if (run.status !== "submitted") return null;
    if (principal.isGuest && !principal.isAdmin) {
      throw new AppError("REGISTRATION_REQUIRED", commonMessages.registrationRequired);
    }
    const cefr = run.resultLevel;
    return {
      runId: run.id,
      level: cefr ?? "BELOW_A1",
      cefr,
      label: cefr ? translate(msg.levelLabel, lang, { level: cefr }) : translate(msg.notReached, lang),
      setType: run.resultSetType ?? run.currentSetType,
      correct: run.resultCorrect ?? 0,
      lastRound: run.round,
    };
  }

  private openRun(userId: number): Promise<PlacementRun | null> {
    return this.ds.getRepository(PlacementRun).findOneBy({ userId, status: "in_progress" });
  }

  /** The active bank, this run's items and the items the user answered in earlier runs. */
  private async drawContext(em: EntityManager, userId: number, runId: number | null, usedInRun: number[]): Promise<DrawContext> {
    const rows = await em
      .getRepository(PlacementItem)
      .find({ where: { active: true }, select: { id: true, cefr: true, difficulty: true, audio: true }, order: { id: "ASC" } });
    const bank: BankItem[] = rows.map((r) => ({ id: r.id, cefr: r.cefr, difficulty: r.difficulty, listening: !!r.audio }));
    const seen: { itemId: number }[] = await em
      .getRepository(PlacementResponse)
      .createQueryBuilder("r")
      .select("DISTINCT r.item_id", "itemId")
      .innerJoin(PlacementRun, "run", "run.id = r.run_id")
      .where("run.user_id = :userId", { userId })
      .andWhere(runId ? "run.id <> :runId" : "TRUE", { runId })
      .getRawMany();
    return { bank, usedInRun: new Set(usedInRun), seenBefore: new Set(seen.map((s) => Number(s.itemId))), rng: this.rng };
  }

  /** Writes a step onto the run: the next set (next round), or the result. */
  private apply(
    run: PlacementRun,
    step: Step,
    played: { level: PlacementRun["currentLevel"]; type: PlacementRun["currentSetType"] },
  ): void {
    if (step.kind === "set") {
      const advancing = run.currentItemIds?.length > 0;
      run.currentLevel = step.set.level;
      run.currentSetType = step.set.type;
      run.currentItemIds = step.itemIds;
      run.round = advancing ? run.round + 1 : (run.round ?? 1);
      return;
    }
    run.currentLevel ??= played.level;
    run.currentSetType ??= played.type;
    run.status = "submitted";
    run.currentItemIds = [];
    run.resultLevel = step.level;
    run.resultSetType = step.setType;
    run.resultCorrect = step.correct;
    run.finishedAt = new Date();
  }
}

function badInput(message: Message, params: Params, field: string, itemId?: string): AppError {
  return new AppError("BAD_USER_INPUT", message, itemId ? { itemId } : {}, {}, { [field]: { message, params } });
}
