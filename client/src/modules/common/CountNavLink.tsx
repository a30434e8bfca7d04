import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { LocalNavLink } from "./LocalLink";

/** A site-header link with a count beside it when there is one to show (the number, read out as `countLabel`). */
export function CountNavLink({
  to,
  testId,
  label,
  count,
  countTestId,
  countLabel,
}: {
  to: string;
  testId: string;
  label: string;
  count: number | null | undefined;
  countTestId: string;
  countLabel: (count: number) => string;
}) {
  return (
    <LocalNavLink to={to} data-testid={testId}>
      {label}
      {count != null && count > 0 && (
        <>
          {" "}
          <span className="nav-count" data-testid={countTestId}>
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{countLabel(count)}</span>
          </span>
        </>
      )}
    </LocalNavLink>
  );
}

/** Asks a count again on every page the learner opens (a submitted test or drill changes it). */
export function useRefetchOnEveryPage(refetch: () => Promise<unknown>) {
  const { pathname } = useLocation();
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
}
