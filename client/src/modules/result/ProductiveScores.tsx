import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type { ProductiveProgressFieldsFragment as ProductiveProgress, Skill } from "../../gql/graphql";
import { formatPoints } from "../writing/rubric";

/** The productive skills' scores, what awaits grading, and the official rule over all modules. */
export const ProductiveResultFieldsFragment = graphql(`
  fragment ProductiveResultFields on AttemptResult {
    writing {
      ...SkillScoreFields
      points
      maxPoints
    }
    speaking {
      ...SkillScoreFields
      points
      maxPoints
    }
    pending
    tasks {
      skill
      subQuestionId
      page
      title
      status
      points
      maxPoints
      assessedBy
    }
    official {
      verdict
      parts {
        key
        points
        maxPoints
        passPoints
        status
      }
    }
  }
`);

/** What the progress table shows of the productive skills and of the official verdict. */
export const ProductiveProgressFieldsFragment = graphql(`
  fragment ProductiveProgressFields on AttemptResult {
    writing {
      percent
      points
      maxPoints
      assessedBy
    }
    speaking {
      percent
      points
      maxPoints
      assessedBy
    }
    pending
    tasks {
      skill
      status
      points
      maxPoints
    }
    official {
      verdict
      parts {
        key
        status
      }
    }
  }
`);

type ProductiveSkill = "WRITING" | "SPEAKING";
type Task = Pick<ProductiveProgress["tasks"][number], "skill" | "status" | "points" | "maxPoints">;

/**
 * What is known of a module still awaiting grades: of the tasks with an answer (an empty one is 0 points at once and
 * awaits nobody), how many are graded and their points ("1 von 2 Aufgaben bewertet: 32,5 von 40"); null before any grade.
 */
export function useGradedSoFar() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (tasks: Task[], skill: Skill): string | null => {
    const answered = tasks.filter((x) => x.skill === skill && x.status !== "NO_ANSWER");
    const graded = answered.filter((x) => x.status === "GRADED");
    if (!graded.length || graded.length === answered.length) return null;
    const points = graded.reduce((n, x) => n + (x.points ?? 0), 0);
    const max = graded.reduce((n, x) => n + x.maxPoints, 0);
    return t("result.gradedSoFar", {
      total: answered.length,
      done: graded.length,
      points: formatPoints(points, lang),
      max: formatPoints(max, lang),
    });
  };
}

/**
 * The progress list's writing or speaking score: percent and points with who assessed it (teacher or self), "awaiting
 * grading" with what is known so far, or a dash where the exam lacks the module.
 */
export function ProductiveProgressCell({
  result,
  skill,
}: {
  result: ProductiveProgress | null | undefined;
  skill: ProductiveSkill;
}) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const soFar = useGradedSoFar();
  const testId = skill === "WRITING" ? "writing-progress" : "speaking-progress";
  const w = skill === "WRITING" ? result?.writing : result?.speaking;
  const notTaken = result?.official.parts.some((p) => p.key === skill.toLowerCase() && p.status === "NOT_TAKEN");
  if (notTaken)
    return (
      <span className="muted" data-testid={testId}>
        {t("result.notTaken", { ns: "common" })}
      </span>
    );
  if (w) {
    const points =
      w.points != null && w.maxPoints != null ? ` · ${formatPoints(w.points, lang)}/${formatPoints(w.maxPoints, lang)}` : "";
    const by = w.assessedBy === "TEACHER" ? t("result.byTeacher") : w.assessedBy === "SELF" ? t("result.bySelf") : null;
    return (
      <span data-testid={testId}>
        <bdi dir="ltr">{`${formatPercent(w.percent, lang)}${points}`}</bdi>
        {by && ` (${by})`}
      </span>
    );
  }
  if (result?.pending.includes(skill)) {
    const known = soFar(result.tasks, skill);
    return (
      <span className="muted" data-testid={testId}>
        {t("result.pending")}
        {known && ` (${known})`}
      </span>
    );
  }
  return <>–</>;
}
