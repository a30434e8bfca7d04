import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LocalNavLink } from "../common/LocalLink";
import { MistakeCountQuery } from "./documents";

/** "Meine Fehler" in the site header of a registered learner, with how many items wait in the queue. */
export function MistakesNavLink() {
  const { t } = useTranslation();
  const { data } = useQuery(MistakeCountQuery, { fetchPolicy: "cache-and-network" });
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
