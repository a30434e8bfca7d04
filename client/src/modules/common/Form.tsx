import type { ReactNode, Ref } from "react";
import { LocalLink } from "./LocalLink";
import { PageHeader } from "./PageHeader";

/** A page holding one narrow form under its heading (login, register, profile, passwords). */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="form-page">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

interface CardFormProps {
  /** Called on submit; the browser's own submission and validation stay off. */
  onSubmit: () => void | Promise<void>;
  /** Marks the whole form busy for assistive technology while it is sent. */
  busy?: boolean;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** The form on a card. */
export function CardForm({ onSubmit, busy, formRef, children }: CardFormProps) {
  return (
    <form
      ref={formRef}
      className="form card"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  /** A small spinner beside the label while busy. */
  spinner?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The form's main button: disabled and marked busy while the form is sent. */
export function SubmitButton({ busy, spinner = false, testId, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid={testId}>
      {spinner && busy && <span className="spinner spinner-light" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The links under a form (to the login, to register, forgotten password). */
export function FormLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <div className="form-links">
      {links.map((l) => (
        <LocalLink key={l.to} to={l.to}>
          {l.label}
        </LocalLink>
      ))}
    </div>
  );
}
