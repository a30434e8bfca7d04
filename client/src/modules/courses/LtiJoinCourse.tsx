import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { CourseQuery } from "../../gql/graphql";
import { errorMessage } from "../common/errors";
import { SelectField } from "../common/Field";
import { useLocalPath } from "../common/paths";
import { ConfirmButton } from "./ConfirmButton";
import { JoinLtiCourseMutation, MyCoursesQuery } from "./documents";

type Course = NonNullable<CourseQuery["course"]>;

/**
 * A course a learning platform's first launch made: its teachers may join it into an existing course they teach (the
 * platform's course, its assignments and members move there; this one is archived).
 */
export function LtiJoinCourse({ course }: { course: Course }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const local = useLocalPath();
  const [into, setInto] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [join] = useMutation(JoinLtiCourseMutation);
  const mine = useQuery(MyCoursesQuery, { skip: !course.ltiPlatform || course.archived }).data?.myCourses ?? [];
  const targets = mine.filter((c) => c.id !== course.id && c.myRole === "TEACHER" && !c.archived);
  if (!course.ltiPlatform || course.archived || !targets.length) return null;
  const target = targets.find((c) => c.id === into);
  return (
    <section className="card" aria-labelledby="lti-join-title" data-testid="lti-join">
      <h2 id="lti-join-title">{t("ltiJoin.title")}</h2>
      <p>{t("ltiJoin.lead", { platform: course.ltiPlatform })}</p>
      <div className="inline-form">
        <SelectField
          label={t("ltiJoin.into")}
          placeholder={t("ltiJoin.choose")}
          options={targets.map((c) => ({ value: c.id, label: c.name }))}
          value={into}
          onChange={(e) => setInto(e.target.value)}
        />
        {target && (
          <ConfirmButton
            label={t("ltiJoin.button")}
            question={t("ltiJoin.question", { from: course.name, into: target.name })}
            confirm={t("ltiJoin.confirm")}
            small={false}
            testId="lti-join-button"
            onConfirm={async () => {
              try {
                await join({ variables: { courseId: course.id, intoCourseId: target.id } });
                navigate(local(`/courses/${target.id}`));
              } catch (e) {
                setError(errorMessage(e, t));
              }
            }}
          />
        )}
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </section>
  );
}
