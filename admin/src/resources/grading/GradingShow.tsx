import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { Show, useNotify, useRecordContext, useRedirect, useTranslate } from "react-admin";
// the band choice is the learner client's own (one rule for a teacher's grade and a learner's self-assessment)
import { choiceOf, scoresOf, type BandChoice } from "@learner/modules/writing/rubric";
import { useNumber } from "../../components/numbers";
import { gradeAnswer, type GradingRecord } from "./gradingApi";

/** The learner's text beside the rubric: a band per criterion (with its descriptor), a comment, saved as TEACHER. */
export const GradingShow = () => (
  <Show actions={false}>
    <GradingForm />
  </Show>
);

export function GradingForm() {
  const record = useRecordContext<GradingRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const num = useNumber();
  const teacher = record?.assessments.find((a) => a.by === "TEACHER");
  const self = record?.assessments.find((a) => a.by === "SELF");
  const [bands, setBands] = useState<BandChoice>(() => choiceOf(teacher?.scores));
  const [comment, setComment] = useState(teacher?.comment ?? "");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const rubric = record.rubric;

  const save = async () => {
    if (!rubric) return;
    const scores = scoresOf(rubric, bands);
    setMissing(!scores);
    if (!scores) return;
    setBusy(true);
    try {
      const saved = await gradeAnswer(record, scores, comment);
      notify("app.grading.saved", { type: "success", messageArgs: { total: num(saved.total), max: num(saved.maxPoints) } });
      redirect("list", "grading");
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, p: 2 }}>
      <Box sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        <Typography variant="h6" component="h2">
          {record.examName}
          {record.title ? ` · ${record.title}` : ""}
          {record.learnerName ? ` · ${record.learnerName}` : ""}
        </Typography>
        {record.task && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h3">
                {translate("app.grading.task")}
              </Typography>
              {/* sanitised by the server */}
              <div lang="de" dangerouslySetInnerHTML={{ __html: record.task }} />
              {record.points.length > 0 && (
                <ul lang="de">
                  {record.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )}
        {record.skill === "SPEAKING" ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h3">
                {translate("app.grading.recording")}
              </Typography>
              {record.recordingUrl ? (
                <>
                  {/* a link signed for this teacher: the server answers 404 to anybody else */}
                  <audio
                    controls
                    preload="metadata"
                    src={record.recordingUrl}
                    data-testid="grading-recording"
                    aria-label={translate("app.grading.recording")}
                    style={{ width: "100%" }}
                  />
                  {record.feedback?.durationSeconds != null && (
                    <Typography variant="body2" color="text.secondary" data-testid="grading-duration">
                      {translate("app.grading.duration", { seconds: num(record.feedback.durationSeconds) })}
                    </Typography>
                  )}
                </>
              ) : (
                <Typography component="p">{translate("app.grading.no_recording")}</Typography>
              )}
            </CardContent>
          </Card>
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h3">
                {translate("app.grading.text")}
              </Typography>
              {/* the learner's text: plain text, never HTML */}
              <Typography
                component="p"
                lang="de"
                data-testid="grading-text"
                sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "inherit", lineHeight: 1.7 }}
              >
                {record.text || translate("app.grading.no_text")}
              </Typography>
              {record.feedback && (
                <Typography variant="body2" color="text.secondary">
                  {translate("app.grading.words", { count: record.feedback.wordCount })}
                  {record.feedback.wordTarget
                    ? ` · ${translate("app.grading.target", { target: record.feedback.wordTarget })}`
                    : ""}
                </Typography>
              )}
            </CardContent>
          </Card>
        )}
        {record.feedback && record.skill !== "SPEAKING" && <FeedbackSummary feedback={record.feedback} />}
        {record.modelAnswer && (
          <details>
            <summary>{translate(record.skill === "SPEAKING" ? "app.grading.transcript" : "app.grading.model")}</summary>
            <div lang="de" dangerouslySetInnerHTML={{ __html: record.modelAnswer }} />
          </details>
        )}
      </Box>
      <Box component="form" sx={{ display: "grid", gap: 2, alignContent: "start" }} onSubmit={(e) => e.preventDefault()}>
        <Typography variant="h6" component="h2">
          {translate("app.grading.rubric")}
          {rubric ? `: ${rubric.name}` : ""}
        </Typography>
        {rubric && (
          <Typography variant="body2" color="text.secondary">
            {translate("app.grading.max", { max: num(rubric.maxPoints) })}
          </Typography>
        )}
        {teacher && (
          <Alert severity="info">
            {translate("app.grading.previous", {
              total: num(teacher.total),
              max: num(teacher.maxPoints),
              name: teacher.assessorName ?? "–",
            })}
          </Alert>
        )}
        {self && (
          <Alert severity="info">{translate("app.grading.self", { total: num(self.total), max: num(self.maxPoints) })}</Alert>
        )}
        {rubric?.criteria.map((c) => (
          <FormControl key={c.key} component="fieldset" data-criterion={c.key}>
            <FormLabel component="legend" id={`criterion-${c.key}`}>
              {c.label}
            </FormLabel>
            {c.zeroesTask && (
              <Typography variant="caption" color="text.secondary">
                {translate("app.grading.zeroes")}
              </Typography>
            )}
            <RadioGroup
              aria-labelledby={`criterion-${c.key}`}
              value={bands[c.key] ?? ""}
              onChange={(e) => setBands({ ...bands, [c.key]: e.target.value })}
            >
              {c.bands.map((b) => (
                <FormControlLabel
                  key={b.band}
                  value={b.band}
                  control={<Radio size="small" />}
                  label={`${b.band} · ${num(b.points)} – ${b.descriptor}`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <TextField
          label={translate("app.grading.comment")}
          multiline
          minRows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, "data-testid": "grading-comment" } }}
        />
        {missing && <Alert severity="warning">{translate("app.grading.pick_all")}</Alert>}
        <Box>
          <Button variant="contained" disabled={busy || !rubric} onClick={() => void save()} data-testid="grading-save">
            {translate("app.grading.save")}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function FeedbackSummary({ feedback }: { feedback: NonNullable<GradingRecord["feedback"]> }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {translate("app.grading.hint")}
        </Typography>
        <ul>
          {feedback.pointsCovered.map((p) => (
            <li key={p.point}>
              {p.covered ? "✓" : "✗"} {p.point} ({translate(p.covered ? "app.grading.covered" : "app.grading.not_covered")})
              {p.evidence && <em lang="de"> – „{p.evidence}“</em>}
            </li>
          ))}
        </ul>
        {feedback.spelling.length > 0 && (
          <Typography variant="body2">
            {translate("app.grading.spelling")}:{" "}
            <span lang="de">
              {feedback.spelling.map((s) => `${s.word}${s.suggestions.length ? ` → ${s.suggestions[0]}` : ""}`).join(", ")}
            </span>
          </Typography>
        )}
        {feedback.register.length > 0 && (
          <Typography variant="body2">
            {translate("app.grading.register")}: {feedback.register.map((r) => r.message).join(" ")}
          </Typography>
        )}
        <Typography variant="body2">{translate("app.grading.connectors", { count: feedback.connectorCount })}</Typography>
      </CardContent>
    </Card>
  );
}
