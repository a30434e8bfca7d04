import { useId } from "react";
import { graphql } from "../../gql";
import type { PlacementItemFieldsFragment as PlacementItemData } from "../../gql/graphql";

/** What this component needs of an item (the result's review shows the same). */
export const PlacementItemFieldsFragment = graphql(`
  fragment PlacementItemFields on PlacementItem {
    id
    title
    choices
  }
`);

const LETTERS = "abcd";

interface Props {
  item: PlacementItemData;
  number: number;
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * One four-choice item: a radio group named by its numbered title, so choosing one clears the
 * others and the arrow keys move between them. German content, always left to right.
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
