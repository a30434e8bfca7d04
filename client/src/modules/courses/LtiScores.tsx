import { useTranslation } from "react-i18next";
import { formatNumber } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { CourseQuery } from "../../gql/graphql";

type Assignment = NonNullable<CourseQuery["course"]>["assignments"][number];
type Score = NonNullable<Assignment["ltiScores"]>[number];

const CHIP: Record<string, string> = { POSTED: "chip-passed", PENDING: "chip-open", FAILED: "chip-failed" };

/**
 * An assignment made through a learning platform (LTI): per learner's hand-in, whether its score reached the platform's
 * gradebook (sent, pending with the next try, failed after the last try), the score, failed tries and the last error.
 */
export function LtiScores({ assignment: a }: { assignment: Assignment }) {
  const { t } = useTranslation("courses");
  const scores = a.ltiScores;
  if (!scores) return null;
  const count = (state: string) => scores.filter((s) => s.state === state).length;
  return (
    <details className="progress-details lti-scores" data-testid="lti-scores" open={count("FAILED") > 0 || undefined}>
      <summary>
        {t("ltiScores.title")}:{" "}
        <span data-testid="lti-scores-summary">
          {t("ltiScores.summary", { posted: count("POSTED"), pending: count("PENDING"), failed: count("FAILED") })}
        </span>
      </summary>
      {scores.length === 0 ? (
        <p className="muted">{t("ltiScores.empty")}</p>
      ) : (
        // narrow screens scroll the table sideways: a region the keyboard can reach
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t("ltiScores.caption", { title: a.title })}>
          <table className="data-table" data-testid="lti-scores-table">
            <caption className="visually-hidden">{t("ltiScores.caption", { title: a.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("ltiScores.learner")}</th>
                <th scope="col">{t("ltiScores.state")}</th>
                <th scope="col">{t("ltiScores.score")}</th>
                <th scope="col">{t("ltiScores.when")}</th>
                <th scope="col">{t("ltiScores.tries")}</th>
                <th scope="col">{t("ltiScores.lastError")}</th>
              </tr>
            </thead>
            <tbody>
              {scores.map((s) => (
                <ScoreRow key={s.attemptId} score={s} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function ScoreRow({ score: s }: { score: Score }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const when = s.state === "PENDING" ? s.nextTryAt : s.postedAt;
  return (
    <tr data-testid="lti-score-row" data-state={s.state}>
      <th scope="row" className="user-text">
        {s.learnerName || "–"}
      </th>
      <td>
        <span className={`chip ${CHIP[s.state] ?? "chip-neutral"}`}>{t(`ltiScores.${s.state}`)}</span>
      </td>
      <td>
        <span dir="ltr" className="lti-score">
          {formatNumber(s.scoreGiven, lang)} / {formatNumber(s.scoreMaximum, lang)}
        </span>
        {s.gradingProgress === "Pending" && <span className="muted"> · {t("ltiScores.gradingPending")}</span>}
      </td>
      <td>{when ? shortWhen(when, lang) : "–"}</td>
      <td>{s.tries}</td>
      <td className="lti-error">
        {s.lastError ? (
          <code dir="ltr" data-testid="lti-score-error">
            {s.lastError}
          </code>
        ) : (
          "–"
        )}
      </td>
    </tr>
  );
}

/** Day and time, short (the table stays narrow on a phone); Latin digits in Arabic as everywhere in the product. */
function shortWhen(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "short", timeStyle: "short" }).format(
    new Date(iso),
  );
}
