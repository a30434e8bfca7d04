import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../common/errors";
import { RegisterAudioPlayMutation } from "./documents";

interface Props {
  oggUrl: string | null;
  mp3Url: string | null;
  /** In an exam: the attempt and block whose plays the server counts. */
  counted?: { attemptId: string; blockId: string; playLimit: number | null; playsLeft: number | null };
}

/** The recording of a listening block: ogg and mpeg sources, no download, the play limit and plays left shown. */
export function AudioPlayer({ oggUrl, mp3Url, counted }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [playsLeft, setPlaysLeft] = useState<number | null>(counted?.playsLeft ?? null);
  const [error, setError] = useState<string | null>(null);
  const [register] = useMutation(RegisterAudioPlayMutation);
  const playing = useRef(false);
  const [active, setActive] = useState(false);

  async function onPlay() {
    const audio = ref.current;
    if (!counted || !audio || playing.current) return;
    // A play counts when the recording starts from the beginning; resuming after a pause does not.
    if (audio.currentTime > 1) return;
    playing.current = true;
    setActive(true);
    try {
      const { data } = await register({ variables: { attemptId: counted.attemptId, blockId: counted.blockId } });
      setPlaysLeft(data?.registerAudioPlay.playsLeft ?? null);
      setError(null);
    } catch (e) {
      audio.pause();
      audio.currentTime = 0;
      playing.current = false;
      setActive(false);
      setError(errorMessage(e, t));
    }
  }

  const limit = counted?.playLimit ?? null;
  const exhausted = playsLeft === 0 && !active;
  return (
    <div className="audio" data-testid="audio-player">
      {limit != null && <p className="audio-limit">{t("exam.audio.limit", { count: limit })}</p>}
      {exhausted ? (
        <p className="alert alert-info">{t("exam.audio.noPlaysLeft")}</p>
      ) : (
        <audio
          ref={ref}
          controls
          preload="metadata"
          controlsList="nodownload noplaybackrate"
          onContextMenu={(e) => e.preventDefault()}
          onPlay={() => void onPlay()}
          onEnded={() => {
            playing.current = false;
            setActive(false);
          }}
          aria-label={t("exam.audio.label")}
        >
          {oggUrl && <source src={oggUrl} type="audio/ogg" />}
          {mp3Url && <source src={mp3Url} type="audio/mpeg" />}
          {t("exam.audio.unsupported")}
        </audio>
      )}
      {playsLeft != null && !exhausted && (
        <p className="audio-left" data-testid="plays-left">
          {t("exam.audio.playsLeft", { count: playsLeft })}
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
