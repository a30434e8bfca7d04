import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { CourseQuery } from "../../gql/graphql";
import { LocalLink } from "../common/LocalLink";
import { formatWhen } from "./due";
import { skillList } from "./labels";
import { LtiScores } from "./LtiScores";

type Assignment = NonNullable<CourseQuery["course"]>["assignments"][number];
type Row = Assignment["progress"][number];

const STATUS_CHIP: Record<string, string> = { NOT_STARTED: "chip-neutral", IN_PROGRESS: "chip-open", SUBMITTED: "chip-passed" };

/** Per assignment: who has not started, who works on it, who handed it in (when, late), what awaits grading, the score. */
export function TeacherAssignments({ courseId, assignments }: { courseId: string; assignments: Assignment[] }) {
  const { t } = useTranslation("courses");
  if (!assignments.length) return <p className="muted">{t("course.noAssignments")}</p>;
  return (
    <ul className="teacher-assignments">
      {assignments.map((a) => (
        <TeacherAssignment key={a.id} courseId={courseId} assignment={a} />
      ))}
    </ul>
  );
}

function TeacherAssignment({ courseId, assignment: a }: { courseId: string; assignment: Assignment }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const count = (status: string) => a.progress.filter((p) => p.status === status).length;
  const awaiting = a.progress.reduce((sum, p) => sum + p.awaitingGrading, 0);
  const late = a.progress.filter((p) => p.late).length;
  const what = a.exam
    ? [a.exam.name, a.skills.length ? skillList(a.skills, t) : null, t(`mode.${a.mode}`)].filter(Boolean).join(" · ")
    : a.practiceSet
      ? `${t("assignment.practice")} · ${a.practiceSet.name}`
      : "";
  const headId = `assignment-${a.id}`;
  return (
    <li className="card teacher-assignment" data-testid="teacher-assignment" aria-labelledby={headId}>
      <h3 id={headId} className="user-text">
        {a.title}
      </h3>
      <p className="muted">{what}</p>
      <p className="assignment-dates">
        {a.startsAt && <span>{t("assignment.startsAt", { when: formatWhen(a.startsAt, lang) })} · </span>}
        {a.dueAt ? t("assignment.due", { when: formatWhen(a.dueAt, lang) }) : t("assignment.noDue")}
      </p>
      {a.note && <p className="assignment-note user-text">{a.note}</p>}
      <p className="progress-counts" data-testid="progress-counts">
        <span className="chip chip-neutral">{t("progress.notStarted", { count: count("NOT_STARTED") })}</span>{" "}
        <span className="chip chip-open">{t("progress.working", { count: count("IN_PROGRESS") })}</span>{" "}
        <span className="chip chip-passed">{t("progress.handedIn", { count: count("SUBMITTED") })}</span>{" "}
        {late > 0 && <span className="chip chip-failed">{t("progress.lateCount", { count: late })}</span>}{" "}
        {awaiting > 0 && (
          <LocalLink
            to={`/courses/${courseId}/grading?assignment=${a.id}`}
            className="chip chip-open"
            data-testid="progress-awaiting"
          >
            {t("progress.awaiting", { count: awaiting })}
          </LocalLink>
        )}
      </p>
      {a.progress.length > 0 && (
        <details className="progress-details">
          <summary>{t("progress.show")}</summary>
          <div className="table-scroll">
            <table className="data-table" data-testid="progress-table">
              <caption className="visually-hidden">{t("progress.caption", { title: a.title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("progress.learner")}</th>
                  <th scope="col">{t("progress.status")}</th>
                  <th scope="col">{t("progress.handedInAt")}</th>
                  <th scope="col">{t("progress.grading")}</th>
                  <th scope="col">{t("progress.score")}</th>
                </tr>
              </thead>
              <tbody>
                {a.progress.map((p) => (
                  <ProgressRow key={p.learner.id} row={p} />
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
      <LtiScores assignment={a} />
    </li>
  );
}

function ProgressRow({ row: p }: { row: Row }) {
  const { t } = useTranslation("courses");
  const { lang } = useLang();
  const result = p.attempt?.result;
  const verdict = result?.official.verdict;
  return (
    <tr data-testid="progress-row" data-status={p.status}>
      <th scope="row">{p.learner.name || p.learner.email}</th>
      <td>
        <span className={`chip ${STATUS_CHIP[p.status] ?? "chip-neutral"}`}>{t(`status.${p.status}`)}</span>
      </td>
      <td>
        {p.submittedAt ? formatWhen(p.submittedAt, lang) : "–"}
        {p.late && (
          <>
            {" "}
            <span className="chip chip-failed" data-testid="progress-late">
              {t("progress.late")}
            </span>
          </>
        )}
      </td>
      <td>{p.awaitingGrading > 0 ? t("progress.awaiting", { count: p.awaitingGrading }) : "–"}</td>
      <td data-testid="progress-score">
        {result ? (
          <>
            {formatPercent(result.total.percent, lang)}{" "}
            {verdict && verdict !== "NOT_TAKEN" && (
              <span
                className={
                  verdict === "PASSED" ? "chip chip-passed" : verdict === "FAILED" ? "chip chip-failed" : "chip chip-open"
                }
              >
                {t(`verdict.${verdict}`)}
              </span>
            )}
          </>
        ) : (
          "–"
        )}
      </td>
    </tr>
  );
}
