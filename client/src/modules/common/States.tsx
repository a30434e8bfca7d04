import { useTranslation } from "react-i18next";
import { errorMessage } from "./errors";

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}

/** An error shown where the content would be, with a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error" role="alert" data-testid="error-state">
      <p>{errorMessage(error, t)}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}
