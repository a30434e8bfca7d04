import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { WritingReviewFieldsFragment } from "../../gql/graphql";
import { Html } from "../common/Html";
import { FeedbackHint } from "./FeedbackHint";
import { ReviewGrading, ReviewTask } from "./ReviewGrading";
import { spellingSegments } from "./text";
import "./writing.css";

export type WritingReviewItem = WritingReviewFieldsFragment & { id: string; title?: string | null; explanation?: string | null };

/** The learner's text as plain text, with the words the dictionary does not know marked. Never HTML. */
export function MarkedText({
  text,
  spelling,
}: {
  text: string;
  spelling: readonly { word: string; offset: number; suggestions: readonly string[] }[];
}) {
  return (
    <p className="writing-answer" lang="de" dir="ltr" data-testid="writing-answer">
      {spellingSegments(text, spelling).map((s, i) =>
        s.issue ? (
          <mark key={i} title={s.issue.suggestions.join(", ") || undefined}>
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </p>
  );
}

/**
 * A submitted writing task, for its owner: the task, their text, the automatic feedback (a hint), the teacher's
 * grade when there is one, the self-assessment (after calibrating once per rubric), the rubric and the model text.
 */
export function WritingReview({
  item,
  attemptId,
  onChanged,
}: {
  item: WritingReviewItem;
  attemptId: string;
  onChanged: () => void;
}) {
  const { t, ready } = useTranslation("writing");
  const { lang } = useLang();
  if (!ready) return null;
  const ui = { lang, dir: dirOf(lang) } as const;
  const text = item.text ?? "";
  return (
    <div className="review-item writing-review" data-testid="writing-review">
      {item.title && (
        <p className="question-title" lang="de">
          {item.title}
        </p>
      )}
      <ReviewTask task={item.task} heading={t("review.task")} />
      <div className="writing-section">
        <h3 {...ui}>{t("review.yourText")}</h3>
        {text.trim() ? (
          <>
            <MarkedText text={text} spelling={item.feedback?.spelling ?? []} />
            {item.feedback?.spelling.length ? (
              <p className="muted writing-small" {...ui}>
                {t("review.marked")}
              </p>
            ) : null}
          </>
        ) : (
          <p {...ui}>{t("review.noText")}</p>
        )}
      </div>
      <div {...ui} className="writing-review">
        {item.feedback && <FeedbackHint feedback={item.feedback} text={text} />}
        <ReviewGrading
          kind="writing"
          item={item}
          attemptId={attemptId}
          answered={!!text.trim()}
          awaiting={t("assess.awaiting")}
          onChanged={onChanged}
          model={
            item.modelAnswer && (
              <div className="writing-section solution" data-testid="model-answer">
                <h3>{t("review.modelAnswer")}</h3>
                <Html html={item.modelAnswer} lang="de" dir="ltr" />
              </div>
            )
          }
        />
      </div>
    </div>
  );
}
