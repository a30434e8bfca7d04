/**
 * REST compatibility for taking exams: questions, save-exam, results, goethe-user-exams,
 * telc-user-exams, goethe-report-exams. Thin handlers over the exam engine (AttemptService):
 * the original client's answer vocabulary (choice texts, "A"/"B", option texts) is translated to
 * and from the engine's values here, and nothing else is decided here.
 *
 * The original client has no timer and no play counter, so its attempts run in training mode.
 * It never submits: reaching the result page (GET results) submits the open attempt of that exam.
 */
import { Router, type Request } from "express";
import { AppError } from "../../common/errors";
import type { Principal } from "../../common/principal";
import {
  actorWith,
  dataReply,
  errorReply,
  handler,
  intParam,
  LOGIN_FIRST,
  ownUserId,
  type CompatRequest,
} from "../../http/compat";
import { workingPrincipal, type GuestSessions } from "../users/guest-cookie";
import type { AttemptService } from "./attempt.service";

import type { ExamFamilyCode } from "../content/level.entity";
import type { AttemptScoreData } from "./attempt.entity";
import type { AttemptView } from "./attempt.loaders";
import type { Caller, ChoiceDto, PageDto, ReviewItemDto, ReviewPageDto } from "./attempt.service";

const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
];
const ORDINALS = ["first_choice", "second_choice", "third_choice", "fourth_choice"];

/** The value the original client sends for a choice: its text, or "A"/"B"/"C" for a picture. */
function clientValueOf(choice: ChoiceDto, kind: string | null): string {
  return kind === "image" ? choice.value.toUpperCase() : (choice.label ?? choice.value);
}

/** The engine's value for what the original client sent (choice text, "A"/"B", option text or typed text). */
export function engineValueOf(
  sub: { answerType: string; completeMode: string | null; choiceKind: string | null; choices: ChoiceDto[] },
  answerid: string,
): string {
  if (sub.answerType === "complete" && sub.completeMode === "write") return answerid;
  const norm = (s: string) => s.normalize("NFC").trim().toLowerCase();
  const hit =
    sub.choices.find((c) => clientValueOf(c, sub.choiceKind) === answerid) ??
    sub.choices.find((c) => norm(c.label ?? "") === norm(answerid)) ??
    sub.choices.find((c) => norm(c.value) === norm(answerid));
  return hit ? hit.value : answerid; // the engine refuses a value that is no choice, naming the sub-question
}

function choiceColumns(kind: string | null, choices: ChoiceDto[]) {
  const row: Record<string, unknown> = {};
  if (kind === "image") {
    row.image_a = choices[0]?.imageUrl ?? null;
    row.image_b = choices[1]?.imageUrl ?? null;
    row.image_c = choices[2]?.imageUrl ?? null;
  } else {
    ORDINALS.forEach((k, i) => (row[k] = choices[i]?.label ?? null));
  }
  return row;
}

/** Drop-down options (select gaps and matching) as the `answers` row with one … sixteen. */
function answerRow(subId: number, choices: ChoiceDto[]) {
  const row: Record<string, unknown> = { subquestion_id: subId };
  NUMBER_WORDS.forEach((w, i) => (row[w] = choices[i]?.label ?? null));
  return row;
}

type SubLike = PageDto["block"]["subQuestions"][number] | ReviewItemDto;

function subRow(block: { id: number }, examId: number, s: SubLike, kind: string | null, choices: ChoiceDto[]) {
  const dropDown = s.answerType === "matching" || s.completeMode === "select";
  const row: Record<string, unknown> = {
    id: s.id,
    question_id: block.id,
    exam_id: examId,
    title: s.title,
    last_title: s.lastTitle,
    answer_type: s.answerType === "matching" ? "complete" : s.answerType,
    is_multy: s.answerType === "multiple_choice" ? (kind ?? "text") : null,
    is_complete:
      s.answerType === "matching" || s.completeMode === "select" ? "text" : s.completeMode === "write" ? "write" : null,
    answer_location: "answerLocation" in s ? s.answerLocation : null,
    ...choiceColumns(kind, dropDown ? [] : choices),
    bannarImage: s.bannerImageUrl,
    color: "highlight" in s && s.highlight ? "b" : null,
    order: s.position,
    expected_answer: null,
  };
  if (dropDown) row.answer = answerRow(s.id, choices);
  return row;
}

function questionRow(view: AttemptView, block: PageDto["block"] | ReviewPageDto["block"]) {
  return {
    id: block.id,
    exam_id: view.examId,
    type: block.type,
    title: block.title,
    bio: block.intro,
    paragraph: block.passage,
    file: block.audioUrl,
    file_mp3: "audioMp3Url" in block ? block.audioMp3Url : null,
    image: block.imageUrl,
    exam: { id: view.examId, name: view.exam.name, level_id: view.exam.levelId, section: view.family === "telc" ? "telc" : null },
  };
}

/** Laravel's LengthAwarePaginator with per_page 1 (current_page is a number: the client adds 1 to it). */
function paginator(req: Request, page: number, total: number, item: unknown | null) {
  const path = `${req.protocol}://${req.get("host")}${req.baseUrl}${req.path}`;
  const url = (p: number) => `${path}?page=${p}`;
  const inRange = item !== null;
  return {
    current_page: page,
    data: inRange ? [item] : [],
    first_page_url: url(1),
    from: inRange ? page : null,
    last_page: Math.max(total, 1),
    last_page_url: url(Math.max(total, 1)),
    next_page_url: page < total ? url(page + 1) : null,
    path,
    per_page: 1,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: inRange ? page : null,
    total,
  };
}

/** The result counters the client reads, from the engine's score. */
export function counters(score: AttemptScoreData | null) {
  const r = score?.reading;
  const l = score?.listening;
  return {
    count_read_succes: r?.correct ?? 0,
    count_read: r?.total ?? 0,
    count_read_percent: r?.percent ?? 0,
    count_listen_succes: l?.correct ?? 0,
    count_listen: l?.total ?? 0,
    count_listen_percent: l?.percent ?? 0,
  };
}

const ymd = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** What the exam routes call. */
export interface AttemptRouteDeps extends GuestSessions {
  attempts: AttemptService;
}

export function attemptRoutes(s: AttemptRouteDeps): Router {
  const router = Router();
  const attempts = s.attempts;
  /** The caller's latest attempt of an exam (open or submitted), or null. */
  async function latest(caller: Caller, examId: number): Promise<AttemptView | null> {
    const mine = await attempts.mine(caller, null);
    return mine.find((a) => a.examId === examId) ?? null;
  }

  /** A registered caller naming themselves (user_id is optional, and must be their own). */
  function registered(req: CompatRequest, userIdRaw: unknown): Principal | null {
    const p = req.actor.principal;
    if (!p || p.isGuest || !ownUserId(p, userIdRaw)) return null;
    return p;
  }

  router.get(
    "/questions",
    handler(async (req, res) => {
      const examId = intParam(req.query.exam_id);
      const page = intParam(req.query.page) ?? 1;
      if (!examId) return errorReply(res, "exam_id is required");
      if (!ownUserId(req.actor.principal, req.query.user_id)) return errorReply(res, LOGIN_FIRST);
      const principal = await workingPrincipal(s, req, res, true);
      const caller = actorWith(req, principal);
      const view = await attempts.start(caller, String(examId), "training");
      if (page > view.blocks.length) return dataReply(res, paginator(req, page, view.blocks.length, null));
      const p = await attempts.page(caller, view, page);
      const subs = p.block.subQuestions.map((sq) => subRow(p.block, view.examId, sq, sq.choiceKind, sq.choices));
      dataReply(res, paginator(req, page, view.blocks.length, { ...questionRow(view, p.block), subquestion: subs }));
    }),
  );

  router.post(
    "/save-exam",
    handler(async (req, res) => {
      const entries: Record<string, unknown>[] = Array.isArray(req.body?.data) ? req.body.data : [];
      if (!entries.length) return errorReply(res, "data is required");
      if (!entries.every((e) => ownUserId(req.actor.principal, e?.user_id))) return errorReply(res, LOGIN_FIRST);
      const examId = intParam(entries[0]?.examId);
      if (!examId) return errorReply(res, "examId is required");
      const principal = await workingPrincipal(s, req, res, true);
      const caller = actorWith(req, principal);
      const view = await attempts.start(caller, String(examId), "training");
      // the sub-questions of the pages named, to translate the client's answer vocabulary
      const blockIds = new Set(entries.map((e) => intParam(e.questionId)).filter((x): x is number => !!x));
      const subs = new Map<number, PageDto["block"]["subQuestions"][number]>();
      for (const [i, b] of view.blocks.entries()) {
        if (!blockIds.has(b.id)) continue;
        for (const sq of (await attempts.page(caller, view, i + 1)).block.subQuestions) subs.set(sq.id, sq);
      }
      // the client repeats sub-questions (one entry per keystroke): the last entry wins
      const last = new Map<string, string>();
      for (const e of entries) {
        const id = intParam(e.subQuestionId);
        if (!id || e.answerid == null) continue;
        const sub = subs.get(id);
        last.set(String(id), sub ? engineValueOf(sub, String(e.answerid)) : String(e.answerid));
      }
      try {
        const { saved } = await attempts.save(
          caller,
          String(view.id),
          [...last].map(([subQuestionId, value]) => ({ subQuestionId, value })),
        );
        dataReply(res, { saved }, "تم الحفظ");
      } catch (err) {
        if (err instanceof AppError && (err.code === "BAD_USER_INPUT" || err.code === "ATTEMPT_SUBMITTED"))
          return errorReply(res, err.localise(caller.lang).message);
        throw err;
      }
    }),
  );

  router.get(
    "/results",
    handler(async (req, res) => {
      const principal = registered(req, req.query.user_id);
      const examId = intParam(req.query.exam_id);
      if (!principal) return errorReply(res, LOGIN_FIRST);
      if (!examId) return errorReply(res, "exam_id is required");
      const caller = actorWith(req, principal);
      let view = await latest(caller, examId);
      if (view?.status === "in_progress") view = await attempts.submit(caller, String(view.id));
      dataReply(res, counters(view?.score ?? null));
    }),
  );

  const userExams = (family: ExamFamilyCode) =>
    handler(async (req, res) => {
      const principal = registered(req, req.query.user_id);
      if (!principal) return errorReply(res, LOGIN_FIRST);
      const caller = actorWith(req, principal);
      const seen = new Set<number>();
      const rows = [];
      for (const a of await attempts.mine(caller, family)) {
        if (a.status !== "submitted" || seen.has(a.examId)) continue; // newest first: the latest attempt per exam
        seen.add(a.examId);
        rows.push({
          id: a.examId,
          name: a.exam.name,
          level_id: a.exam.levelId,
          section: family === "telc" ? "telc" : null,
          date: ymd(a.submittedAt),
          attempt_id: a.id,
          ...counters(a.score),
        });
      }
      dataReply(res, rows);
    });
  router.get("/goethe-user-exams", userExams("goethe"));
  router.get("/telc-user-exams", userExams("telc"));

  router.get(
    "/goethe-report-exams",
    handler(async (req, res) => {
      const principal = registered(req, req.query.user_id);
      const examId = intParam(req.query.exam_id);
      const page = intParam(req.query.page) ?? 1;
      if (!principal) return errorReply(res, LOGIN_FIRST);
      if (!examId) return errorReply(res, "exam_id is required");
      const caller = actorWith(req, principal);
      const mine = await attempts.mine(caller, null);
      const view = mine.find((a) => a.examId === examId && a.status === "submitted");
      if (!view || page > view.blocks.length) return dataReply(res, paginator(req, page, view?.blocks.length ?? 0, null));
      const review = (await attempts.review(caller, view, page, null))!;
      const subs = review.block.items.map((item) => {
        const kind = item.answerType === "multiple_choice" && item.choices.some((c) => c.imageUrl) ? "image" : "text";
        const toClient = (v: string | null) => {
          if (v === null) return null;
          const c = item.choices.find((x) => x.value === v);
          return c ? clientValueOf(c, kind) : v;
        };
        const expected =
          item.completeMode === "write" ? (item.correctAnswers[0] ?? null) : toClient(item.correctAnswers[0] ?? null);
        const row = subRow(review.block, view.examId, item, kind, item.choices);
        return {
          ...row,
          expected_answer: expected,
          exam_answer:
            item.answer === null ? null : { answer: toClient(item.answer), expected_answer: expected, correct: item.correct },
          ...(item.completeMode === "write"
            ? { expectedanswer: Object.fromEntries(NUMBER_WORDS.slice(0, 6).map((w, i) => [w, item.correctAnswers[i] ?? null])) }
            : {}),
          model_solution: item.modelSolution,
          explanation: item.explanation,
        };
      });
      dataReply(
        res,
        paginator(req, page, view.blocks.length, {
          ...questionRow(view, review.block),
          transcript: review.block.transcript,
          subquestion: subs,
        }),
      );
    }),
  );

  return router;
}
