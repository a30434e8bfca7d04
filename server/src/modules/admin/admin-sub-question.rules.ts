/** What a sub-question may be in the console: its kinds, limits, labels and what it lacks to be published. */
import type { PassRule } from "../exams/exam.entity";
import { TRUE_FALSE_LABELS } from "../exams/format/load-content";
import type { QuestionBlock } from "../exams/question-block.entity";
import type { SubQuestion } from "../exams/sub-question.entity";
import type { AdminMessageKey } from "./admin.messages";
import { productiveProblems, SPEAKING_LIMITS } from "./admin-productive.rules";
import type { AdminChoices } from "./admin.types";

export const PASS_RULES: PassRule[] = ["per_skill", "total", "written"];
export const SUB_QUESTION_KINDS = [
  "multiple_choice",
  "true_false",
  "gap_text",
  "gap_select",
  "matching",
  "writing",
  "speaking",
] as const;
export type SubQuestionKind = (typeof SUB_QUESTION_KINDS)[number];
export const LOCATIONS = ["beginning", "middle", "end"];
export const LETTERS = ["a", "b", "c", "d"];
export const LIMITS = { textChoices: 4, imageChoices: 3, accepted: 6, options: 16, pool: 16 } as const;

/** The values and ranges these rules accept, for the console's selects and number fields. */
export function adminChoices(): AdminChoices {
  return {
    subQuestionKinds: [...SUB_QUESTION_KINDS],
    locations: LOCATIONS,
    passRules: PASS_RULES,
    prepSeconds: SPEAKING_LIMITS.prep,
    recordSeconds: SPEAKING_LIMITS.record,
  };
}

/** A sub-question's kind as the console names it. */
export function kindOf(q: Pick<SubQuestion, "answerType" | "completeMode">): SubQuestionKind {
  if (q.answerType === "complete") return q.completeMode === "select" ? "gap_select" : "gap_text";
  return q.answerType;
}

export function labelsOf(q: SubQuestion): string | null {
  if (q.answerType !== "true_false") return null;
  const match = Object.entries(TRUE_FALSE_LABELS).find(
    ([, labels]) => labels.length === q.choices.length && labels.every((l, i) => q.choices[i]?.label === l.label),
  );
  return match?.[0] ?? "richtig_falsch";
}

/** A writing task only in a writing part and a speaking task only in a speaking part, and those parts hold nothing else. */
export function productiveMismatch(blockType: string, kind: string): "writingBlockOnly" | "speakingBlockOnly" | null {
  if ((blockType === "writing") !== (kind === "writing")) return "writingBlockOnly";
  if ((blockType === "speaking") !== (kind === "speaking")) return "speakingBlockOnly";
  return null;
}

/** What a sub-question lacks to be answerable and scorable. */
export function subQuestionProblems(q: SubQuestion, block: QuestionBlock): [AdminMessageKey, Record<string, number>?][] {
  const out: [AdminMessageKey, Record<string, number>?][] = [];
  const kind = kindOf(q);
  const values = q.choices.map((c) => c.value);
  const keyMissing = () => !q.correctAnswer?.trim();
  const misplaced = productiveMismatch(block.type, kind);
  if (misplaced) out.push([misplaced]);
  switch (kind) {
    case "multiple_choice": {
      const image = q.choiceKind === "image";
      const max = image ? LIMITS.imageChoices : LIMITS.textChoices;
      const filled = q.choices.filter((c) => (image ? !!c.image : !!c.label?.trim()));
      if (q.choices.length < 2 || q.choices.length > max || filled.length !== q.choices.length)
        out.push(["badChoices", { min: 2, max }]);
      if (keyMissing()) out.push(["noKey"]);
      else if (!values.includes(q.correctAnswer!)) out.push(["keyNotInChoices"]);
      break;
    }
    case "true_false":
    case "gap_select":
      if (kind === "gap_select" && (q.choices.length < 2 || q.choices.length > LIMITS.options))
        out.push(["badChoices", { min: 2, max: LIMITS.options }]);
      if (keyMissing()) out.push(["noKey"]);
      else if (!values.includes(q.correctAnswer!)) out.push(["keyNotInChoices"]);
      break;
    case "gap_text":
      if (!q.acceptedAnswers.length || q.acceptedAnswers.length > LIMITS.accepted) out.push(["noAccepted"]);
      break;
    case "matching":
      if (!block.optionPool?.length) out.push(["noPool"]);
      if (keyMissing()) out.push(["noKey"]);
      else if (block.optionPool?.length && !block.optionPool.some((o) => o.value === q.correctAnswer)) out.push(["keyNotInPool"]);
      break;
    case "writing":
    case "speaking":
      out.push(...productiveProblems(q));
      break;
  }
  return out;
}
