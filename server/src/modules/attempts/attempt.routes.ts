/**
 * REST compatibility for taking exams: questions, save-exam, results, goethe-user-exams,
 * telc-user-exams, goethe-report-exams. Adapters: an input schema, the services, a presenter
 * (attempt.compat-presenter.ts) for the original client's shapes.
 *
 * The original client has no timer and no play counter, so its attempts run in training mode.
 * It never submits: reaching the result page (GET results) submits the open attempt of that exam.
 * It has no screens for writing and speaking: `questions` and `goethe-report-exams` serve the pages of the
 * keyed modules only, numbered 1…n among themselves, and the result's `msg` says where the rest is taken.
 */
import { Router, type Response } from "express";
import { z } from "zod";
import { actorWith, type CompatRequest, assertOwnUser, dataReply, handler, paginator, registeredCaller } from "../../http/compat";
import { idField, looseText, optionalId, parseInput } from "../../http/compat-input";
import { absoluteOn } from "../../http/origin";
import type { ExamFamilyCode } from "../content/level.entity";
import { workingPrincipal, type GuestSessions } from "../users/guest-cookie";
import type { AttemptHistoryService } from "./attempt-history.service";
import {
  answersOfEntries,
  counters,
  elsewhereLine,
  questionPageRow,
  reportPageRow,
  userExamRow,
} from "./attempt.compat-presenter";
import type { AttemptService } from "./attempt.service";

const examPage = z.object({ exam_id: idField("exam_id is required"), page: optionalId, user_id: z.unknown().optional() });
const examOnly = z.object({ exam_id: idField("exam_id is required"), user_id: z.unknown().optional() });
const saveExam = z.object({
  data: z
    .array(
      z.object(
        {
          examId: z.unknown().optional(),
          questionId: optionalId,
          subQuestionId: optionalId,
          answerid: looseText,
          user_id: z.unknown().optional(),
        },
        { message: "data is invalid" },
      ),
      { message: "data is invalid" },
    )
    .min(1, "data is required"),
});

/** What the exam routes call. */
export interface AttemptRouteDeps extends GuestSessions {
  /** The product's public address (PUBLIC_URL): the paginator's links are built on it; media links on the caller's origin. */
  publicUrl: string;
  /** The learner client's address (CLIENT_URL): the result names the exam there for writing and speaking. */
  clientUrl: string;
  attempts: AttemptService;
  history: AttemptHistoryService;
}

export function attemptRoutes(s: AttemptRouteDeps): Router {
  const router = Router();
  const { attempts, history } = s;
  /** The caller of a call that records work: the bearer, or the original client's cookie guest. */
  const worker = async (req: CompatRequest, res: Response) => actorWith(req, await workingPrincipal(s, req, res, true));

  router.get(
    "/questions",
    handler(async (req, res) => {
      const q = parseInput(examPage, req.query);
      assertOwnUser(req, q.user_id);
      const actor = await worker(req, res);
      const view = await attempts.start(actor, String(q.exam_id), "training");
      const pages = history.keyedPages(view);
      const page = q.page ?? 1;
      const n = pages[page - 1];
      const row = n ? questionPageRow(view, await attempts.page(actor, view, n), absoluteOn(req, s.publicUrl)) : null;
      dataReply(res, paginator(s.publicUrl, req, page, pages.length, row));
    }),
  );

  router.post(
    "/save-exam",
    handler(
      async (req, res) => {
        const { data } = parseInput(saveExam, req.body);
        assertOwnUser(req, ...data.map((e) => e.user_id));
        const examId = parseInput(z.object({ examId: idField("examId is required") }), data[0]).examId;
        const actor = await worker(req, res);
        const view = await attempts.start(actor, String(examId), "training");
        const subs = await history.subQuestionsOf(actor, view, new Set(data.map((e) => e.questionId ?? 0)));
        const { saved } = await attempts.save(actor, String(view.id), answersOfEntries(data, subs));
        dataReply(res, { saved }, "تم الحفظ");
      },
      { refusals: ["BAD_USER_INPUT", "ATTEMPT_SUBMITTED"] },
    ),
  );

  router.get(
    "/results",
    handler(async (req, res) => {
      const actor = registeredCaller(req, req.query.user_id);
      const { exam_id } = parseInput(examOnly, req.query);
      const view = await history.finishLatest(actor, exam_id);
      const url = `${s.clientUrl}/${actor.lang}/exam/${exam_id}`;
      dataReply(res, counters(view?.score ?? null), view ? elsewhereLine(history.productiveSkills(view), actor.lang, url) : "");
    }),
  );

  const userExams = (family: ExamFamilyCode) =>
    handler(async (req, res) => {
      const actor = registeredCaller(req, req.query.user_id);
      dataReply(
        res,
        (await history.latestSubmittedPerExam(actor, family)).map((a) => userExamRow(a, family)),
      );
    });
  router.get("/goethe-user-exams", userExams("goethe"));
  router.get("/telc-user-exams", userExams("telc"));

  router.get(
    "/goethe-report-exams",
    handler(async (req, res) => {
      const actor = registeredCaller(req, req.query.user_id);
      const q = parseInput(examPage, req.query);
      const page = q.page ?? 1;
      const view = await history.latestSubmitted(actor, q.exam_id);
      const pages = view ? history.keyedPages(view) : [];
      const n = pages[page - 1];
      const row =
        view && n ? reportPageRow(view, (await attempts.review(actor, view, n, null))!, absoluteOn(req, s.publicUrl)) : null;
      dataReply(res, paginator(s.publicUrl, req, page, pages.length, row));
    }),
  );

  return router;
}
