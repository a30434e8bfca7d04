import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { AttemptResultQuery, Skill } from "../../gql/graphql";
import { useGradedSoFar } from "./ProductiveScores";
import { ScoreBar } from "./ScoreBar";
import type { TeilScore } from "./useTeilScores";

type Result = NonNullable<NonNullable<AttemptResultQuery["attempt"]>["result"]>;

const SKILLS: { skill: Skill; field: "reading" | "listening" }[] = [
  { skill: "READING", field: "reading" },
  { skill: "LISTENING", field: "listening" },
];
const PRODUCTIVE: { skill: Skill; field: "writing" | "speaking" }[] = [
  { skill: "WRITING", field: "writing" },
  { skill: "SPEAKING", field: "speaking" },
];

/** A Teil's name: its block's title, else "Lesen, Teil n" by its page. */
export function useTeilName() {
  const { t } = useTranslation();
  return (teil: Pick<TeilScore, "title" | "skill" | "page">) =>
    teil.title ?? t("result.teil", { skill: t(`exam.skill.${teil.skill}`), n: teil.page });
}

/**
 * A bar per module and, under the receptive ones, per Teil, against the pass mark. Where the exam counts points
 * (telc B1–C1: the WRITTEN rule) the bars read in official points beside the right answers. Writing and speaking
 * read in the rubric's points once assessed, or say that they await an assessment with what is graded so far; under
 * them each task is a Teil: its points once graded, "awaiting", or "no answer: 0 points" for a task left empty.
 */
export function ModuleScores({ result, passPercent, teile }: { result: Result; passPercent: number; teile: TeilScore[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const teilName = useTeilName();
  const weighted = result.passRule === "WRITTEN";
  const soFar = useGradedSoFar();
  return (
    <section className="card modules" aria-labelledby="modules-title">
      <h2 id="modules-title">{t("result.modules")}</h2>
      <p className="muted score-legend">
        <span className="score-legend-mark" aria-hidden="true" />{" "}
        {t("result.passMark", { percent: formatPercent(passPercent, lang) })}
      </p>
      {weighted && <p className="muted">{t("result.pointsRule")}</p>}
      {SKILLS.map(({ skill, field }) => {
        const score = result[field];
        if (!score) {
          return <p key={skill} className="muted">{`${t(`exam.skill.${skill}`)}: ${t("result.noSkill")}`}</p>;
        }
        if (result.official.parts.some((p) => p.key === field && p.status === "NOT_TAKEN")) {
          return (
            <p key={skill} className="module muted" data-testid="module-not-taken">
              {t("result.officialNotTaken", { part: t(`exam.skill.${skill}`) })}
            </p>
          );
        }
        const ownTeile = teile.filter((teil) => teil.skill === skill);
        return (
          <div key={skill} className="module">
            <ScoreBar
              testId="module-score"
              label={t(`exam.skill.${skill}`)}
              {...score}
              weighted={weighted}
              passPercent={passPercent}
              note={score.percent >= passPercent ? t("result.aboveMark") : t("result.belowMark")}
            />
            {ownTeile.length > 0 && (
              <div className="teile" data-testid="teil-scores">
                {ownTeile.map((teil) => (
                  <ScoreBar
                    key={teil.page}
                    testId="teil-score"
                    size="teil"
                    label={<bdi lang="de">{teilName(teil)}</bdi>}
                    {...teil}
                    weighted={weighted}
                    passPercent={passPercent}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
      {PRODUCTIVE.map(({ skill, field }) => {
        const score = result[field];
        const label = t(`exam.skill.${skill}`);
        const tasks = result.tasks.filter((x) => x.skill === skill);
        if (!tasks.length && !result.pending.includes(skill)) return null;
        const known = soFar(result.tasks, skill);
        const notTaken = result.official.parts.some((p) => p.key === field && p.status === "NOT_TAKEN");
        return (
          <div key={skill} className="module" data-testid={`score-${skill}`}>
            {notTaken ? (
              <p className="muted" data-testid="module-not-taken">
                {t("result.officialNotTaken", { part: label })}
              </p>
            ) : score && score.points != null && score.maxPoints != null ? (
              <ScoreBar
                testId="module-score"
                label={label}
                correct={0}
                total={0}
                percent={score.percent}
                points={score.points}
                maxPoints={score.maxPoints}
                weighted
                rubric
                passPercent={passPercent}
                note={score.percent >= passPercent ? t("result.aboveMark") : t("result.belowMark")}
              />
            ) : (
              <p className="muted" data-pending="true" data-testid="module-pending">
                {`${label}: ${t("result.awaiting")}`}
                {known && ` – ${known}`}
              </p>
            )}
            {tasks.length > 0 && (
              <div className="teile" data-testid="task-scores">
                {tasks.map((task) =>
                  task.status === "GRADED" && task.points != null ? (
                    <ScoreBar
                      key={task.subQuestionId}
                      testId="task-score"
                      size="teil"
                      label={<bdi lang="de">{teilName({ ...task, skill })}</bdi>}
                      correct={0}
                      total={0}
                      percent={task.maxPoints ? Math.round((task.points * 1000) / task.maxPoints) / 10 : 0}
                      points={task.points}
                      maxPoints={task.maxPoints}
                      weighted
                      rubric
                      passPercent={passPercent}
                    />
                  ) : (
                    <p key={task.subQuestionId} className="muted task-line" data-testid="task-score" data-status={task.status}>
                      <bdi lang="de">{teilName({ ...task, skill })}</bdi>
                      {": "}
                      {task.status === "NO_ANSWER" ? t("result.noAnswer") : t("result.awaiting")}
                    </p>
                  ),
                )}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
