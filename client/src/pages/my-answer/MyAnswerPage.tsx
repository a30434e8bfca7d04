import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { ResultView } from "../../modules/result/ResultView";
import { ChooseExam } from "../my-result/MyResultPage";

/** /my-answer(/{examId}): the logged-in learner's result; both percentages come from the server (the original fixed listening at 65). */
export function MyAnswerPage() {
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
