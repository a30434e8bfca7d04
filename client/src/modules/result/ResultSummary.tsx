import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { AttemptResultQuery } from "../../gql/graphql";
import { ActionCard } from "../common/ActionCard";
import { LocalLink } from "../common/LocalLink";
import { PageHeader } from "../common/PageHeader";
import { familyPath, reportPath } from "../levels/family";
import { CanDo } from "./CanDo";
import { ModuleScores, useTeilName } from "./ModuleScores";
import { weakestTeil, type TeilScores } from "./useTeilScores";

export type AttemptWithResult = NonNullable<AttemptResultQuery["attempt"]>;
type Result = NonNullable<AttemptWithResult["result"]>;

const NEXT_LEVEL: Record<string, string | undefined> = { A1: "A2", A2: "B1", B1: "B2", B2: "C1" };

/** The mark beside a verdict, wherever one is shown (result, progress). */
export const VERDICT_MARK = { PASSED: "✓", FAILED: "✗", PENDING: "…", NOT_TAKEN: "–" } as const;
const VERDICT_TITLE = {
  PASSED: "result.passedTitle",
  FAILED: "result.failedTitle",
  PENDING: "writing:result.pendingTitle",
  NOT_TAKEN: "result.notTaken",
} as const;

/**
 * A submitted attempt's result: the official verdict once (with its rule), a bar per module and per Teil, what
 * to do next, and what the level means. `title` is the page's own heading.
 */
export function ResultSummary({
  title,
  attempt,
  result,
  teile,
}: {
  title: string;
  attempt: AttemptWithResult;
  result: Result;
  teile: TeilScores;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const passPercent = attempt.exam.passPercent;
  const percent = (p: number) => formatPercent(p, lang);
  const passed = result.officialPassed;
  // while a writing or speaking task awaits its assessment the verdict is open, not "failed"
  const verdict = result.official.verdict;
  const done = teile.teile;
  // telc B1–C1 count points: each Teil weighs its official points, and the written part is judged on its sum
  const weighted = result.passRule === "WRITTEN";
  const num = (n: number) => formatNumber(n, lang);
  const weakest = weakestTeil(done);
  const teilName = useTeilName();
  const next = NEXT_LEVEL[attempt.cefr];
  const date = attempt.submittedAt
    ? new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium" }).format(
        new Date(attempt.submittedAt),
      )
    : null;

  return (
    <section className="result" data-testid="result">
      <PageHeader eyebrow={<bdi lang="de">{attempt.exam.name}</bdi>} title={title} lead={date} />
      <div className={`verdict-banner verdict-banner-${verdict.toLowerCase()}`} data-testid="verdict">
        <span className="verdict-icon" aria-hidden="true">
          {VERDICT_MARK[verdict]}
        </span>
        <div>
          <p className="verdict-title" data-testid="official-verdict" data-verdict={verdict}>
            {t(VERDICT_TITLE[verdict])}
          </p>
          {result.pending.length > 0 && (
            <p data-testid="pending-skills">
              {t("writing:result.pendingSkills", { skills: result.pending.map((s) => t(`exam.skill.${s}`)).join(", ") })}
            </p>
          )}
          <p className="verdict-rule">{t(`result.rule.${result.passRule}`, { percent: percent(passPercent) })}</p>
          <ul className="verdict-points" data-testid="official-points">
            {result.official.parts.map((p) => (
              <li key={p.key} data-part={p.key} data-status={p.status}>
                {p.status === "NOT_TAKEN"
                  ? t("result.officialNotTaken", { part: t(`result.partName.${p.key}`) })
                  : p.points == null
                    ? t("result.officialPending", { part: t(`result.partName.${p.key}`), max: num(p.maxPoints) })
                    : t(weighted ? "result.officialPoints" : "result.officialModule", {
                        part: t(`result.partName.${p.key}`),
                        points: num(p.points),
                        max: num(p.maxPoints),
                        pass: num(p.passPoints),
                        verdict: t(p.status === "PASSED" ? "result.passed" : "result.failed"),
                      })}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ModuleScores result={result} passPercent={passPercent} teile={done} />

      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("result.nextStep")}</h2>
        <div className="action-grid">
          {!passed && weakest && (
            <ActionCard
              tone="primary"
              testId="next-weakest"
              to={`${reportPath(attempt.family, attempt.id)}?page=${weakest.page}`}
              title={t("result.weakest", { teil: teilName(weakest) })}
              text={t("result.weakestText", { correct: weakest.correct, total: weakest.total })}
            />
          )}
          {passed && next && (
            <ActionCard
              tone="primary"
              testId="next-level"
              to={familyPath(attempt.family)}
              title={t("result.nextLevel", { cefr: next })}
              text={t("result.nextLevelText", { current: attempt.cefr })}
            />
          )}
          {passed && !next && (
            <ActionCard
              tone="primary"
              to={familyPath(attempt.family)}
              title={t("result.moreExams", { cefr: attempt.cefr })}
              text={t("result.moreExamsText")}
            />
          )}
          <ActionCard
            testId="try-again"
            to={`/exam/${attempt.exam.id}`}
            title={t("result.tryAgain")}
            text={t("result.tryAgainText")}
          />
          {passed && weakest && (
            <ActionCard
              testId="next-weakest"
              to={`${reportPath(attempt.family, attempt.id)}?page=${weakest.page}`}
              title={t("result.weakest", { teil: teilName(weakest) })}
              text={t("result.weakestText", { correct: weakest.correct, total: weakest.total })}
            />
          )}
        </div>
        <p>
          <LocalLink className="button button-secondary" to={reportPath(attempt.family, attempt.id)} data-testid="report-link">
            {t("result.detailed")}
          </LocalLink>
        </p>
      </section>

      <CanDo cefr={attempt.cefr} />
    </section>
  );
}
