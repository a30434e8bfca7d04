import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { activeCueIndex, clock, tokens, type Cue } from "./cues";

interface Props {
  cues: readonly Cue[];
  oggUrl: string | null;
  mp3Url: string | null;
  /** Adds a tapped word with its sentence to the learner's words; resolves when stored. */
  onAddWord: (word: string, sentence: string) => Promise<void>;
}

/**
 * The study mode's player: the transcript (German, left to right) with the sentence being spoken highlighted along
 * the audio, a click or Enter on a sentence's play button replays just that sentence, 0.75× speed, and a tap on a
 * word offers to add it with its sentence to the learner's words. Each sentence is two stops for the keyboard: its
 * play button and its words (arrow keys move between the words).
 */
export function StudyTranscript({ cues, oggUrl, mp3Url, onAddWord }: Props) {
  const { t } = useTranslation("practice");
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const stopAt = useRef<number | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [slow, setSlow] = useState(false);
  const [picked, setPicked] = useState<{ cue: number; word: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = activeCueIndex(cues, time);

  const follow = useCallback(() => {
    const a = audio.current;
    if (!a) return;
    if (stopAt.current !== null && a.currentTime >= stopAt.current) {
      stopAt.current = null;
      a.pause();
    }
    setTime(a.currentTime);
  }, []);

  // while playing, follow the audio more often than timeupdate does (about four times a second)
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      follow();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, follow]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = slow ? 0.75 : 1;
  }, [slow]);

  // keep the sentence being spoken in view inside the transcript's own scroll box (never the page)
  useEffect(() => {
    const box = list.current;
    const item = active >= 0 ? box?.children[active] : null;
    if (!box || !playing || !(item instanceof HTMLElement)) return;
    if (item.offsetTop < box.scrollTop || item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, item.offsetTop - box.clientHeight / 3);
  }, [active, playing]);

  function start() {
    const a = audio.current;
    if (!a) return;
    a.playbackRate = slow ? 0.75 : 1;
    void a.play()?.catch(() => setPlaying(false));
  }

  function toggle() {
    const a = audio.current;
    if (!a) return;
    if (playing) a.pause();
    else {
      stopAt.current = null;
      start();
    }
  }

  function replay(i: number) {
    const a = audio.current;
    if (!a) return;
    a.currentTime = cues[i].start;
    stopAt.current = cues[i].end;
    setTime(cues[i].start);
    start();
  }

  /** Back to the word a choice was offered for (after adding it, or cancelling). */
  function refocus(cue: number, word: string) {
    requestAnimationFrame(() => {
      const words = list.current?.children[cue]?.querySelectorAll<HTMLButtonElement>(".study-word") ?? [];
      [...words].find((w) => w.textContent === word)?.focus();
    });
  }

  async function add() {
    if (!picked || busy) return;
    setBusy(true);
    try {
      await onAddWord(picked.word, cues[picked.cue].text);
      setAdded(picked.word);
      setPicked(null);
      refocus(picked.cue, picked.word);
    } catch {
      // the caller has said what went wrong; the offer stays open to try again
    } finally {
      setBusy(false);
    }
  }

  function wordKeys(e: KeyboardEvent<HTMLSpanElement>) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    const words = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const at = words.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? words.length - 1
          : Math.min(words.length - 1, Math.max(0, at + (e.key === "ArrowRight" ? 1 : -1)));
    e.preventDefault();
    words.forEach((w, k) => (w.tabIndex = k === to ? 0 : -1));
    words[to]?.focus();
  }

  return (
    <div className="study-player" data-testid="study-player">
      {/* loaded only when played: the block's own player above has the file's metadata already */}
      <audio
        ref={audio}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          follow();
        }}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={follow}
        onSeeked={follow}
      >
        {oggUrl && <source src={oggUrl} type="audio/ogg" />}
        {mp3Url && <source src={mp3Url} type="audio/mpeg" />}
      </audio>
      <div className="study-controls">
        <button type="button" className="button" onClick={toggle} data-testid="study-play">
          {playing ? t("study.pause") : t("study.play")}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={slow}
          onClick={() => setSlow((s) => !s)}
          data-testid="study-slow"
        >
          {t("study.slow")}
        </button>
        <span className="muted study-time">
          <bdi>{clock(time)}</bdi>
        </span>
      </div>
      <p className="muted study-hint">{t("study.hint")}</p>
      <ol ref={list} className="study-transcript" lang="de" dir="ltr" aria-label={t("study.transcript")}>
        {cues.map((c, i) => (
          <li
            key={`${c.start}-${i}`}
            className={i === active ? "study-cue active" : "study-cue"}
            aria-current={i === active ? "true" : undefined}
            data-testid="study-cue"
          >
            <button type="button" className="study-cue-play" onClick={() => replay(i)} data-testid="study-cue-play">
              <span aria-hidden="true">▶</span> <span className="visually-hidden">{t("study.playSentence", { n: i + 1 })}</span>{" "}
              <span className="study-speaker">{c.speaker}</span>
            </button>
            <span className="study-words" role="group" aria-label={t("study.wordsOf", { n: i + 1 })} onKeyDown={wordKeys}>
              {tokens(c.text).map((tok, k) =>
                tok.word ? (
                  <button
                    key={k}
                    type="button"
                    className={picked?.cue === i && picked.word === tok.text ? "study-word picked" : "study-word"}
                    tabIndex={tokens(c.text).findIndex((x) => x.word) === k ? 0 : -1}
                    aria-haspopup="dialog"
                    aria-expanded={picked?.cue === i && picked.word === tok.text}
                    onClick={() => {
                      setAdded(null);
                      setPicked({ cue: i, word: tok.text });
                    }}
                  >
                    {tok.text}
                  </button>
                ) : (
                  <span key={k}>{tok.text}</span>
                ),
              )}
            </span>
            {picked?.cue === i && (
              <AddWordPanel word={picked.word} busy={busy} onAdd={() => void add()} onCancel={() => setPicked(null)} />
            )}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="study-added" data-testid="study-added">
        {added && t("study.added", { word: added })}
      </p>
    </div>
  );
}

/** The offer under a tapped word: add it to my words, or not. The interface speaks the learner's language. */
function AddWordPanel({ word, busy, onAdd, onCancel }: { word: string; busy: boolean; onAdd: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation("practice");
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => addRef.current?.focus(), []);
  return (
    <div
      className="study-add"
      role="dialog"
      aria-label={t("study.addTitle", { word })}
      lang={i18n.language}
      dir={i18n.dir(i18n.language)}
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <span>
        <bdi lang="de">{word}</bdi>
      </span>
      <button ref={addRef} type="button" className="button" disabled={busy} onClick={onAdd} data-testid="study-add-word">
        {t("study.add")}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t("study.cancel")}
      </button>
    </div>
  );
}
