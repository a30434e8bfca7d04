import type { ReviewItemFieldsFragment as ReviewItemData } from "../../gql/graphql";
import { optionText } from "../exam/labels";

export type Outcome = "right" | "wrong" | "unanswered";

type Item = Pick<
  ReviewItemData,
  "answer" | "answerLabel" | "answerType" | "completeMode" | "correct" | "correctAnswers" | "correctLabel" | "choices"
>;

/** Right, wrong, or not answered at all (no answer, or a gap left empty). */
export function outcomeOf(item: Pick<Item, "answer" | "correct">): Outcome {
  if (item.answer == null || item.answer.trim() === "") return "unanswered";
  return item.correct ? "right" : "wrong";
}

/** A typed gap: the learner wrote the answer (every accepted spelling is the key). */
export function isTyped(item: Pick<Item, "answerType" | "completeMode">): boolean {
  return item.answerType === "complete" && item.completeMode !== "select";
}

/** Picture choices are shown as pictures: their labels say nothing. */
export function hasPictures(item: Pick<Item, "choices">): boolean {
  return item.choices.some((c) => c.imageUrl);
}

/**
 * How a value reads: true/false by its word alone ("Richtig", "Ja"), a lettered choice once with its letter
 * ("c – Am Bahnhof"; a label that already starts with its letter is kept as it is, never "a – a) …").
 */
export function valueText(item: Pick<Item, "answerType" | "choices">, value: string, label: string | null | undefined): string {
  const choiceLabel = label ?? item.choices.find((c) => c.value === value)?.label ?? null;
  if (item.answerType === "true_false") return choiceLabel ?? value;
  return optionText(value, choiceLabel);
}

/** The learner's answer as it reads, or null when unanswered. */
export function answerText(item: Item): string | null {
  if (outcomeOf(item) === "unanswered" || item.answer == null) return null;
  return isTyped(item) ? item.answer : valueText(item, item.answer, item.answerLabel);
}

/** The key as it reads: every accepted spelling of a typed gap, else the correct option. */
export function keyText(item: Item): string {
  if (isTyped(item)) return item.correctAnswers.join(" · ");
  return valueText(item, item.correctAnswers[0] ?? "", item.correctLabel);
}

/** The i18n key of the item's type, named as the exam names it. */
export function typeKey(item: Pick<Item, "answerType" | "completeMode" | "choices">): string {
  switch (item.answerType) {
    case "true_false":
      return /^ja$/i.test(item.choices[0]?.label ?? "") ? "report.type.yesNo" : "report.type.trueFalse";
    case "multiple_choice":
      return hasPictures(item) ? "report.type.pictures" : "report.type.multipleChoice";
    case "matching":
      return "report.type.matching";
    default:
      return item.completeMode === "select" ? "report.type.gapSelect" : "report.type.gap";
  }
}

/** Letters of a choice list for "a, b oder c". */
export function choiceLetters(item: Pick<Item, "choices">): string[] {
  return item.choices.map((c) => c.value);
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/[\s.!:;,"„“”'’()–-]+/g, " ")
    .trim()
    .toLowerCase();

/** A model solution worth showing: not the key said again ("Richtig." beside the key "Richtig"). */
export function addsToKey(modelSolution: string | null | undefined, item: Item): boolean {
  if (!modelSolution) return false;
  const text = plain(modelSolution);
  if (!text) return false;
  // "Richtig.", "صحيح.", "True.": a true/false key said again in any language.
  if (item.answerType === "true_false" && text.split(" ").length <= 2) return false;
  const key = plain(keyText(item));
  const keyLabel = plain(item.correctLabel ?? "");
  return text !== key && text !== keyLabel;
}
