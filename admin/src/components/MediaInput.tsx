import { useState, type ChangeEvent } from "react";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Typography } from "@mui/material";
import MicIcon from "@mui/icons-material/Mic";
import { useFormContext, useWatch } from "react-hook-form";
import { useInput, useNotify, useTranslate, FieldTitle, useResourceContext } from "react-admin";
import { uploadAudio, uploadFile, type UploadedAudio } from "../providers/graphqlClient";
import { AudioRecorder, type AcceptNote } from "./AudioRecorder";

/**
 * A media key edited by uploading a file (the server checks its content); shows what is there now. Audio goes through
 * the server's normalisation: `twinSource` receives the MP3 twin's key (null where the server stored the file as
 * uploaded). With `scriptSource` an author can also record the audio in the browser, reading that field's text.
 */
export function MediaInput({
  source,
  kind,
  label,
  twinSource,
  scriptSource,
}: {
  source: string;
  kind: "audio" | "image";
  label?: string;
  twinSource?: string;
  scriptSource?: string;
}) {
  const { field, fieldState } = useInput({ source });
  const form = useFormContext();
  const script = useWatch({ name: scriptSource ?? source }) as unknown;
  const resource = useResourceContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<AcceptNote | null>(null);
  const [recording, setRecording] = useState(false);
  const key: string | null = field.value || null;
  const src = url ?? (key ? `/media/${key}` : null);

  /** Takes a stored audio file into the form (both twins), and says whether it was normalised. */
  function takeAudio(up: UploadedAudio): AcceptNote {
    field.onChange(up.key);
    if (twinSource) form.setValue(twinSource, up.mp3Key, { shouldDirty: true });
    setUrl(`/media/${up.key}`);
    const said: AcceptNote = up.loudness
      ? {
          text: translate("app.media.normalised", {
            ogg: up.loudness.ogg.lufs.toFixed(1),
            mp3: up.loudness.mp3.lufs.toFixed(1),
            peak: Math.max(up.loudness.ogg.truePeakDb, up.loudness.mp3.truePeakDb).toFixed(1),
            seconds: up.loudness.ogg.seconds.toFixed(1),
          }),
          warning: false,
        }
      : { text: translate("app.media.not_normalised"), warning: true };
    setNote(said);
    return said;
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      if (kind === "audio") takeAudio(await uploadAudio(file, file.name));
      else {
        const up = await uploadFile(file, kind);
        field.onChange(up.key);
        setUrl(`/media/${up.key}`);
      }
    } catch (err) {
      notify((err as Error).message, { type: "error" });
    } finally {
      setBusy(false);
      e.target.value = "";
    }
  }

  return (
    <Box sx={{ my: 1 }} data-testid={`media-${source}`}>
      <Typography variant="caption" color="text.secondary">
        <FieldTitle label={label} source={source} resource={resource} />
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        {src && kind === "audio" && <audio controls src={src} preload="none" />}
        {src && kind === "image" && <img src={src} alt="" style={{ maxHeight: 80, maxWidth: 160, border: "1px solid #ddd" }} />}
        <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
          {key ?? "—"}
        </Typography>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? (kind === "audio" ? translate("app.media.processing") : translate("app.uploading")) : translate("app.upload")}
          <input
            hidden
            type="file"
            name={source}
            accept={kind === "audio" ? "audio/*,.ogg,.mp3,.webm,.m4a,.wav" : "image/png,image/jpeg,image/webp,image/svg+xml"}
            onChange={onFile}
          />
        </Button>
        {kind === "audio" && scriptSource && (
          <Button variant="outlined" size="small" startIcon={<MicIcon />} onClick={() => setRecording(true)} disabled={busy}>
            {translate("app.media.record")}
          </Button>
        )}
        {key && (
          <Button
            size="small"
            onClick={() => {
              field.onChange(null);
              if (twinSource) form.setValue(twinSource, null, { shouldDirty: true });
              setUrl(null);
              setNote(null);
            }}
          >
            {translate("ra.action.remove")}
          </Button>
        )}
      </Box>
      {note && (
        <Alert severity={note.warning ? "warning" : "success"} sx={{ mt: 1 }} data-testid={`media-${source}-note`}>
          {note.text}
        </Alert>
      )}
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {recording && (
        <Dialog open onClose={() => setRecording(false)} maxWidth="lg" fullWidth aria-labelledby={`record-${source}`}>
          <DialogTitle id={`record-${source}`}>{translate("app.media.recorder_title")}</DialogTitle>
          <DialogContent>
            <AudioRecorder
              script={typeof script === "string" ? script : null}
              onAccept={async (file, name) => takeAudio(await uploadAudio(file, name))}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRecording(false)}>{translate("app.media.close")}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
