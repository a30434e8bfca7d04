import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { session } from "../../app/session";
import type { AttemptSummaryFieldsFragment } from "../../gql/graphql";
import { rememberPendingResult } from "../auth/pendingResult";
import { errorMessage } from "../common/errors";
import { SubmitButton } from "../common/Form";
import { useLocalPath } from "../common/paths";
import { ErrorState, Loading } from "../common/States";
import { useFeedback } from "../feedback/feedback";
import { loadHeld, setHeld } from "../writing/heldDrafts";
import { textProblem } from "../writing/text";
import { answerToSend, hasAnswer, pageAnswers } from "./answers";
import { AudioPlayer } from "./AudioPlayer";
import { BlockMaterial } from "./BlockMaterial";
import { AttemptPageQuery, SubmitAttemptMutation } from "./documents";
import { ModuleTimer } from "./ModuleTimer";
import { SaveStatus } from "./SaveStatus";
import { SubQuestionInput } from "./SubQuestionInput";
import { loadUnsaved, useAnswerSaver } from "./useAnswerSaver";

export type StartedAttempt = AttemptSummaryFieldsFragment;

/** Takes the learner through the attempt one page (one Teil) at a time. */
export function ExamRunner({ attempt }: { attempt: StartedAttempt }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= attempt.pageCount
      ? requested
      : Math.max(1, attempt.currentPage);
  const { data, error, refetch } = useQuery(AttemptPageQuery, {
    variables: { attemptId: attempt.id, page },
    fetchPolicy: "network-only",
  });
  const saver = useAnswerSaver(attempt.id);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(false);
  /** speaking tasks with a recording under way or not yet on the server */
  const [recording, setRecording] = useState<ReadonlySet<string>>(new Set());
  const busyChange = useCallback((id: string, busy: boolean) => {
    setRecording((prev) => {
      if (prev.has(id) === busy) return prev;
      const next = new Set(prev);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const [busy, setBusy] = useState(false);
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const [submit] = useMutation(SubmitAttemptMutation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  const current = data?.attempt?.page.number === page ? data.attempt.page : null;

  // Saved answers of the page, overlaid with any the server has not acknowledged yet: once per page as fetched. A save
  // that updates the cached attempt (its timers) must not bring the page's older answers back over newer typing.
  const merged = useRef<string | null>(null);
  useEffect(() => {
    if (!current) return;
    const key = `${attempt.id}:${current.number}:${JSON.stringify(current.answers)}`;
    if (merged.current === key) return;
    merged.current = key;
    setFetchedAt(Date.now());
    // …and any text held back because the server would refuse it (too long, control characters).
    setAnswers((prev) => ({ ...pageAnswers(prev, current.answers, loadUnsaved(attempt.id)), ...loadHeld(attempt.id) }));
  }, [current, attempt.id]);

  // A module's clock starts with its first saved answer: the save answers the timers, and the clock counts from then.
  const timers = data?.attempt?.timers;
  useEffect(() => {
    if (timers) setFetchedAt(Date.now());
  }, [timers]);

  const timer = useMemo(() => {
    const skill = current?.skill;
    return data?.attempt?.timers.find((m) => m.skill === skill && m.limitSeconds != null && m.remainingSeconds != null) ?? null;
  }, [data, current]);

  function change(subQuestionId: string, value: string) {
    setRefused(false);
    setAnswers((a) => ({ ...a, [subQuestionId]: value }));
    // A text the server would refuse stays on this device (with its message) and is not sent.
    const refusable = current?.block.subQuestions.some((q) => q.id === subQuestionId && q.answerType === "writing");
    if (refusable && textProblem(value)) {
      setHeld(attempt.id, subQuestionId, value);
      return;
    }
    if (refusable) setHeld(attempt.id, subQuestionId, null);
    saver.setAnswer(subQuestionId, answerToSend(value));
  }

  /** A writing answer on this page that cannot be saved as it is. */
  const unsavable = current?.block.subQuestions.some((q) => q.answerType === "writing" && textProblem(answers[q.id] ?? ""));

  async function next() {
    if (!current || busy) return;
    // a speaking page may be left unanswered (no microphone: the task is skipped), never while a recording is open
    const speaking = current.block.subQuestions.every((q) => q.answerType === "speaking");
    const recordingOpen = current.block.subQuestions.some((q) => recording.has(q.id));
    if (unsavable || recordingOpen || (!speaking && !hasAnswer(current.block.subQuestions, answers))) {
      setRefused(true);
      requestAnimationFrame(() => refusalRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      // A refusal (e.g. the module's time is up) is shown in the status line and does not hold the learner back.
      if ((await saver.flush()) === "failed") {
        feedback.toast("error", t("exam.save.failed", { seconds: 0 }));
        return;
      }
      if (page < attempt.pageCount) {
        setParams({ page: String(page + 1) });
        window.scrollTo({ top: 0 });
        requestAnimationFrame(() => headingRef.current?.focus());
        return;
      }
      await submit({ variables: { attemptId: attempt.id } });
      if (session.isLoggedIn()) {
        navigate(local(`/result?examId=${attempt.exam.id}&attemptId=${attempt.id}`));
      } else {
        rememberPendingResult(attempt.exam.id);
        navigate(local("/noresult"));
      }
    } catch (e) {
      feedback.toast("error", errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  const last = page >= attempt.pageCount;
  return (
    <div className="exam" data-testid="exam">
      <div className="exam-bar">
        <div>
          <h1 ref={headingRef} tabIndex={-1} lang="de" className="exam-title">
            {attempt.exam.name}
          </h1>
          <p className="muted" data-testid="page-indicator">
            {t("exam.pageOf", { page, total: attempt.pageCount })}
            {current && ` · ${t(`exam.skill.${current.skill}`)}`}
          </p>
        </div>
        <div className="exam-bar-side">
          {timer && (
            <ModuleTimer
              key={`${timer.skill}-${fetchedAt}`}
              skill={timer.skill}
              remainingSeconds={timer.remainingSeconds!}
              fetchedAt={fetchedAt}
            />
          )}
          <SaveStatus state={saver.state} onRetry={() => void saver.flush()} />
        </div>
      </div>
      <progress
        className="exam-progress"
        max={attempt.pageCount}
        value={page}
        aria-label={t("exam.pageOf", { page, total: attempt.pageCount })}
      />

      {error && !current ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !current ? (
        <Loading />
      ) : (
        <form
          className="exam-page"
          onSubmit={(e) => {
            e.preventDefault();
            void next();
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
                    counted={{
                      attemptId: attempt.id,
                      blockId: current.block.id,
                      playLimit: current.block.playLimit ?? null,
                      playsLeft: current.playsLeft ?? null,
                    }}
                  />
                ) : null
              }
            />
            <div className="questions">
              {current.block.subQuestions.map((q, i) => (
                <SubQuestionInput
                  key={q.id}
                  question={q}
                  number={i + 1}
                  value={answers[q.id]}
                  onChange={(v) => change(q.id, v)}
                  attemptId={attempt.id}
                  onBusyChange={(busy) => busyChange(q.id, busy)}
                />
              ))}
            </div>
          </div>
          {refused && (
            <div ref={refusalRef} tabIndex={-1} className="alert alert-warning" role="alert" data-testid="refusal">
              {unsavable
                ? t("writing:fixFirst")
                : current.block.subQuestions.some((q) => recording.has(q.id))
                  ? t("speaking:finishFirst")
                  : t("exam.atLeastOne")}
            </div>
          )}
          {last && <p className="muted">{t("exam.lastPage")}</p>}
          <div className="actions exam-actions">
            <SubmitButton busy={busy} spinner testId="next-page">
              {t("exam.next")}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
