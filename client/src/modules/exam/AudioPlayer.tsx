import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUiText } from "../../app/useUiText";
import { errorMessage } from "../common/errors";
import { countPlay, queuedPlays } from "../offline/playQueue";
import { RegisterAudioPlayMutation } from "./documents";
import { type AudioText, listeningScript, type ScriptStep } from "./listeningScript";
import { ScriptState } from "./ScriptState";
import { useStickyBelowCockpit } from "./useStickyBelowCockpit";

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
  /**
   * exam: where the recording's texts are known, it runs by the exam's script once started (reading time, each text,
   * its repetition, time to answer); else play and progress only. training (default): pause, seek, 0.75× and each
   * text by itself.
   */
  mode?: "exam" | "training";
  /** 0..1, the learner's setting. */
  volume?: number;
  /** The texts of the recording (from its sentence timings); none: the recording is one piece. */
  texts?: readonly AudioText[];
  /** Seconds to read the items before the first text (the Teil's reading time). */
  readingSeconds?: number | null;
  /** In an exam: the attempt and block whose plays the server counts, and each text's plays so far. */
  counted?: {
    attemptId: string;
    blockId: string;
    playLimit: number | null;
    playsLeft: number | null;
    textPlays?: readonly number[];
  };
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The recording of a listening block in the exam player's own controls, kept in view under the cockpit bar. In exam
 * mode a play cannot be paused or sought (as in the exam room); the server counts each play (of the recording, or of
 * each text when the exam's script runs) before it starts and refuses one over the limit.
 */
export function AudioPlayer({
  sources: given,
  oggUrl,
  mp3Url,
  mode = "training",
  volume = 1,
  texts = [],
  readingSeconds,
  counted,
}: Props) {
  const sources = given ?? [
    ...(oggUrl ? [{ url: oggUrl, mimeType: "audio/ogg" }] : []),
    ...(mp3Url ? [{ url: mp3Url, mimeType: "audio/mpeg" }] : []),
  ];
  const { t } = useTranslation("player");
  const { t: tc } = useTranslation();
  const ui = useUiText();
  const ref = useRef<HTMLAudioElement>(null);
  const panel = useStickyBelowCockpit<HTMLDivElement>();
  // plays heard without a network count as well until the server has them (modules/offline/playQueue)
  const [playsLeft, setPlaysLeft] = useState<number | null>(() =>
    counted?.playsLeft == null ? null : Math.max(0, counted.playsLeft - queuedPlays(counted.attemptId, counted.blockId, null)),
  );
  const [error, setError] = useState<string | null>(null);
  const [register] = useMutation(RegisterAudioPlayMutation);
  const [playing, setPlaying] = useState(false);
  const [starting, setStarting] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [slow, setSlow] = useState(false);
  const [played, setPlayed] = useState(false);
  /** Where a play of one text stops (training's per-text replay, the script's hearings). */
  const stopAt = useRef<number | null>(null);
  const [currentText, setCurrentText] = useState<number | null>(null);
  const exam = mode === "exam";
  const limit = counted?.playLimit ?? null;
  const scripted = exam && !!counted && texts.length > 0;
  const hearings = limit ?? 1;

  // the exam's script: null before the start, then the steps and where it stands
  const [script, setScript] = useState<{ steps: ScriptStep[]; at: number } | null>(null);
  const [remaining, setRemaining] = useState(0);
  const textPlays = (counted?.textPlays ?? []).map((n, i) =>
    counted ? n + queuedPlays(counted.attemptId, counted.blockId, i + 1) : n,
  );
  const finishedBefore = scripted && texts.every((_, i) => (textPlays[i] ?? 0) >= hearings);
  const step = script ? (script.steps[script.at] ?? null) : null;
  const scriptDone = finishedBefore || (!!script && !step);

  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = slow ? 0.75 : 1;
  }, [slow]);

  function advance() {
    stopAt.current = null;
    setScript((s) => (s ? { ...s, at: s.at + 1 } : s));
  }

  // each step of the script: a piece of the recording, or a time to read, pause or answer
  useEffect(() => {
    const audio = ref.current;
    if (!step || !audio || !counted) return;
    let cancelled = false;
    if (step.kind === "reading" || step.kind === "pause" || step.kind === "answer") {
      setRemaining(step.seconds);
      const started = Date.now();
      const timer = window.setInterval(() => {
        const left = step.seconds - Math.floor((Date.now() - started) / 1000);
        setRemaining(Math.max(0, left));
        if (left <= 0) {
          window.clearInterval(timer);
          if (!cancelled) advance();
        }
      }, 250);
      return () => {
        cancelled = true;
        window.clearInterval(timer);
      };
    }
    void (async () => {
      if (step.kind === "hearing") {
        try {
          const vars = { attemptId: counted.attemptId, blockId: counted.blockId, text: step.text };
          await countPlay(() => register({ variables: vars }), vars);
        } catch (e) {
          // refused (heard as often as allowed): this hearing is skipped, the script goes on
          if (!cancelled) {
            setError(errorMessage(e, tc));
            advance();
          }
          return;
        }
      }
      if (cancelled) return;
      audio.currentTime = step.from;
      stopAt.current = step.kind === "close" ? null : step.to;
      audio.volume = volume;
      audio.playbackRate = 1;
      try {
        await audio.play();
      } catch {
        setError(t("audio.cannotPlay"));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [script?.at, script?.steps]);

  function startScript() {
    setError(null);
    setScript({ steps: listeningScript(texts, hearings, readingSeconds, textPlays), at: 0 });
  }

  async function play(text?: number) {
    const audio = ref.current;
    if (!audio || starting) return;
    setError(null);
    const piece = text != null ? texts[text - 1] : null;
    const fromStart = exam || audio.ended || audio.currentTime === 0 || !!piece;
    if (counted && fromStart && !piece) {
      setStarting(true);
      try {
        const vars = { attemptId: counted.attemptId, blockId: counted.blockId, text: null };
        const counting = await countPlay(() => register({ variables: vars }), vars);
        if (counting === "kept") setPlaysLeft((left) => (left == null ? null : left - 1));
        else setPlaysLeft(counting.data?.registerAudioPlay.playsLeft ?? null);
      } catch (e) {
        setError(errorMessage(e, tc));
        return;
      } finally {
        setStarting(false);
      }
    }
    stopAt.current = piece ? piece.end : null;
    setCurrentText(piece ? text! : null);
    if (piece) audio.currentTime = piece.start;
    else if (fromStart) audio.currentTime = 0;
    audio.volume = volume;
    audio.playbackRate = slow ? 0.75 : 1;
    try {
      await audio.play();
    } catch {
      setError(t("audio.cannotPlay"));
    }
  }

  const exhausted = exam && !scripted && playsLeft === 0 && !playing;
  const playLabel = played || (limit != null && playsLeft != null && playsLeft < limit) ? t("audio.playAgain") : t("audio.play");
  const several = texts.length > 1;
  const limitText =
    limit == null
      ? null
      : limit === 1
        ? t(several ? "audio.eachOnce" : "audio.limitOnce")
        : limit === 2
          ? t(several ? "audio.eachTwice" : "audio.limitTwice")
          : t("audio.limit", { count: limit });
  // what is left is said only once something was heard ("noch einmal" before the first play would be wrong)
  const leftText =
    scripted || playsLeft == null || exhausted || limit == null || playsLeft >= limit || playsLeft === 0
      ? null
      : playsLeft === 1
        ? t("audio.leftOnce")
        : t("audio.left", { count: playsLeft });

  return (
    <div className="audio" data-testid="audio-player" data-mode={mode} {...ui}>
      {limitText && <p className="audio-limit">{limitText}</p>}
      {scripted && !script && !finishedBefore && (
        <p className="audio-limit">{t(hearings === 2 ? "audio.scriptTwice" : "audio.scriptOnce")}</p>
      )}
      <audio
        ref={ref}
        preload="metadata"
        onContextMenu={(e) => e.preventDefault()}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => {
          const audio = e.currentTarget;
          setPosition(audio.currentTime);
          if (stopAt.current != null && audio.currentTime >= stopAt.current) {
            stopAt.current = null;
            audio.pause();
            setCurrentText(null);
            if (step && (step.kind === "intro" || step.kind === "hearing")) advance();
          }
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPlayed(true);
          setCurrentText(null);
          if (step) advance();
        }}
      >
        {sources.map((s) => (
          <source key={s.url} src={s.url} type={s.mimeType} />
        ))}
      </audio>
      <div className="audio-panel" ref={panel}>
        <div className="audio-controls" role="group" aria-label={t("audio.label")}>
          {scripted ? (
            !script && !finishedBefore ? (
              <button type="button" className="button audio-button" onClick={startScript} data-testid="audio-play">
                <span aria-hidden="true">▶</span> {t("audio.start")}
              </button>
            ) : null
          ) : exhausted ? null : playing && !exam ? (
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
          <span className="audio-time" aria-hidden="true" dir="ltr">
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
        {!exam && several && (
          <div className="audio-texts" role="group" aria-label={t("audio.texts")} data-testid="audio-texts">
            {texts.map((_, i) => (
              <button
                key={i}
                type="button"
                className="button button-secondary audio-text"
                aria-pressed={currentText === i + 1 && playing}
                aria-label={t("audio.playText", { n: i + 1 })}
                onClick={() => void play(i + 1)}
              >
                <span aria-hidden="true">▶</span> {t("audio.text", { n: i + 1 })}
              </button>
            ))}
          </div>
        )}
        {scripted && (script || finishedBefore) && <ScriptState step={step} done={scriptDone} remaining={remaining} />}
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
