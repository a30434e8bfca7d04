import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { CourseQuery } from "../../gql/graphql";
import { PageHeader } from "../common/PageHeader";
import { useLocalPath } from "../common/paths";
import { AssignmentList } from "./AssignmentCard";
import { LeaveCourseButton } from "./LeaveCourseButton";
import { byUrgency } from "./due";
import { levelLine } from "./labels";

type Course = NonNullable<CourseQuery["course"]>;

/** A learner's view of their course: its teachers, its assignments (open first), what the teachers see, and leaving. */
export function LearnerCourse({ course }: { course: Course }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const local = useLocalPath();
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
        <LeaveCourseButton course={course} onLeft={() => navigate(local("/courses"))} />
      </section>
    </div>
  );
}
