import { LocalLink } from "./LocalLink";

export interface Action {
  to: string;
  label: string;
  /** White with a blue border: the way besides the main one. */
  secondary?: boolean;
  testId?: string;
}

/** A row of links shown as buttons (the main action first). */
export function ActionLinks({ actions, center = false }: { actions: Action[]; center?: boolean }) {
  return (
    <div className={center ? "actions actions-center" : "actions"}>
      {actions.map((a) => (
        <LocalLink key={a.to} className={a.secondary ? "button button-secondary" : "button"} to={a.to} data-testid={a.testId}>
          {a.label}
        </LocalLink>
      ))}
    </div>
  );
}

interface NoticeProps {
  text: string;
  /** A plain link onwards (e.g. to the login). */
  link?: { to: string; label: string };
  /** Buttons onwards. */
  actions?: Action[];
  /** An information box by default; `"card"` for a neutral card, `"alert alert-error"` for a failure. */
  className?: string;
  role?: "alert";
  testId?: string;
}

/** A message shown in place of the content, with the way onwards. */
export function Notice({ text, link, actions, className = "alert alert-info", role, testId }: NoticeProps) {
  return (
    <div className={className} role={role} data-testid={testId}>
      <p>{text}</p>
      {link && <LocalLink to={link.to}>{link.label}</LocalLink>}
      {actions && <ActionLinks actions={actions} />}
    </div>
  );
}
