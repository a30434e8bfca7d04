import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type { ReviewItemFieldsFragment as ReviewItemData } from "../../gql/graphql";
import { Html } from "../common/Html";
import { addsToKey, answerText, hasPictures, isTyped, keyText, outcomeOf, typeKey, type Outcome } from "./review";

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

const MARK: Record<Outcome, string> = { right: "✓", wrong: "✗", unanswered: "–" };

/**
 * One reviewed item, read in one line: the outcome (right, wrong, not answered) with the learner's answer, then
 * the key only where it differs, then why. German exam text stays German and left to right; the lines around
 * it are in the interface's language and direction.
 */
export function ReviewItem({ item }: { item: ReviewItemData }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const outcome = outcomeOf(item);
  const pictures = hasPictures(item);
  const pictureName = (value: string) => t("exam.imageChoice", { label: value.toUpperCase() });
  const answer = pictures && item.answer && outcome !== "unanswered" ? pictureName(item.answer) : answerText(item);
  const key = pictures ? pictureName(item.correctAnswers[0] ?? "") : keyText(item);
  const ui = { lang, dir: dirOf(lang) } as const;
  // The gap where the exam showed it: opening the sentence, or after its first part.
  const blank = item.answerType === "complete" ? <span className="gap-blank">_____</span> : null;
  const gapFirst = item.answerLocation === "beginning";
  const letters = item.choices.map((c) => c.value).join(", ");
  return (
    <article
      className={`review-item review-${outcome}`}
      data-testid="review-item"
      data-outcome={outcome}
      data-correct={item.correct}
    >
      {item.bannerImageUrl && <img className="question-banner" src={item.bannerImageUrl} alt="" loading="lazy" />}
      <p className="question-title" lang="de">
        {gapFirst && blank} {item.title} {!gapFirst && blank}
        {item.lastTitle && (/^[.,;:!?]/.test(item.lastTitle) ? item.lastTitle : ` ${item.lastTitle}`)}
      </p>
      {pictures && <PictureChoices item={item} />}
      {/* The feedback, in the interface's language and direction, as one block under the German item: the lines
          never alternate between the card's left-to-right and the interface's right-to-left alignment. */}
      <div className="review-feedback" {...ui}>
        <div className="review-head">
          <span
            className={`chip chip-${outcome === "right" ? "passed" : outcome === "wrong" ? "failed" : "neutral"}`}
            data-testid="review-outcome"
          >
            <span aria-hidden="true">{MARK[outcome]}</span> {t(`report.outcome.${outcome}`)}
          </span>
          <span className="review-type">{t(typeKey(item), { letters })}</span>
        </div>
        <dl className="review-lines">
          {answer !== null && (
            <div className="review-line">
              <dt>{t("report.yourAnswer")}</dt>
              <dd>
                <bdi
                  lang="de"
                  className={`answer-value ${outcome === "right" ? "mark-right" : "mark-wrong"}`}
                  data-testid="review-answer"
                >
                  {answer}
                </bdi>
              </dd>
            </div>
          )}
          {outcome !== "right" && (
            <div className="review-line">
              <dt>{isTyped(item) ? t("report.accepted") : t("report.solution")}</dt>
              <dd>
                <bdi lang="de" className="answer-value mark-right" data-testid="review-key">
                  {key}
                </bdi>
              </dd>
            </div>
          )}
        </dl>
        {/* Written for the learner in their language (German where no translation exists). */}
        {addsToKey(item.modelSolution, item) && (
          <div className="solution">
            <h4>{t("report.modelSolution")}</h4>
            <Html html={item.modelSolution} dir="auto" />
          </div>
        )}
        {item.explanation && (
          <div className="solution">
            <h4>{t("report.explanation")}</h4>
            <Html html={item.explanation} dir="auto" />
          </div>
        )}
      </div>
    </article>
  );
}

/** Picture choices side by side: the learner's pick and the key marked, each named in words. */
function PictureChoices({ item }: { item: ReviewItemData }) {
  const { t } = useTranslation();
  return (
    <ul className="review-pictures">
      {item.choices.map((c) => {
        const chosen = item.answer === c.value;
        const key = item.correctAnswers.includes(c.value);
        const cls = key ? "mark-right" : chosen ? "mark-wrong" : "";
        return (
          <li key={c.value} className={`review-picture ${cls}`}>
            {c.imageUrl && (
              <img src={c.imageUrl} alt={c.label ?? t("exam.imageChoice", { label: c.value.toUpperCase() })} loading="lazy" />
            )}
            <span className="review-picture-tags">
              {chosen && <span className="tag">{t("report.yourAnswer")}</span>}
              {key && !chosen && <span className="tag">{t("report.solution")}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
