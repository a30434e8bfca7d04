import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type {
  ProductiveProgressFieldsFragment as ProductiveProgress,
  ProductiveResultFieldsFragment as ProductiveResult,
} from "../../gql/graphql";
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

/** What the progress table shows of the productive skills. */
export const ProductiveProgressFieldsFragment = graphql(`
  fragment ProductiveProgressFields on AttemptResult {
    writing {
      percent
      points
      maxPoints
      assessedBy
    }
    pending
  }
`);

/** The progress list's writing score: percent and points with who assessed it (teacher or self), "awaiting grading", or a dash. */
export function WritingProgressCell({ result }: { result: ProductiveProgress | null | undefined }) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const w = result?.writing;
  if (w) {
    const points =
      w.points != null && w.maxPoints != null ? ` · ${formatPoints(w.points, lang)}/${formatPoints(w.maxPoints, lang)}` : "";
    const by = w.assessedBy === "TEACHER" ? t("result.byTeacher") : w.assessedBy === "SELF" ? t("result.bySelf") : null;
    return (
      <span data-testid="writing-progress">
        <bdi dir="ltr">{`${formatPercent(w.percent, lang)}${points}`}</bdi>
        {by && ` (${by})`}
      </span>
    );
  }
  if (result?.pending.includes("WRITING"))
    return (
      <span className="muted" data-testid="writing-progress">
        {t("result.pending")}
      </span>
    );
  return <>–</>;
}

/** The verdict by the exam's official rule (PASSED, FAILED or PENDING) with each part's points and pass mark. */
export function OfficialVerdict({ result, rule }: { result: ProductiveResult; rule: string }) {
  const { t, ready } = useTranslation("writing");
  const { lang } = useLang();
  if (!ready) return null;
  const { verdict, parts } = result.official;
  const pendingSkills = result.pending.map((s) => t(`exam.skill.${s}`, { ns: "common" })).join(", ");
  return (
    <div className="card official" data-testid="official-verdict" data-verdict={verdict}>
      <p>
        <strong>{t("result.official", { verdict: t(`result.verdict.${verdict}`) })}</strong>
      </p>
      <ul className="writing-list">
        {parts.map((p) => (
          <li key={p.key} data-part={p.key} data-status={p.status}>
            <strong>{t(`result.part.${p.key}`, { defaultValue: p.key })}</strong>:{" "}
            {p.points == null
              ? t("result.partPending", { pass: formatPoints(p.passPoints, lang), max: formatPoints(p.maxPoints, lang) })
              : t("result.partLine", {
                  points: formatPoints(p.points, lang),
                  max: formatPoints(p.maxPoints, lang),
                  pass: formatPoints(p.passPoints, lang),
                })}{" "}
            <span className={p.status === "PENDING" ? "muted" : `verdict verdict-${p.status === "PASSED" ? "passed" : "failed"}`}>
              {t(`result.verdict.${p.status}`)}
            </span>
          </li>
        ))}
      </ul>
      {result.pending.length > 0 && (
        <p className="alert alert-info" data-testid="pending-skills">
          {t("result.pendingList", { skills: pendingSkills })}
        </p>
      )}
      <p className="muted">{rule}</p>
    </div>
  );
}
