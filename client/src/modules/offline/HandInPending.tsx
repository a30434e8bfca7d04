import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { KeptHandIn } from "./handInQueue";

/**
 * The exam page once the learner handed in without a network: what happened, that nothing is lost, and what happens
 * next (sent once the network is back). Takes the place of the exam; the heading takes the focus.
 */
export function HandInPending({
  handIn,
  state,
  error,
  onRetry,
}: {
  handIn: KeptHandIn;
  state: "waiting" | "sending" | "failed";
  error: string | null;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation("player");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(handIn.at);
  return (
    <section className="hand-in card" data-testid="hand-in-pending" aria-labelledby="hand-in-pending-title">
      <h2 id="hand-in-pending-title" ref={heading} tabIndex={-1}>
        {t("offline.handIn.title")}
      </h2>
      <p>{t("offline.handIn.kept", { time })}</p>
      {/* a live region from the start, so that "sending" and a refusal are read out when they come */}
      <p
        role="status"
        className={state === "failed" ? "alert alert-error" : state === "sending" ? "alert alert-info" : undefined}
        data-testid="hand-in-state"
      >
        {state === "sending"
          ? t("offline.handIn.sending")
          : state === "failed"
            ? t("offline.handIn.failed", { message: error ?? "" })
            : ""}
      </p>
      {state === "failed" && (
        <div className="actions">
          <button type="button" className="button" onClick={onRetry} data-testid="hand-in-retry">
            {t("offline.handIn.retry")}
          </button>
        </div>
      )}
    </section>
  );
}
