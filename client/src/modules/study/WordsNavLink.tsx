import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CountNavLink, useRefetchOnEveryPage } from "../common/CountNavLink";
import { WordDeckQuery } from "./documents";

/** "Meine Wörter" in the site header of a registered learner, with how many words are due. */
export function WordsNavLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(WordDeckQuery, { fetchPolicy: "cache-and-network" });
  useRefetchOnEveryPage(refetch);
  return (
    <CountNavLink
      to="/practice/words"
      testId="nav-words"
      label={t("nav.words")}
      count={data?.wordDeck.due}
      countTestId="words-due"
      countLabel={(count) => t("nav.wordsDue", { count })}
    />
  );
}
