import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { AdminRubricFieldsFragment, AdminSubQuestionFieldsFragment } from "../gql/graphql";

type Lang = "de" | "en" | "ar" | "fr" | "es";
const inLang = (m: Partial<Record<Lang, string | null>> | null | undefined, lang: string) => m?.[lang as Lang] || m?.de || "";

/** The word range as the learner reads it: "70–100 words", "at least 70 words" or nothing. */
export function wordRange(
  translate: (key: string, opts?: object) => string,
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  if (min && max) return translate("app.productive.task_words", { min, max });
  if (min) return translate("app.productive.task_min_words", { min });
  if (max) return translate("app.productive.task_max_words", { max });
  return null;
}

/**
 * A productive task as the learner sees it: the task, the points to cover, the word range, an empty text
 * area (no spell check, as in the exam) and the rubric's criteria; with the keys, the model answer.
 */
export function ProductivePreview({
  q,
  rubric,
  keys,
  lang,
}: {
  q: AdminSubQuestionFieldsFragment;
  rubric: AdminRubricFieldsFragment | undefined;
  keys: boolean;
  lang: string;
}) {
  const translate = useTranslate();
  const range = wordRange(translate, q.minWords, q.maxWords);
  return (
    <Box data-testid="preview-writing" sx={{ display: "grid", gap: 1.5 }}>
      {q.task && <div dangerouslySetInnerHTML={{ __html: q.task }} />}
      {q.points.length > 0 && (
        <section aria-labelledby={`points-${q.id}`}>
          <Typography id={`points-${q.id}`} variant="subtitle2" component="h3">
            {translate("app.productive.points_heading")}
          </Typography>
          <ul data-testid="preview-points">
            {q.points.map((p) => (
              <li key={p.text}>{p.text}</li>
            ))}
          </ul>
        </section>
      )}
      {range && <Typography data-testid="preview-range">{range}</Typography>}
      <textarea
        aria-label={translate("app.productive.write_here")}
        spellCheck={false}
        readOnly
        rows={6}
        style={{ width: "100%", font: "inherit", padding: 8, boxSizing: "border-box" }}
      />
      {rubric ? (
        <section aria-labelledby={`rubric-${q.id}`} data-testid="preview-rubric">
          <Typography id={`rubric-${q.id}`} variant="subtitle2" component="h3">
            {translate("app.productive.rubric_heading", { name: inLang(rubric.name, lang), max: rubric.maxPoints })}
          </Typography>
          <ul>
            {rubric.criteria.map((c) => (
              <li key={c.key}>
                <b>{inLang(c.label, lang)}</b> ({c.bands.map((b) => `${b.band} ${b.points}`).join(" · ")})
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Typography color="error">{translate("app.productive.no_rubric")}</Typography>
      )}
      {keys && inLang(q.modelSolution, lang) && (
        <Box sx={{ outline: "2px solid #2e7d32", background: "#e8f5e9", p: 1.5 }} data-testid="preview-model">
          <Typography variant="subtitle2" component="h3">
            {translate("app.productive.model")}
          </Typography>
          <div dangerouslySetInnerHTML={{ __html: inLang(q.modelSolution, lang) }} />
        </Box>
      )}
    </Box>
  );
}
