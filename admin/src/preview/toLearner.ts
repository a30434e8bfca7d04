import type { PartData } from "@learner/modules/exam/PartView";
import type { AdminPreviewPage } from "../providers/dataProvider";

type Lang = "de" | "en" | "ar" | "fr" | "es";
type AdminQuestion = AdminPreviewPage["subQuestions"][number];
type LearnerQuestion = PartData["block"]["subQuestions"][number];

const inLang = (m: Partial<Record<Lang, string | null>> | null | undefined, lang: Lang) => m?.[lang] || m?.de || "";

/** The console's kinds as the exam player's answer types (typed and drop-down gaps are both "complete"). */
function answerType(kind: string): string {
  return kind === "gap_text" || kind === "gap_select" ? "complete" : kind;
}

/** A sub-question as the exam player receives it (the fields of SubQuestionFields; no keys). */
export function toLearnerQuestion(
  q: AdminQuestion,
  page: Pick<AdminPreviewPage, "rubrics" | "block">,
  lang: Lang,
): LearnerQuestion {
  const rubric = page.rubrics.find((r) => r.key === q.rubricKey);
  // a matching item picks from the block's pool, as the server gives it to the player
  const choices = q.kind === "matching" ? page.block.optionPool : q.choices;
  return {
    id: q.id,
    position: q.position,
    answerType: answerType(q.kind),
    choiceKind: q.choiceKind ?? null,
    completeMode: q.kind === "gap_select" ? "select" : q.kind === "gap_text" ? "text" : null,
    answerLocation: q.location ?? null,
    title: q.title ?? null,
    lastTitle: q.lastTitle ?? null,
    bannerImageUrl: q.bannerUrl ?? null,
    highlight: q.highlight,
    choices: choices.map((c) => ({
      value: c.value,
      label: c.label ?? null,
      imageUrl: "imageUrl" in c ? (c.imageUrl ?? null) : null,
    })),
    task: q.task ?? null,
    points: q.points.map((p) => p.text),
    minWords: q.minWords ?? null,
    maxWords: q.maxWords ?? null,
    prepSeconds: null,
    maxRecordSeconds: null,
    rubric: rubric
      ? {
          id: rubric.id,
          key: rubric.key,
          hasCalibration: false,
          name: inLang(rubric.name, lang),
          scheme: rubric.scheme,
          weight: rubric.weight,
          maxPoints: rubric.maxPoints,
          criteria: rubric.criteria.map((c) => ({
            key: c.key,
            label: inLang(c.label, "de"),
            maxPoints: Math.max(0, ...c.bands.map((b) => b.points)),
            zeroesTask: c.zeroesTask,
            bands: c.bands.map((b) => ({ band: b.band, points: b.points, descriptor: "" })),
          })),
        }
      : null,
  };
}

/** A preview page as the exam player's part: the block's material and its items, nothing answered, nothing counted. */
export function toLearnerPart(p: AdminPreviewPage, lang: Lang): PartData {
  const b = p.block;
  return {
    number: p.number,
    skill: b.skill as PartData["skill"],
    place: p.place,
    plays: 0,
    playsLeft: null,
    textPlays: [],
    answers: [],
    block: {
      id: b.id,
      title: b.title ?? null,
      intro: b.intro ?? null,
      passage: b.passage ?? null,
      audioUrl: b.audioUrl ?? null,
      audioMp3Url: null,
      audioSources: [],
      imageUrl: b.imageUrl ?? null,
      playLimit: b.playLimit ?? null,
      // the preview plays the recording whole: no exam script, no texts to replay one by one
      readingSeconds: null,
      audioTexts: [],
      optionPool: b.optionPool.map((o) => ({ value: o.value, label: o.label ?? null, imageUrl: null })),
      subQuestions: p.subQuestions.map((q) => toLearnerQuestion(q, p, lang)),
    },
  };
}

/** The key as a learner's answer would hold it: the choice's value, or a typed gap's first accepted answer. */
export function keyAnswers(p: AdminPreviewPage): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const q of p.subQuestions) {
    const key = q.kind === "gap_text" ? q.acceptedAnswers[0] : q.answer;
    if (key) keys[q.id] = key;
  }
  return keys;
}
