import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { MyCoursesQuery as MyCoursesData } from "../../gql/graphql";
import { useAuth } from "../auth/useAuth";
import { Notice } from "../common/Actions";
import { TextField } from "../common/Field";
import { CardForm, SubmitButton } from "../common/Form";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { useLocalPath } from "../common/paths";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { LeaveCourseButton } from "./LeaveCourseButton";
import { CreateCourseForm } from "./CreateCourseForm";
import { MyCoursesQuery } from "./documents";
import { levelLine } from "./labels";
import "./courses.css";

type Course = MyCoursesData["myCourses"][number];

/** /courses: the courses a teacher leads (and a new one), the courses a learner is in (and leaving one), joining by code. */
export function MyCoursesPage() {
  const { t } = useTranslation("courses");
  const { loggedIn } = useAuth();
  usePageTitle(t("my.title"));
  if (!loggedIn) {
    return (
      <div>
        <PageHeader title={t("my.title")} />
        <Notice
          text={t("my.signIn")}
          actions={[
            { to: "/login", label: t("join.signIn") },
            { to: "/register", label: t("join.register"), secondary: true },
          ]}
        />
      </div>
    );
  }
  return <MyCourses />;
}

function MyCourses() {
  const { t } = useTranslation("courses");
  const { data, error, refetch } = useQuery(MyCoursesQuery, { fetchPolicy: "cache-and-network" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const teacher = !!data.me && (data.me.isTeacher || data.me.isAdmin);
  const teaching = data.myCourses.filter((c) => c.myRole === "TEACHER");
  const learning = data.myCourses.filter((c) => c.myRole === "LEARNER");
  const active = teaching.filter((c) => !c.archived);
  const archived = teaching.filter((c) => c.archived);

  return (
    <div className="courses-page">
      <PageHeader title={t("my.title")} lead={teacher ? t("my.leadTeacher") : t("my.leadLearner")} />
      {teacher && (
        <section aria-labelledby="teaching-title" className="courses-section">
          <h2 id="teaching-title">{t("my.teaching")}</h2>
          {active.length ? <CourseGrid courses={active} /> : <p className="muted">{t("my.noTeaching")}</p>}
          <CreateCourseForm />
          {archived.length > 0 && (
            <details className="archived-courses">
              <summary>{t("my.archived", { count: archived.length })}</summary>
              <CourseGrid courses={archived} />
            </details>
          )}
        </section>
      )}
      <section aria-labelledby="learning-title" className="courses-section">
        <h2 id="learning-title">{t("my.learning")}</h2>
        {learning.length ? (
          <ul className="course-grid">
            {learning.map((c) => (
              <LearnerCourseItem key={c.id} course={c} onLeft={() => void refetch()} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t("my.noLearning")}</p>
        )}
        <JoinByCode />
      </section>
    </div>
  );
}

function CourseGrid({ courses }: { courses: Course[] }) {
  const { t } = useTranslation("courses");
  return (
    <ul className="course-grid">
      {courses.map((c) => (
        <li key={c.id} className="course-item" data-testid="course-item">
          <LocalLink to={`/courses/${c.id}`} className="course-link">
            <span className="course-name user-text">{c.name}</span>
            <span className="muted">{levelLine(c) || t("my.noLevel")}</span>
          </LocalLink>
          {c.archived && <span className="chip chip-neutral">{t("course.archivedChip")}</span>}
        </li>
      ))}
    </ul>
  );
}

function LearnerCourseItem({ course, onLeft }: { course: Course; onLeft: () => void }) {
  const { t } = useTranslation("courses");
  return (
    <li className="course-item" data-testid="course-item">
      <LocalLink to={`/courses/${course.id}`} className="course-link">
        <span className="course-name user-text">{course.name}</span>
        <span className="muted">
          {[levelLine(course), t("course.teachersLine", { names: course.teachers.map((x) => x.name).join(", ") })]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </LocalLink>
      <LeaveCourseButton course={course} onLeft={onLeft} />
    </li>
  );
}

/** A code typed in (from a board or a letter) leads to the join page, which shows the course and the privacy rule. */
function JoinByCode() {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const local = useLocalPath();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <CardForm
      onSubmit={() => {
        const clean = code.trim().replace(/\s+/g, "");
        if (!clean) {
          setError(t("join.codeRequired"));
          return;
        }
        navigate(local(`/join/${encodeURIComponent(clean)}`));
      }}
    >
      <h2>{t("join.byCodeTitle")}</h2>
      <TextField
        label={t("join.code")}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <SubmitButton busy={false}>{t("join.next")}</SubmitButton>
    </CardForm>
  );
}
