import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../feedback/feedback";
import { ConfirmButton } from "./ConfirmButton";
import { LeaveCourseMutation } from "./documents";

/** A learner leaves a course after confirming; then `onLeft` (back to the list, or the list refreshed). */
export function LeaveCourseButton({ course, onLeft }: { course: { id: string; name: string }; onLeft: () => void }) {
  const { t } = useTranslation("courses");
  const feedback = useFeedback();
  const [leave] = useMutation(LeaveCourseMutation);
  return (
    <ConfirmButton
      label={t("leave.button")}
      question={t("leave.question")}
      confirm={t("leave.confirm")}
      danger
      testId="leave-course"
      onConfirm={async () => {
        try {
          await leave({ variables: { courseId: course.id } });
          feedback.toast("success", t("leave.done", { name: course.name }));
          onLeft();
        } catch {
          feedback.toast("error", t("errors.failed"));
        }
      }}
    />
  );
}
