import type { CheckedAnswerFieldsFragment, SubQuestionFieldsFragment } from "../../gql/graphql";
import { ReviewItem } from "../report/ReviewItem";
import "../report/report.css";

/** A checked drill item: locked, shown as the review shows it (green right, pink wrong, the key and why). */
export function CheckedItem({
  question,
  checked,
}: {
  question: SubQuestionFieldsFragment;
  checked: CheckedAnswerFieldsFragment;
}) {
  const label = question.choices.find((c) => c.value === checked.answer)?.label ?? null;
  return (
    <div className="checked-item" data-testid="checked-item" data-correct={checked.correct}>
      <ReviewItem
        item={{
          id: question.id,
          position: question.position,
          answerType: question.answerType,
          completeMode: question.completeMode,
          answerLocation: question.answerLocation,
          title: question.title,
          lastTitle: question.lastTitle,
          bannerImageUrl: question.bannerImageUrl,
          choices: question.choices,
          answer: checked.answer,
          answerLabel: label,
          correct: checked.correct,
          correctAnswers: checked.correctAnswers,
          correctLabel: checked.correctLabel,
          modelSolution: checked.modelSolution,
          explanation: checked.explanation,
        }}
      />
    </div>
  );
}
