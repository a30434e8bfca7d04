import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { SubQuestionFieldsFragment as SubQuestionData } from "../../gql/graphql";
import { Html } from "../common/Html";
import { SpeakingInput } from "../speaking/SpeakingInput";
import { WritingInput } from "../writing/WritingInput";
import { MatchingInput, type MatchingContext } from "./MatchingInput";

/** A value the learner may pick (also the block's matching pool and the review's choices). */
export const ChoiceFieldsFragment = graphql(`
  fragment ChoiceFields on Choice {
    value
    label
    imageUrl
  }
`);

/** What this component needs of a sub-question. */
export const SubQuestionFieldsFragment = graphql(`
  fragment SubQuestionFields on SubQuestion {
    id
    position
    answerType
    choiceKind
    completeMode
    answerLocation
    title
    lastTitle
    bannerImageUrl
    highlight
    choices {
      ...ChoiceFields
    }
    ...WritingTaskFields
    ...SpeakingTaskFields
  }
`);

const LETTERS = "abcdefghijklmnop";

interface Props {
  question: SubQuestionData;
  number: number;
  value: string | undefined;
  onChange: (value: string) => void;
  /** speaking: the attempt the recording belongs to, and whether a recording is under way */
  attemptId?: string;
  onBusyChange?: (busy: boolean) => void;
  /** Matching items: which options other items hold, and whether each is given once. */
  matching?: MatchingContext;
}

/** One sub-question in the answer form that fits its type. German content: rendered left to right. */
export function SubQuestionInput({ question, number, value, onChange, attemptId, onBusyChange, matching }: Props) {
  const className = `question${question.highlight ? " question-highlight" : ""}${value ? " question-answered" : ""}`;
  return (
    <div className={className} data-testid="question" data-answer-type={question.answerType}>
      {question.bannerImageUrl && <img className="question-banner" src={question.bannerImageUrl} alt="" loading="lazy" />}
      {question.answerType === "speaking" ? (
        attemptId ? (
          <SpeakingInput
            attemptId={attemptId}
            question={question}
            value={value}
            onChange={onChange}
            onBusyChange={onBusyChange}
          />
        ) : (
          // the console's preview: the task as the learner reads it, no microphone
          <Html html={question.task} className="writing-task" />
        )
      ) : question.answerType === "writing" ? (
        <WritingInput id={question.id} question={question} value={value} onChange={onChange} />
      ) : question.answerType === "complete" ? (
        <Gap question={question} number={number} value={value} onChange={onChange} />
      ) : question.answerType === "matching" ? (
        <MatchingInput question={question} number={number} value={value} onChange={onChange} context={matching} />
      ) : (
        <ChoiceGroup question={question} number={number} value={value} onChange={onChange} />
      )}
    </div>
  );
}

/** Multiple choice (text or pictures) and true/false: a radio group named by its question. */
function ChoiceGroup({ question, value, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const images = question.choiceKind === "image";
  const trueFalse = question.answerType === "true_false";
  return (
    <fieldset className={`choices${images ? " choices-images" : ""}${trueFalse ? " choices-inline" : ""}`}>
      <legend className="question-title">{question.title}</legend>
      {question.choices.map((choice, i) => {
        const label = repeatsLetter(choice.label, LETTERS[i]) ? null : choice.label;
        return (
          <label key={choice.value} className={value === choice.value ? "choice choice-selected" : "choice"}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {!trueFalse && <span className="choice-letter">{LETTERS[i]}</span>}
            {choice.imageUrl && (
              <img
                src={choice.imageUrl}
                alt={label ?? t("exam.imageChoice", { label: LETTERS[i].toUpperCase() })}
                loading="lazy"
              />
            )}
            {label && <span className="choice-label">{label}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A gap in a sentence: typed, or picked from a drop-down of up to 16 options; placed at the beginning, middle or end. */
function Gap({ question, number, value, onChange }: Props) {
  const { t } = useTranslation();
  const label = t("exam.gapFor", { n: number });
  const field =
    question.completeMode === "select" ? (
      <select className="gap-select" aria-label={label} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        <option value="">…</option>
        {question.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label ?? c.value}
          </option>
        ))}
      </select>
    ) : (
      <input
        className="gap-input"
        type="text"
        aria-label={label}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const before = question.title ? <span>{question.title}</span> : null;
  const after = question.lastTitle ? <span>{question.lastTitle}</span> : null;
  // beginning: the gap opens the sentence; middle and end: it follows the title (end: only punctuation after it).
  const location = question.answerLocation ?? "middle";
  return (
    <p className={`gap gap-${location}`}>
      {location === "beginning" ? (
        <>
          {field} {before} {after}
        </>
      ) : (
        <>
          {before} {field} {after}
        </>
      )}
    </p>
  );
}

/** A choice's label that only names its letter ("b", "b)", "B.") is not shown beside the letter again. */
export function repeatsLetter(label: string | null | undefined, letter: string): boolean {
  return !!label && new RegExp(`^\\(?${letter}[).:]?$`, "i").test(label.trim());
}
