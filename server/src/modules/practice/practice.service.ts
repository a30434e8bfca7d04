import type { DataSource } from "typeorm";
import { In } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { parseId } from "../../common/ids";
import { pick, type LangCode } from "../../common/lang";
import type { Actor } from "../../common/principal";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { skillOf, type AudioCue } from "../exams/question-block.entity";
import { SubQuestion } from "../exams/sub-question.entity";
import type { CheckedItems } from "../attempts/attempt.entity";
import { scoringItemOf } from "../attempts/attempt-answers";
import { recordItemRuns } from "../attempts/attempt-item-runs";
import { lastSeenByBlock } from "../attempts/block-reviews";
import {
  loadersOf as attemptLoadersOf,
  VIEW_COLUMNS,
  VIEW_FROM,
  viewOf,
  type AttemptView,
  type ViewRow,
} from "../attempts/attempt.loaders";
import { assertCanChange, attemptNotFound, attemptSubmitted } from "../attempts/attempt.policy";
import type { AttemptService } from "../attempts/attempt.service";
import { isCorrect, isTyped } from "../attempts/scoring";
import { KEYED_SKILLS, type PracticeCatalog, type PracticeSetDef } from "./practice.content";
import { itemEvents, loadersOf, statsOf, type PracticeBlock } from "./practice.history";
import { practiceMessages as M } from "./practice.messages";
import { registered } from "./practice.policy";
import { mistakeQueue } from "./practice.rules";

/** A practice set as the edges show it, in the caller's language. */
export type PracticeSetDto = Omit<PracticeSetDef, "name" | "description" | "tip"> & {
  title: string;
  name: string;
  description: string | null;
  tip: string | null;
  blockCount: number;
  itemCount: number;
};

export interface CheckedAnswerDto {
  subQuestionId: number;
  answer: string | null;
  correct: boolean;
  correctAnswers: string[];
  correctLabel: string | null;
  explanation: string | null;
  modelSolution: string | null;
  checkedAt: Date;
}

export interface DrillRequest {
  setId: string | null;
  mistakes: boolean;
  family: ExamFamilyCode | null;
  cefr: CefrCode | null;
}

/** Pages of one drill: enough for a sitting of 15–30 minutes. */
export const MAX_DRILL_PAGES = 6;

const FAMILY_NAME: Record<ExamFamilyCode, string> = { goethe: "Goethe", telc: "telc" };

/**
 * Practice beyond mock exams: the sets, drills (TRAINING attempts over their own block lists) and checking
 * answers in a drill. Progress figures (mistakes, mastery, readiness) are PracticeProgressService's.
 */
export class PracticeService {
  constructor(
    private readonly ds: DataSource,
    readonly catalog: PracticeCatalog,
    private readonly attempts: AttemptService,
  ) {}

  /** The sets of a family and level (public: guests see them and are asked to register to drill). */
  async sets(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<PracticeSetDto[]> {
    const defs = this.catalog.sets.filter((s) => (!family || s.family === family) && (!cefr || s.cefr === cefr));
    return this.present(actor, defs);
  }

  /** Sets as the caller reads them, with their block and item counts. */
  async present(actor: Actor, defs: PracticeSetDef[]): Promise<PracticeSetDto[]> {
    const stats = statsOf(await loadersOf(actor).blocks(this.catalog));
    return defs.map((d) => dtoOf(d, actor.lang, stats.get(d.id)));
  }

  /** The practice set of a drill attempt (null for a mock or a mistakes drill). */
  async setOfAttempt(actor: Actor, view: AttemptView): Promise<PracticeSetDto | null> {
    const def = view.practiceSet ? this.catalog.byId.get(view.practiceSet) : undefined;
    return def ? (await this.present(actor, [def]))[0] : null;
  }

  /**
   * Starts a drill, or resumes the caller's open drill of the same set: a TRAINING attempt (no clock, no play
   * limit) whose pages are the set's blocks across the level's published mocks, those the learner has not seen first
   * (in exam order), then those seen longest ago (attempts/block-reviews.ts says what "seen" is), so the page whose
   * solutions were just read comes last (a writing or speaking set: one task, then assessed as a mock's is, with
   * the productive module's feedback, rubric and self-assessment); or, with `mistakes`, the blocks holding the caller's queued mistakes, the
   * most mistakes first, asking only the items answered wrong (each on its page, for the text and the recording).
   */
  async startDrill(actor: Actor, req: DrillRequest, tie: { assignmentId: number } | null = null): Promise<AttemptView> {
    const principal = registered(actor);
    if (!req.setId === !req.mistakes) throw fieldError("setId", M.chooseOne);
    const blocks = await loadersOf(actor).blocks(this.catalog);
    let key: string;
    let pages: PracticeBlock[];
    let items: number[] | null = null;
    if (req.setId) {
      const set = this.catalog.byId.get(req.setId);
      if (!set) throw new AppError("NOT_FOUND", M.setNotFound, { setId: req.setId });
      key = set.id;
      const ofSet = blocks.filter((b) => b.setId === set.id);
      if (!ofSet.length) throw fieldError("setId", M.noTasks, { reason: "NO_TASKS" });
      const seen = await lastSeenByBlock(
        this.ds,
        principal.userId,
        ofSet.map((b) => b.id),
      );
      const at = (b: PracticeBlock) => seen.get(b.id)?.getTime() ?? -Infinity;
      pages = ofSet.sort((a, b) => at(a) - at(b) || a.order - b.order);
      // a writing or speaking drill is one task: written or spoken, then assessed as in a mock
      if (!KEYED_SKILLS.includes(set.skill)) pages = pages.slice(0, 1);
    } else {
      key = ["mistakes", req.family, req.cefr].filter(Boolean).join(":");
      const events = await itemEvents(this.ds, this.catalog, principal.userId, req.family, req.cefr);
      const queued = new Set(mistakeQueue(events).map((m) => m.subQuestionId));
      const perBlock = new Map<number, number[]>();
      for (const e of events)
        if (queued.delete(e.subQuestionId)) perBlock.set(e.blockId, [...(perBlock.get(e.blockId) ?? []), e.subQuestionId]);
      pages = blocks
        .filter((b) => perBlock.has(b.id))
        .sort((a, b) => perBlock.get(b.id)!.length - perBlock.get(a.id)!.length || a.order - b.order);
      if (!pages.length) throw fieldError("mistakes", M.noMistakes, { reason: "NO_MISTAKES" });
      items = pages.slice(0, MAX_DRILL_PAGES).flatMap((b) => perBlock.get(b.id)!);
    }
    const ids = pages.slice(0, MAX_DRILL_PAGES).map((b) => b.id);
    if (tie) return this.startTied(actor, principal.userId, tie.assignmentId, { examId: pages[0].examId, ids, key });
    for (let tries = 0; tries < 3; tries += 1) {
      const open: { id: number }[] = await this.ds.query(
        `SELECT id FROM attempts WHERE user_id = $1 AND kind = 'drill' AND practice_set = $2 AND status = 'in_progress' AND assignment_id IS NULL`,
        [principal.userId, key],
      );
      if (open.length) return this.attempts.get(actor, open[0].id);
      const inserted: { id: number }[] = await this.ds.query(
        `INSERT INTO attempts (user_id, exam_id, mode, kind, block_ids, item_ids, practice_set, status, started_at)
         VALUES ($1, $2, 'training', 'drill', $3::int[], $4::int[], $5, 'in_progress', $6)
         ON CONFLICT (user_id, practice_set) WHERE status = 'in_progress' AND kind = 'drill' AND assignment_id IS NULL DO NOTHING RETURNING id`,
        [principal.userId, pages[0].examId, ids, items, key, this.attempts.now()],
      );
      if (inserted.length) return this.attempts.get(actor, inserted[0].id);
    }
    throw new AppError("CONFLICT", "could not start a drill");
  }

  /**
   * The drill of a course assignment (modules/courses decides who may start it): one per learner and assignment,
   * resumed whatever its status, and never the learner's own open drill of the set.
   */
  private async startTied(
    actor: Actor,
    userId: number,
    assignmentId: number,
    drill: { examId: number; ids: number[]; key: string },
  ): Promise<AttemptView> {
    const existing: { id: number }[] = await this.ds.query(`SELECT id FROM attempts WHERE user_id = $1 AND assignment_id = $2`, [
      userId,
      assignmentId,
    ]);
    if (existing.length) return this.attempts.get(actor, existing[0].id);
    await this.ds.query(
      `INSERT INTO attempts (user_id, exam_id, mode, kind, block_ids, practice_set, status, started_at, assignment_id)
       VALUES ($1, $2, 'training', 'drill', $3::int[], $4, 'in_progress', $5, $6)
       ON CONFLICT (user_id, assignment_id) WHERE assignment_id IS NOT NULL DO NOTHING`,
      [userId, drill.examId, drill.ids, drill.key, this.attempts.now(), assignmentId],
    );
    const rows: { id: number }[] = await this.ds.query(`SELECT id FROM attempts WHERE user_id = $1 AND assignment_id = $2`, [
      userId,
      assignmentId,
    ]);
    return this.attempts.get(actor, rows[0].id);
  }

  /**
   * Checks items of an open drill: locks their answers (saveAnswers refuses a change from now on) and answers
   * their keys and explanations; items checked before answer as they were. Only the named items are revealed.
   */
  async checkAnswers(actor: Actor, attemptIdRaw: string, subIdsRaw: string[]): Promise<CheckedAnswerDto[]> {
    const principal = registered(actor);
    const attemptId = parseId(attemptIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const ids = subIdsRaw.map((raw) => {
      const id = parseId(raw);
      if (!id) throw fieldError("subQuestionIds", M.notInDrill, { subQuestionId: raw }, { id: raw });
      return id;
    });
    const result = await this.ds.transaction(async (em) => {
      const rows: ViewRow[] = await em.query(`SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.id = $1 FOR UPDATE OF a`, [attemptId]);
      if (!rows.length) throw attemptNotFound(attemptIdRaw);
      const view = viewOf(rows[0]);
      assertCanChange(principal, view);
      if (view.kind !== "drill") throw fieldError("attemptId", M.drillsOnly, { reason: "NOT_A_DRILL" });
      if (view.status === "submitted") throw attemptSubmitted(view);
      const subs = await em.getRepository(SubQuestion).find({
        where: { id: In([...new Set(ids)]) },
        relations: { block: true },
      });
      const pages = new Set(view.blocks.map((b) => b.id));
      const asked = (s: SubQuestion) => pages.has(s.blockId) && (!view.itemIds || view.itemIds.includes(s.id));
      const byId = new Map(subs.filter(asked).map((s) => [s.id, s]));
      const missing = subIdsRaw.find((raw, i) => !byId.has(ids[i]));
      if (missing !== undefined) throw fieldError("subQuestionIds", M.notInDrill, { subQuestionId: missing }, { id: missing });
      const productive = [...byId.values()].find((s) => !KEYED_SKILLS.includes(skillOf(s.block!.type)));
      if (productive)
        throw fieldError("subQuestionIds", M.notKeyed, { subQuestionId: String(productive.id), reason: "NOT_KEYED" });
      const answers: { sub_question_id: number; value: string }[] = await em.query(
        `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1 AND sub_question_id = ANY($2::int[])`,
        [view.id, [...byId.keys()]],
      );
      const given = new Map(answers.map((a) => [a.sub_question_id, a.value]));
      const at = this.attempts.now().toISOString();
      const added: CheckedItems = {};
      for (const s of byId.values()) {
        if (view.checked[String(s.id)]) continue;
        added[String(s.id)] = { correct: isCorrect(scoringItemOf(s, skillOf(s.block!.type)), given.get(s.id)), at };
      }
      if (Object.keys(added).length) {
        await em.query(`UPDATE attempts SET checked = checked || $2::jsonb WHERE id = $1`, [view.id, JSON.stringify(added)]);
        await recordItemRuns(em, [view.id]);
      }
      const checked = { ...view.checked, ...added };
      return ids.map((id) => answerDto(byId.get(id)!, given.get(id) ?? null, checked[String(id)], actor.lang));
    });
    attemptLoadersOf(actor).attemptView.clear(attemptId);
    return result;
  }

  /**
   * The sentence timings of a listening block of the caller's attempt, where its transcript may be shown: after
   * submission (the review), or in a drill once an item of that block has been checked. Never in a running mock.
   */
  async audioCues(actor: Actor, attemptIdRaw: string, blockIdRaw: string): Promise<AudioCue[]> {
    registered(actor);
    const view = await this.attempts.get(actor, attemptIdRaw);
    const blockId = parseId(blockIdRaw);
    if (!blockId || !view.blocks.some((b) => b.id === blockId))
      throw fieldError("blockId", M.blockNotInAttempt, { blockId: blockIdRaw });
    const subs: { id: number }[] = await this.ds.query(`SELECT id FROM sub_questions WHERE block_id = $1`, [blockId]);
    const open =
      view.status === "submitted" || (view.kind === "drill" && subs.some((s) => view.checked[String(s.id)] !== undefined));
    if (!open) throw new AppError("FORBIDDEN", M.transcriptLater, { reason: "NOT_YET_REVIEWED" });
    const rows: { audio_cues: AudioCue[] | null }[] = await this.ds.query(
      `SELECT audio_cues FROM question_blocks WHERE id = $1`,
      [blockId],
    );
    return rows[0]?.audio_cues ?? [];
  }

  /** The checked items of a drill so far, for the owner (or an admin): what to show locked after a reload. */
  async checkedAnswers(actor: Actor, attemptIdRaw: string): Promise<CheckedAnswerDto[]> {
    registered(actor);
    const view = await this.attempts.get(actor, attemptIdRaw);
    const ids = Object.keys(view.checked).map(Number);
    if (!ids.length) return [];
    const [subs, answers] = await Promise.all([
      this.ds.getRepository(SubQuestion).find({ where: { id: In(ids) }, relations: { block: true } }),
      attemptLoadersOf(actor).answersByAttempt.load(view.id),
    ]);
    const given = new Map(answers.map((a) => [a.subQuestionId, a.value]));
    const page = new Map(view.blocks.map((b, i) => [b.id, i]));
    return subs
      .sort((a, b) => page.get(a.blockId)! - page.get(b.blockId)! || a.position - b.position || a.id - b.id)
      .map((s) => answerDto(s, given.get(s.id) ?? null, view.checked[String(s.id)], actor.lang));
  }

  /** The caller's drills, newest first. */
  async myDrills(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<AttemptView[]> {
    const principal = registered(actor);
    const rows: ViewRow[] = await this.ds.query(
      `SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.user_id = $1 AND a.kind = 'drill'
          AND ($2::text IS NULL OR l.family = $2) AND ($3::text IS NULL OR l.cefr = $3)
        ORDER BY a.started_at DESC, a.id DESC`,
      [principal.userId, family, cefr],
    );
    const views = rows.map(viewOf);
    for (const v of views) attemptLoadersOf(actor).attemptView.prime(v.id, v);
    return views;
  }
}

export function dtoOf(d: PracticeSetDef, lang: LangCode, stats: { blocks: number; items: number } | undefined): PracticeSetDto {
  const name = pick(d.name, lang) ?? d.taskType;
  return {
    ...d,
    title: `${FAMILY_NAME[d.family]} ${d.cefr} · ${d.teilLabel}: ${name}`,
    name,
    description: pick(d.description, lang),
    tip: pick(d.tip, lang),
    blockCount: stats?.blocks ?? 0,
    itemCount: stats?.items ?? 0,
  };
}

function answerDto(
  s: SubQuestion,
  answer: string | null,
  check: { correct: boolean; at: string },
  lang: LangCode,
): CheckedAnswerDto {
  const typed = isTyped(s);
  const pool = s.answerType === "matching" ? (s.block?.optionPool ?? []) : [];
  const labelOf = (v: string | null) =>
    v === null ? null : (s.choices.find((c) => c.value === v)?.label ?? pool.find((o) => o.value === v)?.label ?? null);
  return {
    subQuestionId: s.id,
    answer,
    correct: check.correct,
    correctAnswers: typed ? [...s.acceptedAnswers] : s.correctAnswer !== null ? [s.correctAnswer] : [],
    correctLabel: typed ? null : labelOf(s.correctAnswer),
    explanation: pick(s.explanation, lang),
    modelSolution: pick(s.modelSolution, lang),
    checkedAt: new Date(check.at),
  };
}
