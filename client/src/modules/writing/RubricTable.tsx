import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { RubricFieldsFragment } from "../../gql/graphql";
import { formatPoints } from "./rubric";

/** The rubric as a table: each criterion with its bands, points and descriptors. */
export function RubricTable({ rubric }: { rubric: RubricFieldsFragment }) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const max = formatPoints(rubric.maxPoints, lang);
  return (
    <div className="writing-section" data-testid="rubric">
      <h3>
        {t("review.rubric")}: <bdi>{rubric.name}</bdi>
      </h3>
      <p className="muted">
        {rubric.weight !== 1
          ? t("review.weight", { weight: formatPoints(rubric.weight, lang), max })
          : t("review.maxPoints", { max })}
      </p>
      <ScrollTable
        label={t("review.rubric")}
        columns={[t("review.criterion"), t("review.band"), t("review.points"), t("review.descriptor")]}
      >
        {rubric.criteria.map((c) =>
          c.bands.map((b, i) => (
            <tr key={`${c.key}-${b.band}`}>
              {i === 0 && (
                <th scope="row" rowSpan={c.bands.length}>
                  {c.label}
                  {c.zeroesTask && (
                    <span className="muted writing-small" style={{ display: "block" }}>
                      {t("review.zeroes", { band: c.bands[c.bands.length - 1]?.band ?? "" })}
                    </span>
                  )}
                </th>
              )}
              <td>{b.band}</td>
              <td>{formatPoints(b.points, lang)}</td>
              <td>{b.descriptor}</td>
            </tr>
          )),
        )}
      </ScrollTable>
    </div>
  );
}

/** A table by criterion (its column headings, then its rows) that scrolls sideways on a narrow screen, reachable by keyboard. */
export function ScrollTable({ label, columns, children }: { label: string; columns: ReactNode[]; children: ReactNode }) {
  return (
    <div className="rubric-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="rubric-table">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
