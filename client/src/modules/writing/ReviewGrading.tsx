import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { AssessmentFieldsFragment, RubricFieldsFragment } from "../../gql/graphql";
import { Html } from "../common/Html";
import { AssessmentView } from "./AssessmentView";
import { RubricTable } from "./RubricTable";
import { SelfAssessment } from "./SelfAssessment";

/** What a reviewed writing or speaking task is graded by. */
export interface GradedItem {
  id: string;
  rubric?: RubricFieldsFragment | null;
  assessments: AssessmentFieldsFragment[];
  explanation?: string | null;
}

/** The task of a reviewed writing or speaking item (rich text), under a heading in the interface language. */
export function ReviewTask({ task, heading }: { task: string | null | undefined; heading: string }) {
  const { lang } = useLang();
  if (!task) return null;
  return (
    <div className="writing-section">
      <h3 lang={lang} dir={dirOf(lang)}>
        {heading}
      </h3>
      <Html html={task} />
    </div>
  );
}

/**
 * How a reviewed writing or speaking task ends: the teacher's grade (or `awaiting`; a task left empty is 0 points and
 * awaits nobody), the learner's self-assessment once
 * there is an answer to rate, the rubric, the model answer where the caller puts it there, and the explanation.
 */
export function ReviewGrading({
  kind,
  item,
  attemptId,
  answered,
  awaiting,
  model,
  onChanged,
}: {
  /** what was handed in: a text or a recording (the self-assessment names it) */
  kind: "writing" | "speaking";
  item: GradedItem;
  attemptId: string;
  answered: boolean;
  awaiting: string;
  model?: ReactNode;
  onChanged: () => void;
}) {
  const { t } = useTranslation("writing");
  const teacher = item.assessments.find((a) => a.by === "TEACHER") ?? null;
  const own = item.assessments.find((a) => a.by === "SELF") ?? null;
  return (
    <>
      <section className="writing-section" data-testid="teacher-section">
        <h3>{t("assess.teacher")}</h3>
        {teacher ? (
          <AssessmentView assessment={teacher} rubric={item.rubric} />
        ) : answered ? (
          <p className="muted">{awaiting}</p>
        ) : (
          // nothing written or said: scored 0 at hand-in, no teacher is asked to grade it
          <p data-testid="no-answer">{t("result.noAnswer", { ns: "common" })}</p>
        )}
        {answered && <p className="muted writing-small">{t("assess.outranks")}</p>}
      </section>
      {item.rubric && answered && (
        <SelfAssessment
          kind={kind}
          attemptId={attemptId}
          subQuestionId={item.id}
          rubric={item.rubric}
          own={own}
          onSaved={onChanged}
        />
      )}
      {item.rubric && <RubricTable rubric={item.rubric} />}
      {model}
      {item.explanation && (
        <div className="writing-section solution">
          <Html html={item.explanation} dir="auto" />
        </div>
      )}
    </>
  );
}
