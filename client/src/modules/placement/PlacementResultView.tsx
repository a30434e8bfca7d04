import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { PlacementResultFieldsFragment } from "../../gql/graphql";
import { ActionLinks } from "../common/Actions";
import { LocalLink } from "../common/LocalLink";
import { familyName, familyPath } from "../levels/family";
import { PlacementAudio } from "./PlacementQuestion";
import { placementReason } from "./placementReason";
import "./placement.css";

type Result = NonNullable<PlacementResultFieldsFragment["result"]>;
type Response = Result["responses"][number];

const LETTERS = "abcd";

/**
 * Level and right answers over all sets; why this level, set by set, and what to do next; every response marked;
 * the exams of the placed level.
 */
export function PlacementResultView({ run, result }: { run: PlacementResultFieldsFragment; result: Result }) {
  const { t, i18n } = useTranslation("placement");
  const rounds = [...new Set(result.responses.map((r) => r.round))];
  let number = 0;
  const reason = placementReason(result.cefr, result.sets);
  const finished = run.finishedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(new Date(run.finishedAt))
    : null;
  return (
    <div className="placement-result" data-testid="placement-result" data-level={result.level}>
      <dl className="placement-summary">
        <div>
          <dt>{t("result.level")}</dt>
          <dd data-testid="placement-level">{result.label}</dd>
        </div>
        <div>
          <dt>{t("result.correct")}</dt>
          <dd data-testid="placement-correct">
            {t("result.correctAll", { correct: result.correctAll, total: result.totalAll })}
          </dd>
        </div>
        {result.unansweredAll > 0 && (
          <div>
            <dt>{t("result.unansweredLabel")}</dt>
            <dd data-testid="placement-unanswered">{t("result.unanswered", { count: result.unansweredAll })}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="placement-why" className="card placement-why" data-testid="placement-why">
        <h2 id="placement-why">{t("result.whyTitle")}</h2>
        <p data-testid="placement-done">{t("result.done", { count: result.sets.length, items: result.totalAll })}</p>
        <p data-testid="placement-reason">{t(`result.reason.${reason.key}`, { ...reason })}</p>
        <ol className="placement-sets" data-testid="placement-sets">
          {result.sets.map((s) => (
            <li key={s.round} data-testid="placement-set-row" data-passed={s.passed}>
              <strong>{t("result.setLine", { round: s.round, cefr: s.cefr, kind: t(`result.kind.${s.setType}`) })}</strong>{" "}
              {t(s.passed ? "result.setPassed" : "result.setFailed", {
                correct: s.correct,
                total: s.total,
                passMark: s.passMark,
              })}
            </li>
          ))}
        </ol>
        <p data-testid="placement-next-step">
          {result.cefr ? t("result.nextStep", { level: result.cefr }) : t("result.nextStepBelow")}
        </p>
      </section>
      {finished && <p className="muted">{t("result.finishedAt", { date: finished })}</p>}
      <ActionLinks actions={[{ to: "/placement-questions", label: t("result.again"), secondary: true }]} />

      {result.examLevels.length > 0 && (
        <section aria-labelledby="placement-practice" className="card">
          <h2 id="placement-practice">{t("result.practice")}</h2>
          <ul className="placement-levels" data-testid="placement-exam-levels">
            {result.examLevels.map((level) => (
              <li key={level.id}>
                <h3>
                  <LocalLink to={`${familyPath(level.family)}/${level.slug}`} data-testid="placement-level-link">
                    {t("result.toLevel", { name: `${familyName(level.family)} ${level.cefr}` })}
                  </LocalLink>
                </h3>
                {level.exams.length > 0 ? (
                  <ul>
                    {level.exams.map((exam) => (
                      <li key={exam.id}>
                        <LocalLink to={`/exam/${exam.id}`} lang="de">
                          {exam.name}
                        </LocalLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">{t("result.noExams")}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="placement-answers">
        <h2 id="placement-answers">{t("result.answers")}</h2>
        <p className="legend muted">{t("result.legend")}</p>
        {rounds.map((round) => (
          <div key={round}>
            <h3 className="placement-set-heading">{t("result.setHeading", { round })}</h3>
            <ol className="placement-responses">
              {result.responses
                .filter((r) => r.round === round)
                .map((r) => {
                  number += 1;
                  return <ResponseItem key={`${round}-${r.item.id}`} response={r} number={number} />;
                })}
            </ol>
          </div>
        ))}
      </section>
    </div>
  );
}

function ResponseItem({ response: r, number }: { response: Response; number: number }) {
  const { t } = useTranslation("placement");
  const { lang } = useLang();
  return (
    <li
      className={`review-item placement-response ${r.correct ? "review-right" : "review-wrong"}`}
      data-testid="placement-response"
      data-correct={r.correct}
      data-answered={r.answered}
    >
      <p className="question-title" lang="de" dir="ltr">
        {number}. {r.item.title}
      </p>
      <PlacementAudio item={r.item} />
      <ul className="review-choices" lang="de" dir="ltr">
        {r.item.choices.map((c, i) => {
          const isKey = c === r.correctValue;
          const chosen = r.answered && c === r.value;
          const cls = isKey ? "mark-right" : chosen ? "mark-wrong" : "";
          return (
            <li
              key={c}
              className={`review-choice ${cls}`}
              data-testid="placement-choice"
              data-key={isKey || undefined}
              data-chosen={chosen || undefined}
            >
              <span className="choice-letter" aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span>{c}</span>
              {chosen ? (
                <span className="tag" lang={lang} dir={dirOf(lang)}>
                  <span className="mark-icon" aria-hidden="true">
                    {isKey ? "✓" : "✗"}{" "}
                  </span>
                  {t("result.yourAnswer")}
                </span>
              ) : (
                isKey && (
                  <span className="tag" lang={lang} dir={dirOf(lang)}>
                    <span className="mark-icon" aria-hidden="true">
                      ✓{" "}
                    </span>
                    {t("result.correctAnswer")}
                  </span>
                )
              )}
            </li>
          );
        })}
      </ul>
      <p className="verdict-line">
        {r.correct ? (
          <span className="verdict verdict-passed">✓ {t("result.right")}</span>
        ) : (
          <span className="verdict verdict-failed">
            ✗ {t("result.wrong")}
            {!r.answered && ` (${t("result.noAnswer")})`}
          </span>
        )}
      </p>
    </li>
  );
}
