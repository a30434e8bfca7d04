import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LocalNavLink } from "../common/LocalLink";
import { WordDeckQuery } from "./documents";

/** "Meine Wörter" in the site header of a registered learner, with how many words are due. */
export function WordsNavLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(WordDeckQuery, { fetchPolicy: "cache-and-network" });
  const { pathname } = useLocation();
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const count = data?.wordDeck.due;
  return (
    <LocalNavLink to="/practice/words" data-testid="nav-words">
      {t("nav.words")}
      {count != null && count > 0 && (
        <>
          {" "}
          <span className="nav-count" data-testid="words-due">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t("nav.wordsDue", { count })}</span>
          </span>
        </>
      )}
    </LocalNavLink>
  );
}
