import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useUiText } from "../../app/useUiText";
import type { SubQuestionFieldsFragment as SubQuestionData } from "../../gql/graphql";
import { optionText } from "./labels";

export interface MatchingContext {
  /** Option value → the number of the other item that holds it. */
  usedBy: Readonly<Record<string, number>>;
  /** Each option may be given once (choosing a taken one moves it here). */
  once: boolean;
}

interface Props {
  question: SubQuestionData;
  number: number;
  value: string | undefined;
  onChange: (value: string) => void;
  context?: MatchingContext;
}

/**
 * Matching: the item takes one option of the block's pool, shown as its letter (the texts stand beside their letters in
 * the pool above). A radio group: arrow keys move between letters; no drop-down cuts a long ad short.
 */
export function MatchingInput({ question, value, onChange, context }: Props) {
  const { t } = useTranslation("player");
  const ui = useUiText();
  const name = useId();
  return (
    <fieldset className="matching" data-testid="matching">
      <legend className="question-title">{question.title}</legend>
      <div className="matching-options">
        {question.choices.map((c) => {
          const holder = context?.usedBy[c.value];
          // usedBy lists the other items only
          const taken = context?.once === true && holder != null && value !== c.value;
          const selected = value === c.value;
          return (
            <label
              key={c.value}
              className={`match-chip${selected ? " match-chip-selected" : ""}${taken ? " match-chip-used" : ""}`}
              title={optionText(c.value, c.label)}
            >
              <input type="radio" name={name} value={c.value} checked={selected} onChange={() => onChange(c.value)} />
              <span className="match-letter" aria-hidden="true">
                {c.value}
              </span>
              <span className="visually-hidden">{optionText(c.value, c.label)}</span>
              {taken && (
                <span className="match-used" {...ui}>
                  {t("matching.usedBy", { n: holder })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
