import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUiText } from "../../app/useUiText";
import { errorMessage } from "../common/errors";
import { RegisterAudioPlayMutation } from "./documents";

export interface AudioSource {
  url: string;
  mimeType: string;
}

interface Props {
  /** Every format of the recording; the browser plays the first it can (Ogg, else MP3). */
  sources?: readonly AudioSource[];
  /** Or the two files by name (the review page). */
  oggUrl?: string | null;
  mp3Url?: string | null;
  /** exam: play and progress only, a replay where the exam plays twice; training (default): pause, seek and 0.75×. */
  mode?: "exam" | "training";
  /** 0..1, the learner's setting. */
  volume?: number;
  /** In an exam: the attempt and block whose plays the server counts. */
  counted?: { attemptId: string; blockId: string; playLimit: number | null; playsLeft: number | null };
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The recording of a listening block in the exam player's own controls. In exam mode a play cannot be paused or sought
 * (as in the exam room); the server counts each play before it starts and refuses one over the limit.
 */
export function AudioPlayer({ sources: given, oggUrl, mp3Url, mode = "training", volume = 1, counted }: Props) {
  const sources = given ?? [
    ...(oggUrl ? [{ url: oggUrl, mimeType: "audio/ogg" }] : []),
    ...(mp3Url ? [{ url: mp3Url, mimeType: "audio/mpeg" }] : []),
  ];
  const { t } = useTranslation("player");
  const { t: tc } = useTranslation();
  const ui = useUiText();
  const ref = useRef<HTMLAudioElement>(null);
  const [playsLeft, setPlaysLeft] = useState<number | null>(counted?.playsLeft ?? null);
  const [error, setError] = useState<string | null>(null);
  const [register] = useMutation(RegisterAudioPlayMutation);
  const [playing, setPlaying] = useState(false);
  const [starting, setStarting] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [slow, setSlow] = useState(false);
  const [played, setPlayed] = useState(false);
  const exam = mode === "exam";

  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = slow ? 0.75 : 1;
  }, [slow]);

  async function play() {
    const audio = ref.current;
    if (!audio || starting) return;
    setError(null);
    const fromStart = exam || audio.ended || audio.currentTime === 0;
    if (counted && fromStart) {
      setStarting(true);
      try {
        const { data } = await register({ variables: { attemptId: counted.attemptId, blockId: counted.blockId } });
        setPlaysLeft(data?.registerAudioPlay.playsLeft ?? null);
      } catch (e) {
        setError(errorMessage(e, tc));
        return;
      } finally {
        setStarting(false);
      }
    }
    if (fromStart) audio.currentTime = 0;
    audio.volume = volume;
    audio.playbackRate = slow ? 0.75 : 1;
    try {
      await audio.play();
    } catch {
      setError(t("audio.cannotPlay"));
    }
  }

  const limit = counted?.playLimit ?? null;
  const exhausted = exam && playsLeft === 0 && !playing;
  const playLabel = played || (limit != null && playsLeft != null && playsLeft < limit) ? t("audio.playAgain") : t("audio.play");
  const limitText =
    limit == null
      ? null
      : limit === 1
        ? t("audio.limitOnce")
        : limit === 2
          ? t("audio.limitTwice")
          : t("audio.limit", { count: limit });
  const leftText =
    playsLeft == null || exhausted
      ? null
      : playsLeft === 1
        ? t("audio.leftOnce")
        : playsLeft === 0
          ? null
          : t("audio.left", { count: playsLeft });

  return (
    <div className="audio" data-testid="audio-player" data-mode={mode} {...ui}>
      {limitText && <p className="audio-limit">{limitText}</p>}
      <audio
        ref={ref}
        preload="metadata"
        onContextMenu={(e) => e.preventDefault()}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPlayed(true);
        }}
      >
        {sources.map((s) => (
          <source key={s.url} src={s.url} type={s.mimeType} />
        ))}
      </audio>
      <div className="audio-controls" role="group" aria-label={t("audio.label")}>
        {exhausted ? null : playing && !exam ? (
          <button type="button" className="button button-secondary audio-button" onClick={() => ref.current?.pause()}>
            <span aria-hidden="true">❚❚</span> {t("audio.pause")}
          </button>
        ) : (
          <button
            type="button"
            className="button audio-button"
            onClick={() => void play()}
            disabled={playing || starting}
            data-testid="audio-play"
          >
            <span aria-hidden="true">▶</span> {playing ? t("audio.playing") : playLabel}
          </button>
        )}
        {exam ? (
          <progress
            className="audio-progress"
            max={duration || 1}
            value={Math.min(position, duration || 1)}
            aria-label={t("audio.progress")}
            aria-valuetext={`${clock(position)} / ${clock(duration)}`}
            data-testid="audio-progress"
          />
        ) : (
          <input
            type="range"
            className="audio-seek"
            min={0}
            max={duration || 0}
            step={1}
            value={Math.floor(position)}
            aria-label={t("audio.seek")}
            aria-valuetext={`${clock(position)} / ${clock(duration)}`}
            onChange={(e) => {
              if (ref.current) ref.current.currentTime = Number(e.target.value);
            }}
          />
        )}
        <span className="audio-time" aria-hidden="true">
          {clock(position)} / {clock(duration)}
        </span>
        {!exam && (
          <button
            type="button"
            className="button button-secondary audio-speed"
            aria-pressed={slow}
            onClick={() => setSlow((s) => !s)}
          >
            {t("audio.slow")}
          </button>
        )}
      </div>
      {exhausted && <p className="alert alert-info">{t("audio.noPlaysLeft")}</p>}
      {leftText && (
        <p className="audio-left" data-testid="plays-left">
          {leftText}
        </p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
