import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type { ProductiveProgressFieldsFragment as ProductiveProgress } from "../../gql/graphql";
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
