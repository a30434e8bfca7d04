import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WordCardFieldsFragment } from "../../gql/graphql";

type Audio = NonNullable<WordCardFieldsFragment["audio"]>;

/** Plays a card's sentence from the part's recording: from its start to its end, then stops. */
export function SentenceAudio({ audio }: { audio: Audio }) {
  const { t } = useTranslation("practice");
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stopAtEnd = () => {
      if (el.currentTime >= audio.end) {
        el.pause();
        setPlaying(false);
      }
    };
    const paused = () => setPlaying(false);
    el.addEventListener("timeupdate", stopAtEnd);
    el.addEventListener("pause", paused);
    return () => {
      el.removeEventListener("timeupdate", stopAtEnd);
      el.removeEventListener("pause", paused);
    };
  }, [audio.end]);

  function toggle() {
    const el = ref.current;
    if (!el) return;
    if (playing) {
      el.pause();
      return;
    }
    el.currentTime = audio.start;
    setPlaying(true);
    el.play().catch(() => setPlaying(false));
  }

  return (
    <p className="word-audio">
      <audio ref={ref} preload="none" data-testid="word-audio" data-start={audio.start} data-end={audio.end}>
        {audio.sources.map((s) => (
          <source key={s.url} src={s.url} type={s.mimeType} />
        ))}
      </audio>
      <button type="button" className="button button-secondary" onClick={toggle} aria-pressed={playing} data-testid="word-play">
        <span aria-hidden="true">{playing ? "⏸" : "▶"}</span> {t("words.playSentence")}
      </button>
    </p>
  );
}
