import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A secret shown once after it was made: the value, a copy button and the warning that it is not shown again. */
export function SecretOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const { t } = useTranslation("integrations");
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="alert alert-success secret-once" role="status" data-testid="secret-once">
      <p className="secret-once-label">{label}</p>
      <code className="secret-once-value" dir="ltr" data-testid="secret-value">
        {value}
      </code>
      <p>{t("secretOnce")}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {copied ? t("copied") : t("copy")}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t("done")}
        </button>
      </div>
    </div>
  );
}

/** A date and time in the interface language, or the text for none. */
export function useDateText(): (iso: string | null | undefined, none: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (iso, none) => (iso ? format.format(new Date(iso)) : none);
}
