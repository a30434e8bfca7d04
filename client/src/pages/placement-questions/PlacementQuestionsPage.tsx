import { useTranslation } from "react-i18next";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { PlacementRunner } from "../../modules/placement/PlacementRunner";
import { usePlacementRun } from "../../modules/placement/usePlacementRun";

/** /placement-questions: starts (or resumes) the caller's run and shows its current set. */
export function PlacementQuestionsPage() {
  const { t, ready } = useTranslation("placement");
  const { run, startError, retryStart, answer } = usePlacementRun();
  usePageTitle(ready ? t("questions.title") : null);

  if (startError && !run) return <ErrorState error={startError} onRetry={retryStart} />;
  if (!run || !ready) return <Loading label={ready ? t("questions.starting") : undefined} />;
  return <PlacementRunner run={run} answer={answer} />;
}
