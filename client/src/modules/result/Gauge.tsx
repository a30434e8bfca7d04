import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";

/** What a gauge shows of a skill's score. */
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

/** A circular gauge (160 × 160 px, radius 50, stroke 10, as in the spec) with passed/total and percent. */
export function Gauge({
  label,
  correct,
  total,
  percent,
  passed,
}: {
  label: string;
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const r = 50;
  const circumference = 2 * Math.PI * r;
  const shown = Math.max(0, Math.min(100, percent));
  const percentText = formatPercent(percent, lang);
  return (
    <figure className={`gauge ${passed ? "gauge-passed" : "gauge-failed"}`} data-testid="gauge">
      <svg viewBox="0 0 120 120" width="160" height="160" role="img" aria-label={`${label}: ${correct}/${total}, ${percentText}`}>
        <circle cx="60" cy="60" r={r} className="gauge-track" strokeWidth="10" fill="none" />
        <circle
          cx="60"
          cy="60"
          r={r}
          className="gauge-value"
          strokeWidth="10"
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="56" textAnchor="middle" className="gauge-count" direction="ltr">
          {correct}/{total}
        </text>
        <text x="60" y="76" textAnchor="middle" className="gauge-percent" direction="ltr">
          {percentText}
        </text>
      </svg>
      <figcaption>
        <strong>{label}</strong>
        <span className={passed ? "verdict verdict-passed" : "verdict verdict-failed"}>
          {passed ? t("result.passed") : t("result.failed")}
        </span>
      </figcaption>
    </figure>
  );
}

/** Happy face with 'bestanden' in green, or sad face with 'nicht bestanden' in red. */
export function Verdict({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={passed ? "face face-passed" : "face face-failed"} data-testid="verdict">
      <svg viewBox="0 0 64 64" width="72" height="72" role="img" aria-label={passed ? t("result.happy") : t("result.sad")}>
        <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.15" />
        <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="22" cy="26" r="4" fill="currentColor" />
        <circle cx="42" cy="26" r="4" fill="currentColor" />
        <path
          d={passed ? "M18 38 Q32 52 46 38" : "M18 48 Q32 36 46 48"}
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <p className="face-text">{passed ? t("result.passed") : t("result.failed")}</p>
    </div>
  );
}
