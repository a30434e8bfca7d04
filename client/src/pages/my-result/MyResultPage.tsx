import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { LocalLink } from "../../modules/common/LocalLink";
import { PageHeader } from "../../modules/common/PageHeader";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { ResultView } from "../../modules/result/ResultView";

/**
 * /my-result/{user_id}/{exam_id} and /my-answer(/{exam_id}), each also with ?examId=…(&attemptId=…): the logged-in
 * learner's result. The original showed a debug display of the ids on the first and fixed listening at 65 on the
 * second; here both show the result with both percentages from the server. The user id in the path is ignored.
 */
export function MyResultPage() {
  const { t } = useTranslation();
  const { examId } = useParams();
  const [params] = useSearchParams();
  const exam = examId ?? params.get("examId");
  usePageTitle(t("myResult.title"));
  return (
    <>
      {exam ? (
        <ResultView title={t("myResult.title")} examId={exam} attemptId={params.get("attemptId")} />
      ) : (
        <div>
          <PageHeader title={t("myResult.title")} />
          <ChooseExam />
        </div>
      )}
    </>
  );
}

function ChooseExam() {
  const { t } = useTranslation();
  return (
    <p className="alert alert-info">
      {t("myResult.choose")} <LocalLink to="/goethe-user-exam">{t("progress.title")}</LocalLink>
    </p>
  );
}
