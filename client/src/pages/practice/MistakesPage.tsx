import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { ActionLinks, Notice } from "../../modules/common/Actions";
import { LocalLink } from "../../modules/common/LocalLink";
import { PageHeader } from "../../modules/common/PageHeader";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { answerShown } from "../../modules/practice/answerShown";
import { MyMistakesQuery } from "../../modules/practice/documents";
import { hubPath, MISTAKES_DRILL } from "../../modules/practice/paths";
import "../../modules/practice/practice.css";

/** /practice/mistakes: "Meine Fehler", items answered wrong until answered right in two later drills. */
export function MistakesPage() {
  const { t } = useTranslation("practice");
  const { gql } = useLang();
  const { loggedIn } = useAuth();
  usePageTitle(t("mistakes.title"));
  return (
    <div className="mistakes-page">
      <PageHeader title={t("mistakes.title")} lead={t("mistakes.lead")} />
      {loggedIn ? (
        <Mistakes key={gql} />
      ) : (
        <Notice text={t("hub.guest")} actions={[{ to: "/register", label: t("common:auth.toRegister") }]} />
      )}
    </div>
  );
}

function Mistakes() {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  const { data, error, refetch } = useQuery(MyMistakesQuery, { variables: {}, fetchPolicy: "cache-and-network" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const list = data.myMistakes;
  if (list.length === 0)
    return (
      <p className="alert alert-info" data-testid="no-mistakes">
        {t("mistakes.none")}
      </p>
    );
  const date = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium" });
  const sets = [...new Map(list.map((m) => [m.set.id, m.set])).values()];
  return (
    <>
      <p data-testid="mistake-total">{t("mistakes.count", { count: list.length })}</p>
      <ActionLinks actions={[{ to: MISTAKES_DRILL, label: t("mistakes.start"), testId: "start-mistakes" }]} />
      {sets.map((set) => {
        const mine = list.filter((m) => m.set.id === set.id);
        const id = `mistakes-${set.id}`;
        return (
          <section key={set.id} aria-labelledby={id} className="mistake-set">
            <h2 id={id}>
              <bdi>{set.title}</bdi>
            </h2>
            <ul className="mistake-list">
              {mine.map((m) => (
                <li key={m.subQuestionId} className="mistake card" data-testid="mistake">
                  {m.title && (
                    <p lang="de" dir="ltr" className="mistake-title">
                      {m.title}
                    </p>
                  )}
                  <p className="muted">
                    {m.lastAnswer ? (
                      <>
                        {t("mistakes.lastAnswer")}: <bdi lang="de">{answerShown(m.lastAnswer, m.lastAnswerLabel)}</bdi> ·{" "}
                      </>
                    ) : (
                      // a blank of a submitted mock counts as a mistake (as in the result)
                      <>{t("mistakes.unanswered")} · </>
                    )}
                    {t("mistakes.times", { count: m.times })} · {date.format(new Date(m.lastWrongAt))}
                  </p>
                  <p className="mistake-progress">{t("mistakes.rightSince", { count: m.rightSince })}</p>
                </li>
              ))}
            </ul>
            <p>
              <LocalLink to={`${MISTAKES_DRILL}?family=${set.family}&cefr=${set.cefr}`}>
                {t("mistakes.startLevel", { level: `${set.family === "GOETHE" ? "Goethe" : "telc"} ${set.cefr}` })}
              </LocalLink>
              {" · "}
              <LocalLink to={hubPath(set.family, set.cefr)}>{t("mistakes.toHub")}</LocalLink>
            </p>
          </section>
        );
      })}
    </>
  );
}
