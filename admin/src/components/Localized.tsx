import { Box, Typography } from "@mui/material";
import { TextInput, useTranslate, FieldTitle, useResourceContext } from "react-admin";
import { RichTextInput } from "ra-input-rich-text";

export const LANGS = ["de", "en", "ar", "fr", "es"] as const;

/** One text per language: rich text (sanitised by the server) or plain. */
export function LocalizedInput({ source, rich = false }: { source: string; rich?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ width: "100%", my: 1 }}>
      <Typography variant="subtitle2">
        <FieldTitle source={source} resource={resource} />
      </Typography>
      {LANGS.map((l) =>
        rich ? (
          <RichTextInput key={l} source={`${source}.${l}`} label={translate(`app.langs.${l}`)} fullWidth />
        ) : (
          <TextInput
            key={l}
            source={`${source}.${l}`}
            label={translate(`app.langs.${l}`)}
            fullWidth
            dir={l === "ar" ? "rtl" : undefined}
          />
        ),
      )}
    </Box>
  );
}
