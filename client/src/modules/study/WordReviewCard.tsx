import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WordCardFieldsFragment, WordRating } from "../../gql/graphql";
import { tokens } from "./cues";
import { SentenceAudio } from "./SentenceAudio";
import { relativeTime } from "./when";

const RATINGS: WordRating[] = ["AGAIN", "HARD", "GOOD", "EASY"];

interface Props {
  card: WordCardFieldsFragment;
  /** Position in today's review, e.g. 1 of 5. */
  position: number;
  total: number;
  lang: string;
  now?: Date;
  onRate: (rating: WordRating) => Promise<void>;
  onSaveNote: (note: string) => Promise<void>;
}

/**
 * One due word: the front shows the German word; "Show" turns it over to its meaning in the learner's language (where
 * the glossary has it), the sentence it was heard in (the word marked) with that sentence from the recording, where
 * it came from and the learner's note; four ratings, each with the date the word would come back.
 */
export function WordReviewCard({ card, position, total, lang, now, onRate, onSaveNote }: Props) {
  const { t } = useTranslation("practice");
  const [shown, setShown] = useState(false);
  const [note, setNote] = useState(card.note ?? "");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const backRef = useRef<HTMLDivElement>(null);
  const frontRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setShown(false);
    setNote(card.note ?? "");
  }, [card.id, card.note]);

  async function rate(r: WordRating) {
    if (busy) return;
    setBusy(true);
    try {
      await onRate(r);
    } finally {
      setBusy(false);
      requestAnimationFrame(() => frontRef.current?.focus());
    }
  }

  const target = card.word.toLowerCase();
  return (
    <section className="word-card card" aria-labelledby={`${id}-word`} data-testid="word-card">
      <p className="muted word-position">{t("words.position", { position, total })}</p>
      <p ref={frontRef} tabIndex={-1} id={`${id}-word`} className="word-front" lang="de" dir="ltr" data-testid="word-front">
        {card.word}
      </p>
      {!shown ? (
        <button
          type="button"
          className="button"
          aria-expanded={false}
          aria-controls={`${id}-back`}
          onClick={() => {
            setShown(true);
            requestAnimationFrame(() => backRef.current?.focus());
          }}
          data-testid="word-show"
        >
          {t("words.show")}
        </button>
      ) : (
        <div id={`${id}-back`} ref={backRef} tabIndex={-1} className="word-back" data-testid="word-back">
          {card.meaning && (
            <p className="word-meaning" data-testid="word-meaning">
              <span className="muted">{t("words.meaning")}:</span> <strong>{card.meaning}</strong>
            </p>
          )}
          <p className="word-sentence" lang="de" dir="ltr">
            {tokens(card.sentence).map((tok, k) =>
              tok.word && tok.text.toLowerCase() === target ? <mark key={k}>{tok.text}</mark> : <span key={k}>{tok.text}</span>,
            )}
          </p>
          {card.audio && <SentenceAudio key={card.id} audio={card.audio} />}
          {card.source && (
            <p className="muted">
              {t("words.source")}: <bdi lang="de">{card.source}</bdi>
            </p>
          )}
          <form
            className="word-note"
            onSubmit={(e) => {
              e.preventDefault();
              void onSaveNote(note);
            }}
          >
            <label htmlFor={`${id}-note`}>{t("words.note")}</label>
            <div className="word-note-row">
              <input
                id={`${id}-note`}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t("words.notePlaceholder")}
                data-testid="word-note"
              />
              <button type="submit" className="button button-secondary" disabled={note === (card.note ?? "")}>
                {t("words.saveNote")}
              </button>
            </div>
          </form>
          <div className="word-ratings" role="group" aria-label={t("words.howWell")}>
            {RATINGS.map((r) => {
              const due = card.schedule.find((s) => s.rating === r)?.due;
              const when = due ? relativeTime(lang, new Date(due as string), now) : "";
              return (
                <button
                  key={r}
                  type="button"
                  className={`button word-rate word-rate-${r.toLowerCase()}`}
                  disabled={busy}
                  onClick={() => void rate(r)}
                  data-testid={`rate-${r.toLowerCase()}`}
                >
                  <span className="word-rate-label">{t(`words.rating.${r}`)}</span>
                  <span className="visually-hidden">, </span>
                  <span className="word-rate-when">{when}</span>
                </button>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
