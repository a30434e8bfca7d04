import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../common/errors";
import type { SaveState } from "./useAnswerSaver";

/** Tells the learner whether their answers are stored; a failure is shown with its retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.kind !== "failed") return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [state]);

  let text: string;
  let tone = "muted";
  switch (state.kind) {
    case "idle":
      text = t("exam.save.idle");
      break;
    case "pending":
      text = t("exam.save.pending");
      break;
    case "saving":
      text = t("exam.save.saving");
      break;
    case "saved":
      text = t("exam.save.saved");
      tone = "ok";
      break;
    case "failed":
      text = t("exam.save.failed", { seconds: Math.max(0, Math.ceil((state.retryAt - now) / 1000)) });
      tone = "error";
      break;
    case "offline":
      text = t("player:offline.keptHere");
      tone = "offline";
      break;
    case "rejected":
      text = errorMessage(state.error, t);
      tone = "error";
      break;
  }
  return (
    <div
      className={`save-status save-${tone}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={state.kind}
    >
      <span className="save-dot" aria-hidden="true" />
      <span>{text}</span>
      {state.kind === "failed" && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t("exam.save.retryNow")}
        </button>
      )}
    </div>
  );
}
