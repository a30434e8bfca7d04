import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { MyAttemptsQuery as MyAttemptsData } from "../../gql/graphql";
import { useAuth } from "../../modules/auth/useAuth";
import { ActionCard } from "../../modules/common/ActionCard";
import { Notice } from "../../modules/common/Actions";
import { LocalLink } from "../../modules/common/LocalLink";
import { PageHeader } from "../../modules/common/PageHeader";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { familyPath, reportPath, type Family } from "../../modules/levels/family";
import { ProgressChart } from "../../modules/progress/ProgressChart";
import { MyAttemptsQuery } from "../../modules/result/documents";
import { ProductiveProgressCell } from "../../modules/result/ProductiveScores";
import { VERDICT_MARK } from "../../modules/result/ResultSummary";
import { PracticeOverview } from "../../modules/practice/PracticeOverview";
import "../../modules/progress/progress.css";

type Row = MyAttemptsData["myAttempts"][number];

const VERDICT_CHIP = { PASSED: "chip-passed", FAILED: "chip-failed", PENDING: "chip-open", NOT_TAKEN: "chip-open" } as const;
const VERDICT_TEXT = {
  PASSED: "result.passedTitle",
  FAILED: "result.failedTitle",
  PENDING: "result.pendingChip",
  NOT_TAKEN: "result.notTaken",
} as const;

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
  else {
    const mine = data.myAttempts.filter((a) => families.includes(a.family));
    const open = mine.filter((a) => a.status !== "SUBMITTED");
    body = (
      <>
        {open.length > 0 && <OpenAttempts rows={open} />}
        {families.map((family) => (
          <FamilyProgress key={family} family={family} rows={mine.filter((a) => a.family === family)} />
        ))}
        <PracticeOverview families={families} />
      </>
    );
  }

  return (
    <div className="progress-page">
      <PageHeader eyebrow={t("nav.myTests")} title={t("progress.title")} lead={loggedIn ? t("progress.lead") : undefined} />
      {body}
    </div>
  );
}

function OpenAttempts({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="progress-open">
      <h2 id="progress-open">{t("progress.openTitle")}</h2>
      <div className="action-grid">
        {rows.map((a) => (
          <ActionCard
            key={a.id}
            testId="open-attempt"
            tone="primary"
            to={`/exam/${a.exam.id}`}
            kicker={t("progress.continue")}
            title={<bdi lang="de">{a.exam.name}</bdi>}
            text={t("exam.pageOf", { page: a.currentPage, total: a.pageCount })}
          />
        ))}
      </div>
    </section>
  );
}

function FamilyProgress({ family, rows }: { family: Family; rows: Row[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const date = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeStyle: "short" });
  const title = family === "GOETHE" ? t("progress.goethe") : t("progress.telc");
  const score = (s: { correct: number; total: number; percent: number } | null | undefined) =>
    s ? `${s.correct}/${s.total} (${formatPercent(s.percent, lang)})` : "–";
  const submitted = rows
    .filter((a) => a.status === "SUBMITTED" && a.result)
    .sort((a, b) => Date.parse(a.submittedAt ?? a.startedAt) - Date.parse(b.submittedAt ?? b.startedAt));
  const points = submitted.map((a) => ({
    id: a.id,
    date: new Date(a.submittedAt ?? a.startedAt),
    reading: a.result?.reading?.percent ?? null,
    listening: a.result?.listening?.percent ?? null,
  }));
  const passPercent = submitted[0]?.exam.passPercent ?? 60;
  const newestFirst = [...rows].sort(
    (a, b) => Date.parse(b.submittedAt ?? b.startedAt) - Date.parse(a.submittedAt ?? a.startedAt),
  );
  return (
    <section aria-labelledby={`progress-${family}`} className="progress-section">
      <h2 id={`progress-${family}`}>{title}</h2>
      {rows.length === 0 ? (
        <div className="card empty-progress">
          <p className="muted">{t("progress.empty")}</p>
          <LocalLink to={familyPath(family)}>{family === "GOETHE" ? t("home.allGoethe") : t("home.allTelc")}</LocalLink>
        </div>
      ) : (
        <>
          {points.length > 0 && <ProgressChart points={points} passPercent={passPercent} />}
          <ol className="attempts" data-testid={`progress-${family}`}>
            {newestFirst.map((a) => {
              const done = a.status === "SUBMITTED" && a.result;
              // while a writing or speaking task awaits its grade the verdict is open, never "failed"
              const verdict = a.result?.official.verdict ?? "FAILED";
              return (
                <li key={a.id} className="attempt" data-testid="attempt">
                  <div className="attempt-head">
                    <span className="attempt-name" lang="de">
                      {a.exam.name}
                    </span>
                    {done ? (
                      <span className={`chip ${VERDICT_CHIP[verdict]}`} data-testid="attempt-verdict" data-verdict={verdict}>
                        <span aria-hidden="true">{VERDICT_MARK[verdict]}</span> {t(VERDICT_TEXT[verdict])}
                      </span>
                    ) : (
                      <span className="chip chip-open">{t("progress.inProgress")}</span>
                    )}
                  </div>
                  <p className="attempt-meta">
                    <span>{date.format(new Date(a.submittedAt ?? a.startedAt))}</span>
                    {done && (
                      <>
                        <span>
                          {t("exam.skill.READING")}: <bdi dir="ltr">{score(a.result?.reading)}</bdi>
                        </span>
                        <span>
                          {t("exam.skill.LISTENING")}: <bdi dir="ltr">{score(a.result?.listening)}</bdi>
                        </span>
                        {(["WRITING", "SPEAKING"] as const).map(
                          (skill) =>
                            a.result?.tasks.some((x) => x.skill === skill) && (
                              <span key={skill}>
                                {t(`exam.skill.${skill}`)}: <ProductiveProgressCell result={a.result} skill={skill} />
                              </span>
                            ),
                        )}
                      </>
                    )}
                  </p>
                  <p className="attempt-links">
                    {done ? (
                      <>
                        <LocalLink to={`/result?examId=${a.exam.id}&attemptId=${a.id}`}>{t("progress.result")}</LocalLink>
                        <LocalLink to={reportPath(family, a.id)}>{t("progress.open")}</LocalLink>
                      </>
                    ) : (
                      <LocalLink to={`/exam/${a.exam.id}`}>{t("progress.continue")}</LocalLink>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

export const GoetheProgressPage = () => <ProgressPage families={["GOETHE", "TELC"]} />;
export const TelcProgressPage = () => <ProgressPage families={["TELC"]} />;
