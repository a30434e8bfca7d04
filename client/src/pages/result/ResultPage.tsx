import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { ResultView } from "../../modules/result/ResultView";

/** /result?examId=…(&attemptId=…) */
export function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t("result.title"));
  return <ResultView title={t("result.title")} examId={params.get("examId")} attemptId={params.get("attemptId")} />;
}
