import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { Notice } from "../../modules/common/Actions";
import { Html } from "../../modules/common/Html";
import { LocalLink } from "../../modules/common/LocalLink";
import { PageHeader } from "../../modules/common/PageHeader";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { AudioPlayer } from "../../modules/exam/AudioPlayer";
import { BlockMaterial } from "../../modules/exam/BlockMaterial";
import type { Family } from "../../modules/levels/family";
import { itemLabel, markEvidence, quotedFragments } from "../../modules/report/evidence";
import { ReviewItem } from "../../modules/report/ReviewItem";
import { SpeakingReview } from "../../modules/speaking/SpeakingReview";
import { StudyMode } from "../../modules/study/StudyMode";
import { WritingReview } from "../../modules/writing/WritingReview";
import { ReviewPageQuery } from "../../modules/result/documents";
import "../../modules/report/report.css";

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
        <PageHeader title={t("report.title")} />
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
        <PageHeader title={t("report.title")} />
        <p className="alert alert-info">{t("result.notSubmitted")}</p>
      </div>
    );
  }
  const goTo = (n: number) => {
    setParams({ page: String(n) });
    window.scrollTo({ top: 0 });
  };
  const block = review.block;
  const place = review.place;
  const placeText = (p: typeof place) =>
    t(p.textCount > 1 ? "player:bar.partText" : "player:bar.part", {
      skill: t(`exam.skill.${p.skill}`),
      part: p.teil,
      parts: p.teilCount,
      text: p.text,
      texts: p.textCount,
    });
  // the pager: the modules in page order, each page as its Teil (with the text where a Teil has several)
  const pagerModules: { skill: string; pages: typeof attempt.pageStates }[] = [];
  for (const s of attempt.pageStates) {
    const m = pagerModules[pagerModules.length - 1];
    if (m && m.skill === s.place.skill) m.pages.push(s);
    else pagerModules.push({ skill: s.place.skill, pages: [s] });
  }
  // writing (later speaking) is assessed, not marked right or wrong
  const productive = block.skill === "WRITING" || block.skill === "SPEAKING";
  const last = page >= attempt.pageCount;
  // The passage (or transcript) with the places the explanations quote marked by item number.
  const evidence = block.items.map((item) => ({
    label: itemLabel(item.title, item.position),
    fragments: quotedFragments(item.explanation),
  }));
  const passage = block.passage ? markEvidence(block.passage, evidence) : null;
  const transcript = block.transcript ? markEvidence(block.transcript.replace(/\n/g, "<br>"), evidence) : null;
  const marked = (passage?.found ?? 0) + (transcript?.found ?? 0) > 0;
  const unanswered = block.items.filter((i) => i.answer == null || i.answer.trim() === "").length;
  return (
    <div className="report" data-family={family}>
      <PageHeader eyebrow={<bdi lang="de">{attempt.exam.name}</bdi>} title={t("report.title")}>
        <p className="report-summary" data-testid="report-summary">
          <span>{placeText(place)}</span>
          <span aria-hidden="true">·</span>
          {!productive && <strong>{t("report.rightOf", { correct: review.correct, total: review.total })}</strong>}
          {unanswered > 0 && <span>({t("report.unansweredCount", { count: unanswered })})</span>}
        </p>
      </PageHeader>
      {!productive && (
        <ul className="legend" aria-label={t("report.legendTitle")} data-testid="legend">
          <li>
            <span className="chip chip-passed">✓ {t("report.outcome.right")}</span>
            {t("report.legendRight")}
          </li>
          <li>
            <span className="chip chip-failed">✗ {t("report.outcome.wrong")}</span>
            {t("report.legendWrong")}
          </li>
          <li>
            <span className="chip chip-neutral">– {t("report.outcome.unanswered")}</span>
          </li>
          {marked && (
            <li>
              <mark className="legend-evidence">abc</mark>
              {t("report.legendEvidence")}
            </li>
          )}
        </ul>
      )}
      <nav className="pager" aria-label={t("report.pages")} data-testid="report-pager">
        {pagerModules.map((m) => (
          <div key={m.pages[0].number} className="pager-module" role="group" aria-label={t(`exam.skill.${m.skill}`)}>
            <span className="pager-skill" aria-hidden="true">
              {t(`exam.skill.${m.skill}`)}
            </span>
            {m.pages.map(({ number: n, place: p }) => (
              <button
                key={n}
                type="button"
                className={n === page ? "pager-item current" : "pager-item"}
                aria-current={n === page ? "page" : undefined}
                aria-label={placeText(p)}
                onClick={() => goTo(n)}
              >
                {p.textCount > 1 ? `${p.teil}.${p.text}` : p.teil}
              </button>
            ))}
          </div>
        ))}
      </nav>
      <div className="card exam-content" lang="de" dir="ltr">
        {block.title && <h2 className="block-title">{block.title}</h2>}
        <BlockMaterial
          block={{ ...block, passage: passage?.html ?? null }}
          audio={block.audioUrl ? <AudioPlayer oggUrl={block.audioUrl} mp3Url={null} /> : null}
        />
        {transcript && (
          <details className="transcript" open={transcript.found > 0}>
            <summary>{t("report.transcript")}</summary>
            <Html html={transcript.html} />
          </details>
        )}
        <div className="questions">
          {block.items.map((item) =>
            item.answerType === "speaking" ? (
              <SpeakingReview key={item.id} item={item} attemptId={attempt.id} onChanged={() => void refetch()} />
            ) : item.answerType === "writing" ? (
              <WritingReview key={item.id} item={item} attemptId={attempt.id} onChanged={() => void refetch()} />
            ) : (
              <ReviewItem key={item.id} item={item} />
            ),
          )}
        </div>
      </div>
      {block.skill === "LISTENING" && block.audioUrl && (
        <StudyMode key={block.id} attemptId={attempt.id} blockId={block.id} oggUrl={block.audioUrl} mp3Url={null} />
      )}
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
            {attempt.pageStates[page]?.place.teil === place.teil && attempt.pageStates[page]?.place.skill === place.skill
              ? t("exam.nextText")
              : t("exam.next")}
          </button>
        )}
      </div>
    </div>
  );
}

export const GoetheReportPage = () => <ReportPage family="GOETHE" />;
export const TelcReportPage = () => <ReportPage family="TELC" />;
