import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { CourseQuery } from "../../gql/graphql";
import { ActionLinks } from "../common/Actions";
import { PageHeader } from "../common/PageHeader";
import { useFeedback } from "../feedback/feedback";
import { ConfirmButton } from "./ConfirmButton";
import { CsvExportButton } from "./CsvExportButton";
import { CourseAwaitingQuery, UpdateCourseMutation } from "./documents";
import { InviteSection } from "./InviteSection";
import { levelLine } from "./labels";
import { LtiJoinCourse } from "./LtiJoinCourse";
import { RosterSection, TeachersSection } from "./RosterSection";
import { TeacherAssignments } from "./TeacherAssignments";

type Course = NonNullable<CourseQuery["course"]>;

/** A teacher's course page: invite, hand out work, watch it come in, the class and its grading, the roster, archive. */
export function TeacherCourse({ course, onChange }: { course: Course; onChange: () => void }) {
  const { t } = useTranslation("courses");
  const feedback = useFeedback();
  const [archive] = useMutation(UpdateCourseMutation);
  const base = `/courses/${course.id}`;
  const awaiting = useQuery(CourseAwaitingQuery, { variables: { id: course.id }, fetchPolicy: "cache-and-network" }).data?.course
    ?.awaitingGrading;

  return (
    <div className="course-page">
      <PageHeader
        eyebrow={[t("course.eyebrowTeacher"), levelLine(course)].filter(Boolean).join(" · ")}
        title={course.name}
        testId="course-header"
      >
        {course.archived && (
          <p className="alert alert-warning" data-testid="course-archived">
            {t("course.archivedNote")}
          </p>
        )}
        <ActionLinks
          actions={[
            ...(course.archived ? [] : [{ to: `${base}/assign`, label: t("course.assign"), testId: "to-assign" }]),
            { to: `${base}/class`, label: t("course.classView"), secondary: true, testId: "to-class-view" },
            {
              to: `${base}/grading`,
              label: awaiting ? t("course.gradingCount", { count: awaiting }) : t("course.grading"),
              secondary: true,
              testId: "to-grading",
            },
          ]}
        />
      </PageHeader>

      <InviteSection courseId={course.id} joinCode={course.joinCode ?? null} archived={course.archived} />

      <section aria-labelledby="assignments-title" className="courses-section">
        <h2 id="assignments-title">{t("course.assignments")}</h2>
        <TeacherAssignments courseId={course.id} assignments={course.assignments} />
      </section>

      <div className="two-columns">
        <RosterSection course={course} onChange={onChange} />
        <TeachersSection course={course} />
      </div>

      <LtiJoinCourse course={course} />

      <section className="card" aria-labelledby="course-data-title">
        <h2 id="course-data-title">{t("course.dataTitle")}</h2>
        <p>{t("export.lead")}</p>
        <div className="actions">
          <CsvExportButton courseId={course.id} />
          <ConfirmButton
            label={course.archived ? t("archive.restore") : t("archive.button")}
            question={course.archived ? t("archive.restoreQuestion") : t("archive.question")}
            confirm={course.archived ? t("archive.restoreConfirm") : t("archive.confirm")}
            danger={!course.archived}
            small={false}
            testId="archive-course"
            onConfirm={async () => {
              try {
                await archive({
                  variables: {
                    id: course.id,
                    input: { name: course.name, family: course.family, cefr: course.cefr, archived: !course.archived },
                  },
                });
                onChange();
              } catch {
                feedback.toast("error", t("errors.failed"));
              }
            }}
          />
        </div>
      </section>
    </div>
  );
}
