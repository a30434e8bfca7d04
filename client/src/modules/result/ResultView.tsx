import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { useAuth } from "../auth/useAuth";
import { Notice } from "../common/Actions";
import { LocalLink } from "../common/LocalLink";
import { ErrorState, Loading } from "../common/States";
import { reportPath } from "../levels/family";
import { AttemptResultQuery, MyAttemptsQuery } from "./documents";
import { Gauge, Verdict } from "./Gauge";
import { OfficialVerdict, ProductiveGauges } from "./ProductiveScores";

/** The result of the learner's latest submitted attempt of an exam (or of one given attempt). */
export function ResultView({ examId, attemptId }: { examId: string | null; attemptId: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  if (!loggedIn) return <LoginFirst />;
  if (attemptId) return <AttemptResult attemptId={attemptId} />;
  if (!examId) return <p className="alert alert-info">{t("result.missingExam")}</p>;
  return <LatestResult examId={examId} />;
}

function LoginFirst() {
  const { t } = useTranslation();
  return (
    <Notice
      testId="login-first"
      text={t("result.loginFirst")}
      actions={[
        { to: "/login", label: t("auth.toLogin") },
        { to: "/register", label: t("auth.toRegister"), secondary: true },
      ]}
    />
  );
}

function LatestResult({ examId }: { examId: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyAttemptsQuery, { variables: {}, fetchPolicy: "network-only" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const attempt = data.myAttempts.find((a) => a.exam.id === examId && a.status === "SUBMITTED");
  if (!attempt) {
    const open = data.myAttempts.find((a) => a.exam.id === examId);
    return (
      <Notice
        text={open ? t("result.notSubmitted") : t("result.noAttempt")}
        link={{ to: `/exam/${examId}`, label: open ? t("result.continue") : t("levels.start") }}
      />
    );
  }
  return <AttemptResult attemptId={attempt.id} />;
}

function AttemptResult({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { data, error, refetch } = useQuery(AttemptResultQuery, { variables: { attemptId }, fetchPolicy: "network-only" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const attempt = data.attempt;
  if (!attempt) return <p className="alert alert-info">{t("result.noAttempt")}</p>;
  const result = attempt.result;
  if (!result) {
    return <Notice text={t("result.notSubmitted")} link={{ to: `/exam/${attempt.exam.id}`, label: t("result.continue") }} />;
  }
  const percent = formatPercent(attempt.exam.passPercent, lang);
  return (
    <section className="result" data-testid="result">
      <h2 lang="de" className="result-exam">
        {attempt.exam.name}
      </h2>
      <div className="gauges">
        {result.reading ? (
          <Gauge label={t("exam.skill.READING")} {...result.reading} />
        ) : (
          <p className="muted">{`${t("exam.skill.READING")}: ${t("result.noSkill")}`}</p>
        )}
        {result.listening ? (
          <Gauge label={t("exam.skill.LISTENING")} {...result.listening} />
        ) : (
          <p className="muted">{`${t("exam.skill.LISTENING")}: ${t("result.noSkill")}`}</p>
        )}
        <ProductiveGauges result={result} />
      </div>
      <Verdict passed={result.passed} />
      <OfficialVerdict result={result} rule={t(`result.rule.${result.passRule}`, { percent })} />
      <p>
        <LocalLink className="button" to={reportPath(attempt.family, attempt.id)} data-testid="report-link">
          {t("result.detailed")}
        </LocalLink>
      </p>
    </section>
  );
}
