import fs from "node:fs";
import path from "node:path";
import type { DataSource, EntityManager } from "typeorm";
import { sanitize, sanitizeMap } from "../../../common/html";
import { logger } from "../../../common/logger";
import { ContactInfo } from "../../content/contact-info.entity";
import { CEFR_ORDER, Level } from "../../content/level.entity";
import { LevelImage } from "../../content/level-image.entity";
import { Exam } from "../../exams/exam.entity";
import { QuestionBlock } from "../../exams/question-block.entity";
import { SubQuestion, type ChoiceOption } from "../../exams/sub-question.entity";
import { PlacementItem } from "../../placement/placement-item.entity";
import { Rubric } from "../../productive/rubric.entity";
import type { SubQuestionFile } from "./content.schema";
import { readCues, syncAudioCues } from "./audio-cues";
import { readContent, type ContentBundle } from "./read-content";

const LETTERS = ["a", "b", "c", "d"];
export const TRUE_FALSE_LABELS: Record<string, ChoiceOption[]> = {
  richtig_falsch: [
    { value: "true", label: "Richtig" },
    { value: "false", label: "Falsch" },
  ],
  ja_nein: [
    { value: "true", label: "Ja" },
    { value: "false", label: "Nein" },
  ],
  richtig_falsch_nicht: [
    { value: "true", label: "Richtig" },
    { value: "false", label: "Falsch" },
    { value: "not_given", label: "Steht nicht im Text" },
  ],
};

/**
 * Loads the content folder into an empty database at first start. Everything is validated before
 * the first write, and written in one transaction: a bad file leaves the database untouched.
 * Returns false when the database already has content (nothing is done).
 */
export async function seedIfEmpty(ds: DataSource, contentDir: string): Promise<boolean> {
  const existing = await ds.getRepository(Level).count();
  if (existing > 0) {
    // the recordings' sentence timings follow the content folder even in a database seeded before they existed
    await syncAudioCues(ds, contentDir);
    return false;
  }
  const bundle = readContent(contentDir);
  await ds.transaction((em) => writeBundle(em, bundle));
  logger.info(
    { levels: bundle.levels.levels.length, exams: bundle.exams.length, placementFiles: bundle.placement.length },
    "seed content loaded",
  );
  return true;
}

function mp3Twin(dir: string, audio: string | undefined): string | null {
  if (!audio || !dir) return null;
  const twin = audio.replace(/\.ogg$/i, ".mp3");
  return twin !== audio && fs.existsSync(path.join(dir, "media", twin)) ? twin : null;
}

export function subQuestionRow(q: SubQuestionFile, dir = ""): Partial<SubQuestion> {
  const base: Partial<SubQuestion> = {
    title: q.title ?? null,
    lastTitle: q.lastTitle ?? null,
    bannerImage: q.banner ?? null,
    highlight: q.highlight ?? false,
    modelSolution: sanitizeMap(q.solution),
    explanation: sanitizeMap(q.explanation),
    acceptedAnswers: [],
    choices: [],
  };
  switch (q.type) {
    case "multiple_choice": {
      const image = typeof q.choices[0] !== "string";
      return {
        ...base,
        answerType: "multiple_choice",
        choiceKind: image ? "image" : "text",
        choices: q.choices.map((c, i) =>
          typeof c === "string" ? { value: LETTERS[i], label: c } : { value: LETTERS[i], image: c.image, label: c.label },
        ),
        correctAnswer: q.answer,
      };
    }
    case "true_false":
      return { ...base, answerType: "true_false", choices: TRUE_FALSE_LABELS[q.labels], correctAnswer: q.answer };
    case "gap_text":
      return {
        ...base,
        answerType: "complete",
        completeMode: "write",
        answerLocation: q.location,
        acceptedAnswers: q.accepted,
      };
    case "gap_select":
      return {
        ...base,
        answerType: "complete",
        completeMode: "select",
        answerLocation: q.location,
        choices: q.options.map((o) => ({ value: o, label: o })),
        correctAnswer: q.answer,
      };
    case "matching":
      return { ...base, answerType: "matching", correctAnswer: q.answer };
    case "writing":
      return {
        ...base,
        answerType: "writing",
        task: sanitize(q.task),
        points: q.points.map((p) => (typeof p === "string" ? { text: p, keywords: [] } : p)),
        minWords: q.minWords ?? null,
        maxWords: q.maxWords ?? null,
        rubricKey: q.rubric,
      };
    case "speaking":
      return {
        ...base,
        answerType: "speaking",
        task: sanitize(q.task),
        points: q.points.map((p) => (typeof p === "string" ? { text: p, keywords: [] } : p)),
        prepSeconds: q.prepSeconds,
        maxRecordSeconds: q.maxRecordSeconds,
        rubricKey: q.rubric,
        modelAudio: q.modelAudio ?? null,
        modelAudioMp3: mp3Twin(dir, q.modelAudio),
      };
  }
}

async function writeBundle(em: EntityManager, b: ContentBundle): Promise<void> {
  const c = b.contactInfo;
  await em.getRepository(ContactInfo).save({
    id: 1,
    logo: c.logo ?? null,
    image: c.image ?? null,
    images: c.images,
    about: sanitizeMap(c.about),
    goetheDesc: sanitizeMap(c.goetheDesc),
    telcDesc: sanitizeMap(c.telcDesc),
    placementDesc: sanitizeMap(c.placementDesc),
    email: c.email ?? null,
    phone: c.phone ?? null,
  });

  for (const [key, r] of Object.entries(b.rubrics)) {
    await em.getRepository(Rubric).save({
      key,
      family: r.family,
      cefr: r.level,
      taskKind: r.taskKind,
      name: r.name,
      scheme: r.scheme,
      weight: r.weight,
      source: r.source,
      certainty: r.certainty,
      criteria: r.criteria.map((c) => ({ key: c.key, label: c.label, zeroesTask: c.zeroesTask, bands: c.bands })),
      calibration: r.calibration
        ? {
            task: sanitize(r.calibration.task) ?? "",
            text: (r.calibration.text ?? r.calibration.sample)!,
            bands: r.calibration.bands,
            comment: r.calibration.comment,
          }
        : null,
    });
  }

  const levelIds = new Map<string, number>();
  for (const l of b.levels.levels) {
    const saved = await em.getRepository(Level).save({
      family: l.family,
      cefr: l.cefr,
      name: l.name,
      slugDe: l.slug.de,
      slugEn: l.slug.en,
      slugAr: l.slug.ar,
      slugFr: l.slug.fr,
      slugEs: l.slug.es,
      description: sanitizeMap(l.description),
      sortOrder: CEFR_ORDER.indexOf(l.cefr),
    });
    levelIds.set(`${l.family}-${l.cefr}`, saved.id);
    await em
      .getRepository(LevelImage)
      .insert(l.images.map((img, i) => ({ levelId: saved.id, position: i + 1, file: img.file, alt: img.alt })));
  }

  for (const { key, data: e } of b.exams) {
    const exam = await em.getRepository(Exam).save({
      levelId: levelIds.get(`${e.family}-${e.level}`)!,
      name: e.name,
      contentKey: key,
      published: e.published,
      sortOrder: e.order,
      readingMinutes: e.timeLimits.reading ?? null,
      listeningMinutes: e.timeLimits.listening ?? null,
      writingMinutes: e.timeLimits.writing ?? null,
      speakingMinutes: e.timeLimits.speaking ?? null,
      passRule: e.passRule,
    });
    for (const [i, bl] of e.blocks.entries()) {
      const block = await em.getRepository(QuestionBlock).save({
        examId: exam.id,
        position: i + 1,
        type: bl.type,
        title: bl.title,
        intro: sanitize(bl.intro),
        passage: sanitize(bl.passage),
        audio: bl.audio ?? null,
        audioMp3: mp3Twin(b.dir, bl.audio),
        audioCues: b.dir ? readCues(b.dir, bl.audio) : null,
        image: bl.image ?? null,
        playLimit: bl.playLimit ?? null,
        readingSeconds: bl.readingSeconds ?? null,
        transcript: sanitize(bl.transcript),
        optionPool: bl.pool ?? [],
        notes: sanitizeMap(bl.notes),
      });
      await em
        .getRepository(SubQuestion)
        .insert(bl.questions.map((q, j) => ({ ...subQuestionRow(q, b.dir), blockId: block.id, position: j + 1 })));
    }
  }

  const items = b.placement.flatMap((p) => p.data.items);
  for (let i = 0; i < items.length; i += 200) {
    await em.getRepository(PlacementItem).insert(
      items.slice(i, i + 200).map((it) => ({
        contentKey: it.key,
        cefr: it.level,
        difficulty: it.difficulty,
        title: it.title,
        choices: it.choices,
        correctAnswer: it.answer,
        audio: it.audio ?? null,
        audioMp3: mp3Twin(b.dir, it.audio),
      })),
    );
  }
}
