import { useState, type ChangeEvent } from "react";
import { Box, Button, FormHelperText, Typography } from "@mui/material";
import { useInput, useNotify, useTranslate, FieldTitle, useResourceContext } from "react-admin";
import { uploadFile } from "../providers/graphqlClient";

/** A media key edited by uploading a file (the server checks its content); shows what is there now. */
export function MediaInput({ source, kind, label }: { source: string; kind: "audio" | "image"; label?: string }) {
  const { field, fieldState } = useInput({ source });
  const resource = useResourceContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const key: string | null = field.value || null;
  const src = url ?? (key ? `/media/${key}` : null);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const up = await uploadFile(file, kind);
      field.onChange(up.key);
      setUrl(`/media/${up.key}`);
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
          {busy ? translate("app.uploading") : translate("app.upload")}
          <input
            hidden
            type="file"
            name={source}
            accept={kind === "audio" ? "audio/ogg,audio/mpeg,.ogg,.mp3" : "image/png,image/jpeg,image/webp,image/svg+xml"}
            onChange={onFile}
          />
        </Button>
        {key && (
          <Button
            size="small"
            onClick={() => {
              field.onChange(null);
              setUrl(null);
            }}
          >
            {translate("ra.action.remove")}
          </Button>
        )}
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
