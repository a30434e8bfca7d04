import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { LearnerAssignmentFieldsFragment } from "../../gql/graphql";
import { LocalLink } from "../common/LocalLink";
import { dueState, formatWhen } from "./due";
import { skillList } from "./labels";

/** Where "Starten" leads: the exam player or the drill, told which assignment it starts (startAssignment). */
export function assignmentPath(a: Pick<LearnerAssignmentFieldsFragment, "id" | "exam" | "practiceSet">): string | null {
  const query = `?assignment=${encodeURIComponent(a.id)}`;
  if (a.exam) return `/exam/${a.exam.id}${query}`;
  if (a.practiceSet) return `/practice/drill/${encodeURIComponent(a.practiceSet.id)}${query}`;
  return null;
}

/** One assignment as its learner sees it: what, for which course, until when (their time zone), and the way in. */
export function AssignmentCard({
  assignment: a,
  showCourse = true,
}: {
  assignment: LearnerAssignmentFieldsFragment;
  showCourse?: boolean;
}) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const state = dueState(a);
  const path = assignmentPath(a);
  const what = a.exam
    ? [a.exam.name, a.skills.length ? skillList(a.skills, t) : null, t(`mode.${a.mode}`)].filter(Boolean).join(" · ")
    : a.practiceSet
      ? `${t("assignment.practice")} · ${a.practiceSet.name}`
      : "";
  const started = a.myAttempt?.status === "IN_PROGRESS";
  return (
    <li className={`assignment-card assignment-${state}`} data-testid="assignment" data-state={state}>
      <div className="assignment-main">
        {showCourse && <p className="eyebrow user-text">{a.course.name}</p>}
        <h3 className="assignment-title user-text">{a.title}</h3>
        <p className="assignment-what">{what}</p>
        {a.note && <p className="assignment-note user-text">{a.note}</p>}
        <p className="assignment-dates">
          {a.dueAt ? (
            <span data-testid="assignment-due">{t("assignment.due", { when: formatWhen(a.dueAt, lang) })}</span>
          ) : (
            <span>{t("assignment.noDue")}</span>
          )}{" "}
          {state === "overdue" && (
            <span className="chip chip-failed" data-testid="assignment-overdue">
              {t("assignment.overdue")}
            </span>
          )}
          {state === "doneLate" && <span className="chip chip-failed">{t("assignment.handedInLate")}</span>}
          {state === "done" && <span className="chip chip-passed">{t("assignment.handedIn")}</span>}
          {state === "upcoming" && a.startsAt && (
            <span className="chip chip-neutral">{t("assignment.startsAt", { when: formatWhen(a.startsAt, lang) })}</span>
          )}
        </p>
      </div>
      <div className="assignment-action">
        {(state === "done" || state === "doneLate") && a.exam && a.myAttempt ? (
          <LocalLink className="button button-secondary" to={`/result?examId=${a.exam.id}&attemptId=${a.myAttempt.id}`}>
            {t("assignment.result")}
          </LocalLink>
        ) : state !== "upcoming" && state !== "done" && state !== "doneLate" && path ? (
          <LocalLink className="button" to={path} data-testid="assignment-start">
            {started ? t("assignment.continue") : t("assignment.start")}
          </LocalLink>
        ) : null}
      </div>
    </li>
  );
}

export function AssignmentList({
  assignments,
  showCourse = true,
}: {
  assignments: LearnerAssignmentFieldsFragment[];
  showCourse?: boolean;
}) {
  return (
    <ul className="assignment-list">
      {assignments.map((a) => (
        <AssignmentCard key={a.id} assignment={a} showCourse={showCourse} />
      ))}
    </ul>
  );
}
