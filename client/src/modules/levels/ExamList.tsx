import { useTranslation } from "react-i18next";
import type { LevelPageQuery } from "../../gql/graphql";
import { LocalLink } from "../common/LocalLink";

type Exam = NonNullable<LevelPageQuery["level"]>["exams"][number];

/** Every module with a time limit, in the exams' order. */
const MODULES = ["reading", "listening", "writing", "speaking"] as const;

/**
 * A level's mocks, each with its two ways in: exam mode (timed, recordings as often as the exam plays them) and
 * training mode (untimed, recordings paused and replayed freely), and for teachers the paper version.
 */
export function ExamList({ exams, teacher }: { exams: Exam[]; teacher: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {/* the two ways to take a mock, said once above the list: each exam offers both */}
      <ul className="mode-hints" data-testid="mode-hints">
        <li>
          <strong>{t("levels.modeExam")}</strong>: {t("levels.modeExamHint")}
        </li>
        <li>
          <strong>{t("levels.modeTraining")}</strong>: {t("levels.modeTrainingHint")}
        </li>
      </ul>
      <ul className="exam-list" data-testid="exam-list">
        {exams.map((exam) => (
          <li key={exam.id} className="exam-item">
            <div>
              <LocalLink to={`/exam/${exam.id}`} className="exam-link" lang="de">
                {exam.name}
              </LocalLink>
              <p className="muted">
                {t("levels.examMeta", { count: exam.teilCount })}
                {MODULES.filter((m) => exam.timeLimits[m] != null)
                  .map((m) => ` · ${t(`exam.skill.${m.toUpperCase()}`)} ${t("levels.minutes", { count: exam.timeLimits[m] })}`)
                  .join("")}
              </p>
            </div>
            <div className="exam-actions">
              {teacher && (
                <LocalLink
                  to={`/exam/${exam.id}/print`}
                  className="button button-secondary"
                  aria-label={t("levels.printLabel", { name: exam.name })}
                >
                  {t("levels.print")}
                </LocalLink>
              )}
              <LocalLink
                to={`/exam/${exam.id}?mode=training`}
                className="button button-secondary"
                aria-label={`${t("levels.modeTraining")}: ${exam.name}`}
                data-testid="start-training"
              >
                {t("levels.modeTraining")}
              </LocalLink>
              <LocalLink
                to={`/exam/${exam.id}`}
                className="button"
                aria-label={`${t("levels.modeExam")}: ${exam.name}`}
                data-testid="start-exam"
              >
                {t("levels.modeExam")}
              </LocalLink>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
