/**
 * The rules of a save and a hand-in, as pure functions and one statement set: the shape of the answers
 * (ids, lengths, duplicates), whether a value fits its sub-question, and scoring from the stored keys.
 */
import type { EntityManager } from "typeorm";
import { AppError, type LocalText } from "../../common/errors";
import { parseId } from "../../common/ids";
import { skillOf, type BlockType, type PoolOption, type SkillCode } from "../exams/question-block.entity";
import type { AnswerType, ChoiceOption, CompleteMode, SubQuestion } from "../exams/sub-question.entity";
import type { QuestionBlock } from "../exams/question-block.entity";
import type { ChoiceDto } from "./attempt.dto";
import type { ScoringItem } from "./scoring";
import type { AnswerValue, ProductiveScoreDto, ProductiveSkillScore, WritingTaskDto } from "./attempt.dto";
import type { AttemptScoreData } from "./attempt.entity";
import type { AttemptView } from "./attempt.loaders";
import { recordItemRuns } from "./attempt-item-runs";
import { attemptMessages as M } from "./attempt.messages";
import { moduleClocks, type ModuleClock } from "./module-clock";
import { scoreAttempt } from "./scoring";
import type { TeilOf } from "./teil-points";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/**
 * The speaking answers of a save whose value is not a recording of the attempt's owner for that task: their indexes.
 * (Before the upsert, in the save's transaction.)
 */
export async function foreignRecordings(
  em: EntityManager,
  ownerId: number,
  answers: { index: number; subQuestionId: number; value: string }[],
): Promise<number[]> {
  const ids = answers.map((a) => a.value).filter((v) => UUID.test(v));
  const rows: { id: string; sub_question_id: number }[] = ids.length
    ? await em.query(`SELECT id, sub_question_id FROM recordings WHERE id = ANY($1::uuid[]) AND user_id = $2`, [ids, ownerId])
    : [];
  const mine = new Set(rows.map((r) => `${r.id}:${r.sub_question_id}`));
  return answers.filter((a) => !mine.has(`${a.value}:${a.subQuestionId}`)).map((a) => a.index);
}

/** Longest typed answer (characters) of a gap or a choice. */
export const MAX_ANSWER_LENGTH = 200;
/** Longest written text (characters): a writing answer. The column holds this many. */
export const MAX_TEXT_LENGTH = 5000;

/** Whether a text holds a character no answer may hold: a C0 or C1 control other than tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/** The longest answer a sub-question of this type takes. */
export function maxLengthOf(answerType: AnswerType): number {
  return answerType === "writing" ? MAX_TEXT_LENGTH : MAX_ANSWER_LENGTH;
}

/** The time limits of an attempt's timed modules (minutes; null: untimed). */
export function moduleMinutes(view: Pick<AttemptView, "exam">) {
  return { reading: view.exam.readingMinutes, listening: view.exam.listeningMinutes, writing: view.exam.writingMinutes };
}

/** The module clocks of an attempt at `now`, with the learner's time factor (extended time). */
export function clocksOf(view: AttemptView, now: Date): ModuleClock[] {
  return moduleClocks({
    mode: view.mode,
    blockTypes: view.blocks.map((b) => b.type),
    limitsMinutes: moduleMinutes(view),
    started: view.moduleStartedAt,
    now,
    timeFactor: view.timeFactor,
  });
}

/** A productive skill's score in the shape of the receptive ones (points rounded), with its pass. */
export function asSkillScore(s: ProductiveScoreDto | null, passPercent: number): ProductiveSkillScore | null {
  if (!s) return null;
  return { ...s, correct: Math.round(s.points), total: Math.round(s.maxPoints), passed: s.percent >= passPercent };
}

/** The writing task's fields of a sub-question (empty for receptive items). */
export function writingTask(s: SubQuestion): WritingTaskDto {
  return {
    task: s.task ?? null,
    points: (s.points ?? []).map((p) => p.text),
    contentPoints: s.points ?? [],
    minWords: s.minWords ?? null,
    maxWords: s.maxWords ?? null,
    rubricKey: s.rubricKey ?? null,
    prepSeconds: s.prepSeconds ?? null,
    maxRecordSeconds: s.maxRecordSeconds ?? null,
  };
}

/** One refused answer of a save: its position, sub-question, reason and message. */
export interface Problem {
  index: number;
  id: string;
  reason: string;
  text: LocalText;
}

export interface SubForSave {
  id: number;
  blockId: number;
  answerType: AnswerType;
  completeMode: CompleteMode | null;
  choices: ChoiceOption[];
  pool: PoolOption[];
}

export function badInput(problems: Problem[]): AppError {
  const fields: Record<string, LocalText> = {};
  for (const p of problems) fields[`answers.${p.index}.value`] = p.text;
  const details = { subQuestionId: problems[0].id, subQuestionIds: problems.map((p) => p.id), reason: problems[0].reason };
  return new AppError("BAD_USER_INPUT", "BAD_USER_INPUT", details, {}, fields);
}

/** Ids and lengths are checked before any statement is sent. */
export function checkShape(input: AnswerValue[]): { id: number; raw: string; value: string }[] {
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
    // the longest any answer may be; the limit of its type is checked once the sub-question is loaded
    if ([...a.value].length > MAX_TEXT_LENGTH)
      return problems.push({
        index,
        id: a.subQuestionId,
        reason: "TOO_LONG",
        text: { message: M.tooLong, params: { id: a.subQuestionId, max: MAX_TEXT_LENGTH } },
      });
    if (hasControlCharacters(a.value))
      return problems.push({
        index,
        id: a.subQuestionId,
        reason: "CONTROL_CHARACTERS",
        text: { message: M.controlCharacters, params: { id: a.subQuestionId } },
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
  if (problems.length) throw badInput(problems);
  return out;
}

/** Whether a value fits its sub-question: one of its options, a pool value, or typed text. */
export function fits(sub: SubForSave, value: string): boolean {
  if (value.trim() === "") return true; // clearing an answer
  if (sub.answerType === "complete" && sub.completeMode === "write") return true;
  if (sub.answerType === "writing") return true;
  // a recording id; whose recording it is, is checked against the recordings (recordingProblems)
  if (sub.answerType === "speaking") return true;
  if (sub.answerType === "matching") return sub.pool.some((o) => o.value === value);
  return sub.choices.some((c) => c.value === value);
}

/**
 * Scores the attempt from the stored keys and answers as they stand (each item weighed by its Teil: teilOf), in
 * the transaction or connection given.
 */
export async function scoreNow(em: EntityManager, view: AttemptView, teilOf: TeilOf): Promise<AttemptScoreData> {
  const items: {
    id: number;
    block_id: number;
    block_title: string | null;
    block_type: BlockType;
    answer_type: AnswerType;
    complete_mode: CompleteMode | null;
    correct_answer: string | null;
    accepted_answers: string[];
  }[] = await em.query(
    `SELECT sq.id, qb.id AS block_id, qb.title AS block_title, qb.type AS block_type, sq.answer_type, sq.complete_mode,
            sq.correct_answer, sq.accepted_answers
         FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.id = ANY($1::int[])`,
    [view.blocks.map((b) => b.id)], // the attempt's pages: the exam's blocks, or a drill's own list
  );
  const answers: { sub_question_id: number; value: string }[] = await em.query(
    `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1`,
    [view.id],
  );
  const pageOf = new Map(view.blocks.map((b, i) => [b.id, i + 1]));
  return scoreAttempt(
    items.map((i) => {
      const skill = skillOf(i.block_type);
      const teil = teilOf(view.family, view.cefr, skill, i.block_title);
      return {
        id: i.id,
        skill,
        answerType: i.answer_type,
        completeMode: i.complete_mode,
        correctAnswer: i.correct_answer,
        acceptedAnswers: i.accepted_answers ?? [],
        page: pageOf.get(i.block_id) ?? 0,
        title: i.block_title,
        teil: teil?.teil ?? null,
        weight: teil?.weight ?? 1,
      };
    }),
    new Map(answers.map((a) => [a.sub_question_id, a.value])),
    { passRule: view.exam.passRule, passPercent: view.exam.passPercent },
  );
}

/** Scores the attempt from the stored keys and answers, and fixes the score (inside a transaction). */
export async function scoreAndClose(em: EntityManager, view: AttemptView, now: Date, teilOf: TeilOf): Promise<void> {
  const score = await scoreNow(em, view, teilOf);
  await em.query(`UPDATE attempts SET status = 'submitted', submitted_at = $2, score = $3::jsonb WHERE id = $1`, [
    view.id,
    now,
    JSON.stringify(score),
  ]);
  await recordItemRuns(em, [view.id]);
}

/** A sub-question as the scoring function reads it. */
export function scoringItemOf(s: SubQuestion, skill: SkillCode): ScoringItem {
  return {
    id: s.id,
    skill,
    answerType: s.answerType,
    completeMode: s.completeMode,
    correctAnswer: s.correctAnswer,
    acceptedAnswers: s.acceptedAnswers ?? [],
  };
}

/** A matching block's pool as choices. */
export function poolChoicesOf(block: QuestionBlock): ChoiceDto[] {
  return (block.optionPool ?? []).map((o) => ({ value: o.value, label: o.label, imageUrl: null }));
}
