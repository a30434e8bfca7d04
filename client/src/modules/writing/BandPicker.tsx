import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import type { RubricFieldsFragment } from "../../gql/graphql";
import { formatPoints, type BandChoice } from "./rubric";

/** One radio group per criterion: each band with its points and descriptor (the rubric's texts are German-first). */
export function BandPicker({
  rubric,
  choice,
  onChange,
  disabled,
}: {
  rubric: RubricFieldsFragment;
  choice: BandChoice;
  onChange: (choice: BandChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const name = useId();
  return (
    <div className="band-picker" data-testid="band-picker">
      {rubric.criteria.map((c) => (
        <fieldset key={c.key} className="band-group" data-criterion={c.key}>
          <legend>{c.label}</legend>
          {c.bands.map((b) => (
            <label key={b.band} className="band-option">
              <input
                type="radio"
                name={`${name}-${c.key}`}
                value={b.band}
                checked={choice[c.key] === b.band}
                disabled={disabled}
                onChange={() => onChange({ ...choice, [c.key]: b.band })}
              />
              <span>
                <strong dir="ltr">{t("assess.band", { band: b.band, points: formatPoints(b.points, lang) })}</strong>{" "}
                <span>{b.descriptor}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
