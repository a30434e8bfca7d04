import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type { ReviewItemFieldsFragment as ReviewItemData } from "../../gql/graphql";
import { Html } from "../common/Html";
import { optionText } from "../exam/labels";

/** What this component needs of a reviewed item (its choices: the exam's ChoiceFields). */
export const ReviewItemFieldsFragment = graphql(`
  fragment ReviewItemFields on ReviewItem {
    id
    position
    answerType
    completeMode
    answerLocation
    title
    lastTitle
    bannerImageUrl
    choices {
      ...ChoiceFields
    }
    answer
    answerLabel
    correct
    correctAnswers
    correctLabel
    modelSolution
    explanation
  }
`);

const LETTERS = "abcdefghijklmnop";

/** One reviewed item: the learner's answer (green when right, pink when wrong), the key, the model solution and why. */
export function ReviewItem({ item }: { item: ReviewItemData }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const typed = item.answerType === "complete" && item.completeMode !== "select";
  const listChoices =
    !typed && item.answerType !== "matching" && !(item.answerType === "complete" && item.completeMode === "select");
  const isKey = (value: string) => item.correctAnswers.includes(value);
  // The gap where the exam showed it: opening the sentence, or after its first part.
  const blank = item.answerType === "complete" ? <span className="gap-blank">_____</span> : null;
  const gapFirst = item.answerLocation === "beginning";
  return (
    <div
      className={`review-item ${item.correct ? "review-right" : "review-wrong"}`}
      data-testid="review-item"
      data-correct={item.correct}
    >
      {item.bannerImageUrl && <img className="question-banner" src={item.bannerImageUrl} alt="" loading="lazy" />}
      <p className="question-title" lang="de">
        {gapFirst && blank} {item.title} {!gapFirst && blank} {item.lastTitle}
      </p>
      {listChoices && (
        <ul className="review-choices" lang="de">
          {item.choices.map((c, i) => {
            const chosen = item.answer === c.value;
            const cls = isKey(c.value) ? "mark-right" : chosen ? "mark-wrong" : "";
            return (
              <li key={c.value} className={`review-choice ${cls}`} data-chosen={chosen || undefined}>
                <span className="choice-letter">{LETTERS[i]}</span>
                {c.imageUrl && (
                  <img
                    src={c.imageUrl}
                    alt={c.label ?? t("exam.imageChoice", { label: LETTERS[i].toUpperCase() })}
                    loading="lazy"
                  />
                )}
                {c.label && <span>{c.label}</span>}
                {chosen && <span className="tag">{t("report.yourAnswer")}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {!listChoices && (
        <dl className="review-answers">
          <dt>{t("report.yourAnswer")}</dt>
          <dd
            className={item.answer ? (item.correct ? "mark-right" : "mark-wrong") : "mark-wrong"}
            lang="de"
            data-testid="review-answer"
          >
            {item.answer ? optionText(item.answer, item.answerLabel) : t("report.noAnswer")}
          </dd>
          <dt>{typed ? t("report.accepted") : t("report.correctAnswer")}</dt>
          <dd className="mark-right" lang="de">
            {typed ? item.correctAnswers.join(" · ") : optionText(item.correctAnswers[0] ?? "", item.correctLabel)}
          </dd>
        </dl>
      )}
      <p className="verdict-line">
        {item.correct ? (
          <span className="verdict verdict-passed">✓ {t("report.right")}</span>
        ) : (
          <span className="verdict verdict-failed">✗ {t("report.wrong")}</span>
        )}
      </p>
      {/* Written for the learner in their language (German where no translation exists), inside the German card. */}
      {item.modelSolution && (
        <div className="solution" lang={lang} dir={dirOf(lang)}>
          <h4>{t("report.modelSolution")}</h4>
          <Html html={item.modelSolution} dir="auto" />
        </div>
      )}
      {item.explanation && (
        <div className="solution" lang={lang} dir={dirOf(lang)}>
          <h4>{t("report.explanation")}</h4>
          <Html html={item.explanation} dir="auto" />
        </div>
      )}
    </div>
  );
}
