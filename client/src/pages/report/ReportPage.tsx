import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { Notice } from "../../modules/common/Actions";
import { LocalLink } from "../../modules/common/LocalLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { AudioPlayer } from "../../modules/exam/AudioPlayer";
import { BlockMaterial } from "../../modules/exam/BlockMaterial";
import { Html } from "../../modules/common/Html";
import type { Family } from "../../modules/levels/family";
import { ReviewItem } from "../../modules/report/ReviewItem";
import { WritingReview } from "../../modules/writing/WritingReview";
import { ReviewPageQuery } from "../../modules/result/documents";

/** /goethe-report/{attemptId}, /telc-report/{attemptId}: the taken exam page by page with keys and explanations. */
function ReportPage({ family }: { family: Family }) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const { gql } = useLang();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, error, refetch } = useQuery(ReviewPageQuery, { variables: { attemptId: id, page, lang: gql }, skip: !loggedIn });
  usePageTitle(t("report.title"));

  if (!loggedIn) {
    return (
      <div>
        <h1>{t("report.title")}</h1>
        <Notice text={t("auth.loginRequired")} link={{ to: "/login", label: t("auth.toLogin") }} />
      </div>
    );
  }
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const attempt = data.attempt;
  const review = attempt?.review;
  if (!attempt || !review) {
    return (
      <div>
        <h1>{t("report.title")}</h1>
        <p className="alert alert-info">{t("result.notSubmitted")}</p>
      </div>
    );
  }
  const goTo = (n: number) => {
    setParams({ page: String(n) });
    window.scrollTo({ top: 0 });
  };
  const block = review.block;
  // writing (later speaking) is assessed, not marked right or wrong
  const productive = block.skill === "WRITING" || block.skill === "SPEAKING";
  const last = page >= attempt.pageCount;
  return (
    <div className="report" data-family={family}>
      <h1>
        {t("report.title")}: <bdi lang="de">{attempt.exam.name}</bdi>
      </h1>
      <p className="muted">
        {t("exam.pageOf", { page, total: attempt.pageCount })} · {t(`exam.skill.${block.skill}`)}
        {productive ? null : ` · ${review.correct}/${review.total}`}
      </p>
      {!productive && <p className="legend">{t("report.legend")}</p>}
      <nav className="pager" aria-label={t("report.title")}>
        {Array.from({ length: attempt.pageCount }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={n === page ? "pager-item current" : "pager-item"}
            aria-current={n === page ? "page" : undefined}
            onClick={() => goTo(n)}
          >
            {n}
          </button>
        ))}
      </nav>
      <div className="card exam-content" lang="de" dir="ltr">
        {block.title && <h2 className="block-title">{block.title}</h2>}
        <BlockMaterial block={block} audio={block.audioUrl ? <AudioPlayer oggUrl={block.audioUrl} mp3Url={null} /> : null} />
        {block.transcript && (
          <details className="transcript">
            <summary>{t("report.transcript")}</summary>
            <Html html={block.transcript.replace(/\n/g, "<br>")} />
          </details>
        )}
        <div className="questions">
          {block.items.map((item) =>
            item.answerType === "writing" ? (
              <WritingReview key={item.id} item={item} attemptId={attempt.id} onChanged={() => void refetch()} />
            ) : (
              <ReviewItem key={item.id} item={item} />
            ),
          )}
        </div>
      </div>
      {block.notes && (
        <div className="card">
          <h2>{t("report.notes")}</h2>
          <Html html={block.notes} />
        </div>
      )}
      <div className="actions">
        {last ? (
          <LocalLink className="button" to={`/result?examId=${attempt.exam.id}&attemptId=${attempt.id}`}>
            {t("report.toResult")}
          </LocalLink>
        ) : (
          <button type="button" className="button" onClick={() => goTo(page + 1)} data-testid="report-next">
            {t("exam.next")}
          </button>
        )}
      </div>
    </div>
  );
}

export const GoetheReportPage = () => <ReportPage family="GOETHE" />;
export const TelcReportPage = () => <ReportPage family="TELC" />;
