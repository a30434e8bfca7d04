/**
 * What a productive task (writing now, speaking later) may be in the console: its common fields
 * (task, content points, rubric) and the writing ones (word range), checked field by field.
 */
import type { FieldErrors } from "../../common/errors";
import type { SubQuestionFile } from "../exams/format/content.schema";
import type { SubQuestion } from "../exams/sub-question.entity";
import type { AdminMessageKey } from "./admin.messages";
import { adminMessages as M } from "./admin.messages";
import type { AdminSubQuestionInput } from "./admin.types";

export const PRODUCTIVE_LIMITS = { points: 6, pointText: 300, keywords: 20, words: 1000, task: 10_000 } as const;

type Common = Omit<
  Extract<SubQuestionFile, { type: "writing" }>,
  "type" | "task" | "points" | "rubric" | "minWords" | "maxWords"
>;

/** The console's writing task → the content file's shape; limits are checked here, a missing task or rubric at publishing. */
export function writingShape(input: AdminSubQuestionInput, errors: FieldErrors, common: Common): SubQuestionFile {
  const task = input.task?.trim() ?? "";
  if (task.length > PRODUCTIVE_LIMITS.task) errors.add("task", M.tooLong, { max: PRODUCTIVE_LIMITS.task });
  const points = (input.points ?? []).map((p, i) => {
    const text = p.text?.trim() ?? "";
    if (!text) errors.add(`points.${i}.text`, M.required);
    else if (text.length > PRODUCTIVE_LIMITS.pointText)
      errors.add(`points.${i}.text`, M.tooLong, { max: PRODUCTIVE_LIMITS.pointText });
    const keywords = [...new Set((p.keywords ?? []).map((k) => k.trim()).filter(Boolean))];
    if (keywords.some((k) => k.length < 2)) errors.add(`points.${i}.keywords`, M.keywordShort);
    else if (keywords.length > PRODUCTIVE_LIMITS.keywords)
      errors.add(`points.${i}.keywords`, M.count, { min: 0, max: PRODUCTIVE_LIMITS.keywords });
    return { text, keywords };
  });
  if (points.length > PRODUCTIVE_LIMITS.points) errors.add("points", M.count, { min: 0, max: PRODUCTIVE_LIMITS.points });
  const words = (f: "minWords" | "maxWords") => {
    const v = input[f];
    if (v === null || v === undefined) return undefined;
    if (v < 1 || v > PRODUCTIVE_LIMITS.words) errors.add(f, M.range, { min: 1, max: PRODUCTIVE_LIMITS.words });
    return v;
  };
  const minWords = words("minWords");
  const maxWords = words("maxWords");
  if (minWords !== undefined && maxWords !== undefined && minWords > maxWords) errors.add("maxWords", M.minOverMax);
  return { type: "writing", ...common, task, points, minWords, maxWords, rubric: input.rubricKey?.trim() ?? "" };
}

/** What a writing task lacks to be taken and judged. */
export function productiveProblems(q: SubQuestion): [AdminMessageKey, Record<string, number>?][] {
  const out: [AdminMessageKey, Record<string, number>?][] = [];
  if (!q.task?.replace(/<[^>]*>/g, "").trim()) out.push(["noTask"]);
  if (!q.rubricKey) out.push(["noRubric"]);
  return out;
}
