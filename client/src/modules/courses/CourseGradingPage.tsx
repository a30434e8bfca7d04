import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import type { Skill } from "../../gql/graphql";
import { NotFoundPage } from "../../pages/not-found/NotFoundPage";
import { errorCode } from "../common/errors";
import { SelectField } from "../common/Field";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { CourseGradingQueueQuery } from "./documents";
import { formatWhen } from "./due";
import { gradingHref, levelLine } from "./labels";
import "./courses.css";

const SKILLS: Skill[] = ["WRITING", "SPEAKING"];

/**
 * /courses/{id}/grading: what this course's learners handed in and awaits a teacher, oldest first, filtered by
 * assignment and skill; "Bewerten" opens the answer in the console's grading screen (where teachers grade).
 */
export function CourseGradingPage() {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const assignmentId = params.get("assignment") || null;
  const skillParam = params.get("skill");
  const skill = SKILLS.find((s) => s === skillParam) ?? null;
  const { data, error, refetch } = useQuery(CourseGradingQueueQuery, {
    variables: { courseId: id, assignmentId, skill },
    fetchPolicy: "cache-and-network",
  });
  usePageTitle(t("grading.title"));

  const setFilter = (key: string, value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (error && !data) {
    if (errorCode(error) === "NOT_FOUND") return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading />;
  const course = data.course;
  if (!course || course.myRole !== "TEACHER") return <NotFoundPage />;
  // filtered by the server, oldest first
  const queue = data.gradingQueue;

  return (
    <div className="grading-page">
      <PageHeader
        eyebrow={[course.name, levelLine(course)].filter(Boolean).join(" · ")}
        title={t("grading.title")}
        lead={t("grading.lead")}
      >
        <LocalLink to={`/courses/${course.id}`}>{t("classView.back")}</LocalLink>
      </PageHeader>
      <div className="field-row filters" role="group" aria-label={t("grading.filters")}>
        <SelectField
          label={t("grading.assignment")}
          placeholder={t("grading.allAssignments")}
          value={assignmentId ?? ""}
          onChange={(e) => setFilter("assignment", e.target.value)}
          options={course.assignments.map((a) => ({ value: a.id, label: a.title }))}
        />
        <SelectField
          label={t("grading.skill")}
          placeholder={t("grading.allSkills")}
          value={skill ?? ""}
          onChange={(e) => setFilter("skill", e.target.value)}
          options={SKILLS.map((s) => ({ value: s, label: t(`exam.skill.${s}`, { ns: "common" }) }))}
        />
      </div>
      <p role="status" data-testid="grading-count">
        {t("grading.count", { count: queue.length })}
      </p>
      {queue.length > 0 && (
        <ol className="grading-list">
          {queue.map((a) => (
            <li key={`${a.attemptId}-${a.subQuestionId}`} className="grading-item" data-testid="grading-item">
              <span className="grading-who">
                <strong>{a.learnerName}</strong>
                <span className="muted">
                  {[a.examName, a.title ?? t(`exam.skill.${a.skill}`, { ns: "common" })].filter(Boolean).join(" · ")}
                </span>
                <span className="muted">{t("grading.handedIn", { when: formatWhen(a.submittedAt, lang) })}</span>
              </span>
              <a className="button button-small" href={gradingHref(a.attemptId, a.subQuestionId)} data-testid="grade-link">
                {t("grading.grade")}
                <span className="visually-hidden">
                  {" "}
                  {a.learnerName} · {a.title}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
      <p className="field-hint">{t("grading.consoleHint")}</p>
    </div>
  );
}
