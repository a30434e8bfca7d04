import type { ReactNode } from "react";
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
  const percent = (progress: { done: number; total: number } | null | undefined) =>
    progress ? formatPercent(Math.round((100 * progress.done) / Math.max(1, progress.total)), lang) : "";
  return (
    <div className={`offline-badge offline-${state.kind}`} role="status" data-testid="offline-state" data-state={state.kind}>
      {state.kind === "preparing" && (
        <Compact short={`⇣`} figure={percent(state.progress)}>
          {t("offline.preparing", { percent: percent(state.progress) })}
        </Compact>
      )}
      {state.kind === "ready" && (
        <Compact short="✓" figure={formatMegabytes(state.bytes, lang)}>
          <Ready
            text={t("offline.ready", { size: SIZE })}
            size={formatMegabytes(state.bytes, lang)}
            hint={t("offline.readyHint")}
          />
        </Compact>
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

/**
 * The state in words, and where the cockpit is short of space (a phone, upright or on its side) in a symbol and a
 * figure instead; the words stay for screen readers.
 */
function Compact({ short, figure, children }: { short: string; figure: string; children: ReactNode }) {
  return (
    <>
      <span className="offline-full">{children}</span>
      <span className="offline-short" aria-hidden="true">
        {short} <bdi>{figure}</bdi>
      </span>
    </>
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
