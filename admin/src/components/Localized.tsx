import { useState } from "react";
import { Box, Tab, Tabs, Typography } from "@mui/material";
import { TextInput, useTranslate, FieldTitle, useResourceContext, required } from "react-admin";
import { LANGS } from "../providers/formValues";
import { RichTextInput } from "./RichText";

/**
 * One text per language: rich text (sanitised by the server) or plain; `requireGerman` makes the German one
 * mandatory. Rich texts show one editor at a time behind a tab per language (the others stay in the form,
 * hidden), so a question shows two editors rather than ten; the Arabic text is edited right to left.
 */
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
  const [tab, setTab] = useState(0);
  const title = (
    <Typography variant="subtitle2" id={`${source}-title`}>
      <FieldTitle source={source} resource={resource} />
    </Typography>
  );
  if (!rich) {
    return (
      <Box sx={{ width: "100%", my: 1 }}>
        {title}
        {LANGS.map((l) => (
          <TextInput
            key={l}
            source={`${source}.${l}`}
            label={translate(`app.langs.${l}`)}
            fullWidth
            dir={l === "ar" ? "rtl" : undefined}
            validate={requireGerman && l === "de" ? required() : undefined}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ width: "100%", my: 1 }} data-testid={`localized-${source}`}>
      {title}
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-labelledby={`${source}-title`} variant="scrollable">
        {LANGS.map((l, i) => (
          <Tab
            key={l}
            label={translate(`app.langs.${l}`)}
            id={`${source}-tab-${l}`}
            aria-controls={`${source}-panel-${l}`}
            value={i}
          />
        ))}
      </Tabs>
      {LANGS.map((l, i) => (
        <Box
          key={l}
          role="tabpanel"
          id={`${source}-panel-${l}`}
          aria-labelledby={`${source}-tab-${l}`}
          hidden={tab !== i}
          dir={l === "ar" ? "rtl" : "ltr"}
          lang={l}
        >
          <RichTextInput source={`${source}.${l}`} label={translate(`app.langs.${l}`)} fullWidth />
        </Box>
      ))}
    </Box>
  );
}
