/**
 * REST compatibility for the placement test: quizes, save-quize-test, edit-quize-test, quizes-result,
 * user-quizes-test. The original counted answers against the expected_answer the client sent back and
 * let any user_id write; here the same staircase engine as GraphQL decides, from the stored keys.
 * Adapters: an input schema, the service, a presenter (placement.compat-presenter.ts).
 */
import { Router, type Response } from "express";
import { z } from "zod";
import { CompatRefusal, parseInput } from "../../http/compat-input";
import { actorWith, assertOwnUser, dataReply, handler, type CompatRequest } from "../../http/compat";
import { workingPrincipal, type GuestSessions } from "../users/guest-cookie";
import { quizRow, reportRow, resultRow } from "./placement.compat-presenter";
import type { PlacementAnswer, PlacementService } from "./placement.service";

const MUST_LOGIN = "يجب تسجيل الدخول أولا";

/** A round as the client sends it: an array, or that array as JSON text. */
function roundList(raw: unknown): unknown[] {
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list : [];
}
type RoundEntry = { quize_id?: unknown; answer?: unknown; user_id?: unknown };
const entries = (raw: unknown): RoundEntry[] => roundList(raw).filter((a): a is RoundEntry => !!a && typeof a === "object");
/** The answers of a round; entries without item or value are skipped. */
const round = z
  .unknown()
  .optional()
  .transform((raw): PlacementAnswer[] =>
    entries(raw)
      .filter((a) => a.quize_id != null && a.answer != null)
      .map((a) => ({ itemId: String(a.quize_id), value: String(a.answer) })),
  );

/** What the placement routes call. */
export interface PlacementRouteDeps extends GuestSessions {
  placement: PlacementService;
}

export function placementRoutes(s: PlacementRouteDeps): Router {
  const router = Router();
  const { placement } = s;
  const worker = async (req: CompatRequest, res: Response) => actorWith(req, await workingPrincipal(s, req, res, true));
  const member = (req: CompatRequest) => {
    if (!req.actor.principal || req.actor.principal.isGuest) throw new CompatRefusal(MUST_LOGIN);
    return req.actor;
  };

  router.get(
    "/quizes",
    handler(async (req, res) => {
      assertOwnUser(req, req.query.user_id);
      const { data } = parseInput(z.object({ data: round }), req.query);
      const actor = await worker(req, res);
      const run = await placement.playRound(actor, data);
      dataReply(
        res,
        (await placement.currentItems(actor, run)).map((i) => quizRow(i, false)),
      );
    }),
  );

  router.post(
    "/save-quize-test",
    handler(async (req, res) => {
      assertOwnUser(req, ...entries(req.body?.quizes).map((q) => q.user_id));
      const { quizes } = parseInput(z.object({ quizes: round }), req.body);
      await placement.playRound(await worker(req, res), quizes);
      dataReply(res, "", "تم الحفظ");
    }),
  );

  // The run ends by itself when the staircase says so; this call only checks who asks.
  router.post(
    "/edit-quize-test",
    handler(async (req, res) => {
      assertOwnUser(req, req.body?.user_id);
      res.status(200).end();
    }),
  );

  router.get(
    "/quizes-result",
    handler(async (req, res) => {
      const run = await placement.latestFinished(member(req));
      dataReply(res, run ? resultRow(run) : null);
    }),
  );

  router.get(
    "/user-quizes-test",
    handler(async (req, res) => {
      const actor = member(req);
      const run = await placement.latestFinished(actor);
      dataReply(res, run ? reportRow(run, await placement.responsesOf(actor, run)) : null);
    }),
  );

  return router;
}
