import { useEffect, useState } from "react";
import { Box, Button, FormControlLabel, Paper, Switch, Typography } from "@mui/material";
import { Title, useDataProvider, useLocaleState, useTranslate } from "react-admin";
import { Link, useParams } from "react-router-dom";
import { ProductivePreview } from "./components/ProductivePreview";
import type { AdminPreviewPage, AppDataProvider } from "./providers/dataProvider";

const ok = { outline: "2px solid #2e7d32", background: "#e8f5e9" };

const plain = (html: string | null | undefined) =>
  (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** A title that carries its own number ("21. Wer …", "3) …") is shown as it is, never numbered again ("1. 21."). */
const numbered = (title: string | null | undefined) => /^\s*\d+\s*[.)]/.test(title ?? "");

/** An exam page as the learner sees it (HTML as sanitised by the server), optionally with its keys. */
export function Preview() {
  const { examId = "", page = "1" } = useParams();
  const dp = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const [p, setP] = useState<AdminPreviewPage | null>(null);
  const [keys, setKeys] = useState(false);
  const n = Number(page);
  useEffect(() => void dp.preview(examId, n).then(setP), [dp, examId, n]);
  if (!p) return null;
  const b = p.block;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={`${translate("app.preview")}: ${p.exam.name}`} />
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <Button component={Link} to={`/exams/${examId}/show`}>
          ← {p.exam.name}
        </Button>
        <Typography>{translate("app.page", { n, count: p.pageCount })}</Typography>
        <Button disabled={n <= 1} component={Link} to={`/preview/${examId}/${n - 1}`}>
          ‹
        </Button>
        <Button disabled={n >= p.pageCount} component={Link} to={`/preview/${examId}/${n + 1}`}>
          ›
        </Button>
        <FormControlLabel
          control={<Switch checked={keys} onChange={(e) => setKeys(e.target.checked)} />}
          label={translate("app.show_keys")}
        />
      </Box>
      <Paper sx={{ p: 3, mt: 2 }} data-testid="preview-page">
        {/* the heading once: an intro that opens with the part's title already names it */}
        {!plain(b.intro).startsWith(plain(b.title)) && <Typography variant="h5">{b.title}</Typography>}
        {b.intro && <div dangerouslySetInnerHTML={{ __html: b.intro }} />}
        {b.audioUrl && <audio controls src={b.audioUrl} />}
        {b.imageUrl && <img src={b.imageUrl} alt="" style={{ maxWidth: "100%" }} />}
        {b.passage && <div dangerouslySetInnerHTML={{ __html: b.passage }} />}
        {b.optionPool.length > 0 && (
          <ul>
            {b.optionPool.map((o) => (
              <li key={o.value}>
                <b>{o.value}</b> {o.label}
              </li>
            ))}
          </ul>
        )}
        <ol style={{ listStyle: "none", paddingInlineStart: 0 }}>
          {p.subQuestions.map((q, i) => (
            <li key={q.id} style={{ margin: "16px 0", fontWeight: q.highlight ? 700 : undefined }} data-testid="preview-item">
              {q.bannerUrl && <img src={q.bannerUrl} alt="" style={{ maxHeight: 120, display: "block" }} />}
              {q.kind === "writing" ? (
                <ProductivePreview q={q} rubric={p.rubrics.find((r) => r.key === q.rubricKey)} keys={keys} lang={lang} />
              ) : q.kind === "gap_text" || q.kind === "gap_select" ? (
                <span>
                  {numbered(q.title) ? "" : `${i + 1}. `}
                  {q.title}{" "}
                  {q.kind === "gap_text" ? (
                    <input
                      aria-label="gap"
                      defaultValue={keys ? (q.acceptedAnswers[0] ?? "") : ""}
                      style={keys ? ok : undefined}
                    />
                  ) : (
                    <select
                      aria-label="gap"
                      value={keys ? (q.answer ?? "") : ""}
                      onChange={() => undefined}
                      style={keys ? ok : undefined}
                    >
                      <option value="" />
                      {q.choices.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label ?? c.value}
                        </option>
                      ))}
                    </select>
                  )}{" "}
                  {q.lastTitle}
                  {keys && q.kind === "gap_text" && (
                    <em>
                      {" "}
                      ({translate("app.key")}: {q.acceptedAnswers.join(" | ")})
                    </em>
                  )}
                </span>
              ) : (
                <div>
                  <div>
                    {numbered(q.title) ? "" : `${i + 1}. `}
                    {q.title}
                  </div>
                  <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
                    {(q.kind === "matching"
                      ? b.optionPool.map((o) => ({ value: o.value, label: o.value, imageUrl: null }))
                      : q.choices
                    ).map((c) => (
                      <label key={c.value} style={{ padding: 4, ...(keys && c.value === q.answer ? ok : {}) }}>
                        <input type="radio" name={`q${q.id}`} readOnly checked={keys && c.value === q.answer} />
                        {c.imageUrl ? (
                          <img src={c.imageUrl} alt={c.label ?? c.value} style={{ height: 80 }} />
                        ) : (
                          (c.label ?? c.value)
                        )}
                      </label>
                    ))}
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      </Paper>
    </Box>
  );
}
