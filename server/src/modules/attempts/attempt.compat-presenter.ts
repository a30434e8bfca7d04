/**
 * The original client's shapes of the exam engine's answers (Laravel-era rows, `one`…`sixteen` drop-down
 * columns, `first_choice`…, picture letters), and the reverse mapping of its answer vocabulary. Nothing here
 * decides anything: the routes call AttemptService and present its answers with these functions.
 */
import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import type { ExamFamilyCode } from "../content/level.entity";
import type { SkillCode } from "../exams/question-block.entity";
import { attemptMessages as M } from "./attempt.messages";
import type { AttemptScoreData } from "./attempt.entity";
import type { AttemptView } from "./attempt.loaders";
import type { ChoiceDto, PageDto, ReviewItemDto, ReviewPageDto } from "./attempt.dto";

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
export function clientValueOf(choice: ChoiceDto, kind: string | null): string {
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

/** Makes the engine's relative media links absolute for the original client (on the caller's origin, http/origin.ts). */
export type Absolute = (url: string | null | undefined) => string | null;

function choiceColumns(kind: string | null, choices: ChoiceDto[], abs: Absolute) {
  const row: Record<string, unknown> = {};
  if (kind === "image") {
    row.image_a = abs(choices[0]?.imageUrl);
    row.image_b = abs(choices[1]?.imageUrl);
    row.image_c = abs(choices[2]?.imageUrl);
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

export function subRow(
  block: { id: number },
  examId: number,
  s: SubLike,
  kind: string | null,
  choices: ChoiceDto[],
  abs: Absolute,
) {
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
    ...choiceColumns(kind, dropDown ? [] : choices, abs),
    bannarImage: abs(s.bannerImageUrl),
    color: "highlight" in s && s.highlight ? "b" : null,
    order: s.position,
    expected_answer: null,
  };
  if (dropDown) row.answer = answerRow(s.id, choices);
  return row;
}

export function questionRow(view: AttemptView, block: PageDto["block"] | ReviewPageDto["block"], abs: Absolute) {
  return {
    id: block.id,
    exam_id: view.examId,
    type: block.type,
    title: block.title,
    bio: block.intro,
    paragraph: block.passage,
    file: abs(block.audioUrl),
    file_mp3: "audioMp3Url" in block ? abs(block.audioMp3Url) : null,
    image: abs(block.imageUrl),
    exam: { id: view.examId, name: view.exam.name, level_id: view.exam.levelId, section: view.family === "telc" ? "telc" : null },
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

/**
 * The result's line (`msg`) for the original client, which has no writing and speaking screens: where the
 * exam's writing and speaking modules are taken (`url`, the exam in the learner client). Empty without them.
 */
export function elsewhereLine(productive: SkillCode[], lang: LangCode, url: string): string {
  const writing = productive.includes("writing");
  const speaking = productive.includes("speaking");
  const message = writing && speaking ? M.elsewhereBoth : writing ? M.elsewhereWriting : speaking ? M.elsewhereSpeaking : null;
  return message ? translate(message, lang, { url }) : "";
}

const ymd = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** One row of goethe-user-exams / telc-user-exams: the latest submitted attempt of an exam. */
export function userExamRow(a: AttemptView, family: ExamFamilyCode) {
  return {
    id: a.examId,
    name: a.exam.name,
    level_id: a.exam.levelId,
    section: family === "telc" ? "telc" : null,
    date: ymd(a.submittedAt),
    attempt_id: a.id,
    ...counters(a.score),
  };
}

/** A question page of `questions`: the block with its sub-questions. */
export function questionPageRow(view: AttemptView, p: PageDto, abs: Absolute) {
  const subs = p.block.subQuestions.map((sq) => subRow(p.block, view.examId, sq, sq.choiceKind, sq.choices, abs));
  return { ...questionRow(view, p.block, abs), subquestion: subs };
}

/** A page of `goethe-report-exams`: the block with each item's answer, key, model solution and explanation. */
export function reportPageRow(view: AttemptView, review: ReviewPageDto, abs: Absolute) {
  const subs = review.block.items.map((item) => {
    const kind = item.answerType === "multiple_choice" && item.choices.some((c) => c.imageUrl) ? "image" : "text";
    const toClient = (v: string | null) => {
      if (v === null) return null;
      const c = item.choices.find((x) => x.value === v);
      return c ? clientValueOf(c, kind) : v;
    };
    const expected = item.completeMode === "write" ? (item.correctAnswers[0] ?? null) : toClient(item.correctAnswers[0] ?? null);
    return {
      ...subRow(review.block, view.examId, item, kind, item.choices, abs),
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
  return { ...questionRow(view, review.block, abs), transcript: review.block.transcript, subquestion: subs };
}

/** The answers of a save-exam call in the engine's vocabulary; the client repeats entries (one per keystroke): the last wins. */
export function answersOfEntries(
  entries: { subQuestionId?: number | null; answerid: string | null }[],
  subs: Map<number, PageDto["block"]["subQuestions"][number]>,
): { subQuestionId: string; value: string }[] {
  const last = new Map<string, string>();
  for (const e of entries) {
    if (!e.subQuestionId || e.answerid === null) continue;
    const sub = subs.get(e.subQuestionId);
    last.set(String(e.subQuestionId), sub ? engineValueOf(sub, e.answerid) : e.answerid);
  }
  return [...last].map(([subQuestionId, value]) => ({ subQuestionId, value }));
}
