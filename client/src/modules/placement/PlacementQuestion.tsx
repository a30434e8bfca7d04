import { useId } from "react";
import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { graphql } from "../../gql";
import type { PlacementItemFieldsFragment as PlacementItemData } from "../../gql/graphql";

/** What this component needs of an item (the result's review shows the same). */
export const PlacementItemFieldsFragment = graphql(`
  fragment PlacementItemFields on PlacementItem {
    id
    title
    choices
    audio {
      url
      mimeType
    }
  }
`);

const LETTERS = "abcd";

interface Props {
  item: PlacementItemData;
  number: number;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A listening item's recording: the browser plays the first format it can; played as often as the learner likes. */
export function PlacementAudio({ item }: { item: Pick<PlacementItemData, "audio"> }) {
  const { t } = useTranslation("placement");
  const { lang } = useLang();
  if (item.audio.length === 0) return null;
  return (
    <div className="placement-audio" lang={lang} dir={dirOf(lang)}>
      <p className="muted">{t("questions.listenFirst")}</p>
      <audio controls preload="none" aria-label={t("questions.recording")} data-testid="placement-audio">
        {item.audio.map((a) => (
          <source key={a.url} src={a.url} type={a.mimeType} />
        ))}
      </audio>
    </div>
  );
}

/**
 * One four-choice item: a radio group named by its numbered title, so choosing one clears the
 * others and the arrow keys move between them; a listening item has its recording between its title and the choices.
 * German content, always left to right.
 */
export function PlacementQuestion({ item, number, value, onChange }: Props) {
  const name = useId();
  return (
    <div
      className={`question placement-question${value ? " question-answered" : ""}`}
      data-testid="placement-question"
      data-item-id={item.id}
    >
      <fieldset className="choices" lang="de" dir="ltr">
        <legend className="question-title">
          <span>{number}.</span> <span>{item.title}</span>
        </legend>
        <PlacementAudio item={item} />
        {item.choices.map((choice, i) => (
          <label key={choice} className={value === choice ? "choice choice-selected" : "choice"}>
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
            <span className="choice-letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span className="choice-label">{choice}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
