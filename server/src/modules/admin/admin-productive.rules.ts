/**
 * What a productive task may be in the console: its common fields (task, content points, rubric),
 * the writing ones (word range) and the speaking ones (preparation and recording time, model
 * recording), checked field by field.
 */
import type { FieldErrors } from "../../common/errors";
import type { SubQuestionFile } from "../exams/format/content.schema";
import type { SubQuestion } from "../exams/sub-question.entity";
import type { AdminMessageKey } from "./admin.messages";
import { adminMessages as M } from "./admin.messages";
import type { AdminSubQuestionInput } from "./admin.types";

export const PRODUCTIVE_LIMITS = { points: 6, pointText: 300, keywords: 20, words: 1000, task: 10_000 } as const;
/** Speaking: seconds of preparation and of recording (a whole oral exam part fits; a recording of 10 s is the least). */
export const SPEAKING_LIMITS = { prep: { min: 0, max: 600 }, record: { min: 10, max: 600 }, points: 8 } as const;

type Common = Omit<
  Extract<SubQuestionFile, { type: "writing" }>,
  "type" | "task" | "points" | "rubric" | "minWords" | "maxWords"
>;

/** The task and the content points every productive task has, checked. */
function taskAndPoints(input: AdminSubQuestionInput, errors: FieldErrors, maxPoints: number) {
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
  if (points.length > maxPoints) errors.add("points", M.count, { min: 0, max: maxPoints });
  return { task, points };
}

/** The console's writing task → the content file's shape; limits are checked here, a missing task or rubric at publishing. */
export function writingShape(input: AdminSubQuestionInput, errors: FieldErrors, common: Common): SubQuestionFile {
  const { task, points } = taskAndPoints(input, errors, PRODUCTIVE_LIMITS.points);
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

/**
 * The console's speaking task → the content file's shape: the times are checked here (0–600 s of preparation, 10–600 s
 * of recording), the model recording must be an .ogg in the media (its .mp3 twin beside it); a missing task, rubric,
 * time or model transcript is allowed in a draft and named at publishing.
 */
export function speakingShape(
  input: AdminSubQuestionInput,
  errors: FieldErrors,
  common: Common,
  modelAudio: { ogg: string | null; mp3: string | null },
): SubQuestionFile {
  const { task, points } = taskAndPoints(input, errors, SPEAKING_LIMITS.points);
  const seconds = (f: "prepSeconds" | "maxRecordSeconds", range: { min: number; max: number }) => {
    const v = input[f];
    if (v === null || v === undefined) return undefined;
    if (!Number.isInteger(v) || v < range.min || v > range.max) errors.add(f, M.range, range);
    return v;
  };
  const prepSeconds = seconds("prepSeconds", SPEAKING_LIMITS.prep);
  const maxRecordSeconds = seconds("maxRecordSeconds", SPEAKING_LIMITS.record);
  if (modelAudio.ogg && !/\.ogg$/i.test(modelAudio.ogg)) errors.add("modelAudio", M.modelAudioOgg);
  return {
    type: "speaking",
    ...common,
    task,
    points,
    // a draft may leave the times empty (the publishing gate names them); the row keeps them null
    prepSeconds: prepSeconds as number,
    maxRecordSeconds: maxRecordSeconds as number,
    rubric: input.rubricKey?.trim() ?? "",
    modelAudio: modelAudio.ogg ?? undefined,
  };
}

/** What a writing or speaking task lacks to be taken and judged. */
export function productiveProblems(q: SubQuestion): [AdminMessageKey, Record<string, number>?][] {
  const out: [AdminMessageKey, Record<string, number>?][] = [];
  if (!q.task?.replace(/<[^>]*>/g, "").trim()) out.push(["noTask"]);
  if (!q.rubricKey) out.push(["noRubric"]);
  if (q.answerType === "speaking") {
    if (q.prepSeconds === null || q.maxRecordSeconds === null) out.push(["noSpeakingTimes"]);
    if (!q.modelSolution?.de?.replace(/<[^>]*>/g, "").trim()) out.push(["noTranscript"]);
  }
  return out;
}
