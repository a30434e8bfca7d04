import { useTranslation } from "react-i18next";
import type { AutoFeedbackFieldsFragment } from "../../gql/graphql";
import { WordCount } from "./WritingInput";

/**
 * The server's automatic feedback, labelled a hint (never a score): words against the range, each content
 * point covered with the learner's sentence that shows it (or "check it yourself"), unknown words with
 * suggestions, register slips, connectors. The evidence is the learner's own text: plain text only.
 */
export function FeedbackHint({ feedback, text }: { feedback: AutoFeedbackFieldsFragment; text: string }) {
  const { t } = useTranslation("writing");
  return (
    <section className="writing-section" data-testid="writing-feedback">
      <h3>{t("feedback.title")}</h3>
      <p className="writing-hint" data-testid="feedback-hint">
        {feedback.hint}
      </p>

      <h4>{t("feedback.words")}</h4>
      <WordCount text={text} min={feedback.minWords} max={feedback.maxWords} />

      {feedback.pointsCovered.length > 0 && (
        <>
          <h4>{t("feedback.pointsTitle")}</h4>
          <ul className="writing-list" data-testid="feedback-points">
            {feedback.pointsCovered.map((p) => (
              <li key={p.point} data-covered={p.covered}>
                {/* a point is claimed only with the learner's own sentence; otherwise the learner checks it */}
                <span className={p.covered ? "writing-ok" : undefined}>
                  {p.covered ? "✓" : "?"} {p.covered ? t("feedback.covered") : t("feedback.notCovered")}:
                </span>{" "}
                <bdi lang="de">{p.point}</bdi>
                {p.covered && p.evidence && (
                  <span className="writing-evidence">
                    {t("feedback.evidence")}{" "}
                    <bdi lang="de" dir="ltr">
                      „{p.evidence}“
                    </bdi>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h4>{t("feedback.spellingTitle")}</h4>
      {feedback.spelling.length ? (
        <ul className="writing-list" data-testid="feedback-spelling">
          {feedback.spelling.map((s) => (
            <li key={`${s.offset}-${s.word}`}>
              <bdi lang="de">
                <mark>{s.word}</mark>
              </bdi>{" "}
              →{" "}
              {s.suggestions.length ? (
                <bdi lang="de">{t("feedback.suggestions", { list: s.suggestions.join(", ") })}</bdi>
              ) : (
                t("feedback.noSuggestion")
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("feedback.spellingNone")}</p>
      )}

      <h4>{t("feedback.registerTitle")}</h4>
      {feedback.register.length ? (
        <ul className="writing-list" data-testid="feedback-register">
          {feedback.register.map((r) => (
            <li key={r.kind}>
              {r.message}
              {r.evidence.length > 0 && (
                <span className="writing-evidence" lang="de" dir="ltr">
                  {r.evidence.join(" · ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("feedback.registerNone")}</p>
      )}

      <p data-testid="feedback-connectors">
        {t("feedback.connectors", { count: feedback.connectorCount })}
        {feedback.connectors.length > 0 && (
          <>
            {" "}
            (<bdi lang="de">{feedback.connectors.join(", ")}</bdi>)
          </>
        )}
      </p>
    </section>
  );
}
