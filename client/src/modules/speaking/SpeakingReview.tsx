import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { SpeakingReviewFieldsFragment } from "../../gql/graphql";
import { Html } from "../common/Html";
import { ReviewGrading, ReviewTask } from "../writing/ReviewGrading";
import type { WritingReviewItem } from "../writing/WritingReview";
import { formatSeconds } from "./time";
import "../writing/writing.css";
import "./speaking.css";

export type SpeakingReviewItem = WritingReviewItem & SpeakingReviewFieldsFragment;

/**
 * A submitted speaking task, for its owner: the task, their recording with its length beside the model transcript and
 * the model recording, the teacher's grade when there is one, the self-assessment and the rubric.
 */
export function SpeakingReview({
  item,
  attemptId,
  onChanged,
}: {
  item: SpeakingReviewItem;
  attemptId: string;
  onChanged: () => void;
}) {
  const { t, ready } = useTranslation("speaking");
  const { lang } = useLang();
  if (!ready) return null;
  const ui = { lang, dir: dirOf(lang) } as const;
  const duration = item.feedback?.durationSeconds ?? null;
  return (
    <div className="review-item writing-review speaking-review" data-testid="speaking-review">
      <ReviewTask task={item.task} heading={t("review.task")} />
      <div {...ui} className="writing-review">
        <div className="speaking-columns">
          <section className="writing-section" data-testid="own-recording">
            <h3>{t("review.yourRecording")}</h3>
            {item.recordingUrl ? (
              <>
                <audio controls preload="metadata" src={item.recordingUrl} aria-label={t("review.yourRecording")} />
                {duration !== null && (
                  <p className="muted writing-small" data-testid="recording-duration">
                    {t("review.duration", {
                      time: formatSeconds(duration),
                      max: formatSeconds(item.maxRecordSeconds ?? 0),
                    })}
                  </p>
                )}
              </>
            ) : (
              <p>{t("review.noRecording")}</p>
            )}
          </section>
          {(item.modelAnswer || item.modelAudioUrl) && (
            <section className="writing-section solution" data-testid="model-answer">
              <h3>{t("review.modelAnswer")}</h3>
              {item.modelAudioUrl && (
                <audio controls preload="none" src={item.modelAudioUrl} aria-label={t("review.modelAudio")} />
              )}
              {item.modelAnswer && <Html html={item.modelAnswer} lang="de" dir="ltr" />}
            </section>
          )}
        </div>
        {item.feedback?.hint && <p className="muted writing-small">{item.feedback.hint}</p>}
        <ReviewGrading
          kind="speaking"
          item={item}
          attemptId={attemptId}
          answered={!!item.recordingUrl}
          awaiting={t("review.awaiting")}
          onChanged={onChanged}
        />
      </div>
    </div>
  );
}
