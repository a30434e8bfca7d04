import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, fieldErrors } from "../common/errors";
import { SecretOnce } from "./SecretOnce";

/** A choice's list after ticking or unticking one, in the order of all choices. */
export function toggleChoice(all: readonly string[], chosen: string[], choice: string): string[] {
  return chosen.includes(choice) ? chosen.filter((x) => x !== choice) : all.filter((x) => x === choice || chosen.includes(x));
}

/**
 * The create step of something with a secret (an access token, a webhook): checks the form (`check` answers its
 * errors by field), runs `create` (which answers the secret), then shows the secret once; the server's refusals land
 * on their fields, anything else under the form.
 */
export function useCreateWithSecret(check: () => Record<string, string>, create: () => Promise<string | null>) {
  const common = useTranslation().t;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);

  async function submit() {
    const local = check();
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      setSecret(await create());
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(err, common) });
    }
  }

  return { errors, secret, submit, done: () => setSecret(null) };
}

/** The secret once it was made, else the form that makes it (its fields as children, its error, its button). */
export function SecretOrForm(props: {
  secret: string | null;
  secretLabel: string;
  onDone: () => void;
  busy: boolean;
  onSubmit: () => void;
  formError?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  if (props.secret) return <SecretOnce label={props.secretLabel} value={props.secret} onDone={props.onDone} />;
  return (
    <form
      className="form"
      noValidate
      aria-busy={props.busy}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
      {props.formError && <p className="field-error">{props.formError}</p>}
      <button type="submit" className="button" disabled={props.busy} aria-busy={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}

/** Checkboxes for a set of named choices (scopes, events): each its code name and its description. */
export function ChoicesFieldset(props: {
  legend: string;
  choices: readonly string[];
  chosen: string[];
  onToggle: (choice: string) => void;
  describe: (choice: string) => string;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset className="integrations-choices" aria-describedby={props.error ? props.errorId : undefined}>
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice} className="integrations-choice">
          <input type="checkbox" checked={props.chosen.includes(choice)} onChange={() => props.onToggle(choice)} />
          <span>
            <code dir="ltr">{choice}</code> {props.describe(choice)}
          </span>
        </label>
      ))}
      {props.error && (
        <p id={props.errorId} className="field-error" data-testid="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
