import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";

/** What a score bar shows of a skill's score. */
export const SkillScoreFieldsFragment = graphql(`
  fragment SkillScoreFields on SkillScore {
    correct
    total
    percent
    passed
    points
    maxPoints
  }
`);

interface ScoreBarProps {
  label: React.ReactNode;
  correct: number;
  total: number;
  percent: number;
  /** Where the exam counts points (telc): the points reached and the maximum, written instead of the count. */
  points?: number | null;
  maxPoints?: number | null;
  weighted?: boolean;
  /** A rated text (writing, speaking): points only, no right answers to count. */
  rubric?: boolean;
  /** Where the pass mark sits on the bar (percent). */
  passPercent: number;
  /** A module's bar is thicker than its Teile's. */
  size?: "module" | "teil";
  /** A line under the label (the module's standing against the pass mark). */
  note?: React.ReactNode;
  testId?: string;
}

/**
 * A horizontal bar of the share reached with a tick at the pass mark; the figures are written beside it (right
 * answers, or points where the exam weighs its Teile), so the bar itself is decoration. Green at or above the pass
 * mark, orange below.
 */
export function ScoreBar(props: ScoreBarProps) {
  const { label, correct, total, percent, passPercent, size = "module", note, testId } = props;
  const { lang } = useLang();
  const { t } = useTranslation();
  const inPoints = props.weighted && props.points != null && props.maxPoints != null;
  const shown = Math.max(0, Math.min(100, percent));
  const reached = percent >= passPercent;
  return (
    <div className={`score score-${size} ${reached ? "score-reached" : "score-below"}`} data-testid={testId}>
      <div className="score-head">
        <span className="score-label">{label}</span>
        <span className="score-figures">
          {inPoints ? (
            <>
              <strong>
                {t("result.pointsOf", { points: formatNumber(props.points!, lang), max: formatNumber(props.maxPoints!, lang) })}
              </strong>
              {!props.rubric && (
                <>
                  {" "}
                  <span className="muted">{t("result.rightOf", { correct, total })}</span>
                </>
              )}
            </>
          ) : (
            <strong dir="ltr">
              {correct}/{total}
            </strong>
          )}{" "}
          · <span dir="ltr">{formatPercent(percent, lang)}</span>
        </span>
      </div>
      <div className="score-track" aria-hidden="true">
        <div className="score-fill" style={{ inlineSize: `${shown}%` }} />
        <div className="score-mark" style={{ insetInlineStart: `${passPercent}%` }} />
      </div>
      {note && <p className="score-note">{note}</p>}
    </div>
  );
}
