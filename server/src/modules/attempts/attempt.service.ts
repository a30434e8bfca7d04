import { WORK_TEACHERS_SQL } from "../courses/course-access.policy";
import type { DataSource, EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import { sanitize } from "../../common/html";
import { commonMessages } from "../../common/i18n";
import { retryOnce } from "../../db/faults";
import { pick, type LangCode } from "../../common/lang";
import type { Actor } from "../../common/principal";
import { assertCanRead, attemptNotFound, registered, signedIn } from "./attempt.policy";
import type { ExamFamilyCode } from "../content/level.entity";
import { Exam } from "../exams/exam.entity";
import { canSeeExam } from "../exams/exam.policy";
import { parseId } from "../../common/ids";
import { noDomainEvents, type DomainEvents } from "../../common/domain-events";
import { logger } from "../../common/logger";
import { PRODUCTIVE_SKILLS, SKILLS, skillOf, type BlockType, type SkillCode } from "../exams/question-block.entity";
import type { AnswerType } from "../exams/sub-question.entity";
import type { MediaService } from "../media/media.service";
import type { AttemptMode } from "./attempt.entity";
import {
  askedBlock,
  loadersOf as loaders,
  VIEW_COLUMNS,
  VIEW_FROM,
  viewOf,
  viewWithPage,
  type AttemptView,
  type ViewRow,
} from "./attempt.loaders";
import { attemptMessages as M } from "./attempt.messages";
import {
  clocksOf,
  asSkillScore,
  moduleMinutes,
  poolChoicesOf,
  scoreAndClose,
  scoreNow,
  scoringItemOf,
  writingTask,
} from "./attempt-answers";
import { BlockPresenter } from "./block-presenter";
import { noteReviewed } from "./block-reviews";
import { pageStatesOf, type PageStateDto } from "./page-states";
import { isAttemptExpired, type ModuleClock } from "./module-clock";
import { ChangeBus } from "../../db/change-bus";
import { ExamContentCache } from "../exams/exam-content-cache";
import { AnswerSaver, type RecordingTakes } from "./attempt-save";
import { AttemptPageReader } from "./attempt-page.reader";
import { officialResult, type ModulePercents } from "./official-rule";
import { isCorrect, isKeyed, isTyped } from "./scoring";
import { noTeile, type TeilOf } from "./teil-points";
import { ExamTeile, type TeilPlace } from "../exams/teile";

/**
 * What the productive module (writing, speaking) tells the engine about an attempt's assessments.
 * Implemented in modules/productive and handed over by the assembly, so the engine imports nothing of it.
 */
export interface ProductiveResults {
  outcome(caller: Actor, view: AttemptView): Promise<ProductiveOutcome>;
}

/** The caller of every method: who, and the request's loaders (the attempt module's through `loaders`). */
export type Caller = Actor;

import type { AnswerValue, PageDto, ProductiveOutcome, ResultDto, ReviewItemDto, ReviewPageDto, TimerDto } from "./attempt.dto";

/**
 * The exam engine: attempts, saving answers, scoring from the stored keys, results, review,
 * module clocks and audio play limits. Every rule lives here; resolvers only call these methods.
 */
export class AttemptService {
  /** The clock every rule reads; tests replace it instead of waiting. */
  now: () => Date = () => new Date();

  private readonly saver: AnswerSaver;
  private readonly pages: AttemptPageReader;
  private readonly blocks: BlockPresenter;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly productive: ProductiveResults | null = null,
    /** the blueprint Teil of a block and its items' points (teil-points.ts); none: every item one point */
    private readonly teilOf: TeilOf = noTeile,
    content: ExamContentCache = new ExamContentCache(ds, new ChangeBus(), 0),
    /** the learners' recordings: replaced and unsaved takes are deleted (attempt-save.ts) */
    private readonly takes: RecordingTakes | null = null,
    /** the Teile of the pages (exams/teile.ts); without blueprints each title names its Teil */
    private readonly teile: ExamTeile = new ExamTeile(null),
    /** integrators hear of each submission (signed webhooks), after the commit */
    private readonly events: DomainEvents = noDomainEvents,
  ) {
    this.saver = new AnswerSaver(ds, content, () => this.now(), teilOf, takes);
    this.pages = new AttemptPageReader(ds, content);
    this.blocks = new BlockPresenter(media);
  }

  // Starting and reading

  /** Starts an attempt, or resumes the caller's open attempt of that exam (keeping its mode). */
  async start(caller: Caller, examIdRaw: string, mode: AttemptMode = "exam"): Promise<AttemptView> {
    const principal = signedIn(caller);
    const examId = parseId(examIdRaw);
    const exam = examId ? await this.ds.getRepository(Exam).findOneBy({ id: examId }) : null;
    if (!exam || !canSeeExam(principal, exam)) throw new AppError("NOT_FOUND", M.examNotFound, { examId: examIdRaw });

    for (let tries = 0; tries < 3; tries += 1) {
      const open: { id: number }[] = await this.ds.query(
        `SELECT id FROM attempts WHERE user_id = $1 AND exam_id = $2 AND status = 'in_progress' AND kind = 'mock' AND assignment_id IS NULL`,
        [principal.userId, exam.id],
      );
      if (open.length) {
        const view = await this.settle(caller, (await this.reload(caller, open[0].id))!);
        if (view.status === "in_progress") return view;
      }
      const now = this.now();
      // No module's clock runs yet: each starts when the learner enters it (after its intro), see enterModule.
      const inserted: { id: number }[] = await this.ds.query(
        `INSERT INTO attempts (user_id, exam_id, mode, status, started_at, module_started_at)
         VALUES ($1, $2, $3, 'in_progress', $4, '{}'::jsonb)
         ON CONFLICT (user_id, exam_id) WHERE status = 'in_progress' AND kind = 'mock' AND assignment_id IS NULL DO NOTHING RETURNING id`,
        [principal.userId, exam.id, mode, now],
      );
      if (inserted.length) return (await this.reload(caller, inserted[0].id))!;
      // a concurrent start won the race: resume its attempt
    }
    throw new AppError("CONFLICT", "could not start an attempt");
  }

  /**
   * Starts or resumes the attempt tied to a course assignment (modules/courses decides who may): one per learner and
   * assignment, whatever its status, never the learner's own open attempt of the exam. `skills`: the modules to sit, in
   * the exam's page order (empty: all).
   */
  async startTied(
    caller: Caller,
    tie: { assignmentId: number; examId: number; mode: AttemptMode; skills: SkillCode[] },
  ): Promise<AttemptView> {
    const principal = signedIn(caller);
    const find = async () =>
      (
        (await this.ds.query(`SELECT id FROM attempts WHERE user_id = $1 AND assignment_id = $2`, [
          principal.userId,
          tie.assignmentId,
        ])) as { id: number }[]
      )[0]?.id;
    const existing = await find();
    if (existing) return this.settle(caller, (await this.reload(caller, existing))!);
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: tie.examId });
    if (!exam || !canSeeExam(principal, exam)) throw new AppError("NOT_FOUND", M.examNotFound, { examId: String(tie.examId) });
    const blocks: { id: number; type: BlockType }[] = await this.ds.query(
      `SELECT id, type FROM question_blocks WHERE exam_id = $1 ORDER BY position, id`,
      [exam.id],
    );
    const chosen = tie.skills.length ? blocks.filter((b) => tie.skills.includes(skillOf(b.type))) : blocks;
    const blockIds = chosen.length && chosen.length < blocks.length ? chosen.map((b) => b.id) : null;
    await this.ds.query(
      `INSERT INTO attempts (user_id, exam_id, mode, status, started_at, module_started_at, block_ids, assignment_id)
       VALUES ($1, $2, $3, 'in_progress', $4, '{}'::jsonb, $5::int[], $6)
       ON CONFLICT (user_id, assignment_id) WHERE assignment_id IS NOT NULL DO NOTHING`,
      [principal.userId, exam.id, tie.mode, this.now(), blockIds, tie.assignmentId],
    );
    return (await this.reload(caller, (await find())!))!;
  }

  /**
   * An attempt the caller may read (owner or admin); an expired exam attempt is submitted first. `page`: the
   * page the query will ask for, if known: its saved answers come in the same statement as the attempt.
   */
  async get(caller: Caller, idRaw: string | number, page?: unknown): Promise<AttemptView> {
    const principal = signedIn(caller);
    const id = parseId(idRaw);
    const view = !id
      ? null
      : Number.isInteger(page) && (page as number) >= 1
        ? await viewWithPage(this.ds, loaders(caller), id, page as number)
        : await loaders(caller).attemptView.load(id);
    if (!view) throw new AppError("NOT_FOUND", M.attemptNotFound, { attemptId: String(idRaw) });
    assertCanRead(principal, view);
    return this.settle(caller, view);
  }

  /** The caller's mock attempts, newest first, optionally of one family (drills: PracticeService.myDrills). */
  async mine(caller: Caller, family: ExamFamilyCode | null): Promise<AttemptView[]> {
    const principal = signedIn(caller);
    const rows: ViewRow[] = await this.ds.query(
      `SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.user_id = $1 AND a.kind = 'mock' AND ($2::text IS NULL OR l.family = $2)
       ORDER BY a.started_at DESC, a.id DESC`,
      [principal.userId, family],
    );
    const views = rows.map(viewOf);
    for (const v of views) loaders(caller).attemptView.prime(v.id, v);
    return Promise.all(views.map((v) => this.settle(caller, v)));
  }

  /** The exam's skills in canonical order (reading, listening, writing, speaking). */
  skillsOf(view: AttemptView): SkillCode[] {
    const present = new Set(view.blocks.map((b) => skillOf(b.type)));
    return SKILLS.filter((s) => present.has(s));
  }

  /** Where each page stands among its module's Teile, in page order (a Teil of several texts spans several pages). */
  places(view: AttemptView): TeilPlace[] {
    return this.teile.places(view.family, view.cefr, view.blocks);
  }

  /** The module clocks of an attempt (empty limits in training mode), each with its module's first page and Teile. */
  timers(view: AttemptView): TimerDto[] {
    const clocks = this.clocks(view);
    const places = this.places(view);
    return clocks.map((c) => {
      const first = view.blocks.findIndex((b) => skillOf(b.type) === c.skill);
      return { ...c, firstPage: first + 1, teilCount: places[first]?.teilCount ?? 0 };
    });
  }

  /** Every page's Teil, items and how many of them have a saved answer (one statement). */
  async pageStates(view: AttemptView): Promise<PageStateDto[]> {
    return pageStatesOf(this.ds, view, this.places(view));
  }

  /** Page n (1-based): one question block, the caller's saved answers, and no key. `ahead`: read for offline use, the module is not entered. */
  async page(caller: Caller, view: AttemptView, number: number, ahead = false): Promise<PageDto> {
    const principal = signedIn(caller);
    const ref = this.blockRef(caller, view, number);
    const skill = skillOf(ref.type);
    if (!ahead && view.status === "in_progress" && view.mode === "exam" && view.userId === principal.userId) {
      await this.enterModule(view, skill);
    }
    const early = view.pageAnswers?.blockId === ref.id ? view.pageAnswers.answers : undefined;
    const [stored, answers] = await this.pages.read(view.id, ref.id, early);
    if (!stored) throw new AppError("NOT_FOUND", commonMessages.notFound);
    const block = askedBlock(view, stored);
    const plays = view.plays[String(block.id)] ?? 0;
    const limit = view.mode === "exam" && block.audio ? block.playLimit : null;
    const presented = await this.blocks.page(block, skill);
    return {
      number,
      skill,
      place: this.places(view)[number - 1],
      block: presented,
      answers,
      plays,
      playsLeft: limit === null ? null : Math.max(0, limit - plays),
      textPlays: presented.audioTexts.map((_, i) => view.plays[`${block.id}:${i + 1}`] ?? 0),
    };
  }

  /**
   * The result: the receptive scores fixed at submission, the productive ones from the assessments
   * (null and listed in `pending` while a task awaits one, every task with its own points in `tasks`), and the
   * official rule over all modules (official-rule.ts; a modular exam's module the learner did not sit is not taken).
   * Null before submission. Guests: REGISTRATION_REQUIRED.
   */
  async result(caller: Caller, view: AttemptView): Promise<ResultDto | null> {
    registered(caller);
    if (view.status !== "submitted" || !view.score) return null;
    const present = this.skillsOf(view);
    const productive: ProductiveOutcome = this.productive
      ? await this.productive.outcome(caller, view)
      : {
          writing: null,
          speaking: null,
          pending: present.filter((s) => PRODUCTIVE_SKILLS.includes(s)),
          present: [],
          tasks: [],
        };
    const modules: ModulePercents = {};
    if (view.score.reading) modules.reading = view.score.reading.percent;
    if (view.score.listening) modules.listening = view.score.listening.percent;
    for (const s of present) if (s === "writing" || s === "speaking") modules[s] = productive[s]?.percent ?? null;
    if (view.exam.passRule === "per_skill") {
      for (const s of await this.notTaken(caller, view, present, productive)) modules[s] = "not_taken";
    }
    const official = officialResult(
      { passRule: view.exam.passRule, passPercent: view.exam.passPercent, family: view.family, cefr: view.cefr },
      modules,
    );
    // a score fixed before per-Teil points existed is counted again from the stored answers and keys
    const parts = view.score.parts ?? (await scoreNow(this.ds.manager, view, this.teilOf)).parts ?? [];
    return {
      ...view.score,
      parts,
      passRule: view.score.rule,
      writing: asSkillScore(productive.writing, view.exam.passPercent),
      speaking: asSkillScore(productive.speaking, view.exam.passPercent),
      pending: productive.pending,
      official,
      officialPassed: official.verdict === "passed",
      tasks: productive.tasks,
    };
  }

  /**
   * The modules of an attempt the learner did not sit: never entered (its clock never started) and nothing answered
   * in it. A module with a right answer, or a productive task with an answer, is taken without asking the database.
   */
  private async notTaken(
    caller: Caller,
    view: AttemptView,
    present: SkillCode[],
    productive: ProductiveOutcome,
  ): Promise<SkillCode[]> {
    const candidates = present.filter((s) => {
      if (view.moduleStartedAt[s]) return false;
      if (s === "reading" || s === "listening") return !view.score?.[s]?.correct;
      return !productive.tasks.some((t) => t.skill === s && t.status !== "no_answer");
    });
    if (!candidates.length) return [];
    // batched: the results of a whole class ask in one statement
    const answered = await loaders(caller).answeredTypes.load(view.id);
    const taken = new Set(answered.map((t) => skillOf(t)));
    return candidates.filter((s) => !taken.has(s));
  }

  /** Page n after submission, with the answers given, the keys, model solutions and explanations. */
  async review(caller: Caller, view: AttemptView, number: number, lang: LangCode | null): Promise<ReviewPageDto | null> {
    const principal = registered(caller);
    if (view.status !== "submitted") return null;
    const ref = this.blockRef(caller, view, number);
    const [stored, answers] = await Promise.all([
      loaders(caller).blockWithSubs.load(ref.id),
      loaders(caller).answersByAttempt.load(view.id),
      // the learner has seen this page's solutions: practice gives its drills other pages first
      view.userId === principal.userId ? noteReviewed(this.ds, principal.userId, ref.id, this.now()) : null,
    ]);
    if (!stored) throw new AppError("NOT_FOUND", commonMessages.notFound);
    const block = askedBlock(view, stored);
    const language = lang ?? caller.lang;
    const given = new Map(answers.map((a) => [a.subQuestionId, a.value]));
    const skill = skillOf(block.type);
    const pool = poolChoicesOf(block);
    const items = (block.subQuestions ?? []).map((s): ReviewItemDto => {
      const choices = s.answerType === "matching" ? pool : this.blocks.choices(s.choices);
      const answer = given.get(s.id) ?? null;
      const typed = isTyped(s);
      const labelOf = (v: string | null) => (v === null ? null : (choices.find((c) => c.value === v)?.label ?? null));
      return {
        attemptId: view.id,
        ...writingTask(s),
        id: s.id,
        position: s.position,
        answerType: s.answerType,
        completeMode: s.completeMode,
        answerLocation: s.answerLocation,
        title: s.title,
        lastTitle: s.lastTitle,
        bannerImageUrl: this.media.url(s.bannerImage),
        choices,
        answer,
        answerLabel: typed ? null : labelOf(answer),
        correct: isCorrect(scoringItemOf(s, skill), answer),
        correctAnswers: typed ? [...s.acceptedAnswers] : s.correctAnswer !== null ? [s.correctAnswer] : [],
        correctLabel: typed ? null : labelOf(s.correctAnswer),
        modelSolution: pick(s.modelSolution, language),
        modelAudioUrl: this.media.url(s.modelAudio),
        explanation: pick(s.explanation, language),
      };
    });
    const keyed = items.filter((i) => isKeyed({ answerType: i.answerType as AnswerType }));
    return {
      number,
      place: this.places(view)[number - 1],
      correct: keyed.filter((i) => i.correct).length,
      total: keyed.length,
      block: {
        ...this.blocks.base(block, skill),
        // Stored sanitised since the transcript became HTML; rows from before are cleaned here too.
        transcript: sanitize(block.transcript),
        notes: pick(block.notes, language),
        optionPool: pool,
        items,
      },
    };
  }

  // Writing

  /** A transaction whose work may run twice (after a transient fault, once more on a fresh connection). */
  private idempotentTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryOnce("idempotent transaction", () => this.ds.transaction(work));
  }

  /** Saves answers: an idempotent upsert per (attempt, sub-question), validated before writing (see AnswerSaver). */
  save(caller: Caller, attemptIdRaw: string, input: AnswerValue[]): Promise<{ attempt: AttemptView; saved: number }> {
    return this.saver.save(caller, attemptIdRaw, input);
  }

  /** Submits: scores from the stored keys and fixes the score. Submitting again returns the attempt. */
  async submit(caller: Caller, attemptIdRaw: string): Promise<AttemptView> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const closed = await this.ds.transaction(async (em) => {
      const view = await this.lock(em, attemptId);
      if (!view) throw attemptNotFound(attemptIdRaw);
      assertCanRead(principal, view);
      if (view.status !== "in_progress") return false;
      await scoreAndClose(em, view, this.now(), this.teilOf);
      return true;
    });
    // the takes uploaded for this attempt's speaking tasks that no answer names: deleted, row and file
    await this.takes?.removeUnsaved(attemptId).catch((err: unknown) => logger.warn({ err }, "takes not cleared"));
    const view = (await this.reload(caller, attemptId))!;
    if (closed) await this.announceSubmitted(view);
    return view;
  }

  /** Tells integrators of a submission (after the commit; only enqueued, a slow receiver never slows the learner). */
  private async announceSubmitted(view: AttemptView): Promise<void> {
    const teachers: { teacher_id: number }[] = await this.ds.query(WORK_TEACHERS_SQL, [view.id]);
    return this.events.publish({
      name: "attempt.submitted",
      audience: [view.userId, ...teachers.map((r) => r.teacher_id)],
      data: {
        attemptId: String(view.id),
        examId: String(view.examId),
        userId: String(view.userId),
        kind: view.kind,
        mode: view.mode,
        submittedAt: view.submittedAt?.toISOString() ?? null,
        score: view.score
          ? { reading: view.score.reading, listening: view.score.listening, total: view.score.total, passed: view.score.passed }
          : null,
      },
    });
  }

  // Internals

  private clocks(view: AttemptView, now: Date = this.now()): ModuleClock[] {
    return clocksOf(view, now);
  }

  private blockRef(caller: Caller, view: AttemptView, number: number): { id: number; type: BlockType } {
    const ref = Number.isInteger(number) ? view.blocks[number - 1] : undefined;
    if (!ref) {
      throw new AppError(
        "BAD_USER_INPUT",
        M.pageOutOfRange,
        {
          field: "number",
        },
        { page: number, count: view.blocks.length },
      );
    }
    return ref;
  }

  /** Records the learner's first entry into a timed module (one conditional update, once per module). */
  async enterModule(view: AttemptView, skill: SkillCode): Promise<void> {
    const clock = this.clocks(view).find((c) => c.skill === skill);
    const minutes = moduleMinutes(view)[skill as "reading"];
    if (!minutes || clock?.startedAt) return;
    const at = this.now().toISOString();
    await this.ds.query(
      `UPDATE attempts SET module_started_at = module_started_at || jsonb_build_object($2::text, $3::text)
        WHERE id = $1 AND status = 'in_progress' AND NOT (module_started_at ? $2::text)`,
      [view.id, skill, at],
    );
    view.moduleStartedAt = { ...view.moduleStartedAt, [skill]: view.moduleStartedAt[skill] ?? at };
  }

  /** An exam attempt whose every module has run out is submitted as it stands. */
  private async settle(caller: Caller, view: AttemptView): Promise<AttemptView> {
    if (view.status !== "in_progress" || view.mode !== "exam") return view;
    const now = this.now();
    if (!isAttemptExpired(this.clocks(view, now), now)) return view;
    const closed = await this.ds.transaction(async (em) => {
      const locked = await this.lock(em, view.id);
      if (!locked || locked.status !== "in_progress") return false;
      await scoreAndClose(em, locked, now, this.teilOf);
      return true;
    });
    const settled = (await this.reload(caller, view.id))!;
    if (closed) await this.announceSubmitted(settled);
    return settled;
  }

  private async lock(em: EntityManager, id: number): Promise<AttemptView | null> {
    const rows: ViewRow[] = await em.query(`SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
    return rows.length ? viewOf(rows[0]) : null;
  }

  private async reload(caller: Caller, id: number): Promise<AttemptView | null> {
    loaders(caller).attemptView.clear(id);
    loaders(caller).answersByAttempt.clear(id);
    return loaders(caller).attemptView.load(id);
  }
}
