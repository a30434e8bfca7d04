import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
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
import { CockpitBar } from "./cockpit/CockpitBar";
import "./cockpit/cockpit.css";
import { AttemptCockpitQuery } from "./cockpit/documents";
import { HandIn } from "./cockpit/HandIn";
import { ModuleIntro } from "./cockpit/ModuleIntro";
import { moduleOfPage, modulesOf, pageProgress, partOf } from "./cockpit/plan";
import { useExamMode, useModuleSteps } from "./cockpit/useModuleSteps";
import { usePlayerSettings } from "./cockpit/usePlayerSettings";
import { AttemptPageQuery, SubmitAttemptMutation } from "./documents";
import { isOffline } from "../offline/connectivity";
import { HandInPending } from "../offline/HandInPending";
import { forgetMock } from "../offline/mockPack";
import { OfflineBadge } from "../offline/OfflineBadge";
import { useKeptHandIn } from "../offline/useKeptHandIn";
import { useOnline } from "../offline/useOnline";
import { useOfflineMock } from "../offline/useOfflineMock";
import { usePlayReplay } from "../offline/usePlayReplay";
import { useTakeReplay } from "../offline/useTakeReplay";
import { PartView } from "./PartView";
import { SaveStatus } from "./SaveStatus";
import { loadUnsaved, useAnswerSaver } from "./useAnswerSaver";

export type StartedAttempt = AttemptSummaryFieldsFragment;

/** The page's address keeps the course assignment it was opened for (`?assignment=`): a reload resumes that attempt. */
function keepAssignment(old: URLSearchParams, next: Record<string, string>): Record<string, string> {
  const assignment = old.get("assignment");
  return assignment ? { ...next, assignment } : next;
}

/**
 * The exam player: module by module (an intro, its parts, the hand-in), one part (Teil) at a time under a sticky bar
 * whose clock stays on screen. The address names the part, so Back and Forward move as the navigator does.
 */
export function ExamRunner({ attempt, start }: { attempt: StartedAttempt; start: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= attempt.pageCount
      ? requested
      : Math.max(1, attempt.currentPage);
  const step = params.get("step") === "handin" ? "handin" : "part";

  // without a network the mock kept on this device answers (modules/offline): nothing is asked of the server
  const online = useOnline();
  const policy = online ? "cache-and-network" : "cache-first";
  const offline = useOfflineMock(attempt, start);
  const cockpit = useQuery(AttemptCockpitQuery, { variables: { attemptId: attempt.id }, fetchPolicy: policy });
  const overview = cockpit.data?.attempt ?? null;
  const mode = overview?.mode === "TRAINING" ? "training" : "exam";
  const modules = useMemo(() => (overview ? modulesOf(overview.timers, attempt.pageCount) : []), [overview, attempt.pageCount]);
  const module = moduleOfPage(modules, page);
  const timer = overview?.timers.find((m) => m.skill === module?.skill) ?? null;
  const steps = useModuleSteps(attempt.id);
  const [settings, changeSettings] = usePlayerSettings();
  useExamMode(settings.highContrast);

  const started = !!timer?.startedAt || (!!module && steps.begun(module.skill));
  const showIntro = !!overview && !!module && overview.status === "IN_PROGRESS" && !started;
  const { data, error, refetch } = useQuery(AttemptPageQuery, {
    variables: { attemptId: attempt.id, page },
    fetchPolicy: policy,
    skip: !overview || showIntro,
  });
  const saver = useAnswerSaver(attempt.id);
  // recordings made without a network: uploaded in order when it is back (or on the next load), then saved as answers
  const takesWaiting = useTakeReplay(attempt.id, saver.setAnswer);
  // "saved" only when the server has everything: a take still on the device keeps the line waiting
  const saveState =
    takesWaiting > 0 && (saver.state.kind === "saved" || saver.state.kind === "idle")
      ? ({ kind: online ? "pending" : "offline" } as const)
      : saver.state;
  usePlayReplay(attempt.id);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const touched = useRef(new Set<string>());
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
  const [submit] = useMutation(SubmitAttemptMutation);
  /** Hands in the exam (every answer saved first) and shows the result, or asks a guest to register for it. */
  const { flush } = saver;
  const finishExam = useCallback(async () => {
    const saved = await flush();
    if (saved === "kept" || saved === "failed") throw new Error("offline: answers still on this device");
    await submit({ variables: { attemptId: attempt.id } });
    void forgetMock(start, attempt.id);
    if (session.isLoggedIn()) {
      navigate(local(`/result?examId=${attempt.exam.id}&attemptId=${attempt.id}`));
    } else {
      rememberPendingResult(attempt.exam.id);
      navigate(local("/noresult"));
    }
  }, [flush, submit, attempt.id, attempt.exam.id, start, navigate, local]);
  // handed in without a network: kept on this device and sent once the server has every answer and take
  const keptHandIn = useKeptHandIn(attempt.id, attempt.exam.id, online && takesWaiting === 0, finishExam);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  const current = data?.attempt?.page.number === page ? data.attempt.page : null;

  // The items of every page shown in this session: the navigator and the hand-in count them from the answers held
  // here (one truth with the form), so a Teil left behind stays answered before the server's states catch up.
  const [seen, setSeen] = useState<Readonly<Record<number, readonly string[]>>>({});
  useEffect(() => {
    if (!current) return;
    setSeen((prev) => (prev[current.number] ? prev : { ...prev, [current.number]: current.block.subQuestions.map((q) => q.id) }));
  }, [current]);

  // The page's saved answers, overlaid with those acknowledged in this session and any the server has not
  // acknowledged yet; what the learner changed in this session stays as they left it (a page read before a save
  // landed, e.g. answers resent after a reload, cannot bring an older answer back).
  const { acknowledged } = saver;
  useEffect(() => {
    if (!current) return;
    const fresh = pageAnswers({}, current.answers, { ...acknowledged(), ...loadUnsaved(attempt.id) });
    setAnswers((prev) => {
      const mine = Object.fromEntries(Object.entries(prev).filter(([id]) => touched.current.has(id)));
      return { ...prev, ...fresh, ...loadHeld(attempt.id), ...mine };
    });
  }, [current, attempt.id, acknowledged]);

  // Entering a timed module starts its clock on the server: the bar asks for the clocks again.
  const { refetch: refetchCockpit } = cockpit;
  useEffect(() => {
    if (online && current && timer && timer.limitSeconds != null && !timer.startedAt) void refetchCockpit();
  }, [online, current, timer, refetchCockpit]);

  // The next part of the same (running) module is fetched ahead, so moving on does not wait.
  useEffect(() => {
    if (!current || !module || !started || page >= module.lastPage) return;
    void client
      .query({ query: AttemptPageQuery, variables: { attemptId: attempt.id, page: page + 1 }, fetchPolicy: "network-only" })
      .catch(() => undefined);
  }, [current, module, started, page, client, attempt.id]);

  // The clock counts to a deadline taken when the server's remaining time arrived, and never past the time limit
  // counted from when the learner began the module on this device: a module begun without a network runs as online.
  const [deadline, setDeadline] = useState<number | null>(null);
  const begunAt = module ? steps.begunAt(module.skill) : null;
  useEffect(() => {
    const limit = timer?.limitSeconds;
    const server = timer?.remainingSeconds != null && limit != null ? Date.now() + timer.remainingSeconds * 1000 : null;
    const local = begunAt != null && limit != null ? begunAt + limit * 1000 : null;
    setDeadline(server != null && local != null ? Math.min(server, local) : (server ?? local));
  }, [timer, begunAt]);

  // A handed-in module is closed: its address leads on to the module after it.
  const closed = module && steps.handedIn(module.skill) ? module : null;
  useEffect(() => {
    if (!closed) return;
    const next = modules.find((m) => m.firstPage > closed.lastPage && !steps.handedIn(m.skill));
    if (next) setParams((old) => keepAssignment(old, { page: String(next.firstPage) }), { replace: true });
  }, [closed, modules, steps, setParams]);

  const go = useCallback(
    (to: number, extra: Record<string, string> = {}) => {
      setRefused(false);
      setParams((old) => keepAssignment(old, { page: String(to), ...extra }));
      window.scrollTo({ top: 0 });
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    [setParams],
  );

  function change(subQuestionId: string, value: string) {
    setRefused(false);
    touched.current.add(subQuestionId);
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
    if (!current || busy || !module) return;
    // a part needs one answer before the next (a speaking part may be skipped: no microphone), never while a
    // recording is open; the module's last part leads to the hand-in, which lists what is open
    const toHandIn = page >= module.lastPage;
    const speaking = current.block.subQuestions.every((q) => q.answerType === "speaking");
    const recordingOpen = current.block.subQuestions.some((q) => recording.has(q.id));
    if (unsavable || recordingOpen || (!toHandIn && !speaking && !hasAnswer(current.block.subQuestions, answers))) {
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
      if (online) void cockpit.refetch();
      go(page < module.lastPage ? page + 1 : module.lastPage, page < module.lastPage ? {} : { step: "handin" });
    } finally {
      setBusy(false);
    }
  }

  async function handIn() {
    if (!module || busy) return;
    setBusy(true);
    try {
      if ((await saver.flush()) === "failed") {
        feedback.toast("error", t("exam.save.failed", { seconds: 0 }));
        return;
      }
      const after = modules.find((m) => m.firstPage > module.lastPage);
      if (after) {
        steps.handIn(module.skill);
        go(after.firstPage);
        return;
      }
      if (isOffline() || takesWaiting > 0) {
        holdHandIn();
        return;
      }
      await finishExam();
    } catch (e) {
      // no network on the way: the hand-in waits on this device; a refusal by the server is said as it is
      if (!CombinedGraphQLErrors.is(e)) holdHandIn();
      else feedback.toast("error", errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  function holdHandIn() {
    if (!keptHandIn.keep()) feedback.toast("error", t("player:offline.handIn.cannotKeep"));
  }

  /** "Prüfung unterbrechen": what is typed goes to the server first (else it stays on this device), then home. */
  async function leave() {
    setBusy(true);
    try {
      await saver.flush();
    } finally {
      setBusy(false);
    }
    navigate(local("/"));
  }

  const states = overview ? pageProgress(overview.pageStates, seen, answers) : null;
  const last = !!module && modules.indexOf(module) === modules.length - 1;
  // where the page stands among the module's Teile; the next and previous page may be another text of the same Teil
  const place = overview ? partOf(overview.pageStates, page) : null;
  const sameTeil = (other: number) => !!place && partOf(overview?.pageStates ?? [], other)?.teil === place.teil;
  const textClass = settings.textSize ? ` exam-text-${settings.textSize}` : "";
  // one spinner until the cockpit's data is there: the bar and the stage then appear together, so nothing moves
  if (!overview && !cockpit.error) return <Loading label={t("exam.starting")} />;
  return (
    <div className={`exam${settings.highContrast ? " exam-hc" : ""}${textClass}`} data-testid="exam">
      <CockpitBar
        examName={attempt.exam.name}
        headingRef={headingRef}
        module={module}
        part={module && !showIntro ? place : null}
        deadline={keptHandIn.handIn ? null : deadline}
        states={showIntro ? null : states}
        page={step === "part" ? page : null}
        onGo={(p) => go(p)}
        settings={settings}
        onSettings={changeSettings}
        saveStatus={
          <>
            <SaveStatus state={saveState} onRetry={() => void saver.flush()} />
            <OfflineBadge state={offline.state} onRetry={offline.retry} />
          </>
        }
        handIn={step === "handin" && !showIntro}
        exit={{ ask: mode === "exam" && !keptHandIn.handIn, busy, onLeave: () => void leave() }}
      />

      <div className="exam-stage">
        {keptHandIn.handIn ? (
          <HandInPending
            handIn={keptHandIn.handIn}
            state={keptHandIn.state}
            error={keptHandIn.error ? errorMessage(keptHandIn.error, t) : null}
            onRetry={keptHandIn.retry}
          />
        ) : cockpit.error && !overview ? (
          <ErrorState error={cockpit.error} onRetry={() => void cockpit.refetch()} />
        ) : !overview || !module ? (
          <Loading />
        ) : showIntro ? (
          <ModuleIntro
            module={module}
            mode={mode}
            busy={busy}
            onStart={() => {
              steps.begin(module.skill);
              if (page !== module.firstPage) go(module.firstPage);
              else requestAnimationFrame(() => headingRef.current?.focus());
            }}
          />
        ) : step === "handin" && states ? (
          <HandIn
            attemptId={attempt.id}
            module={module}
            states={states}
            answers={answers}
            last={last}
            busy={busy}
            onGo={(p) => go(p)}
            onConfirm={() => void handIn()}
          />
        ) : error && !current ? (
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
            <PartView
              part={current}
              attemptId={attempt.id}
              mode={mode}
              volume={settings.volume}
              answers={answers}
              onChange={change}
              onBusyChange={busyChange}
            />
            {refused && (
              <div ref={refusalRef} tabIndex={-1} className="alert alert-warning" role="alert" data-testid="refusal">
                {unsavable
                  ? t("writing:fixFirst")
                  : current.block.subQuestions.some((q) => recording.has(q.id))
                    ? t("speaking:finishFirst")
                    : t("exam.atLeastOne")}
              </div>
            )}
            <div className="actions exam-actions">
              {page > module.firstPage && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => go(page - 1)}
                  data-testid="previous-page"
                >
                  {sameTeil(page - 1) ? t("exam.previousText") : t("exam.previous")}
                </button>
              )}
              <SubmitButton busy={busy} spinner testId="next-page">
                {page < module.lastPage
                  ? sameTeil(page + 1)
                    ? t("exam.nextText")
                    : t("exam.next")
                  : t("player:bar.toHandIn", { skill: t(`exam.skill.${module.skill}`) })}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
