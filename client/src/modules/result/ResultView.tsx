import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../auth/useAuth";
import { Notice } from "../common/Actions";
import { PageHeader } from "../common/PageHeader";
import { ErrorState, Loading } from "../common/States";
import { AttemptResultQuery, MyAttemptsQuery } from "./documents";
import { ResultSummary, type AttemptWithResult } from "./ResultSummary";
import { teilScoresOf } from "./useTeilScores";
import "./result.css";
import { PracticeTeile } from "../practice/PracticeTeile";

/** The result of the learner's latest submitted attempt of an exam (or of one given attempt), under the page's title. */
export function ResultView({ title, examId, attemptId }: { title: string; examId: string | null; attemptId: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const titled = (body: ReactNode) => (
    <div>
      <PageHeader title={title} />
      {body}
    </div>
  );
  if (!loggedIn) return titled(<LoginFirst />);
  if (attemptId) return <AttemptResult title={title} attemptId={attemptId} titled={titled} />;
  if (!examId) return titled(<p className="alert alert-info">{t("result.missingExam")}</p>);
  return <LatestResult title={title} examId={examId} titled={titled} />;
}

type Titled = (body: ReactNode) => ReactNode;

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

function LatestResult({ title, examId, titled }: { title: string; examId: string; titled: Titled }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyAttemptsQuery, { variables: {}, fetchPolicy: "network-only" });
  if (error && !data) return titled(<ErrorState error={error} onRetry={() => void refetch()} />);
  if (!data) return titled(<Loading />);
  const attempt = data.myAttempts.find((a) => a.exam.id === examId && a.status === "SUBMITTED");
  if (!attempt) {
    const open = data.myAttempts.find((a) => a.exam.id === examId);
    return titled(
      <Notice
        text={open ? t("result.notSubmitted") : t("result.noAttempt")}
        link={{ to: `/exam/${examId}`, label: open ? t("result.continue") : t("levels.start") }}
      />,
    );
  }
  return <AttemptResult title={title} attemptId={attempt.id} titled={titled} />;
}

function AttemptResult({ title, attemptId, titled }: { title: string; attemptId: string; titled: Titled }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(AttemptResultQuery, { variables: { attemptId }, fetchPolicy: "network-only" });
  if (error && !data) return titled(<ErrorState error={error} onRetry={() => void refetch()} />);
  if (!data) return titled(<Loading />);
  const attempt = data.attempt;
  if (!attempt) return titled(<p className="alert alert-info">{t("result.noAttempt")}</p>);
  if (!attempt.result) {
    return titled(
      <Notice text={t("result.notSubmitted")} link={{ to: `/exam/${attempt.exam.id}`, label: t("result.continue") }} />,
    );
  }
  return <WithTeile title={title} attempt={attempt} />;
}

function WithTeile({ title, attempt }: { title: string; attempt: AttemptWithResult }) {
  const result = attempt.result;
  if (!result) return null;
  const teile = teilScoresOf(result.parts);
  return (
    <>
      <ResultSummary title={title} attempt={attempt} result={result} teile={teile} />
      <PracticeTeile family={attempt.family} cefr={attempt.cefr} teile={teile} />
    </>
  );
}
