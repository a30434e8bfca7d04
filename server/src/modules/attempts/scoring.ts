import type { PassRule } from "../exams/exam.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import type { SkillCode } from "../exams/question-block.entity";
import type { AttemptScoreData, SkillScoreData } from "./attempt.entity";

/** What scoring needs of one sub-question: its skill (from its block) and its stored key. */
export interface ScoringItem {
  id: number;
  skill: SkillCode;
  answerType: AnswerType;
  completeMode: CompleteMode | null;
  correctAnswer: string | null;
  acceptedAnswers: string[];
}

export interface ScoringRule {
  passRule: PassRule;
  passPercent: number;
}

/** A typed answer as compared: trimmed, Unicode NFC, inner white space collapsed, lower case. */
export function normalizeTyped(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/gu, " ").toLocaleLowerCase("de-DE").normalize("NFC");
}

/** Whether an item is scored from a stored key (every receptive type); a written text is not. */
export function isKeyed(item: Pick<ScoringItem, "answerType">): boolean {
  return item.answerType !== "writing";
}

export function isTyped(item: Pick<ScoringItem, "answerType" | "completeMode">): boolean {
  return item.answerType === "complete" && item.completeMode === "write";
}

/** Whether a given answer (undefined = unanswered) is right for the item. Unanswered is wrong. */
export function isCorrect(item: ScoringItem, value: string | undefined | null): boolean {
  if (value === undefined || value === null) return false;
  if (isTyped(item)) {
    const given = normalizeTyped(value);
    return given !== "" && item.acceptedAnswers.some((a) => normalizeTyped(a) === given);
  }
  return item.correctAnswer !== null && value === item.correctAnswer;
}

/** Percent rounded to one decimal, computed on integers so 2/3 gives 66.7 and never 66.69999. */
export function percentOf(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct * 1000) / total) / 10;
}

function skillScore(correct: number, total: number, passPercent: number): SkillScoreData {
  const percent = percentOf(correct, total);
  return { correct, total, percent, passed: percent >= passPercent };
}

/**
 * Scores an attempt from the stored keys. Per skill: correct ÷ the skill's sub-questions, one
 * decimal, passed at the pass mark; `passed` is every present skill passed. Alongside, the
 * exam's official rule over the keyed modules (total, per module, or reading and listening together
 * for telc); the verdict over all modules, writing included, is `officialResult` in official-rule.ts.
 */
export function scoreAttempt(items: ScoringItem[], answers: ReadonlyMap<number, string>, rule: ScoringRule): AttemptScoreData {
  const tally: Record<"reading" | "listening", { correct: number; total: number }> = {
    reading: { correct: 0, total: 0 },
    listening: { correct: 0, total: 0 },
  };
  for (const item of items) {
    // productive answers (writing, speaking) have no key: they are judged on a rubric (modules/productive)
    if (!isKeyed(item) || (item.skill !== "reading" && item.skill !== "listening")) continue;
    const t = tally[item.skill];
    t.total += 1;
    if (isCorrect(item, answers.get(item.id))) t.correct += 1;
  }
  const reading = tally.reading.total ? skillScore(tally.reading.correct, tally.reading.total, rule.passPercent) : null;
  const listening = tally.listening.total ? skillScore(tally.listening.correct, tally.listening.total, rule.passPercent) : null;
  const total = skillScore(
    tally.reading.correct + tally.listening.correct,
    tally.reading.total + tally.listening.total,
    rule.passPercent,
  );
  const present = [reading, listening].filter((s): s is SkillScoreData => s !== null);
  const passed = present.length > 0 && present.every((s) => s.passed);
  const officialPassed = rule.passRule === "per_skill" ? passed : total.total > 0 && total.passed;
  return { reading, listening, total, passed, rule: rule.passRule, officialPassed };
}
