import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchTake } from "./upload";

/**
 * The take saved for a task, played back wherever the task is shown again (after leaving the Teil, after a reload),
 * so the learner hears it before deciding to record again.
 */
export function SavedTake({ recordingId }: { recordingId: string }) {
  const { t } = useTranslation("speaking");
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setUrl(null);
    setProblem(null);
    fetchTake(recordingId, t("saved.unavailable")).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      (e: unknown) => {
        if (live) setProblem(e instanceof Error ? e.message : t("saved.unavailable"));
      },
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [recordingId, tries, t]);

  if (problem)
    return (
      <p className="alert alert-warning" role="alert" data-testid="speaking-take-problem">
        {problem}{" "}
        <button type="button" className="link-button" onClick={() => setTries((n) => n + 1)}>
          {t("mic.tryAgain")}
        </button>
      </p>
    );
  return (
    <div className="speaking-take">
      <p className="question-title">{t("saved.listen")}</p>
      {url ? (
        <audio controls src={url} data-testid="speaking-take" aria-label={t("listenLabel")} />
      ) : (
        <p className="muted" role="status">
          {t("saved.loading")}
        </p>
      )}
    </div>
  );
}
