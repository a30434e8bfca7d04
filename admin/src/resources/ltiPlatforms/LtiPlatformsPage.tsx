import { Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { HttpError, Title, useNotify, useTranslate } from "react-admin";
import { loadPlatforms, registerPlatform } from "./ltiPlatformsApi";

type Loaded = Awaited<ReturnType<typeof loadPlatforms>>;
const FIELDS = ["name", "issuer", "clientId", "deploymentIds", "authLoginUrl", "accessTokenUrl", "jwksUrl"] as const;

/** /lti_platforms: the tool's values to paste into a learning platform, the registered platforms, and a form to add one. */
export function LtiPlatformsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [data, setData] = useState<Loaded | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const reload = useCallback(() => {
    loadPlatforms()
      .then(setData)
      .catch((e: Error) => notify(e.message, { type: "error" }));
  }, [notify]);
  useEffect(reload, [reload]);

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      await registerPlatform(values);
      notify("app.lti.registered", { type: "success" });
      setValues({});
      reload();
    } catch (e) {
      const fields = e instanceof HttpError ? ((e.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
      setErrors(fields);
      notify((e as Error).message, { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  const tool = data?.adminLtiToolConfig;
  const toolRows: [string, string][] = tool
    ? [
        ["login_url", tool.loginUrl],
        ["launch_url", tool.launchUrl],
        ["redirect_uris", tool.redirectUris.join("\n")],
        ["jwks_url", tool.jwksUrl],
        ["deep_linking_url", tool.deepLinkingUrl],
      ]
    : [];

  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0, maxWidth: "100%" }}>
      <Title title={translate("app.lti.title")} />
      <Card>
        <CardContent>
          <Typography variant="h6">{translate("app.lti.tool_values")}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate("app.lti.tool_values_help")}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {toolRows.map(([key, value]) => (
              <Box key={key} sx={{ py: 0.75, borderTop: 1, borderColor: "divider" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`app.lti.${key}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontFamily: "monospace", overflowWrap: "anywhere", whiteSpace: "pre-line" }}
                  data-testid={`lti-${key}`}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{translate("app.lti.platforms")}</Typography>
          {data && !data.adminLtiPlatforms.length ? (
            <Typography variant="body2">{translate("app.lti.none")}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
              {data?.adminLtiPlatforms.map((p) => (
                <Box component="li" key={p.id} sx={{ py: 1, borderTop: 1, borderColor: "divider" }} data-testid="lti-platform">
                  <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                  {(
                    [
                      ["issuer", p.issuer],
                      ["clientId", p.clientId],
                      ["deploymentIds", p.deploymentIds.join(", ")],
                    ] as const
                  ).map(([f, value]) => (
                    <Typography key={f} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                      <Box component="span" sx={{ color: "text.secondary" }}>
                        {translate(`app.lti.fields.${f}`)}:
                      </Box>{" "}
                      {value}
                    </Typography>
                  ))}
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{translate("app.lti.register")}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate("app.lti.register_help")}
          </Typography>
          <Stack spacing={1.5} sx={{ maxWidth: "40rem" }}>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                name={f}
                label={translate(`app.lti.fields.${f}`)}
                value={values[f] ?? ""}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                error={!!errors[f]}
                helperText={errors[f] ?? (f === "deploymentIds" ? translate("app.lti.deployment_help") : undefined)}
                multiline={f === "deploymentIds"}
                size="small"
                fullWidth
              />
            ))}
            <Box>
              <Button variant="contained" onClick={() => void submit()} disabled={saving}>
                {translate("app.lti.register")}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
