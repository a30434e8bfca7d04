import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CountNavLink, useRefetchOnEveryPage } from "../common/CountNavLink";
import { MistakeCountQuery } from "./documents";

/** "Meine Fehler" in the site header of a registered learner, with how many items wait in the queue. */
export function MistakesNavLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(MistakeCountQuery, { fetchPolicy: "cache-and-network" });
  useRefetchOnEveryPage(refetch);
  return (
    <CountNavLink
      to="/practice/mistakes"
      testId="nav-mistakes"
      label={t("nav.mistakes")}
      count={data?.mistakeCount}
      countTestId="mistake-count"
      countLabel={(count) => t("nav.mistakeCount", { count })}
    />
  );
}
