import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** The button's text (e.g. "Entfernen"). */
  label: string;
  /** The question asked before it is done. */
  question: string;
  /** The button that does it (e.g. "Ja, entfernen"). */
  confirm: string;
  onConfirm: () => Promise<unknown> | void;
  danger?: boolean;
  /** The small size of a row's action (the default); false: as big as the buttons beside it. */
  small?: boolean;
  testId?: string;
}

/** A button that asks once, in place, before it does something that cannot simply be undone. */
export function ConfirmButton({ label, question, confirm, onConfirm, danger = false, small = true, testId }: Props) {
  const { t } = useTranslation("courses");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={small ? "button button-secondary button-small" : "button button-secondary"}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm-question">{question}</span>
      <button
        type="button"
        className={danger ? "button button-danger button-small" : "button button-small"}
        disabled={busy}
        aria-busy={busy}
        data-testid={testId ? `${testId}-confirm` : undefined}
        onClick={() => {
          setBusy(true);
          Promise.resolve(onConfirm()).finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        {confirm}
      </button>
      <button type="button" className="button button-secondary button-small" onClick={() => setAsking(false)}>
        {t("common.cancel")}
      </button>
    </span>
  );
}
