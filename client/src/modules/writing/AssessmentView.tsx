import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { AssessmentFieldsFragment, RubricFieldsFragment } from "../../gql/graphql";
import { formatPoints } from "./rubric";

/** A self-assessment or a teacher's grade: the total, the band per criterion and the comment (plain text). */
export function AssessmentView({
  assessment,
  rubric,
}: {
  assessment: AssessmentFieldsFragment;
  rubric: RubricFieldsFragment | null | undefined;
}) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const teacher = assessment.by === "TEACHER";
  const title = teacher
    ? assessment.assessorName
      ? t("assess.teacherBy", { name: assessment.assessorName })
      : t("assess.teacher")
    : t("assess.self");
  const at = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(assessment.at));
  return (
    <section
      className={teacher ? "assessment assessment-teacher" : "assessment"}
      data-testid={teacher ? "teacher-assessment" : "self-assessment"}
    >
      <h4>{title}</h4>
      <p>
        <strong data-testid="assessment-total">
          {t("assess.total", { total: formatPoints(assessment.total, lang), max: formatPoints(assessment.maxPoints, lang) })}
        </strong>{" "}
        <span className="muted">· {at}</span>
      </p>
      <ul className="writing-list">
        {assessment.scores.map((s) => {
          // a grade given before its rubric was rebuilt may name a criterion the rubric no longer has (issue 29)
          const label =
            rubric?.criteria.find((c) => c.key === s.key)?.label ?? t(`assess.retired.${s.key}`, { defaultValue: s.key });
          return (
            <li key={s.key}>
              <bdi>{label}</bdi>:{" "}
              <span dir="ltr">{t("assess.band", { band: s.band, points: formatPoints(s.points, lang) })}</span>
            </li>
          );
        })}
      </ul>
      {assessment.comment && (
        <>
          <h5>{t("assess.comment")}</h5>
          {/* plain text, never HTML */}
          <p className="assessment-comment" dir="auto" data-testid="assessment-comment">
            {assessment.comment}
          </p>
        </>
      )}
    </section>
  );
}
