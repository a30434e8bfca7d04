import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { session } from "../../app/session";
import { errorCode, errorMessage } from "../common/errors";
import { SubmitButton } from "../common/Form";
import { useLocalPath } from "../common/paths";
import { useFeedback } from "../feedback/feedback";
import { PlacementQuestion } from "./PlacementQuestion";
import type { PlacementRunData } from "./usePlacementRun";
import "./placement.css";

interface Props {
  run: PlacementRunData;
  answer(answers: Record<string, string>): Promise<PlacementRunData>;
}

/** The current set of the run: numbered four-choice items and the 'weiter' button. */
export function PlacementRunner({ run, answer }: Props) {
  const { t } = useTranslation("placement");
  const { t: tc } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(false);
  /** Items still open when 'weiter' was pressed: asked once before the set is sent with them counted wrong. */
  const [openWarning, setOpenWarning] = useState(0);
  const [sendError, setSendError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const shownRound = useRef(run.round);

  // A new set: start from the top with nothing chosen.
  useEffect(() => {
    if (shownRound.current === run.round) return;
    shownRound.current = run.round;
    setAnswers({});
    setOpenWarning(0);
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [run.round]);

  function finished(runId: string) {
    if (session.isLoggedIn()) {
      navigate(local(`/placement-result?runId=${encodeURIComponent(runId)}`));
    } else {
      feedback.toast("error", t("questions.registerToReceive"));
      navigate(local("/noresult"));
    }
  }

  async function next(confirmed = false) {
    if (busy) return;
    const chosen = run.items.some((i) => answers[i.id]);
    if (!chosen) {
      setSendError(null);
      setOpenWarning(0);
      setRefused(true);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    const open = run.items.filter((i) => !answers[i.id]).length;
    if (open > 0 && !confirmed) {
      setSendError(null);
      setRefused(false);
      setOpenWarning(open);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setOpenWarning(0);
    setRefused(false);
    setSendError(null);
    setBusy(true);
    try {
      const next = await answer(answers);
      if (next.status === "SUBMITTED") finished(next.id);
    } catch (e) {
      // Finished meanwhile (another tab): the result is there to see.
      if (errorCode(e) === "ATTEMPT_SUBMITTED") {
        finished(run.id);
        return;
      }
      setSendError(e);
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  /** Back to the first item without an answer: scrolled into view, its first choice focused. */
  function backToOpen() {
    setOpenWarning(0);
    const first = run.items.find((i) => !answers[i.id]);
    const el = first && document.querySelector<HTMLElement>(`[data-testid="placement-question"][data-item-id="${first.id}"]`);
    el?.scrollIntoView({ block: "center" });
    el?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }

  const count = run.items.filter((i) => answers[i.id]).length;
  return (
    <div className="placement-run" data-testid="placement-run" data-round={run.round}>
      <div className="placement-bar">
        <h1 ref={headingRef} tabIndex={-1}>
          {t("questions.title")}
        </h1>
        <p className="muted" data-testid="placement-set">
          {t("questions.setLabel", { round: run.round })}
        </p>
      </div>
      <p>{t("questions.instructions")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <div className="card">
          <div className="questions" key={run.round}>
            {run.items.map((item, i) => (
              <PlacementQuestion
                key={item.id}
                item={item}
                number={i + 1}
                value={answers[item.id]}
                onChange={(v) => {
                  setRefused(false);
                  setOpenWarning(0);
                  setAnswers((a) => ({ ...a, [item.id]: v }));
                }}
              />
            ))}
          </div>
        </div>
        {openWarning > 0 && !sendError && (
          <div ref={alertRef} tabIndex={-1} className="alert alert-warning" role="alert" data-testid="open-warning">
            <p>{t("questions.openWarning", { count: openWarning })}</p>
            <div className="actions">
              <button type="button" className="button" onClick={backToOpen} data-testid="back-to-open">
                {t("questions.backToOpen")}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void next(true)} data-testid="next-anyway">
                {t("questions.nextAnyway")}
              </button>
            </div>
          </div>
        )}
        {(refused || !!sendError) && (
          <div
            ref={alertRef}
            tabIndex={-1}
            className={refused ? "alert alert-warning" : "alert alert-error"}
            role="alert"
            data-testid={refused ? "refusal" : "send-error"}
          >
            {refused ? (
              t("questions.atLeastOne")
            ) : (
              <>
                <p>{errorMessage(sendError, tc)}</p>
                <p>{t("questions.keptOnError")}</p>
              </>
            )}
          </div>
        )}
        <div className="actions placement-actions">
          <SubmitButton busy={busy} spinner testId="placement-next">
            {t("questions.next")}
          </SubmitButton>
          {busy && (
            <span className="visually-hidden" role="status">
              {t("questions.sending")}
            </span>
          )}
          <span className="muted" data-testid="answered-count">
            {t("questions.answeredCount", { count, total: run.items.length })}
          </span>
        </div>
      </form>
    </div>
  );
}
