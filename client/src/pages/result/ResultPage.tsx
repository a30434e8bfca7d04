import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { ResultView } from "../../modules/result/ResultView";

/** /result?examId=…(&attemptId=…) */
export function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t("result.title"));
  return (
    <div>
      <h1>{t("result.title")}</h1>
      <ResultView examId={params.get("examId")} attemptId={params.get("attemptId")} />
    </div>
  );
}
