import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { Notice } from "../../modules/common/Actions";
import { LocalLink } from "../../modules/common/LocalLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { reportPath, type Family } from "../../modules/levels/family";
import { MyAttemptsQuery } from "../../modules/result/documents";
import { WritingProgressCell } from "../../modules/result/ProductiveScores";
import type { MyAttemptsQuery as MyAttemptsData } from "../../gql/graphql";

type Row = MyAttemptsData["myAttempts"][number];

/** 'Ihr Fortschritt': /goethe-user-exam shows both families, /telc-user-exam the telc exams. */
function ProgressPage({ families }: { families: Family[] }) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const { data, error, refetch } = useQuery(MyAttemptsQuery, {
    variables: {},
    skip: !loggedIn,
    fetchPolicy: "cache-and-network",
  });
  usePageTitle(t("progress.title"));

  let body;
  if (!loggedIn) {
    body = <Notice text={t("auth.loginRequired")} link={{ to: "/login", label: t("auth.toLogin") }} />;
  } else if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Loading />;
  else
    body = families.map((family) => (
      <AttemptTable key={family} family={family} rows={data.myAttempts.filter((a) => a.family === family)} />
    ));

  return (
    <div>
      <h1>{t("progress.title")}</h1>
      {body}
    </div>
  );
}

function AttemptTable({ family, rows }: { family: Family; rows: Row[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const title = family === "GOETHE" ? t("progress.goethe") : t("progress.telc");
  const score = (s: { correct: number; total: number; percent: number } | null | undefined) =>
    s ? `${s.correct}/${s.total} (${formatPercent(s.percent, lang)})` : "–";
  return (
    <section aria-labelledby={`progress-${family}`} className="progress-section">
      <h2 id={`progress-${family}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t("progress.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid={`progress-${family}`}>
            <thead>
              <tr>
                <th scope="col">{t("progress.exam")}</th>
                <th scope="col">{t("progress.date")}</th>
                <th scope="col">{t("exam.skill.READING")}</th>
                <th scope="col">{t("exam.skill.LISTENING")}</th>
                <th scope="col">{t("exam.skill.WRITING")}</th>
                <th scope="col">{t("progress.status")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <th scope="row" lang="de">
                    {a.status === "SUBMITTED" ? <LocalLink to={reportPath(family, a.id)}>{a.exam.name}</LocalLink> : a.exam.name}
                  </th>
                  <td>{date.format(new Date(a.submittedAt ?? a.startedAt))}</td>
                  <td dir="ltr">{score(a.result?.reading)}</td>
                  <td dir="ltr">{score(a.result?.listening)}</td>
                  <td data-testid="progress-writing">
                    <WritingProgressCell result={a.result} />
                  </td>
                  <td>
                    {a.status === "SUBMITTED" ? (
                      <LocalLink to={reportPath(family, a.id)}>{t("progress.open")}</LocalLink>
                    ) : (
                      <LocalLink to={`/exam/${a.exam.id}`}>
                        {t("progress.inProgress")} – {t("progress.continue")}
                      </LocalLink>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const GoetheProgressPage = () => <ProgressPage families={["GOETHE", "TELC"]} />;
export const TelcProgressPage = () => <ProgressPage families={["TELC"]} />;
