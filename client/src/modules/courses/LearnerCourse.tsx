import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { CourseQuery } from "../../gql/graphql";
import { PageHeader } from "../common/PageHeader";
import { useLocalPath } from "../common/paths";
import { useFeedback } from "../feedback/feedback";
import { AssignmentList } from "./AssignmentCard";
import { ConfirmButton } from "./ConfirmButton";
import { LeaveCourseMutation } from "./documents";
import { byUrgency } from "./due";
import { levelLine } from "./labels";

type Course = NonNullable<CourseQuery["course"]>;

/** A learner's view of their course: its teachers, its assignments (open first), what the teachers see, and leaving. */
export function LearnerCourse({ course }: { course: Course }) {
  const { t } = useTranslation("courses");
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [leave] = useMutation(LeaveCourseMutation);
  const teachers = course.teachers.map((x) => x.name).join(", ");
  return (
    <div className="course-page">
      <PageHeader
        eyebrow={[t("course.eyebrow"), levelLine(course)].filter(Boolean).join(" · ")}
        title={course.name}
        lead={t("course.teachersLine", { names: teachers })}
      />
      <section aria-labelledby="assignments-title">
        <h2 id="assignments-title">{t("course.assignments")}</h2>
        {course.assignments.length ? (
          <AssignmentList assignments={byUrgency(course.assignments)} showCourse={false} />
        ) : (
          <p className="muted">{t("course.noAssignmentsLearner")}</p>
        )}
      </section>
      <section className="card" aria-labelledby="privacy-title">
        <h2 id="privacy-title">{t("join.privacyTitle")}</h2>
        <p>{t("course.privacyMember", { teachers })}</p>
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
              navigate(local("/courses"));
            } catch {
              feedback.toast("error", t("errors.failed"));
            }
          }}
        />
      </section>
    </div>
  );
}
