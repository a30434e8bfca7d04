import { useState } from "react";
import { Alert, Box, Button, Chip, List, ListItem } from "@mui/material";
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { AppDataProvider } from "../../providers/dataProvider";

interface Problem {
  resource: string;
  id: number;
  message: string;
  link: string;
  /** structure (always refuses) or blueprint (a departure from the family and level's blueprint) */
  kind?: string;
}

/** The problems a refusal to publish lists (in the error's body), each with a link to the place to fix it. */
const problemsOf = (e: unknown): Problem[] =>
  (e instanceof HttpError ? (e.body as { problems?: Problem[] } | undefined)?.problems : undefined) ?? [];

/** Publish or unpublish; a refusal lists each problem with a link to the place to fix it. */
export function PublishPanel() {
  const exam = useRecordContext();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [problems, setProblems] = useState<Problem[]>([]);
  if (!exam) return null;
  // only departures from the blueprint left: the author may publish a shorter practice set on purpose
  const onlyBlueprint = problems.length > 0 && problems.every((p) => p.kind === "blueprint");
  async function toggle(id: string | number, published: boolean, ignoreBlueprint = false) {
    try {
      await dp.publish(id, published, ignoreBlueprint);
      setProblems([]);
      refresh();
    } catch (e) {
      setProblems(problemsOf(e));
      notify((e as Error).message, { type: "error" });
    }
  }
  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <Chip color={exam.published ? "success" : "default"} label={translate(exam.published ? "app.published" : "app.draft")} />
        <Button variant="contained" onClick={() => toggle(exam.id, !exam.published)}>
          {translate(exam.published ? "app.unpublish" : "app.publish")}
        </Button>
        <Button component={Link} to={`/preview/${exam.id}/1`} variant="outlined">
          {translate("app.preview")}
        </Button>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="publish-problems">
          {translate("app.publish_refused")}
          <List dense>
            {problems.map((p, i) => (
              <ListItem key={i}>
                <Link to={p.link}>{p.message}</Link>
              </ListItem>
            ))}
          </List>
          {onlyBlueprint && (
            <Button variant="outlined" color="warning" onClick={() => toggle(exam.id, true, true)}>
              {translate("app.publish_anyway")}
            </Button>
          )}
        </Alert>
      )}
    </Box>
  );
}
