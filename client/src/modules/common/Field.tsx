import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: { value: string; label: string }[];
  placeholder: string;
}

export function SelectField({ label, options, placeholder, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FileFieldProps {
  /** The button's text, which also names the input for assistive technology. */
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: ReactNode;
  error?: string | null;
}

/**
 * A file picker as wide as its column: the browser's own control (whose width is fixed by its texts) is
 * hidden but stays focusable; its label is the button and the chosen file's name is shown beside it.
 */
export function FileField({ label, accept, file, onChange, hint, error }: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-name`].filter(Boolean).join(" ");
  return (
    <div className="field file-field">
      <input
        id={id}
        className="file-input"
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="button button-secondary file-button">
        {label}
      </label>
      <span id={`${id}-name`} className="file-name" aria-live="polite">
        {file ? file.name : t("common.noFile")}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
