import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "../common/LocalLink";
import { WordDeckQuery } from "./documents";

/** The practice hub's way to the word deck, with the number of words due now. */
export function WordsDueLink() {
  const { t } = useTranslation("practice");
  const { data } = useQuery(WordDeckQuery, { fetchPolicy: "cache-and-network" });
  const deck = data?.wordDeck;
  return (
    <p className="words-due-link" data-testid="hub-words">
      <LocalLink to="/practice/words">{t("words.title")}</LocalLink>
      {deck && (
        <>
          {" · "}
          <span>{deck.due > 0 ? t("words.dueCount", { count: deck.due }) : t("words.hubNoneDue", { count: deck.total })}</span>
        </>
      )}
    </p>
  );
}
