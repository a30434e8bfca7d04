import type { ReactNode } from "react";

interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title (the exam's family and level, the section). */
  eyebrow?: ReactNode;
  /** One sentence under the title. */
  lead?: ReactNode;
  /** Actions or facts shown under the lead (buttons, a date). */
  children?: ReactNode;
  testId?: string;
}

/** The top of a page: its one h1, with what it is about and what one can do here. */
export function PageHeader({ title, eyebrow, lead, children, testId }: PageHeaderProps) {
  return (
    <header className="page-header" data-testid={testId}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  );
}
