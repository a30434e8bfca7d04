import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LocalNavLink } from "../common/LocalLink";
import { MistakeCountQuery } from "./documents";

/** "Meine Fehler" in the site header of a registered learner, with how many items wait in the queue. */
export function MistakesNavLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(MistakeCountQuery, { fetchPolicy: "cache-and-network" });
  // A submitted test or drill changes the count: it is asked again on every page the learner opens.
  const { pathname } = useLocation();
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const count = data?.mistakeCount;
  return (
    <LocalNavLink to="/practice/mistakes" data-testid="nav-mistakes">
      {t("nav.mistakes")}
      {count != null && count > 0 && (
        <>
          {" "}
          <span className="nav-count" data-testid="mistake-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t("nav.mistakeCount", { count })}</span>
          </span>
        </>
      )}
    </LocalNavLink>
  );
}
