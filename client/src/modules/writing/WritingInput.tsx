import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { WritingTaskFieldsFragment } from "../../gql/graphql";
import { Html } from "../common/Html";
import { MAX_TEXT_LENGTH, countWords, textLength, textProblem, wordStatus } from "./text";
import "./writing.css";

interface Props {
  id: string;
  question: WritingTaskFieldsFragment;
  value: string | undefined;
  onChange: (value: string) => void;
}

const ticksKey = (id: string) => `writingTicks:${id}`;

function loadTicks(id: string): number[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(ticksKey(id)) ?? "[]");
    return Array.isArray(raw) ? raw.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
}

/** The words written against the task's range, as a sentence in the learner's language. */
export function WordCount({
  text,
  min,
  max,
  id,
}: {
  text: string;
  min: number | null | undefined;
  max: number | null | undefined;
  id?: string;
}) {
  const { t } = useTranslation("writing");
  const { lang } = useLang();
  const count = countWords(text);
  const status = wordStatus(count, min, max);
  const target =
    min != null && max != null
      ? t("target.range", { min, max })
      : min != null
        ? t("target.min", { min })
        : max != null
          ? t("target.max", { max })
          : null;
  return (
    <p
      id={id}
      className={`writing-count writing-count-${status ?? "none"}`}
      lang={lang}
      dir={dirOf(lang)}
      data-testid="word-count"
      data-count={count}
      data-status={status ?? undefined}
    >
      <strong>{t("words", { count })}</strong>
      {target && <span> · {target}</span>}
      {status === "below" && min != null && <span> · {t("status.below", { count: min - count })}</span>}
      {status === "within" && <span> · {t("status.within")}</span>}
      {status === "above" && max != null && <span> · {t("status.above", { count: count - max })}</span>}
    </p>
  );
}

/**
 * A writing task: the situation, the points to cover (the learner ticks them off), a text area without the
 * browser's spell check (the exam has none), a live word count against the range, and a clear message when the
 * text cannot be saved (too long, control characters); the draft is kept either way.
 */
export function WritingInput({ id, question, value, onChange }: Props) {
  const { t, ready } = useTranslation("writing");
  const { lang } = useLang();
  const fieldId = useId();
  const text = value ?? "";
  const [ticks, setTicks] = useState<number[]>(() => loadTicks(id));
  const problem = textProblem(text);
  const length = textLength(text);
  if (!ready) return null;

  const toggle = (i: number) => {
    const next = ticks.includes(i) ? ticks.filter((n) => n !== i) : [...ticks, i];
    setTicks(next);
    try {
      localStorage.setItem(ticksKey(id), JSON.stringify(next));
    } catch {
      /* ticks are a convenience */
    }
  };
  const ui = { lang, dir: dirOf(lang) } as const;
  return (
    <div className="writing" data-testid="writing">
      <Html html={question.task} className="writing-task" />
      {question.points.length > 0 && (
        <fieldset className="writing-points">
          <legend {...ui}>{t("points")}</legend>
          {question.points.map((point, i) => (
            <label key={point} className={ticks.includes(i) ? "writing-point writing-point-done" : "writing-point"}>
              <input type="checkbox" checked={ticks.includes(i)} onChange={() => toggle(i)} />
              <span>{point}</span>
            </label>
          ))}
          <p className="muted writing-small" {...ui}>
            {t("pointsHint")}
          </p>
        </fieldset>
      )}
      <label htmlFor={fieldId} className="question-title" {...ui}>
        {t("yourText")}
      </label>
      <textarea
        id={fieldId}
        className={problem ? "writing-text writing-text-invalid" : "writing-text"}
        rows={14}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        autoComplete="off"
        lang="de"
        dir="ltr"
        value={text}
        aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-problem` : ""}`}
        aria-invalid={problem ? true : undefined}
        data-testid="writing-text"
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="writing-meta">
        <WordCount id={`${fieldId}-count`} text={text} min={question.minWords} max={question.maxWords} />
        {length > MAX_TEXT_LENGTH * 0.9 && (
          <p className="muted writing-small" {...ui} data-testid="char-count">
            {t("characters", { count: length, max: MAX_TEXT_LENGTH })}
          </p>
        )}
      </div>
      {problem && (
        <p id={`${fieldId}-problem`} className="alert alert-error" role="alert" data-testid="writing-problem" {...ui}>
          {t(`problem.${problem}`, { max: MAX_TEXT_LENGTH })}
        </p>
      )}
      {question.rubric && (
        <details className="writing-rubric" {...ui}>
          <summary>{t("judgedBy")}</summary>
          <ul>
            {question.rubric.criteria.map((c) => (
              <li key={c.key} lang="de" dir="ltr">
                {c.label}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
