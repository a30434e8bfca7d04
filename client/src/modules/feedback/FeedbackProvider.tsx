import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DIALOG_TIMEOUT_MS,
  FeedbackContext,
  TOAST_TIMEOUT_MS,
  type DialogOptions,
  type Feedback,
  type ToastKind,
} from "./feedback";

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Toasts (top, 300 px, 9 s) and one modal dialog at a time (10.5 s unless told otherwise). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [dialog, setDialog] = useState<DialogOptions | null>(null);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const value = useMemo<Feedback>(
    () => ({
      toast(kind, text) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, kind, text }]);
        window.setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS);
      },
      dialog(options) {
        setDialog(options);
      },
    }),
    [dismissToast],
  );

  const closeDialog = useCallback(() => {
    setDialog((d) => {
      d?.onClose?.();
      return null;
    });
  }, []);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite" role="status">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} data-testid="toast">
            <span>{t.text}</span>
            <CloseButton onClick={() => dismissToast(t.id)} />
          </div>
        ))}
      </div>
      {dialog && <Dialog options={dialog} onClose={closeDialog} />}
    </FeedbackContext.Provider>
  );
}

function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={t("common.close")}>
      ×
    </button>
  );
}

function Dialog({ options, onClose }: { options: DialogOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    const timer = window.setTimeout(onClose, options.timeout ?? DIALOG_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [options, onClose]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${options.kind ?? "info"}`}
      aria-labelledby="dialog-title"
      data-testid="dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-icon" aria-hidden="true">
        {options.kind === "error" ? "!" : options.kind === "success" ? "✓" : "i"}
      </div>
      <h2 id="dialog-title">{options.title}</h2>
      {options.text && <p>{options.text}</p>}
      <button type="button" className="button" onClick={onClose} autoFocus>
        {t("common.ok")}
      </button>
    </dialog>
  );
}
