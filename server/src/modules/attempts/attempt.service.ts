import type { DataSource, EntityManager } from "typeorm";
import { AppError, type LocalText } from "../../common/errors";
import { sanitize } from "../../common/html";
import { commonMessages } from "../../common/i18n";
import { retryOnce } from "../../db/faults";
import { pick, type LangCode } from "../../common/lang";
import type { Actor } from "../../common/principal";
import { assertCanChange, assertCanRead, attemptNotFound, attemptSubmitted, registered, signedIn } from "./attempt.policy";
import type { ExamFamilyCode } from "../content/level.entity";
import { Exam } from "../exams/exam.entity";
import { parseId } from "../../common/ids";
import { skillOf, type BlockType, type PoolOption, type QuestionBlock, type SkillCode } from "../exams/question-block.entity";
import type { AnswerType, ChoiceOption, CompleteMode, SubQuestion } from "../exams/sub-question.entity";
import type { MediaService } from "../media/media.service";
import type { AttemptMode } from "./attempt.entity";
import {
  attemptLoaders,
  VIEW_COLUMNS,
  VIEW_FROM,
  viewOf,
  type AttemptLoaders,
  type AttemptView,
  type ViewRow,
} from "./attempt.loaders";
import { attemptMessages as M } from "./attempt.messages";
import { isAttemptExpired, isClosed, moduleClocks, type ModuleClock } from "./module-clock";
import { isCorrect, isTyped, scoreAttempt, type ScoringItem } from "./scoring";

/** Longest typed answer (characters); the column holds 200. */
export const MAX_ANSWER_LENGTH = 200;

/** The caller of every method: who, and the request's loaders (the attempt module's through `loaders`). */
export type Caller = Actor;

export type { AnswerValue, ChoiceDto, PageDto, ResultDto, ReviewItemDto, ReviewPageDto, TimerDto } from "./attempt.dto";
import type { AnswerValue, ChoiceDto, PageDto, ResultDto, ReviewItemDto, ReviewPageDto, TimerDto } from "./attempt.dto";

/** One refused answer of a save: its position, sub-question, reason and message. */
interface Problem {
  index: number;
  id: string;
  reason: string;
  text: LocalText;
}

function loaders(caller: Actor): AttemptLoaders {
  return caller.loaders.of(attemptLoaders);
}

interface SubForSave {
  id: number;
  blockId: number;
  answerType: AnswerType;
  completeMode: CompleteMode | null;
  choices: ChoiceOption[];
  pool: PoolOption[];
}

/**
 * The exam engine: attempts, saving answers, scoring from the stored keys, results, review,
 * module clocks and audio play limits. Every rule lives here; resolvers only call these methods.
 */
export class AttemptService {
  /** The clock every rule reads; tests replace it instead of waiting. */
  now: () => Date = () => new Date();

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  // ----------------------------------------------------------------------------------------------
  // Starting and reading

  /** Starts an attempt, or resumes the caller's open attempt of that exam (keeping its mode). */
  async start(caller: Caller, examIdRaw: string, mode: AttemptMode = "exam"): Promise<AttemptView> {
    const principal = signedIn(caller);
    const examId = parseId(examIdRaw);
    const exam = examId ? await this.ds.getRepository(Exam).findOneBy({ id: examId }) : null;
    if (!exam || (!exam.published && !principal.isAdmin)) throw new AppError("NOT_FOUND", M.examNotFound, { examId: examIdRaw });

    for (let tries = 0; tries < 3; tries += 1) {
      const open: { id: number }[] = await this.ds.query(
        `SELECT id FROM attempts WHERE user_id = $1 AND exam_id = $2 AND status = 'in_progress'`,
        [principal.userId, exam.id],
      );
      if (open.length) {
        const view = await this.settle(caller, (await this.reload(caller, open[0].id))!);
        if (view.status === "in_progress") return view;
      }
      const now = this.now();
      const first: { type: BlockType }[] = await this.ds.query(
        `SELECT type FROM question_blocks WHERE exam_id = $1 ORDER BY position, id LIMIT 1`,
        [exam.id],
      );
      const started: Record<string, string> =
        first.length && mode === "exam" ? { [skillOf(first[0].type)]: now.toISOString() } : {};
      const inserted: { id: number }[] = await this.ds.query(
        `INSERT INTO attempts (user_id, exam_id, mode, status, started_at, module_started_at)
         VALUES ($1, $2, $3, 'in_progress', $4, $5::jsonb)
         ON CONFLICT (user_id, exam_id) WHERE status = 'in_progress' DO NOTHING RETURNING id`,
        [principal.userId, exam.id, mode, now, JSON.stringify(started)],
      );
      if (inserted.length) return (await this.reload(caller, inserted[0].id))!;
      // a concurrent start won the race: resume its attempt
    }
    throw new AppError("CONFLICT", "could not start an attempt");
  }

  /** An attempt the caller may read (owner or admin); an expired exam attempt is submitted first. */
  async get(caller: Caller, idRaw: string | number): Promise<AttemptView> {
    const principal = signedIn(caller);
    const id = parseId(idRaw);
    const view = id ? await loaders(caller).attemptView.load(id) : null;
    if (!view) throw new AppError("NOT_FOUND", M.attemptNotFound, { attemptId: String(idRaw) });
    assertCanRead(principal, view);
    return this.settle(caller, view);
  }

  /** The caller's attempts, newest first, optionally of one family. */
  async mine(caller: Caller, family: ExamFamilyCode | null): Promise<AttemptView[]> {
    const principal = signedIn(caller);
    const rows: ViewRow[] = await this.ds.query(
      `SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.user_id = $1 AND ($2::text IS NULL OR l.family = $2)
       ORDER BY a.started_at DESC, a.id DESC`,
      [principal.userId, family],
    );
    const views = rows.map(viewOf);
    for (const v of views) loaders(caller).attemptView.prime(v.id, v);
    return Promise.all(views.map((v) => this.settle(caller, v)));
  }

  /** The exam's skills in canonical order (reading, listening). */
  skillsOf(view: AttemptView): SkillCode[] {
    const present = new Set(view.blocks.map((b) => skillOf(b.type)));
    return (["reading", "listening"] as SkillCode[]).filter((s) => present.has(s));
  }

  /** The module clocks of an attempt (empty limits in training mode). */
  timers(view: AttemptView): TimerDto[] {
    const clocks = this.clocks(view);
    return clocks.map((c) => ({ ...c, firstPage: view.blocks.findIndex((b) => skillOf(b.type) === c.skill) + 1 }));
  }

  /** Page n (1-based): one question block, the caller's saved answers, and no key. */
  async page(caller: Caller, view: AttemptView, number: number): Promise<PageDto> {
    const principal = signedIn(caller);
    const ref = this.blockRef(caller, view, number);
    const skill = skillOf(ref.type);
    if (view.status === "in_progress" && view.mode === "exam" && view.userId === principal.userId) {
      await this.enterModule(view, skill);
    }
    const [block, answers] = await Promise.all([
      loaders(caller).blockWithSubs.load(ref.id),
      loaders(caller).answersByAttempt.load(view.id),
    ]);
    if (!block) throw new AppError("NOT_FOUND", commonMessages.notFound);
    const subs = block.subQuestions ?? [];
    const ids = new Set(subs.map((s) => s.id));
    const pool = this.poolChoices(block);
    const plays = view.plays[String(block.id)] ?? 0;
    const limit = view.mode === "exam" && block.audio ? block.playLimit : null;
    return {
      number,
      skill,
      block: {
        id: block.id,
        type: block.type,
        skill,
        title: block.title,
        intro: block.intro,
        passage: block.passage,
        audioUrl: this.media.url(block.audio),
        audioMp3Url: this.media.url(block.audioMp3),
        imageUrl: this.media.url(block.image),
        playLimit: block.audio ? block.playLimit : null,
        readingSeconds: block.readingSeconds,
        optionPool: pool,
        subQuestions: subs.map((s) => ({
          id: s.id,
          position: s.position,
          answerType: s.answerType,
          choiceKind: s.choiceKind,
          completeMode: s.completeMode,
          answerLocation: s.answerLocation,
          title: s.title,
          lastTitle: s.lastTitle,
          bannerImageUrl: this.media.url(s.bannerImage),
          highlight: s.highlight,
          choices: s.answerType === "matching" ? pool : this.choices(s.choices),
        })),
      },
      answers: answers.filter((a) => ids.has(a.subQuestionId)).map((a) => ({ subQuestionId: a.subQuestionId, value: a.value })),
      plays,
      playsLeft: limit === null ? null : Math.max(0, limit - plays),
    };
  }

  /** The score fixed at submission; null before. Guests: REGISTRATION_REQUIRED. */
  result(caller: Caller, view: AttemptView): ResultDto | null {
    registered(caller);
    if (view.status !== "submitted" || !view.score) return null;
    return { ...view.score, passRule: view.score.rule };
  }

  /** Page n after submission, with the answers given, the keys, model solutions and explanations. */
  async review(caller: Caller, view: AttemptView, number: number, lang: LangCode | null): Promise<ReviewPageDto | null> {
    registered(caller);
    if (view.status !== "submitted") return null;
    const ref = this.blockRef(caller, view, number);
    const [block, answers] = await Promise.all([
      loaders(caller).blockWithSubs.load(ref.id),
      loaders(caller).answersByAttempt.load(view.id),
    ]);
    if (!block) throw new AppError("NOT_FOUND", commonMessages.notFound);
    const language = lang ?? caller.lang;
    const given = new Map(answers.map((a) => [a.subQuestionId, a.value]));
    const skill = skillOf(block.type);
    const pool = this.poolChoices(block);
    const items = (block.subQuestions ?? []).map((s): ReviewItemDto => {
      const choices = s.answerType === "matching" ? pool : this.choices(s.choices);
      const answer = given.get(s.id) ?? null;
      const typed = isTyped(s);
      const labelOf = (v: string | null) => (v === null ? null : (choices.find((c) => c.value === v)?.label ?? null));
      return {
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
        correct: isCorrect(this.scoringItem(s, skill), answer),
        correctAnswers: typed ? [...s.acceptedAnswers] : s.correctAnswer !== null ? [s.correctAnswer] : [],
        correctLabel: typed ? null : labelOf(s.correctAnswer),
        modelSolution: pick(s.modelSolution, language),
        explanation: pick(s.explanation, language),
      };
    });
    return {
      number,
      correct: items.filter((i) => i.correct).length,
      total: items.length,
      block: {
        id: block.id,
        type: block.type,
        skill,
        title: block.title,
        intro: block.intro,
        passage: block.passage,
        audioUrl: this.media.url(block.audio),
        imageUrl: this.media.url(block.image),
        // Stored sanitised since the transcript became HTML; rows from before are cleaned here too.
        transcript: sanitize(block.transcript),
        notes: pick(block.notes, language),
        optionPool: pool,
        items,
      },
    };
  }

  // ----------------------------------------------------------------------------------------------
  // Writing

  /** A transaction whose work may run twice (after a transient fault, once more on a fresh connection). */
  private idempotentTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryOnce("idempotent transaction", () => this.ds.transaction(work));
  }

  /**
   * Saves answers: an idempotent upsert per (attempt, sub-question), validated before writing,
   * in one transaction of three statements (lock and load; one multi-row upsert; one update of the
   * current page and module start). A retried or concurrent save leaves one answer per sub-question.
   */
  async save(caller: Caller, attemptIdRaw: string, input: AnswerValue[]): Promise<{ attempt: AttemptView; saved: number }> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const answers = this.checkShape(caller, input);

    // An upsert per sub-question: running it again after a dropped connection (committed or not) changes nothing.
    const outcome = await this.idempotentTransaction(async (em) => {
      const rows: (ViewRow & { subs: SubForSave[] })[] = await em.query(
        `SELECT ${VIEW_COLUMNS},
           (SELECT coalesce(json_agg(json_build_object('id', sq.id, 'blockId', sq.block_id, 'answerType', sq.answer_type,
                     'completeMode', sq.complete_mode, 'choices', sq.choices, 'pool', qb.option_pool)), '[]'::json)
              FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
             WHERE qb.exam_id = a.exam_id AND sq.id = ANY($2::int[])) AS subs
         ${VIEW_FROM} WHERE a.id = $1 FOR UPDATE OF a`,
        [attemptId, answers.map((a) => a.id)],
      );
      if (!rows.length) throw attemptNotFound(attemptIdRaw);
      const view = viewOf(rows[0]);
      assertCanRead(principal, view);
      if (view.status === "submitted") throw attemptSubmitted(view);
      const now = this.now();
      const clocks = this.clocks(view, now);
      if (view.mode === "exam" && isAttemptExpired(clocks, now)) {
        await this.finish(em, view, now);
        return { expired: true as const, view };
      }

      const subs = new Map(rows[0].subs.map((s) => [s.id, s]));
      const blockIndex = new Map(view.blocks.map((b, i) => [b.id, i]));
      const problems: Problem[] = [];
      answers.forEach((a, index) => {
        const sub = subs.get(a.id);
        if (!sub)
          return problems.push({
            index,
            id: a.raw,
            reason: "NOT_IN_EXAM",
            text: { message: M.notInExam, params: { id: a.raw } },
          });
        if (!this.fits(sub, a.value))
          return problems.push({
            index,
            id: a.raw,
            reason: "NOT_A_CHOICE",
            text: { message: M.notAChoice, params: { id: a.raw, value: a.value } },
          });
        const skill = skillOf(view.blocks[blockIndex.get(sub.blockId)!].type);
        if (
          view.mode === "exam" &&
          isClosed(
            clocks.find((c) => c.skill === skill),
            now,
          )
        )
          return problems.push({ index, id: a.raw, reason: "TIME_UP", text: { message: M.timeUp, params: { id: a.raw } } });
      });
      if (problems.length) throw this.badInput(problems);
      if (!answers.length) return { expired: false as const, view, saved: 0 };

      // An empty value takes an answer back (a learner who clears a typed gap); every other value is upserted.
      const kept = answers.filter((a) => a.value.trim() !== "");
      const cleared = answers.filter((a) => a.value.trim() === "");
      if (kept.length)
        await em.query(
          `INSERT INTO attempt_answers (attempt_id, sub_question_id, value, updated_at)
           SELECT $1, u.sub_question_id, u.value, $4 FROM unnest($2::int[], $3::text[]) AS u(sub_question_id, value)
           ON CONFLICT (attempt_id, sub_question_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
          [view.id, kept.map((a) => a.id), kept.map((a) => a.value), now],
        );
      if (cleared.length)
        await em.query(`DELETE FROM attempt_answers WHERE attempt_id = $1 AND sub_question_id = ANY($2::int[])`, [
          view.id,
          cleared.map((a) => a.id),
        ]);
      const lastBlock = subs.get(answers[answers.length - 1].id)!.blockId;
      const currentPage = blockIndex.get(lastBlock)! + 1;
      const started = { ...view.moduleStartedAt };
      if (view.mode === "exam") {
        for (const a of answers) {
          const skill = skillOf(view.blocks[blockIndex.get(subs.get(a.id)!.blockId)!].type);
          if (!this.clocks({ ...view, moduleStartedAt: started }, now).find((c) => c.skill === skill)?.startedAt) {
            started[skill] = now.toISOString();
          }
        }
      }
      await em.query(`UPDATE attempts SET current_page = $2, module_started_at = $3::jsonb WHERE id = $1`, [
        view.id,
        currentPage,
        JSON.stringify(started),
      ]);
      return { expired: false as const, view: { ...view, currentPage, moduleStartedAt: started }, saved: answers.length };
    });
    loaders(caller).attemptView.clear(outcome.view.id);
    loaders(caller).answersByAttempt.clear(outcome.view.id);
    if (outcome.expired) throw attemptSubmitted(outcome.view);
    loaders(caller).attemptView.prime(outcome.view.id, outcome.view);
    return { attempt: outcome.view, saved: outcome.saved };
  }

  /** Submits: scores from the stored keys and fixes the score. Submitting again returns the attempt. */
  async submit(caller: Caller, attemptIdRaw: string): Promise<AttemptView> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    await this.ds.transaction(async (em) => {
      const view = await this.lock(em, attemptId);
      if (!view) throw attemptNotFound(attemptIdRaw);
      assertCanRead(principal, view);
      if (view.status === "in_progress") await this.finish(em, view, this.now());
    });
    return (await this.reload(caller, attemptId))!;
  }

  /**
   * Registers one play of a block's recording. In exam mode a play over the block's limit is
   * refused; the count is held on the server and raised atomically.
   */
  async registerAudioPlay(
    caller: Caller,
    attemptIdRaw: string,
    blockIdRaw: string,
  ): Promise<{ blockId: number; plays: number; playLimit: number | null; playsLeft: number | null }> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    const blockId = parseId(blockIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const view = await this.get(caller, attemptId);
    assertCanChange(principal, view);
    if (view.status === "submitted") throw attemptSubmitted(view);
    const ref = view.blocks.find((b) => b.id === blockId);
    if (!ref || !blockId) throw new AppError("NOT_FOUND", M.blockNotInExam, { blockId: blockIdRaw }, { id: blockIdRaw });
    const block = await loaders(caller).blockWithSubs.load(blockId);
    if (!block?.audio)
      throw new AppError(
        "BAD_USER_INPUT",
        M.noAudio,
        {
          field: "blockId",
          blockId: blockIdRaw,
        },
        { id: blockIdRaw },
      );
    const limit = view.mode === "exam" ? block.playLimit : null;
    if (view.mode === "exam") await this.enterModule(view, skillOf(block.type));
    const rows: { plays: number }[] = await this.ds.query(
      `INSERT INTO attempt_audio_plays (attempt_id, block_id, plays) VALUES ($1, $2, 1)
       ON CONFLICT (attempt_id, block_id) DO UPDATE SET plays = attempt_audio_plays.plays + 1
        WHERE $3::int IS NULL OR attempt_audio_plays.plays < $3::int
       RETURNING plays`,
      [view.id, blockId, limit],
    );
    loaders(caller).attemptView.clear(view.id);
    if (!rows.length) {
      throw new AppError(
        "BAD_USER_INPUT",
        M.playLimit,
        {
          field: "blockId",
          blockId: blockIdRaw,
          reason: "PLAY_LIMIT_REACHED",
        },
        { limit: limit ?? 0 },
      );
    }
    const plays = rows[0].plays;
    return { blockId, plays, playLimit: block.playLimit, playsLeft: limit === null ? null : Math.max(0, limit - plays) };
  }

  // ----------------------------------------------------------------------------------------------
  // Internals

  private badInput(problems: Problem[]): AppError {
    const fields: Record<string, LocalText> = {};
    for (const p of problems) fields[`answers.${p.index}.value`] = p.text;
    const details = { subQuestionId: problems[0].id, subQuestionIds: problems.map((p) => p.id), reason: problems[0].reason };
    return new AppError("BAD_USER_INPUT", "BAD_USER_INPUT", details, {}, fields);
  }

  /** Ids and lengths are checked before any statement is sent. */
  private checkShape(caller: Caller, input: AnswerValue[]): { id: number; raw: string; value: string }[] {
    const problems: Problem[] = [];
    const seen = new Set<number>();
    const out: { id: number; raw: string; value: string }[] = [];
    input.forEach((a, index) => {
      const id = parseId(a.subQuestionId);
      if (!id)
        return problems.push({
          index,
          id: a.subQuestionId,
          reason: "NOT_IN_EXAM",
          text: { message: M.notInExam, params: { id: a.subQuestionId } },
        });
      if ([...a.value].length > MAX_ANSWER_LENGTH)
        return problems.push({
          index,
          id: a.subQuestionId,
          reason: "TOO_LONG",
          text: { message: M.tooLong, params: { id: a.subQuestionId, max: MAX_ANSWER_LENGTH } },
        });
      if (seen.has(id))
        return problems.push({
          index,
          id: a.subQuestionId,
          reason: "DUPLICATE",
          text: { message: M.duplicate, params: { id: a.subQuestionId } },
        });
      seen.add(id);
      out.push({ id, raw: a.subQuestionId, value: a.value });
    });
    if (problems.length) throw this.badInput(problems);
    return out;
  }

  /** Whether a value fits its sub-question: one of its options, a pool value, or typed text. */
  private fits(sub: SubForSave, value: string): boolean {
    if (value.trim() === "") return true; // clearing an answer
    if (sub.answerType === "complete" && sub.completeMode === "write") return true;
    if (sub.answerType === "matching") return sub.pool.some((o) => o.value === value);
    return sub.choices.some((c) => c.value === value);
  }

  private clocks(view: AttemptView, now: Date = this.now()): ModuleClock[] {
    return moduleClocks({
      mode: view.mode,
      blockTypes: view.blocks.map((b) => b.type),
      limitsMinutes: { reading: view.exam.readingMinutes, listening: view.exam.listeningMinutes },
      started: view.moduleStartedAt,
      now,
    });
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
  private async enterModule(view: AttemptView, skill: "reading" | "listening"): Promise<void> {
    const clock = this.clocks(view).find((c) => c.skill === skill);
    const minutes = skill === "reading" ? view.exam.readingMinutes : view.exam.listeningMinutes;
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
    await this.ds.transaction(async (em) => {
      const locked = await this.lock(em, view.id);
      if (locked && locked.status === "in_progress") await this.finish(em, locked, now);
    });
    return (await this.reload(caller, view.id))!;
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

  /** Scores the attempt from the stored keys and answers, and fixes the score (inside a transaction). */
  private async finish(em: EntityManager, view: AttemptView, now: Date): Promise<void> {
    const items: {
      id: number;
      block_type: BlockType;
      answer_type: AnswerType;
      complete_mode: CompleteMode | null;
      correct_answer: string | null;
      accepted_answers: string[];
    }[] = await em.query(
      `SELECT sq.id, qb.type AS block_type, sq.answer_type, sq.complete_mode, sq.correct_answer, sq.accepted_answers
           FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1`,
      [view.examId],
    );
    const answers: { sub_question_id: number; value: string }[] = await em.query(
      `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1`,
      [view.id],
    );
    const score = scoreAttempt(
      items.map((i) => ({
        id: i.id,
        skill: skillOf(i.block_type),
        answerType: i.answer_type,
        completeMode: i.complete_mode,
        correctAnswer: i.correct_answer,
        acceptedAnswers: i.accepted_answers ?? [],
      })),
      new Map(answers.map((a) => [a.sub_question_id, a.value])),
      { passRule: view.exam.passRule, passPercent: view.exam.passPercent },
    );
    await em.query(`UPDATE attempts SET status = 'submitted', submitted_at = $2, score = $3::jsonb WHERE id = $1`, [
      view.id,
      now,
      JSON.stringify(score),
    ]);
  }

  private scoringItem(s: SubQuestion, skill: "reading" | "listening"): ScoringItem {
    return {
      id: s.id,
      skill,
      answerType: s.answerType,
      completeMode: s.completeMode,
      correctAnswer: s.correctAnswer,
      acceptedAnswers: s.acceptedAnswers ?? [],
    };
  }

  private choices(options: ChoiceOption[]): ChoiceDto[] {
    return (options ?? []).map((c) => ({ value: c.value, label: c.label ?? null, imageUrl: this.media.url(c.image) }));
  }

  private poolChoices(block: QuestionBlock): ChoiceDto[] {
    return (block.optionPool ?? []).map((o) => ({ value: o.value, label: o.label, imageUrl: null }));
  }
}
