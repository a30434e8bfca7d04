import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { CourseQuery } from "../../gql/graphql";
import { errorMessage, fieldErrors } from "../common/errors";
import { TextField } from "../common/Field";
import { useFeedback } from "../feedback/feedback";
import { ConfirmButton } from "./ConfirmButton";
import { AddCourseTeacherMutation, RemoveFromCourseMutation } from "./documents";
import { formatDay } from "./due";
import { LtiRosterImport } from "./LtiRosterImport";

type Course = NonNullable<CourseQuery["course"]>;

/** The course's learners with the day each joined (from then on the teachers see their work); removing one. */
export function RosterSection({ course, onChange }: { course: Course; onChange: () => void }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const feedback = useFeedback();
  const [remove] = useMutation(RemoveFromCourseMutation);
  return (
    <section className="card" aria-labelledby="roster-title" data-testid="roster">
      <h2 id="roster-title">{t("roster.title", { count: course.learners.length })}</h2>
      <LtiRosterImport course={course} onChange={onChange} />
      {course.learners.length === 0 ? (
        <p className="muted">{t("roster.empty")}</p>
      ) : (
        <ul className="roster">
          {course.learners.map((m) => (
            <li key={m.user.id} className="roster-row" data-testid="roster-row">
              <span className="roster-name">
                <strong>{m.user.name || m.user.email}</strong>
                {m.user.name && m.user.email && (
                  <span className="muted" dir="ltr">
                    {" "}
                    {m.user.email}
                  </span>
                )}
              </span>
              <span className="muted">{t("roster.joined", { when: formatDay(m.joinedAt, lang) })}</span>
              {!course.archived && (
                <ConfirmButton
                  label={t("roster.remove")}
                  question={t("roster.removeQuestion", { name: m.user.name || m.user.email })}
                  confirm={t("roster.removeConfirm")}
                  danger
                  testId="remove-learner"
                  onConfirm={async () => {
                    try {
                      await remove({ variables: { courseId: course.id, userId: m.user.id } });
                      onChange();
                    } catch (e) {
                      feedback.toast("error", errorMessage(e, t));
                    }
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The course's teachers and adding a colleague by the e-mail address of their account. */
export function TeachersSection({ course }: { course: Course }) {
  const { t } = useTranslation("courses");
  const feedback = useFeedback();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddCourseTeacherMutation);

  async function submit() {
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t("teachers.emailInvalid"));
      return;
    }
    setError(null);
    try {
      await add({ variables: { courseId: course.id, email: value } });
      setEmail("");
      feedback.toast("success", t("teachers.added", { email: value }));
    } catch (e) {
      setError(fieldErrors(e).email ?? errorMessage(e, t));
    }
  }

  return (
    <section className="card" aria-labelledby="teachers-title" data-testid="teachers">
      <h2 id="teachers-title">{t("teachers.title")}</h2>
      <ul className="teacher-list">
        {course.teachers.map((x) => (
          <li key={x.id}>
            {x.name}
            {x.email && (
              <span className="muted" dir="ltr">
                {" "}
                {x.email}
              </span>
            )}
          </li>
        ))}
      </ul>
      {!course.archived && (
        <form
          className="inline-form"
          noValidate
          aria-busy={loading}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t("teachers.email")}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            hint={t("teachers.hint")}
          />
          <button type="submit" className="button button-secondary" disabled={loading} data-testid="add-teacher">
            {t("teachers.add")}
          </button>
        </form>
      )}
    </section>
  );
}
