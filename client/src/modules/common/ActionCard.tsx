import type { ReactNode } from "react";
import { LocalLink } from "./LocalLink";

interface ActionCardProps {
  to: string;
  title: ReactNode;
  text?: ReactNode;
  /** A short emphasis above the title ("Nächster Schritt"). */
  kicker?: ReactNode;
  /** "primary": the one thing to do next, filled with the brand colour. */
  tone?: "primary" | "neutral";
  testId?: string;
}

/** A card that is one link: a next step, a way onwards. The arrow points along the reading direction. */
export function ActionCard({ to, title, text, kicker, tone = "neutral", testId }: ActionCardProps) {
  return (
    <LocalLink to={to} className={`action-card action-card-${tone}`} data-testid={testId}>
      <span className="action-card-body">
        {kicker && <span className="action-card-kicker">{kicker}</span>}
        <span className="action-card-title">{title}</span>
        {text && <span className="action-card-text">{text}</span>}
      </span>
      <span className="action-card-arrow" aria-hidden="true">
        →
      </span>
    </LocalLink>
  );
}
