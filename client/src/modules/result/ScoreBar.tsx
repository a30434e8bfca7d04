import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";

/** What a score bar shows of a skill's score. */
export const SkillScoreFieldsFragment = graphql(`
  fragment SkillScoreFields on SkillScore {
    correct
    total
    percent
    passed
  }
`);

interface ScoreBarProps {
  label: React.ReactNode;
  correct: number;
  total: number;
  percent: number;
  /** Where the pass mark sits on the bar (percent). */
  passPercent: number;
  /** A module's bar is thicker than its Teile's. */
  size?: "module" | "teil";
  /** A line under the label (the module's standing against the pass mark). */
  note?: React.ReactNode;
  testId?: string;
}

/**
 * A horizontal bar of correct ÷ total with a tick at the pass mark; the figures are written beside it, so the
 * bar itself is decoration. Green at or above the pass mark, orange below.
 */
export function ScoreBar({ label, correct, total, percent, passPercent, size = "module", note, testId }: ScoreBarProps) {
  const { lang } = useLang();
  const shown = Math.max(0, Math.min(100, percent));
  const reached = percent >= passPercent;
  return (
    <div className={`score score-${size} ${reached ? "score-reached" : "score-below"}`} data-testid={testId}>
      <div className="score-head">
        <span className="score-label">{label}</span>
        <span className="score-figures" dir="ltr">
          <strong>
            {correct}/{total}
          </strong>{" "}
          · {formatPercent(percent, lang)}
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
