import type { DataSource, EntityManager } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import { parseId } from "../../common/ids";
import { logger } from "../../common/logger";
import type { Actor } from "../../common/principal";
import { retryOnce } from "../../db/faults";
import type { ExamContentCache } from "../exams/exam-content-cache";
import { skillOf } from "../exams/question-block.entity";
import type { AnswerValue } from "./attempt.dto";
import { loadersOf, VIEW_COLUMNS, VIEW_FROM, viewOf, type AttemptView, type ViewRow } from "./attempt.loaders";
import { attemptMessages as M } from "./attempt.messages";
import { assertCanRead, attemptNotFound, attemptSubmitted, signedIn } from "./attempt.policy";
import {
  badInput,
  checkShape,
  clocksOf,
  fits,
  foreignRecordings,
  maxLengthOf,
  scoreAndClose,
  type Problem,
} from "./attempt-answers";
import { isAttemptExpired, isClosed, type ModuleClock } from "./module-clock";
import { noTeile, type TeilOf } from "./teil-points";

type Checked = ReturnType<typeof checkShape>;

/** What a valid save writes: the kept and cleared answers, the current page and the module starts. */
interface Plan {
  kept: Checked;
  cleared: Checked;
  currentPage: number;
  started: Record<string, string>;
  /** the recordings the speaking answers named before this save, where it names another (or none) */
  replaced: string[];
}

/**
 * The takes of speaking tasks: a replaced one is deleted once the save naming its successor is written; those no answer
 * names are deleted when the attempt closes.
 */
export interface RecordingTakes {
  removeSuperseded(recordingIds: string[]): Promise<number>;
  removeUnsaved(attemptId: number): Promise<number>;
}

/** The save's single statement: the attempt row guarded (still open, no answered item checked), the upsert and the clearing. */
const WRITE = `WITH a AS (
    UPDATE attempts SET current_page = $2, module_started_at = $3::jsonb || module_started_at
     WHERE id = $1 AND status = 'in_progress' AND NOT (coalesce(checked, '{}'::jsonb) ?| $4::text[])
    RETURNING id),
  ins AS (
    INSERT INTO attempt_answers (attempt_id, sub_question_id, value, updated_at)
    SELECT a.id, u.sub_question_id, u.value, $7 FROM a, unnest($5::int[], $6::text[]) AS u(sub_question_id, value)
    ON CONFLICT (attempt_id, sub_question_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
    RETURNING 1),
  del AS (
    DELETE FROM attempt_answers d USING a WHERE d.attempt_id = a.id AND d.sub_question_id = ANY($8::int[]) RETURNING 1)
  SELECT (SELECT count(*) FROM a)::int AS updated, (SELECT count(*) FROM ins)::int AS upserted, (SELECT count(*) FROM del)::int AS deleted`;

/**
 * Saving answers in two round trips: the attempt as the request's loader reads it (one statement), the
 * answers checked against the cached exam content, then one statement that writes them only if the
 * attempt is still open and none of the answered items was checked meanwhile (a module's start already
 * recorded is kept). When that guard fails, or an exam's time has run out, the save runs again under the
 * attempt's row lock (a transaction), which decides as before: the same rules, the same errors.
 * Idempotent: one answer per (attempt, sub-question), so a retried or concurrent save changes nothing more.
 */
export class AnswerSaver {
  constructor(
    private readonly ds: DataSource,
    private readonly content: ExamContentCache,
    private readonly now: () => Date,
    /** the blueprint Teil of a block and its items' points, for scoring an attempt that ran out of time */
    private readonly teilOf: TeilOf = noTeile,
    private readonly takes: RecordingTakes | null = null,
  ) {}

  async save(caller: Actor, attemptIdRaw: string, input: AnswerValue[]): Promise<{ attempt: AttemptView; saved: number }> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const answers = checkShape(input);
    const loaders = loadersOf(caller);

    const view = await loaders.attemptView.load(attemptId);
    if (!view) throw attemptNotFound(attemptIdRaw);
    assertCanRead(principal, view);
    if (view.status === "submitted") throw attemptSubmitted(view);
    const now = this.now();
    if (!(view.mode === "exam" && isAttemptExpired(this.clocks(view, now), now))) {
      const plan = await this.plan(this.ds.manager, view, answers, now);
      if (!answers.length) return { attempt: view, saved: 0 };
      const [{ updated }]: { updated: number }[] = await retryOnce("save answers", () =>
        preparedQuery<{ updated: number }>(this.ds, "attempt_save", WRITE, [
          view.id,
          plan.currentPage,
          JSON.stringify(plan.started),
          answers.map((a) => String(a.id)),
          plan.kept.map((a) => a.id),
          plan.kept.map((a) => a.value),
          now,
          plan.cleared.map((a) => a.id),
        ]),
      );
      if (updated === 1) {
        await this.dropReplaced(plan.replaced);
        return this.done(caller, { ...view, currentPage: plan.currentPage, moduleStartedAt: plan.started }, answers.length);
      }
    }
    return this.saveLocked(caller, attemptIdRaw, attemptId, answers);
  }

  /** The save under the attempt's row lock: submitted meanwhile, an item checked, or an exam whose time ran out. */
  private async saveLocked(caller: Actor, raw: string, attemptId: number, answers: Checked) {
    const principal = signedIn(caller);
    const outcome = await retryOnce("idempotent transaction", () =>
      this.ds.transaction(async (em) => {
        const rows: ViewRow[] = await em.query(`SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.id = $1 FOR UPDATE OF a`, [
          attemptId,
        ]);
        if (!rows.length) throw attemptNotFound(raw);
        const view = viewOf(rows[0]);
        assertCanRead(principal, view);
        if (view.status === "submitted") throw attemptSubmitted(view);
        const now = this.now();
        if (view.mode === "exam" && isAttemptExpired(this.clocks(view, now), now)) {
          await scoreAndClose(em, view, now, this.teilOf);
          return { expired: true as const, view };
        }
        const plan = await this.plan(em, view, answers, now);
        if (!answers.length) return { expired: false as const, view, saved: 0 };
        await this.write(em, view, plan, now);
        return {
          expired: false as const,
          view: { ...view, currentPage: plan.currentPage, moduleStartedAt: plan.started },
          saved: answers.length,
          replaced: plan.replaced,
        };
      }),
    );
    if (outcome.expired) {
      await this.takes?.removeUnsaved(outcome.view.id).catch((err: unknown) => logger.warn({ err }, "takes not cleared"));
      loadersOf(caller).attemptView.clear(outcome.view.id);
      loadersOf(caller).answersByAttempt.clear(outcome.view.id);
      throw attemptSubmitted(outcome.view);
    }
    if ("replaced" in outcome && outcome.replaced) await this.dropReplaced(outcome.replaced);
    return this.done(caller, outcome.view, outcome.saved);
  }

  /** After the write: the takes no answer names any more are deleted (a failure here loses nothing the learner has). */
  private async dropReplaced(replaced: string[]): Promise<void> {
    if (!replaced.length || !this.takes) return;
    await this.takes.removeSuperseded(replaced).catch((err: unknown) => logger.warn({ err }, "replaced takes not removed"));
  }

  private done(caller: Actor, view: AttemptView, saved: number): { attempt: AttemptView; saved: number } {
    const loaders = loadersOf(caller);
    loaders.attemptView.clear(view.id);
    loaders.answersByAttempt.clear(view.id);
    loaders.attemptView.prime(view.id, view);
    return { attempt: view, saved };
  }

  /** Checks every answer against the attempt's pages (BAD_USER_INPUT listing each refused one) and plans the write. */
  private async plan(em: EntityManager, view: AttemptView, answers: Checked, now: Date): Promise<Plan> {
    const subs = await this.content.subsOf(view.blocks.map((b) => b.id));
    const clocks = this.clocks(view, now);
    const problems: Problem[] = [];
    answers.forEach((a, index) => {
      const found = subs.get(a.id);
      const id = a.raw;
      if (!found) return problems.push({ index, id, reason: "NOT_IN_EXAM", text: { message: M.notInExam, params: { id } } });
      const { sub, block } = found;
      const max = maxLengthOf(sub.answerType);
      if ([...a.value].length > max)
        return problems.push({ index, id, reason: "TOO_LONG", text: { message: M.tooLong, params: { id, max } } });
      const forFit = {
        id: sub.id,
        blockId: block.id,
        answerType: sub.answerType,
        completeMode: sub.completeMode,
        choices: sub.choices,
        pool: block.optionPool ?? [],
      };
      if (!fits(forFit, a.value))
        return problems.push({
          index,
          id,
          reason: "NOT_A_CHOICE",
          text: { message: M.notAChoice, params: { id, value: a.value } },
        });
      if (view.checked[String(a.id)])
        return problems.push({ index, id, reason: "CHECKED", text: { message: M.checked, params: { id } } });
      const skill = skillOf(block.type);
      if (
        view.mode === "exam" &&
        isClosed(
          clocks.find((c) => c.skill === skill),
          now,
        )
      )
        return problems.push({ index, id, reason: "TIME_UP", text: { message: M.timeUp, params: { id } } });
    });
    if (!problems.length) {
      // a speaking answer names a recording: the caller's own, made for that task
      const spoken = answers
        .map((a, index) => ({ index, subQuestionId: a.id, value: a.value }))
        .filter((a) => subs.get(a.subQuestionId)?.sub.answerType === "speaking" && a.value.trim() !== "");
      if (spoken.length)
        for (const index of await foreignRecordings(em, view.userId, spoken))
          problems.push({
            index,
            id: answers[index].raw,
            reason: "NOT_YOUR_RECORDING",
            text: { message: M.notYourRecording, params: { id: answers[index].raw } },
          });
    }
    if (problems.length) throw badInput(problems);
    const replaced = await this.replacedTakes(em, view, answers, subs);
    const blockIndex = new Map(view.blocks.map((b, i) => [b.id, i]));
    const started = { ...view.moduleStartedAt };
    if (view.mode === "exam") {
      for (const a of answers) {
        const skill = skillOf(subs.get(a.id)!.block.type);
        if (!this.clocks({ ...view, moduleStartedAt: started }, now).find((c) => c.skill === skill)?.startedAt)
          started[skill] = now.toISOString();
      }
    }
    const last = answers.length ? subs.get(answers[answers.length - 1].id)!.block.id : null;
    return {
      // An empty value takes an answer back (a learner who clears a typed gap); every other value is upserted.
      kept: answers.filter((a) => a.value.trim() !== ""),
      cleared: answers.filter((a) => a.value.trim() === ""),
      currentPage: last === null ? view.currentPage : blockIndex.get(last)! + 1,
      started,
      replaced,
    };
  }

  /** The recordings the save's speaking answers named so far, where the save names another one or none. */
  private async replacedTakes(
    em: EntityManager,
    view: AttemptView,
    answers: Checked,
    subs: Awaited<ReturnType<ExamContentCache["subsOf"]>>,
  ): Promise<string[]> {
    const spoken = answers.filter((a) => subs.get(a.id)?.sub.answerType === "speaking");
    if (!spoken.length) return [];
    const before: { sub_question_id: number; value: string }[] = await em.query(
      `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1 AND sub_question_id = ANY($2::int[])`,
      [view.id, spoken.map((a) => a.id)],
    );
    const next = new Map(spoken.map((a) => [a.id, a.value.trim() === "" ? "" : a.value]));
    return before.filter((b) => b.value && next.get(b.sub_question_id) !== b.value).map((b) => b.value);
  }

  private async write(em: EntityManager, view: AttemptView, plan: Plan, now: Date): Promise<void> {
    if (plan.kept.length)
      await em.query(
        `INSERT INTO attempt_answers (attempt_id, sub_question_id, value, updated_at)
         SELECT $1, u.sub_question_id, u.value, $4 FROM unnest($2::int[], $3::text[]) AS u(sub_question_id, value)
         ON CONFLICT (attempt_id, sub_question_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [view.id, plan.kept.map((a) => a.id), plan.kept.map((a) => a.value), now],
      );
    if (plan.cleared.length)
      await em.query(`DELETE FROM attempt_answers WHERE attempt_id = $1 AND sub_question_id = ANY($2::int[])`, [
        view.id,
        plan.cleared.map((a) => a.id),
      ]);
    await em.query(`UPDATE attempts SET current_page = $2, module_started_at = $3::jsonb WHERE id = $1`, [
      view.id,
      plan.currentPage,
      JSON.stringify(plan.started),
    ]);
  }

  private clocks(view: AttemptView, now: Date): ModuleClock[] {
    return clocksOf(view, now);
  }
}
