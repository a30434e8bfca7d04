import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dirOf } from "../../app/lang";
import { useLang } from "../../app/useLang";
import type { SubQuestionFieldsFragment } from "../../gql/graphql";
import { Html } from "../common/Html";
import { pendingRecordings, takes as takesStore } from "./pendingRecordings";
import {
  LevelMeter,
  micProblemOf,
  openMicrophone,
  recordingType,
  takeProblem,
  type MicProblem,
  type TakeProblem,
} from "./recorder";
import { SavedTake } from "./SavedTake";
import { formatSeconds } from "./time";
import { UploadError, uploadRecording } from "./upload";
import { isOffline, markReachable, onReachable } from "../offline/connectivity";
import { once } from "../offline/takeQueue";
import "./speaking.css";

/** Two takes per task: the recording and one re-recording (a rule of the task, said on the page). */
export const MAX_TAKES = 2;

type Phase = "idle" | MicProblem | "skipped" | "prep" | "recording" | "recorded" | "saved";
type Upload =
  | { state: "none" }
  | { state: "uploading"; progress: number }
  | { state: "done" }
  | { state: "failed"; message: string }
  /** no network: the recording is kept on this device and uploaded when the network is back */
  | { state: "queued" }
  | { state: "refused"; message: string };

interface Props {
  attemptId: string;
  question: SubQuestionFieldsFragment;
  /** the saved recording's id */
  value: string | undefined;
  onChange: (recordingId: string) => void;
  /** true while recording or while a recording is not yet on the server: the page should not be left */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A speaking task: the task and its points, the microphone asked for with an explanation, a preparation countdown,
 * the recording with a level meter and the time left (stop early), listening back, one re-recording, and the upload
 * with its progress and a retry; a saved take plays again when the task is shown again. The recording stays on the
 * device (IndexedDB) until the server has it.
 */
export function SpeakingInput({ attemptId, question, value, onChange, onBusyChange }: Props) {
  const { t, ready } = useTranslation("speaking");
  const { lang } = useLang();
  const prepSeconds = question.prepSeconds ?? 0;
  const maxSeconds = question.maxRecordSeconds ?? 60;
  const [phase, setPhase] = useState<Phase>(value ? "saved" : "idle");
  const [remaining, setRemaining] = useState(0);
  const [level, setLevel] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  // a take refused on the device (nothing recorded, too short, nothing heard): the learner records again
  const [takeIssue, setTakeIssue] = useState<TakeProblem | null>(null);
  const silent = takeIssue !== null;
  const [takes, setTakes] = useState(() => takesStore.get(attemptId, question.id));
  const [upload, setUpload] = useState<Upload>({ state: value ? "done" : "none" });
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const meter = useRef<LevelMeter | null>(null);
  const timer = useRef<number | null>(null);
  const startedAt = useRef(0);

  // a recording kept on the device while there is no network does not hold the learner: it is sent when the network is back
  const kept = useRef(false);
  const busy =
    phase === "prep" ||
    phase === "recording" ||
    (phase === "recorded" && upload.state !== "done" && upload.state !== "queued" && !silent);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // A recording kept from before (a reload, a failed upload): offered again and uploaded.
  useEffect(() => {
    let live = true;
    void pendingRecordings.get(attemptId, question.id).then((keptBefore) => {
      if (!live || !keptBefore) return;
      kept.current = true;
      show(keptBefore.blob, keptBefore.seconds);
      setPhase("recorded");
      void send(keptBefore.blob);
    });
    return () => {
      live = false;
    };
  }, [attemptId, question.id]);

  // the saved answer arrives with the page (after a reload): the task shows it as saved
  useEffect(() => {
    if (value && phase === "idle") {
      setPhase("saved");
      setUpload({ state: "done" });
    }
  }, [value, phase]);

  useEffect(() => () => release(), []);
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);

  function show(b: Blob, s: number) {
    setBlob(b);
    setSeconds(s);
    setBlobUrl(URL.createObjectURL(b));
  }

  function clearTimer() {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }

  function release() {
    clearTimer();
    meter.current?.close();
    meter.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }

  async function start() {
    try {
      stream.current = await openMicrophone();
    } catch (err) {
      setPhase(micProblemOf(err));
      return;
    }
    if (prepSeconds > 0 && takes === 0) {
      setPhase("prep");
      startedAt.current = Date.now();
      setRemaining(prepSeconds);
      timer.current = window.setInterval(() => {
        const left = prepSeconds - Math.floor((Date.now() - startedAt.current) / 1000);
        setRemaining(Math.max(0, left));
        if (left <= 0) record();
      }, 250);
    } else record();
  }

  function record() {
    clearTimer();
    const media = stream.current;
    if (!media) return;
    const type = recordingType();
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media, type ? { mimeType: type } : undefined);
    recorder.current = rec;
    meter.current = new LevelMeter(media);
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      const took = (Date.now() - startedAt.current) / 1000;
      const peak = meter.current ? Math.max(meter.current.peak, meter.current.level()) : null;
      release();
      const b = new Blob(chunks, { type: rec.mimeType || type || "audio/webm" });
      show(b, took);
      setLevel(0);
      setPhase("recorded");
      const issue = takeProblem({ bytes: b.size, seconds: took, peak });
      setTakeIssue(issue);
      if (issue) return; // nothing usable: the learner records again, the take does not count and is not sent
      const n = takes + 1;
      setTakes(n);
      takesStore.set(attemptId, question.id, n);
      kept.current = false;
      void pendingRecordings
        .put(attemptId, question.id, { blob: b, seconds: took, takes: n, savedAt: Date.now() })
        .then((done) => {
          kept.current = done;
          return send(b);
        });
    };
    startedAt.current = Date.now();
    setRemaining(maxSeconds);
    setTakeIssue(null);
    setUpload({ state: "none" });
    setPhase("recording");
    rec.start(1000);
    timer.current = window.setInterval(() => {
      const left = maxSeconds - (Date.now() - startedAt.current) / 1000;
      setRemaining(Math.max(0, Math.ceil(left)));
      setLevel(meter.current?.level() ?? 0);
      if (left <= 0) stop();
    }, 100);
  }

  function stop() {
    clearTimer();
    if (recorder.current && recorder.current.state !== "inactive") recorder.current.stop();
  }

  async function send(b: Blob) {
    setUpload({ state: "uploading", progress: 0 });
    try {
      const done = await once(`${attemptId}:${question.id}`, () =>
        uploadRecording(b, question.id, (p) => setUpload({ state: "uploading", progress: p }), t("upload.failed")),
      );
      markReachable();
      await pendingRecordings.remove(attemptId, question.id);
      setUpload({ state: "done" });
      onChange(done.recordingId);
    } catch (err) {
      const e = err instanceof UploadError ? err : new UploadError(t("upload.failed"), true, null);
      if (!e.retry) {
        // refused (too long, unreadable): this recording will never be taken; the learner records again
        await pendingRecordings.remove(attemptId, question.id);
        const n = Math.max(0, takes - 1);
        setTakes(n);
        takesStore.set(attemptId, question.id, n);
      }
      if (e.retry && kept.current && isOffline()) setUpload({ state: "queued" });
      else setUpload({ state: e.retry ? "failed" : "refused", message: e.message });
    }
  }

  // back online: a recording waiting here goes now (the player's replay shares the same upload)
  const waiting = phase === "recorded" && (upload.state === "queued" || upload.state === "failed") && !!blob;
  useEffect(() => {
    if (!waiting || !blob) return;
    return onReachable(() => void send(blob));
  }, [waiting, blob]);

  const rerecord = () => {
    if (blobUrl) URL.revokeObjectURL(blobUrl);
    setBlob(null);
    setBlobUrl(null);
    void start();
  };

  if (!ready) return null;
  const ui = { lang, dir: dirOf(lang) } as const;
  const canRecordAgain = takes < MAX_TAKES;
  const problem = phase === "denied" || phase === "noDevice" || phase === "unsupported";
  return (
    <div className="speaking" data-testid="speaking" data-phase={phase}>
      <Html html={question.task} className="writing-task" />
      {question.points.length > 0 && (
        <div className="speaking-points">
          <p className="question-title" {...ui}>
            {t("points")}
          </p>
          <ul lang="de" dir="ltr">
            {question.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="speaking-panel card" {...ui}>
        <p className="muted speaking-rules" data-testid="speaking-rules">
          {t("rules", { prep: formatSeconds(prepSeconds), max: formatSeconds(maxSeconds), takes: MAX_TAKES })}
        </p>

        {phase === "idle" && (
          <>
            <p>{t("mic.explain")}</p>
            <button type="button" className="button" onClick={() => void start()} data-testid="speaking-start">
              {t("mic.start")}
            </button>
          </>
        )}

        {problem && (
          <div className="alert alert-warning" role="alert" data-testid="mic-problem" data-problem={phase}>
            <p>{t(`mic.${phase}`)}</p>
            <div className="actions">
              <button type="button" className="button" onClick={() => void start()}>
                {t("mic.tryAgain")}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setPhase("skipped")}
                data-testid="speaking-skip"
              >
                {t("mic.skip")}
              </button>
            </div>
          </div>
        )}

        {phase === "skipped" && (
          <p className="alert alert-info" role="status" data-testid="speaking-skipped">
            {t("skipped")}{" "}
            <button type="button" className="link-button" onClick={() => void start()}>
              {t("mic.tryAgain")}
            </button>
          </p>
        )}

        {phase === "prep" && (
          <div data-testid="speaking-prep">
            <p className="speaking-clock" role="timer" aria-live="off">
              {t("prep.left", { time: formatSeconds(remaining) })}
            </p>
            <button type="button" className="button" onClick={record} data-testid="speaking-now">
              {t("prep.now")}
            </button>
          </div>
        )}

        {phase === "recording" && (
          <div data-testid="speaking-recording">
            <p className="speaking-clock" role="timer" aria-live="off">
              <span className="speaking-dot" aria-hidden="true" /> {t("rec.left", { time: formatSeconds(remaining) })}
            </p>
            <label className="speaking-meter">
              <span>{t("rec.level")}</span>
              <meter min={0} max={1} low={0.05} high={0.9} optimum={0.5} value={level} data-testid="level-meter" />
            </label>
            <button type="button" className="button" onClick={stop} data-testid="speaking-stop">
              {t("rec.stop")}
            </button>
          </div>
        )}

        {phase === "recorded" && blobUrl && (
          <div data-testid="speaking-recorded">
            <p className="question-title">{t("listen", { time: formatSeconds(Math.round(seconds)) })}</p>
            <audio controls src={blobUrl} data-testid="speaking-playback" aria-label={t("listenLabel")} />
            {takeIssue && (
              <p className="alert alert-warning" role="alert" data-testid="speaking-silent" data-problem={takeIssue}>
                {t(`take.${takeIssue}`)}
              </p>
            )}
            {!silent && <UploadStatus upload={upload} onRetry={() => blob && void send(blob)} />}
          </div>
        )}

        {phase === "saved" && (
          <>
            <p className="alert alert-success" role="status" data-testid="speaking-saved">
              {t("upload.done")}
            </p>
            {value && <SavedTake recordingId={value} />}
          </>
        )}

        {(phase === "recorded" || phase === "saved") && upload.state !== "uploading" && (
          <div className="speaking-again">
            {canRecordAgain || silent || upload.state === "refused" ? (
              <>
                <button type="button" className="button button-secondary" onClick={rerecord} data-testid="speaking-rerecord">
                  {t("again.button")}
                </button>
                {!silent && upload.state !== "refused" && <p className="muted writing-small">{t("again.hint")}</p>}
              </>
            ) : (
              <p className="muted writing-small" data-testid="speaking-no-more">
                {t("again.none")}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function UploadStatus({ upload, onRetry }: { upload: Upload; onRetry: () => void }) {
  const { t } = useTranslation("speaking");
  if (upload.state === "uploading")
    return (
      <p role="status" data-testid="speaking-uploading">
        {t("upload.progress", { percent: Math.round(upload.progress * 100) })}{" "}
        <progress max={1} value={upload.progress} aria-label={t("upload.label")} />
      </p>
    );
  if (upload.state === "done")
    return (
      <p className="alert alert-success" role="status" data-testid="speaking-uploaded">
        {t("upload.done")}
      </p>
    );
  if (upload.state === "failed")
    return (
      <div className="alert alert-error" role="alert" data-testid="speaking-upload-failed">
        <p>{upload.message}</p>
        <p>{t("upload.kept")}</p>
        <button type="button" className="button" onClick={onRetry} data-testid="speaking-retry">
          {t("upload.retry")}
        </button>
      </div>
    );
  if (upload.state === "queued")
    return (
      <p className="alert alert-info" role="status" data-testid="speaking-queued">
        {t("upload.queued")}
      </p>
    );
  if (upload.state === "refused")
    return (
      <p className="alert alert-error" role="alert" data-testid="speaking-refused">
        {upload.message}
      </p>
    );
  return null;
}
