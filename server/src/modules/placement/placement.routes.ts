/**
 * REST compatibility for the placement test: quizes, save-quize-test, edit-quize-test, quizes-result,
 * user-quizes-test. The original counted answers against the expected_answer the client sent back and
 * let any user_id write; here the same staircase engine as GraphQL decides, from the stored keys.
 */
import { Router, type Response } from "express";
import { AppError } from "../../common/errors";
import { placementLoaders } from "./placement.loaders";
import type { PlacementService } from "./placement.service";
import { actorWith, dataReply, errorReply, handler, LOGIN_FIRST, ownUserId, type CompatRequest } from "../../http/compat";
import { workingPrincipal, type GuestSessions } from "../users/guest-cookie";

import type { PlacementItem } from "./placement-item.entity";
import type { PlacementRun } from "./placement-run.entity";

interface RoundAnswer {
  quize_id?: unknown;
  answer?: unknown;
}

function parseRound(raw: unknown): RoundAnswer[] {
  if (Array.isArray(raw)) return raw as RoundAnswer[];
  if (typeof raw !== "string") return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as RoundAnswer[]) : [];
  } catch {
    return [];
  }
}

/** A quiz row as the client reads it; no expected_answer while the run is open. */
function quizRow(item: PlacementItem, withKey: boolean) {
  return {
    id: item.id,
    title: item.title,
    first_choice: item.choices[0] ?? null,
    second_choice: item.choices[1] ?? null,
    third_choice: item.choices[2] ?? null,
    fourth_choice: item.choices[3] ?? null,
    expected_answer: withKey ? item.correctAnswer : null,
    level_id: null,
    type: item.difficulty,
    levels: { name: item.cefr },
    sets: { type: item.difficulty },
  };
}

const setTypeLabel = (t: string | null) => (t === "mixed" ? "middle" : (t ?? "difficult"));

/** What the placement routes call. */
export interface PlacementRouteDeps extends GuestSessions {
  placement: PlacementService;
}

export function placementRoutes(s: PlacementRouteDeps): Router {
  const router = Router();
  const placement = s.placement;

  /** Stores a round's answers (idempotent: the same round sent twice counts once) and returns the run. */
  async function playRound(req: CompatRequest, res: Response, answers: RoundAnswer[]): Promise<PlacementRun | null> {
    const principal = await workingPrincipal(s, req, res, true);
    if (!principal) return null;
    const actor = actorWith(req, principal);
    let run = await placement.start(actor);
    const given = answers
      .filter((a) => a && a.quize_id != null && a.answer != null)
      .map((a) => ({ itemId: String(a.quize_id), value: String(a.answer) }));
    if (given.length) {
      try {
        run = await placement.answer(actor, String(run.id), given);
      } catch (err) {
        // Items of a round already played (the client sends save and fetch at once): nothing to do.
        if (!(err instanceof AppError && err.code === "BAD_USER_INPUT")) throw err;
      }
    }
    return run;
  }

  async function currentItems(req: CompatRequest, run: PlacementRun): Promise<PlacementItem[]> {
    if (run.status !== "in_progress") return [];
    const items = await req.actor.loaders.of(placementLoaders).placementItemById.loadMany(run.currentItemIds);
    return items.filter((i): i is PlacementItem => !!i && !(i instanceof Error));
  }

  router.get(
    "/quizes",
    handler(async (req, res) => {
      if (!ownUserId(req.actor.principal, req.query.user_id)) return errorReply(res, LOGIN_FIRST);
      const run = await playRound(req, res, parseRound(req.query.data));
      const items = run ? await currentItems(req, run) : [];
      dataReply(
        res,
        items.map((i) => quizRow(i, false)),
      );
    }),
  );

  router.post(
    "/save-quize-test",
    handler(async (req, res) => {
      const quizes = parseRound(req.body?.quizes);
      if (!quizes.every((q) => ownUserId(req.actor.principal, (q as { user_id?: unknown }).user_id)))
        return errorReply(res, LOGIN_FIRST);
      await playRound(req, res, quizes);
      dataReply(res, "", "تم الحفظ");
    }),
  );

  // The run ends by itself when the staircase says so; this call only checks who asks.
  router.post(
    "/edit-quize-test",
    handler(async (req, res) => {
      if (!ownUserId(req.actor.principal, req.body?.user_id)) return errorReply(res, LOGIN_FIRST);
      res.status(200).end();
    }),
  );

  async function latestFinished(req: CompatRequest): Promise<PlacementRun | null> {
    if (!req.actor.principal || req.actor.principal.isGuest) return null;
    const runs = await placement.listMine(req.actor);
    return runs.find((r) => r.status === "submitted") ?? null;
  }

  function resultRow(run: PlacementRun) {
    return {
      id: run.id,
      user_id: run.userId,
      levelName: run.resultLevel ?? "A1 nicht erreicht",
      type: setTypeLabel(run.resultSetType),
      correct: run.resultCorrect ?? 0,
      status: 0,
    };
  }

  router.get(
    "/quizes-result",
    handler(async (req, res) => {
      if (!req.actor.principal || req.actor.principal.isGuest) return errorReply(res, "يجب تسجيل الدخول أولا");
      const run = await latestFinished(req);
      dataReply(res, run ? resultRow(run) : null);
    }),
  );

  router.get(
    "/user-quizes-test",
    handler(async (req, res) => {
      if (!req.actor.principal || req.actor.principal.isGuest) return errorReply(res, "يجب تسجيل الدخول أولا");
      const run = await latestFinished(req);
      if (!run) return dataReply(res, null);
      const loaders = req.actor.loaders.of(placementLoaders);
      const responses = await loaders.placementResponsesByRun.load(run.id);
      const items = await loaders.placementItemById.loadMany(responses.map((r) => r.itemId));
      dataReply(res, {
        ...resultRow(run),
        quizes_answers: responses.map((r, i) => {
          const item = items[i] as PlacementItem;
          return {
            id: r.id,
            quize_id: r.itemId,
            answer: r.value,
            expected_answer: item.correctAnswer,
            correct: r.correct,
            quizes: quizRow(item, true),
          };
        }),
      });
    }),
  );

  return router;
}
