import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { LocalLink } from "../../modules/common/LocalLink";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { ResultView } from "../../modules/result/ResultView";

/** /my-result/{user_id}/{exam_id}: the result itself (the original showed a debug display of the ids). */
export function MyResultPage() {
  const { t } = useTranslation();
  const { examId } = useParams();
  const [params] = useSearchParams();
  const exam = examId ?? params.get("examId");
  usePageTitle(t("myResult.title"));
  return (
    <div>
      <h1>{t("myResult.title")}</h1>
      {exam ? <ResultView examId={exam} attemptId={params.get("attemptId")} /> : <ChooseExam />}
    </div>
  );
}

export function ChooseExam() {
  const { t } = useTranslation();
  return (
    <p className="alert alert-info">
      {t("myResult.choose")} <LocalLink to="/goethe-user-exam">{t("progress.title")}</LocalLink>
    </p>
  );
}
