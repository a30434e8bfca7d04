import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { CheckedAnswerFieldsFragment, StartDrillMutation as StartDrillData } from "../../gql/graphql";
import { ActionLinks } from "../common/Actions";
import { errorMessage } from "../common/errors";
import { useLocalPath } from "../common/paths";
import { ErrorState, Loading } from "../common/States";
import { answerToSend, pageAnswers } from "../exam/answers";
import { AudioPlayer } from "../exam/AudioPlayer";
import { BlockMaterial } from "../exam/BlockMaterial";
import { AttemptPageQuery, SubmitAttemptMutation } from "../exam/documents";
import { SaveStatus } from "../exam/SaveStatus";
import { SubQuestionInput } from "../exam/SubQuestionInput";
import { loadUnsaved, useAnswerSaver } from "../exam/useAnswerSaver";
import { useFeedback } from "../feedback/feedback";
import { reportPath } from "../levels/family";
import { StudyMode } from "../study/StudyMode";
import { CheckedItem } from "./CheckedItem";
import { CheckAnswersMutation, CheckedAnswersQuery } from "./documents";
import { hubPath, PRACTICE_REFETCH } from "./paths";

export type Drill = StartDrillData["startDrill"];
type Checked = Record<string, CheckedAnswerFieldsFragment>;

/**
 * A drill, one page (one Teil) at a time, without a clock: the learner answers, checks the page ("Prüfen"), and
 * sees at once which answers were right, the key and why; checked answers are locked. A writing or speaking drill
 * (one task) is handed in instead and opens its review: the feedback, model answer and assessment of a mock.
 */
export function DrillRunner({ drill }: { drill: Drill }) {
  const { t } = useTranslation("practice");
  const feedback = useFeedback();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= drill.pageCount ? requested : Math.max(1, drill.currentPage);
  const { data, error, refetch } = useQuery(AttemptPageQuery, {
    variables: { attemptId: drill.id, page },
    fetchPolicy: "network-only",
  });
  const checkedQuery = useQuery(CheckedAnswersQuery, { variables: { attemptId: drill.id }, fetchPolicy: "network-only" });
  const saver = useAnswerSaver(drill.id);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Checked>({});
  const [busy, setBusy] = useState(false);
  const [recording, setRecording] = useState<Record<string, boolean>>({});
  const [finished, setFinished] = useState(false);
  const navigate = useNavigate();
  const local = useLocalPath();
  const [check] = useMutation(CheckAnswersMutation, { refetchQueries: PRACTICE_REFETCH });
  const [submit] = useMutation(SubmitAttemptMutation, { refetchQueries: PRACTICE_REFETCH });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const current = data?.attempt?.page.number === page ? data.attempt.page : null;

  useEffect(() => {
    const list = checkedQuery.data?.checkedAnswers;
    if (list) setChecked((c) => ({ ...Object.fromEntries(list.map((a) => [a.subQuestionId, a])), ...c }));
  }, [checkedQuery.data]);

  const merged = useRef<string | null>(null);
  useEffect(() => {
    if (!current) return;
    const key = `${drill.id}:${current.number}:${JSON.stringify(current.answers)}`;
    if (merged.current === key) return;
    merged.current = key;
    setAnswers((prev) => pageAnswers(prev, current.answers, loadUnsaved(drill.id)));
  }, [current, drill.id]);

  const questions = current?.block.subQuestions ?? [];
  const pageChecked = questions.length > 0 && questions.every((q) => checked[q.id]);
  const right = questions.filter((q) => checked[q.id]?.correct).length;
  const last = page >= drill.pageCount;
  // writing and speaking are assessed after handing in, not checked against a key
  const productive = questions.some((q) => q.answerType === "writing" || q.answerType === "speaking");
  const uploading = Object.values(recording).some(Boolean);

  function change(id: string, value: string) {
    if (checked[id]) return;
    setAnswers((a) => ({ ...a, [id]: value }));
    saver.setAnswer(id, answerToSend(value));
  }

  async function checkPage() {
    if (!current || busy) return;
    setBusy(true);
    try {
      if ((await saver.flush()) === "failed") {
        feedback.toast("error", t("common:exam.save.failed", { seconds: 0 }));
        return;
      }
      const ids = questions.filter((q) => !checked[q.id]).map((q) => q.id);
      const { data: res } = await check({ variables: { attemptId: drill.id, subQuestionIds: ids } });
      if (res) setChecked((c) => ({ ...c, ...Object.fromEntries(res.checkAnswers.map((a) => [a.subQuestionId, a])) }));
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (e) {
      feedback.toast("error", errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  async function go(to: number) {
    if ((await saver.flush()) === "failed") return;
    // the address keeps the course assignment the drill was opened for (`?assignment=`): a reload resumes that drill
    setParams((old) => {
      const next: Record<string, string> = { page: String(to) };
      const assignment = old.get("assignment");
      if (assignment) next.assignment = assignment;
      return next;
    });
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function finish() {
    if (busy) return;
    setBusy(true);
    try {
      if ((await saver.flush()) === "failed") return;
      await submit({ variables: { attemptId: drill.id } });
      if (productive) {
        void navigate(local(reportPath(drill.practiceSet?.family ?? "GOETHE", drill.id)));
        return;
      }
      setFinished(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (e) {
      feedback.toast("error", errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  const set = drill.practiceSet;
  const title = set ? set.title : t("mistakes.drillTitle");
  const back = set ? hubPath(set.family, set.cefr) : "/practice/mistakes";

  if (finished) {
    const all = Object.values(checked);
    return (
      <div className="drill" data-testid="drill-done">
        <h1 ref={headingRef} tabIndex={-1}>
          {t("drill.doneTitle")}
        </h1>
        <p className="lead">{t("drill.doneText", { correct: all.filter((a) => a.correct).length, total: all.length })}</p>
        <ActionLinks
          actions={[
            { to: "/practice/mistakes", label: t("mistakes.title"), testId: "to-mistakes" },
            { to: back, label: t("drill.back"), secondary: true },
          ]}
        />
      </div>
    );
  }

  return (
    <div className="exam drill" data-testid="drill">
      <div className="exam-bar">
        <div>
          <p className="eyebrow">{t("drill.eyebrow")}</p>
          <h1 ref={headingRef} tabIndex={-1} className="exam-title">
            <bdi>{title}</bdi>
          </h1>
          <p className="muted" data-testid="page-indicator">
            {t("common:exam.pageOf", { page, total: drill.pageCount })} · {t("drill.noClock")}
          </p>
        </div>
        <div className="exam-bar-side">
          <SaveStatus state={saver.state} onRetry={() => void saver.flush()} />
        </div>
      </div>
      {set?.tip && (
        <details className="drill-tip">
          <summary>{t("hub.tip")}</summary>
          <p>{set.tip}</p>
        </details>
      )}
      {error && !current ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !current ? (
        <Loading />
      ) : (
        <form
          className="exam-page"
          onSubmit={(e) => {
            e.preventDefault();
            if (!productive) void checkPage();
          }}
        >
          <div lang="de" dir="ltr" className="exam-content card">
            {current.block.title && <h2 className="block-title">{current.block.title}</h2>}
            <BlockMaterial
              block={current.block}
              audio={
                current.block.audioUrl || current.block.audioMp3Url ? (
                  <AudioPlayer
                    key={current.block.id}
                    oggUrl={current.block.audioUrl ?? null}
                    mp3Url={current.block.audioMp3Url ?? null}
                    texts={current.block.audioTexts}
                    counted={{ attemptId: drill.id, blockId: current.block.id, playLimit: null, playsLeft: null }}
                  />
                ) : null
              }
            />
            <div className="questions">
              {questions.map((q) =>
                checked[q.id] ? (
                  <CheckedItem key={q.id} question={q} checked={checked[q.id]} />
                ) : (
                  <SubQuestionInput
                    key={q.id}
                    question={q}
                    // its place on the page as the mock numbers it (a mistakes drill shows only some of a page's items)
                    number={q.position}
                    value={answers[q.id]}
                    onChange={(v) => change(q.id, v)}
                    attemptId={drill.id}
                    onBusyChange={(b) => setRecording((r) => ({ ...r, [q.id]: b }))}
                  />
                ),
              )}
            </div>
          </div>
          {(current.block.audioUrl || current.block.audioMp3Url) && questions.some((q) => checked[q.id]) && (
            // the transcript only once the page is checked (as the review shows it only after submission)
            <StudyMode
              key={current.block.id}
              attemptId={drill.id}
              blockId={current.block.id}
              oggUrl={current.block.audioUrl ?? null}
              mp3Url={current.block.audioMp3Url ?? null}
            />
          )}
          <div ref={resultRef} tabIndex={-1} aria-live="polite" className="drill-score" data-testid="page-score">
            {pageChecked && t("drill.pageScore", { correct: right, total: questions.length })}
          </div>
          <div className="actions exam-actions drill-actions">
            {!pageChecked && !productive && (
              <button type="submit" className="button" disabled={busy} data-testid="check-page">
                {t("drill.check")}
              </button>
            )}
            {page > 1 && (
              <button type="button" className="button button-secondary" onClick={() => void go(page - 1)}>
                {t("drill.previous")}
              </button>
            )}
            {!last ? (
              <button
                type="button"
                className={pageChecked ? "button" : "button button-secondary"}
                onClick={() => void go(page + 1)}
                data-testid="drill-next"
              >
                {t("drill.next")}
              </button>
            ) : (
              <button
                type="button"
                className={pageChecked || productive ? "button" : "button button-secondary"}
                disabled={busy || uploading}
                onClick={() => void finish()}
                data-testid="drill-finish"
              >
                {productive ? t("drill.handIn") : t("drill.finish")}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
