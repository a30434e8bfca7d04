import { useTranslation } from "react-i18next";
import type { ReadinessFieldsFragment } from "../../gql/graphql";

/** Readiness as ranges per module ("Lesen: wahrscheinlich 55–70 %"), never one false-precise number. */
export function ReadinessView({
  readiness,
  heading: H = "h3",
}: {
  readiness: ReadinessFieldsFragment;
  heading?: "h2" | "h3" | "h4";
}) {
  const { t } = useTranslation("practice");
  const range = (low: number | null, high: number | null) =>
    low == null || high == null ? t("readiness.unknown") : t("readiness.range", { low, high });
  return (
    <div className="readiness card" data-testid="readiness" data-verdict={readiness.verdict}>
      <H>{t("readiness.title")}</H>
      <p className={`readiness-verdict readiness-${readiness.verdict.toLowerCase()}`}>
        {t(`readiness.verdict.${readiness.verdict}`, { percent: readiness.passPercent })}
      </p>
      <ul className="readiness-modules">
        {readiness.modules.map((m) => (
          <li key={m.skill} data-testid="readiness-module">
            <strong>{t(`common:exam.skill.${m.skill}`)}:</strong> <bdi>{range(m.low, m.high)}</bdi>
          </li>
        ))}
      </ul>
      <p className="muted">{t(`readiness.basis.${readiness.basis}`)}</p>
    </div>
  );
}
