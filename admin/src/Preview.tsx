import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Box, Button, FormControlLabel, LinearProgress, Paper, Switch, TextField, Typography } from "@mui/material";
import { Title, useDataProvider, useLocaleState, useTranslate } from "react-admin";
import { Link, useParams } from "react-router-dom";
import { useNumber } from "./components/numbers";
import { keyAnswers, toLearnerPart } from "./preview/toLearner";
import type { AdminPreviewPage, AppDataProvider } from "./providers/dataProvider";

/** The learner client's part renderer and its styles: loaded with this page only. */
const LearnerPart = lazy(() => import("./preview/LearnerPart"));

type Lang = "de" | "en" | "ar" | "fr" | "es";
const LANGS: readonly Lang[] = ["de", "en", "ar", "fr", "es"];
/** Each language by its own name, as the learner's language menu shows it. */
const LANG_NAMES: Record<Lang, string> = { de: "Deutsch", en: "English", ar: "العربية", fr: "Français", es: "Español" };
const inLang = (m: Partial<Record<Lang, string | null>> | null | undefined, lang: Lang) => m?.[lang] || m?.de || "";

/**
 * An exam page as the learner sees it, drawn by the learner client's own components (PartView and its items): the
 * editor may try the items; nothing is saved. "Show keys" fills in what the key expects and lists each key.
 */
export function Preview() {
  const { examId = "", page = "1" } = useParams();
  const dp = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: Lang = (LANGS as readonly string[]).includes(locale) ? (locale as Lang) : "de";
  const [p, setP] = useState<AdminPreviewPage | null>(null);
  const [keys, setKeys] = useState(false);
  const [learnerLang, setLearnerLang] = useState<Lang>(lang);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const n = Number(page);
  useEffect(() => {
    setAnswers({});
    void dp.preview(examId, n).then(setP);
  }, [dp, examId, n]);
  const part = useMemo(() => (p ? toLearnerPart(p, lang) : null), [p, lang]);
  if (!p || !part) return null;
  return (
    <Box sx={{ p: { xs: 0, sm: 2 }, maxWidth: 1100 }}>
      <Title title={`${translate("app.preview")}: ${p.exam.name}`} />
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <Button component={Link} to={`/exams/${examId}/show`}>
          ← {p.exam.name}
        </Button>
        <Typography data-testid="preview-place">
          {translate("app.page", { n, count: p.pageCount })} ·{" "}
          {translate("app.page_teil", {
            skill: translate(`app.skill.${p.place.skill.toLowerCase()}`),
            teil: p.place.teil,
            teilCount: p.place.teilCount,
          })}
          {p.place.textCount > 1 && ` · ${translate("app.page_text", { text: p.place.text, textCount: p.place.textCount })}`}
        </Typography>
        <Button disabled={n <= 1} component={Link} to={`/preview/${examId}/${n - 1}`} aria-label={translate("app.previous_page")}>
          ‹
        </Button>
        <Button
          disabled={n >= p.pageCount}
          component={Link}
          to={`/preview/${examId}/${n + 1}`}
          aria-label={translate("app.next_page")}
        >
          ›
        </Button>
        <TextField
          select
          size="small"
          label={translate("app.learner_language")}
          value={learnerLang}
          onChange={(e) => setLearnerLang(e.target.value as Lang)}
          slotProps={{ select: { native: true } }}
          data-testid="learner-language"
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={keys} onChange={(e) => setKeys(e.target.checked)} />}
          label={translate("app.show_keys")}
        />
      </Box>
      <Paper sx={{ p: { xs: 1, sm: 2 }, mt: 2 }} data-testid="preview-page">
        <Suspense fallback={<LinearProgress />}>
          <LearnerPart
            part={part}
            lang={learnerLang}
            answers={keys ? keyAnswers(p) : answers}
            onChange={(id, v) => {
              if (!keys) setAnswers((a) => ({ ...a, [id]: v }));
            }}
          />
        </Suspense>
        {keys && <Keys page={p} lang={lang} />}
      </Paper>
    </Box>
  );
}

/** Each item's key as the review shows it; for a writing task its rubric and model answer. */
function Keys({ page, lang }: { page: AdminPreviewPage; lang: Lang }) {
  const translate = useTranslate();
  const num = useNumber();
  const pool = new Map(page.block.optionPool.map((o) => [o.value, o.label]));
  return (
    <Box component="section" aria-labelledby="preview-keys" sx={{ mt: 2 }} data-testid="preview-keys">
      <Typography id="preview-keys" variant="h6" component="h2">
        {translate("app.keys")}
      </Typography>
      <ol>
        {page.subQuestions.map((q) => {
          const rubric = page.rubrics.find((r) => r.key === q.rubricKey);
          const choice = q.choices.find((c) => c.value === q.answer);
          const label = q.kind === "matching" ? pool.get(q.answer ?? "") : choice?.label;
          return (
            <li key={q.id} data-testid="preview-key">
              <span lang="de">{q.title}</span>
              {q.kind === "writing" ? (
                <>
                  {rubric ? (
                    <div data-testid="preview-rubric">
                      {translate("app.productive.rubric_heading", {
                        name: inLang(rubric.name, lang),
                        max: num(rubric.maxPoints),
                      })}
                      <ul>
                        {rubric.criteria.map((c) => (
                          <li key={c.key}>
                            <b>{inLang(c.label, lang)}</b> ({c.bands.map((b) => `${b.band} ${num(b.points)}`).join(" · ")})
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <Typography color="error">{translate("app.productive.no_rubric")}</Typography>
                  )}
                  {inLang(q.modelSolution, lang) && (
                    <Box sx={{ borderInlineStart: "4px solid #2e7d32", pl: 1.5 }} data-testid="preview-model">
                      <Typography variant="subtitle2" component="h3">
                        {translate("app.productive.model")}
                      </Typography>
                      <div lang="de" dangerouslySetInnerHTML={{ __html: inLang(q.modelSolution, lang) }} />
                    </Box>
                  )}
                </>
              ) : (
                <>
                  {" → "}
                  <b lang="de">
                    {q.kind === "gap_text"
                      ? q.acceptedAnswers.join(" | ")
                      : [
                          q.kind === "true_false" || q.kind === "gap_select" ? null : q.answer,
                          label ?? (q.kind === "gap_select" ? q.answer : null),
                        ]
                          .filter(Boolean)
                          .join(" – ")}
                  </b>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
