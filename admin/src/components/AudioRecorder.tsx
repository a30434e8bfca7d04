import { useEffect, useRef, useState } from "react";
import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from "@mui/material";
import FiberManualRecordIcon from "@mui/icons-material/FiberManualRecord";
import StopIcon from "@mui/icons-material/Stop";
import { useTranslate } from "react-admin";
import { browserRecorder, micProblemOf, recordingName, type RecorderDevice, type RecorderSession } from "./recorderDevice";

/** What became of an accepted recording: a line for the author, a warning when it was not normalised. */
export interface AcceptNote {
  text: string;
  warning: boolean;
}

type Phase =
  | { name: "idle" }
  | { name: "asking" }
  | { name: "recording" }
  | { name: "recorded"; blob: Blob; url: string; silent: boolean }
  | { name: "saving"; blob: Blob; url: string }
  | { name: "saved"; note: AcceptNote }
  | { name: "error"; message: string; recorded?: { blob: Blob; url: string } };

/** Below this level all along, nothing was heard. */
const SILENT_PEAK = 0.02;

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * Records a part's audio while its script is shown beside the recorder: start, a level meter and the time, stop,
 * listen back, record again, then "use this recording" hands the file to `onAccept` (which uploads it; the part's
 * audio changes only once that succeeded, and the message it returns is shown).
 */
export function AudioRecorder({
  script,
  onAccept,
  device = browserRecorder,
}: {
  script: string | null;
  onAccept: (file: Blob, name: string) => Promise<AcceptNote>;
  device?: RecorderDevice;
}) {
  const translate = useTranslate();
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<RecorderSession | null>(null);
  const peak = useRef(0);
  const urls = useRef<string[]>([]);

  // the microphone and every listen-back URL are released when the recorder goes away
  useEffect(
    () => () => {
      session.current?.close();
      urls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  useEffect(() => {
    if (phase.name !== "recording") return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = session.current?.level() ?? 0;
      peak.current = Math.max(peak.current, now);
      setLevel(now);
      setElapsed(Date.now() - started);
    }, 100);
    return () => clearInterval(timer);
  }, [phase.name]);

  async function start() {
    setPhase({ name: "asking" });
    try {
      session.current?.close();
      session.current = await device.open();
      peak.current = 0;
      setLevel(0);
      setElapsed(0);
      session.current.start();
      setPhase({ name: "recording" });
    } catch (err) {
      session.current = null;
      setPhase({ name: "error", message: translate(`app.media.${micProblemOf(err)}`) });
    }
  }

  async function stop() {
    const s = session.current;
    if (!s) return;
    const blob = await s.stop();
    s.close();
    session.current = null;
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    setPhase({ name: "recorded", blob, url, silent: peak.current < SILENT_PEAK });
  }

  async function accept(blob: Blob, url: string) {
    setPhase({ name: "saving", blob, url });
    try {
      const note = await onAccept(blob, recordingName(blob.type));
      setPhase({ name: "saved", note });
    } catch (err) {
      setPhase({ name: "error", message: (err as Error).message, recorded: { blob, url } });
    }
  }

  const recorded =
    phase.name === "recorded" || phase.name === "saving" ? phase : phase.name === "error" ? phase.recorded : undefined;

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" }, gap: 2 }} data-testid="audio-recorder">
      <Paper
        variant="outlined"
        sx={{ p: 2, maxHeight: { md: "60vh" }, overflow: "auto" }}
        component="section"
        aria-labelledby="recorder-script"
      >
        <Typography id="recorder-script" variant="subtitle2" component="h3" gutterBottom>
          {translate("app.media.script")}
        </Typography>
        {script?.trim() ? (
          <Typography component="div" lang="de" sx={{ whiteSpace: "pre-wrap", fontSize: "1.1rem", lineHeight: 1.6 }}>
            {script}
          </Typography>
        ) : (
          <Typography color="text.secondary">{translate("app.media.no_script")}</Typography>
        )}
      </Paper>
      <Stack spacing={2} sx={{ minWidth: 0 }} aria-live="polite">
        {(phase.name === "idle" || phase.name === "asking") && (
          <Button
            variant="contained"
            color="error"
            startIcon={<FiberManualRecordIcon />}
            onClick={start}
            disabled={phase.name === "asking"}
          >
            {phase.name === "asking" ? translate("app.media.asking") : translate("app.media.start")}
          </Button>
        )}
        {phase.name === "recording" && (
          <>
            <Typography sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <FiberManualRecordIcon color="error" fontSize="small" aria-hidden />
              {translate("app.media.recording")}
              <Box
                component="span"
                sx={{ fontVariantNumeric: "tabular-nums", ml: "auto" }}
                aria-label={translate("app.media.elapsed")}
                role="timer"
              >
                {clock(elapsed)}
              </Box>
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(level * 100)}
              aria-label={translate("app.media.level")}
              sx={{ height: 12, borderRadius: 1 }}
              color={level > 0.9 ? "error" : "success"}
            />
            <Button variant="contained" startIcon={<StopIcon />} onClick={stop}>
              {translate("app.media.stop")}
            </Button>
          </>
        )}
        {recorded && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate("app.media.listen_back")}
            </Typography>
            <audio controls src={recorded.url} aria-label={translate("app.media.listen_back")} style={{ width: "100%" }} />
            {phase.name === "recorded" && phase.silent && <Alert severity="warning">{translate("app.media.silent")}</Alert>}
          </>
        )}
        {phase.name === "error" && <Alert severity="error">{phase.message}</Alert>}
        {phase.name === "saving" && (
          <Typography sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            {translate("app.media.saving")}
          </Typography>
        )}
        {phase.name === "saved" && (
          <Alert severity={phase.note.warning ? "warning" : "success"}>
            <div>{phase.note.text}</div>
            <div>{translate("app.media.saved")}</div>
          </Alert>
        )}
        {(recorded || phase.name === "saved" || phase.name === "error") && phase.name !== "saving" && (
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button variant="outlined" startIcon={<FiberManualRecordIcon />} onClick={start}>
              {translate("app.media.rerecord")}
            </Button>
            {recorded && (
              <Button variant="contained" onClick={() => accept(recorded.blob, recorded.url)}>
                {translate("app.media.accept")}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
