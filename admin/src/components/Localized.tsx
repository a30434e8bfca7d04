import { Box, Typography } from "@mui/material";
import { TextInput, useTranslate, FieldTitle, useResourceContext, required } from "react-admin";
import { LANGS } from "../providers/formValues";
import { RichTextInput } from "./RichText";

/** One text per language: rich text (sanitised by the server) or plain; `requireGerman` makes the German one mandatory. */
export function LocalizedInput({
  source,
  rich = false,
  requireGerman = false,
}: {
  source: string;
  rich?: boolean;
  requireGerman?: boolean;
}) {
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
            validate={requireGerman && l === "de" ? required() : undefined}
          />
        ),
      )}
    </Box>
  );
}
