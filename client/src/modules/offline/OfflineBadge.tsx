import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { OfflineState } from "./useOfflineMock";
import "./offline.css";

/** Megabytes as the interface language writes them ("4,2 MB"). */
export function formatMegabytes(bytes: number, lang: Parameters<typeof formatNumber>[1]): string {
  return `${formatNumber(Math.max(0.1, Math.round(bytes / 100_000) / 10), lang)} MB`;
}

/** Where keeping the mock for offline use stands: preparing (with progress), ready with its size, or not possible. */
export function OfflineBadge({ state, onRetry }: { state: OfflineState; onRetry: () => void }) {
  const { t } = useTranslation("player");
  const { lang } = useLang();
  if (state.kind === "unsupported") return null;
  return (
    <div className={`offline-badge offline-${state.kind}`} role="status" data-testid="offline-state" data-state={state.kind}>
      {state.kind === "preparing" && (
        <span>
          {t("offline.preparing", {
            percent: state.progress ? formatPercent((100 * state.progress.done) / Math.max(1, state.progress.total), lang) : "",
          })}
        </span>
      )}
      {state.kind === "ready" && (
        <Ready
          text={t("offline.ready", { size: SIZE })}
          size={formatMegabytes(state.bytes, lang)}
          hint={t("offline.readyHint")}
        />
      )}
      {state.kind === "failed" && (
        <span>
          {t("offline.failed")}{" "}
          <button type="button" className="link-button" onClick={onRetry}>
            {t("offline.retry")}
          </button>
        </span>
      )}
    </div>
  );
}

/** Where the size goes in the sentence: it is set apart (<bdi>) so "4.2 MB" keeps its order inside Arabic. */
const SIZE = "\u0000";

function Ready({ text, size, hint }: { text: string; size: string; hint: string }) {
  const [before = "", after = ""] = text.split(SIZE);
  return (
    <span title={hint}>
      <span aria-hidden="true">✓ </span>
      {before}
      <bdi>{size}</bdi>
      {after}
    </span>
  );
}
