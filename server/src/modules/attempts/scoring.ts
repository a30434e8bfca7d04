import type { PassRule } from "../exams/exam.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import type { SkillCode } from "../exams/question-block.entity";
import type { AttemptScoreData, SkillScoreData, TeilScoreData } from "./attempt.entity";

/**
 * What scoring needs of one sub-question: its skill (from its block), its stored key and, for the result per
 * Teil, its page (the block's place, 1-based), the block's title, the Teil it belongs to and its points
 * (teil-points.ts: the Teil's official points ÷ its items; 1 where the exam weighs every item alike).
 */
export interface ScoringItem {
  id: number;
  skill: SkillCode;
  answerType: AnswerType;
  completeMode: CompleteMode | null;
  correctAnswer: string | null;
  acceptedAnswers: string[];
  page?: number;
  title?: string | null;
  teil?: string | null;
  weight?: number;
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

/** Points to two decimals (2.5-point items sum exactly; a third of a point does not). */
const points2 = (n: number) => Math.round(n * 100) / 100;

interface Tally {
  correct: number;
  total: number;
  points: number;
  maxPoints: number;
}
const emptyTally = (): Tally => ({ correct: 0, total: 0, points: 0, maxPoints: 0 });

/** A skill's score: right answers counted, percent from the points (which equal the count where items weigh 1). */
function skillScore(t: Tally, passPercent: number): SkillScoreData {
  const points = points2(t.points);
  const maxPoints = points2(t.maxPoints);
  const percent = t.maxPoints > 0 ? Math.round((points * 1000) / maxPoints) / 10 : 0;
  return { correct: t.correct, total: t.total, percent, passed: percent >= passPercent, points, maxPoints };
}

const add = (into: Tally, from: Tally) => {
  into.correct += from.correct;
  into.total += from.total;
  into.points += from.points;
  into.maxPoints += from.maxPoints;
};

/**
 * Scores an attempt from the stored keys. Per skill: the points of the right answers ÷ the skill's points, one
 * decimal, passed at the pass mark (every item weighs its Teil's official points ÷ the Teil's items, 1 where the
 * exam counts right answers); `passed` is every present skill passed. Per Teil (`parts`, in page order): the same
 * figures for the items of one Teil (a blueprint Teil, or one page where the block matches none). Alongside, the
 * exam's official rule over the keyed modules (total, per module, or reading and listening together for telc);
 * the verdict over all modules, writing included, is `officialResult` in official-rule.ts.
 */
export function scoreAttempt(items: ScoringItem[], answers: ReadonlyMap<number, string>, rule: ScoringRule): AttemptScoreData {
  const tally = { reading: emptyTally(), listening: emptyTally() };
  const teile = new Map<
    string,
    { skill: "reading" | "listening"; teil: string | null; title: string | null; page: number; t: Tally }
  >();
  for (const item of items) {
    // productive answers (writing, speaking) have no key: they are judged on a rubric (modules/productive)
    if (!isKeyed(item) || (item.skill !== "reading" && item.skill !== "listening")) continue;
    const weight = item.weight ?? 1;
    const right = isCorrect(item, answers.get(item.id));
    const one: Tally = { correct: right ? 1 : 0, total: 1, points: right ? weight : 0, maxPoints: weight };
    add(tally[item.skill], one);
    const page = item.page ?? 0;
    const key = `${item.skill}|${item.teil ?? `page ${page}`}`;
    const teil = teile.get(key) ?? {
      skill: item.skill,
      teil: item.teil ?? null,
      title: item.title ?? null,
      page,
      t: emptyTally(),
    };
    if (page < teil.page) Object.assign(teil, { page, title: item.title ?? null });
    add(teil.t, one);
    teile.set(key, teil);
  }
  const reading = tally.reading.total ? skillScore(tally.reading, rule.passPercent) : null;
  const listening = tally.listening.total ? skillScore(tally.listening, rule.passPercent) : null;
  const both = emptyTally();
  add(both, tally.reading);
  add(both, tally.listening);
  const total = skillScore(both, rule.passPercent);
  const present = [reading, listening].filter((s): s is SkillScoreData => s !== null);
  const passed = present.length > 0 && present.every((s) => s.passed);
  const officialPassed = rule.passRule === "per_skill" ? passed : total.total > 0 && total.passed;
  const parts = [...teile.values()]
    .sort((a, b) => a.page - b.page)
    .map(({ skill, teil, title, page, t }): TeilScoreData => {
      const s = skillScore(t, rule.passPercent);
      return {
        skill,
        teil,
        title,
        page,
        correct: s.correct,
        total: s.total,
        points: s.points ?? 0,
        maxPoints: s.maxPoints ?? 0,
        percent: s.percent,
      };
    });
  return { reading, listening, total, passed, rule: rule.passRule, officialPassed, parts };
}
