import { useTranslation } from "react-i18next";
import { formatPercent } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { MasteryFieldsFragment } from "../../gql/graphql";
import { ActionCard } from "../common/ActionCard";
import { LocalLink } from "../common/LocalLink";
import { drillPath } from "./paths";

const MARK = { NEW: "○", TOO_FEW: "…", WEAK: "✗", FAIR: "◐", STRONG: "✓" } as const;

/**
 * A set's mastery in words beside its colour, as the server judged it (one rule for the result, progress and practice
 * pages): with fewer than ten items "zu wenig Daten", its count right and how many items are still to practise;
 * otherwise the band, the share right of the last items and the trend.
 */
export function MasteryLine({ row, as: Tag = "p" }: { row: MasteryFieldsFragment; as?: "p" | "span" }) {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  const trend = row.trend == null ? null : Math.round(row.trend);
  return (
    <Tag className="mastery-line" data-testid="mastery-line">
      <span className={`chip mastery-${row.band.toLowerCase()}`} data-testid="mastery-band" data-band={row.band}>
        <span aria-hidden="true">{MARK[row.band]}</span> {t(`band.${row.band}`)}
      </span>{" "}
      {row.band === "TOO_FEW" && (
        <span data-testid="mastery-needed">
          {t("mastery.answered", { correct: row.correct, count: row.attempted })}
          {" · "}
          {t("mastery.needed", { count: row.itemsNeeded })}
        </span>
      )}
      {row.band !== "TOO_FEW" && row.attempted > 0 && (
        <>
          <span data-testid="mastery-percent">
            {t("mastery.percent", { percent: formatPercent(row.percent, lang), n: row.windowItems })}
          </span>
          {trend != null && trend !== 0 && (
            <span className="mastery-trend">
              {" · "}
              <span aria-hidden="true">{trend > 0 ? "▲" : "▼"}</span>{" "}
              {t(trend > 0 ? "mastery.up" : "mastery.down", { count: Math.abs(trend) })}
            </span>
          )}
        </>
      )}
    </Tag>
  );
}

/**
 * "Als Nächstes üben": the weakest practised set, with its share right (or, with too few items for a verdict, its count
 * and how many items are still missing), as a card that starts its drill.
 */
export function PractiseNextCard({ next }: { next: MasteryFieldsFragment }) {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  return (
    <div className="action-grid">
      <ActionCard
        tone="primary"
        testId="practise-next"
        to={drillPath(next.set.id)}
        kicker={t("mastery.next")}
        title={<bdi>{next.set.title}</bdi>}
        text={
          next.band === "TOO_FEW"
            ? `${t("mastery.answered", { correct: next.correct, count: next.attempted })} · ${t("mastery.needed", { count: next.itemsNeeded })}`
            : t("mastery.nextText", { percent: formatPercent(next.percent, lang) })
        }
      />
    </div>
  );
}

/** The mastery of one family and level: a card per set, weakest practised set first as "practise next". */
export function MasteryGrid({ rows }: { rows: MasteryFieldsFragment[] }) {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  const date = new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium" });
  const next = rows.find((r) => r.recommended);
  return (
    <div className="mastery">
      {next && <PractiseNextCard next={next} />}
      <ul className="mastery-grid" data-testid="mastery-grid">
        {rows.map((row) => (
          <li
            key={row.set.id}
            className={`mastery-cell mastery-cell-${row.band.toLowerCase()}`}
            data-testid="mastery-cell"
            data-set={row.set.id}
          >
            <p className="mastery-teil">
              <bdi lang="de">{row.set.teilLabel}</bdi>
            </p>
            <p className="mastery-name">{row.set.name}</p>
            <MasteryLine row={row} />
            <p className="muted mastery-meta">
              {row.attempted > 0 ? t("mastery.answered", { correct: row.correct, count: row.attempted }) : t("mastery.notYet")}
              {row.lastPracticedAt && (
                <>
                  <br />
                  {t("mastery.last", { date: date.format(new Date(row.lastPracticedAt)) })}
                </>
              )}
            </p>
            <LocalLink to={drillPath(row.set.id)} className="mastery-link" aria-label={`${t("hub.practise")}: ${row.set.title}`}>
              {t("hub.practise")}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
