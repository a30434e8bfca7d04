import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useAuth } from "../../modules/auth/useAuth";
import { Notice } from "../../modules/common/Actions";
import { errorMessage } from "../../modules/common/errors";
import { PageHeader } from "../../modules/common/PageHeader";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";
import {
  DueWordsQuery,
  MyWordsQuery,
  RemoveWordMutation,
  ReviewWordMutation,
  UpdateWordNoteMutation,
  WORDS_REFETCH,
} from "../../modules/study/documents";
import { WordReviewCard } from "../../modules/study/WordReviewCard";
import { dateTime, relativeTime } from "../../modules/study/when";
import "../../modules/study/study.css";

/** /practice/words: today's review of the learner's words (one card at a time), and the whole list. */
export function WordsPage() {
  const { t, ready } = useTranslation("practice");
  const { gql } = useLang();
  const { loggedIn } = useAuth();
  usePageTitle(ready ? t("words.title") : "");
  if (!ready) return null;
  return (
    <div className="words-page">
      <PageHeader eyebrow={t("hub.eyebrow")} title={t("words.title")} lead={t("words.lead")} />
      {loggedIn ? (
        <>
          <Review key={`review-${gql}`} />
          <WordList key={`list-${gql}`} />
        </>
      ) : (
        <Notice
          text={t("words.guest")}
          actions={[
            { to: "/register", label: t("common:auth.toRegister") },
            { to: "/login", label: t("common:auth.toLogin"), secondary: true },
          ]}
        />
      )}
    </div>
  );
}

function Review() {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  const feedback = useFeedback();
  const { data, error, refetch } = useQuery(DueWordsQuery, { fetchPolicy: "cache-and-network" });
  const [review] = useMutation(ReviewWordMutation, { refetchQueries: WORDS_REFETCH, awaitRefetchQueries: true });
  const [saveNote] = useMutation(UpdateWordNoteMutation);
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Loading />;
  else if (data.dueWords.length === 0) {
    const deck = data.wordDeck;
    body = (
      <p className="alert alert-info" data-testid="words-none-due">
        {deck.total === 0
          ? t("words.empty")
          : deck.nextDueAt
            ? t("words.nextDue", {
                when: relativeTime(lang, new Date(deck.nextDueAt)),
                date: dateTime(lang, new Date(deck.nextDueAt)),
              })
            : t("words.allDone")}
      </p>
    );
  } else {
    const card = data.dueWords[0];
    body = (
      <>
        <p data-testid="words-due-count">{t("words.dueCount", { count: data.wordDeck.due })}</p>
        <WordReviewCard
          card={card}
          position={1}
          total={data.dueWords.length}
          lang={lang}
          onRate={async (rating) => {
            try {
              const res = await review({ variables: { id: card.id, rating } });
              const due = res.data?.reviewWord.due;
              if (due) feedback.toast("success", t("words.rated", { word: card.word, when: relativeTime(lang, new Date(due)) }));
            } catch (e) {
              feedback.toast("error", errorMessage(e, t));
            }
          }}
          onSaveNote={async (note) => {
            try {
              await saveNote({ variables: { id: card.id, note } });
              feedback.toast("success", t("words.noteSaved"));
            } catch (e) {
              feedback.toast("error", errorMessage(e, t));
            }
          }}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="words-review" className="words-review">
      <h2 id="words-review">{t("words.reviewTitle")}</h2>
      {body}
    </section>
  );
}

function WordList() {
  const { t } = useTranslation("practice");
  const { lang } = useLang();
  const feedback = useFeedback();
  const { data, error, refetch } = useQuery(MyWordsQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(RemoveWordMutation, { refetchQueries: WORDS_REFETCH });
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Loading />;
  else if (data.myWords.length === 0) body = <p className="muted">{t("words.listEmpty")}</p>;
  else
    body = (
      <ul className="word-list" data-testid="word-list">
        {data.myWords.map((w) => (
          <li key={w.id} className="word-item card" data-testid="word-item">
            <div className="word-item-text">
              <p className="word-item-word" lang="de" dir="ltr">
                <strong>{w.word}</strong>
                {w.note && (
                  <>
                    {" "}
                    <span className="muted">
                      (<bdi>{w.note}</bdi>)
                    </span>
                  </>
                )}
              </p>
              <p className="word-item-sentence" lang="de" dir="ltr">
                {w.sentence}
              </p>
              <p className="muted word-item-meta">
                {w.source && (
                  <>
                    <bdi lang="de">{w.source}</bdi> ·{" "}
                  </>
                )}
                {t("words.due", { date: dateTime(lang, new Date(w.due)) })}
              </p>
            </div>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t("words.removeWord", { word: w.word })}
              onClick={() =>
                void remove({ variables: { id: w.id } })
                  .then(() => feedback.toast("success", t("words.removed", { word: w.word })))
                  .catch((e: unknown) => feedback.toast("error", errorMessage(e, t)))
              }
              data-testid="word-remove"
            >
              {t("words.remove")}
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="words-list" className="words-list">
      <h2 id="words-list">{t("words.listTitle", { count: data?.myWords.length ?? 0 })}</h2>
      {body}
    </section>
  );
}
