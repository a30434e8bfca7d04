/**
 * The on-disk content format (YAML): one file per exam under content/exams/, plus
 * content/levels.yaml, content/contact-info.yaml and content/placement/*.yaml.
 * Media paths are relative to content/media/. Every file is validated on load; an error names
 * the file and the field.
 */
import { z } from "zod";
import { schemeBandsProblem } from "../../productive/rubric-scoring";

const lang = z.enum(["de", "en", "ar", "fr", "es"]);
/** A text per language; German is required wherever a learner reads it. */
export const localized = z.partialRecord(lang, z.string().min(1)).refine((m) => !!m.de, {
  message: "needs at least the German text (de)",
});
const optionalLocalized = z.partialRecord(lang, z.string().min(1));
const mediaPath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_\-/.]*\.(png|jpe?g|webp|svg|ogg|mp3)$/i, "must be a media file path such as audio/a1-teil1.ogg");

export const family = z.enum(["goethe", "telc"]);
export const cefr = z.enum(["A1", "A2", "B1", "B2", "C1"]);

export const contactInfoFile = z.strictObject({
  logo: mediaPath.optional(),
  image: mediaPath.optional(),
  images: z.record(z.string(), mediaPath).default({}),
  about: localized,
  goetheDesc: localized,
  telcDesc: localized,
  placementDesc: localized,
  email: z.string().email().optional(),
  phone: z.string().optional(),
});

const levelImage = z.strictObject({ file: mediaPath, alt: localized });

export const levelsFile = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        family,
        cefr,
        name: z.string().min(1),
        slug: z.strictObject({
          de: z.string().regex(/^[^/\s?#]+$/u, "must be one path segment"),
          en: z.string().regex(/^[^/\s?#]+$/u, "must be one path segment"),
          ar: z.string().regex(/^[^/\s?#]+$/u, "must be one path segment"),
          fr: z.string().regex(/^[^/\s?#]+$/u, "must be one path segment"),
          es: z.string().regex(/^[^/\s?#]+$/u, "must be one path segment"),
        }),
        description: localized,
        images: z.array(levelImage).length(5, "a level has exactly five images"),
      }),
    )
    .min(1),
});

const textChoice = z.string().min(1);
const imageChoice = z.strictObject({ image: mediaPath, label: z.string().optional() });
const letters = ["a", "b", "c", "d"];

const common = {
  title: z.string().optional(),
  lastTitle: z.string().optional(),
  banner: mediaPath.optional(),
  highlight: z.boolean().optional(),
  solution: optionalLocalized.optional(),
  explanation: optionalLocalized.optional(),
};

/** Multiple choice: 2–4 text choices or 2–3 picture choices; the answer is a letter a–d. */
const multipleChoice = z
  .strictObject({
    type: z.literal("multiple_choice"),
    ...common,
    choices: z.union([z.array(textChoice).min(2).max(4), z.array(imageChoice).min(2).max(3)]),
    answer: z.enum(["a", "b", "c", "d"]),
  })
  .refine((q) => letters.indexOf(q.answer) < q.choices.length, {
    message: "answer must name one of the choices",
    path: ["answer"],
  });

/** True/false with labels: richtig/falsch by default, ja/nein, or three-way with "steht nicht im Text". */
const trueFalse = z
  .strictObject({
    type: z.literal("true_false"),
    ...common,
    labels: z.enum(["richtig_falsch", "ja_nein", "richtig_falsch_nicht"]).default("richtig_falsch"),
    answer: z.enum(["true", "false", "not_given"]),
  })
  .refine((q) => q.answer !== "not_given" || q.labels === "richtig_falsch_nicht", {
    message: "not_given needs labels: richtig_falsch_nicht",
    path: ["answer"],
  });

/** A typed gap: text before (title) and after (lastTitle), 1–6 accepted answers. */
const gapText = z.strictObject({
  type: z.literal("gap_text"),
  ...common,
  location: z.enum(["beginning", "middle", "end"]).default("middle"),
  accepted: z.array(z.string().min(1).max(200)).min(1).max(6),
});

/** A gap filled from a drop-down of up to 16 options; the answer is one option's text. */
const gapSelect = z
  .strictObject({
    type: z.literal("gap_select"),
    ...common,
    location: z.enum(["beginning", "middle", "end"]).default("middle"),
    options: z.array(z.string().min(1).max(200)).min(2).max(16),
    answer: z.string().min(1),
  })
  .refine((q) => q.options.includes(q.answer), { message: "answer must be one of the options", path: ["answer"] })
  .refine((q) => new Set(q.options).size === q.options.length, { message: "options must differ", path: ["options"] });

/** Matching against the block's shared pool; the answer is a pool value. */
const matching = z.strictObject({
  type: z.literal("matching"),
  ...common,
  answer: z.string().min(1),
});

/** A content point: its text, and optionally the words any one of which shows it is covered (productive/feedback.ts). */
const contentPoint = z.union([
  z.string().min(1),
  z.strictObject({ text: z.string().min(1), keywords: z.array(z.string().min(2)).default([]) }),
]);

/**
 * A writing task: the situation (HTML), the content points, the word range, the rubric (a key of
 * content/rubrics.yaml), the model answer (solution, German) and the explanations per language.
 */
const writing = z
  .strictObject({
    type: z.literal("writing"),
    ...common,
    task: z.string().min(1),
    points: z.array(contentPoint).max(6).default([]),
    minWords: z.number().int().min(1).max(1000).optional(),
    maxWords: z.number().int().min(1).max(1000).optional(),
    rubric: z.string().min(1),
  })
  .refine((q) => q.minWords === undefined || q.maxWords === undefined || q.minWords <= q.maxWords, {
    message: "minWords must not exceed maxWords",
    path: ["maxWords"],
  });

/**
 * A speaking task: the situation or prompt card (HTML), the content points, the preparation time and the longest
 * recording, the rubric (a key of content/rubrics.yaml), the model transcript (solution, German), optionally the
 * model answer read aloud (modelAudio, measured like listening audio) and the explanations per language.
 */
const speaking = z
  .strictObject({
    type: z.literal("speaking"),
    ...common,
    task: z.string().min(1),
    points: z.array(contentPoint).max(8).default([]),
    prepSeconds: z.number().int().min(0).max(1200),
    maxRecordSeconds: z.number().int().min(10).max(900),
    rubric: z.string().min(1),
    /** the model answer read aloud: an .ogg with an .mp3 twin beside it, as a listening block's `audio` */
    modelAudio: mediaPath.optional(),
  })
  .refine((q) => !!q.solution?.de, {
    message: "a speaking task needs a model transcript in German (solution.de)",
    path: ["solution"],
  });

export const subQuestion = z.union([multipleChoice, trueFalse, gapText, gapSelect, matching, writing, speaking]);
const PRODUCTIVE = ["writing", "speaking"] as const;

const block = z
  .strictObject({
    type: z.enum(["listening", "listening and image", "reading", "image", "sub", "writing", "speaking"]),
    /** e.g. "Lesen, Teil 1" */
    title: z.string().min(1),
    intro: z.string().optional(),
    passage: z.string().optional(),
    image: mediaPath.optional(),
    /** The ogg recording; an mp3 twin with the same name is picked up when present. */
    audio: mediaPath.optional(),
    playLimit: z.number().int().min(1).max(5).optional(),
    readingSeconds: z.number().int().min(0).max(600).optional(),
    transcript: z.string().optional(),
    notes: optionalLocalized.optional(),
    pool: z
      .array(z.strictObject({ value: z.string().min(1).max(20), label: z.string().min(1) }))
      .max(16)
      .optional(),
    questions: z.array(subQuestion).min(1),
  })
  .superRefine((b, ctx) => {
    const listening = b.type === "listening" || b.type === "listening and image";
    if (listening && !b.audio) ctx.addIssue({ code: "custom", message: "a listening block needs audio", path: ["audio"] });
    if ((b.type === "image" || b.type === "listening and image") && !b.image)
      ctx.addIssue({ code: "custom", message: `a block of type "${b.type}" needs an image`, path: ["image"] });
    const pool = b.pool ?? [];
    b.questions.forEach((q, i) => {
      for (const kind of PRODUCTIVE)
        if ((b.type === kind) !== (q.type === kind))
          ctx.addIssue({
            code: "custom",
            message: `${kind} tasks belong in a ${kind} block, and only there`,
            path: ["questions", i, "type"],
          });
      if (q.type !== "matching") return;
      if (!pool.length) ctx.addIssue({ code: "custom", message: "matching needs the block's pool", path: ["pool"] });
      else if (!pool.some((o) => o.value === q.answer))
        ctx.addIssue({ code: "custom", message: "answer must be a value of the block's pool", path: ["questions", i, "answer"] });
    });
  });

export const examFile = z.strictObject({
  family,
  level: cefr,
  name: z.string().min(1),
  published: z.boolean().default(true),
  order: z.number().int().default(0),
  passRule: z.enum(["per_skill", "total", "written"]),
  /** The subjects of the exam's texts and tasks (short German labels): no two mocks of a family and level share one. */
  topics: z.array(z.string().min(3)).min(1).optional(),
  timeLimits: z
    .strictObject({
      reading: z.number().int().min(1).optional(),
      listening: z.number().int().min(1).optional(),
      writing: z.number().int().min(1).optional(),
      speaking: z.number().int().min(1).optional(),
    })
    .default({}),
  blocks: z.array(block).min(1),
});

export const placementFile = z.strictObject({
  items: z
    .array(
      z
        .strictObject({
          key: z.string().min(1),
          level: cefr,
          difficulty: z.enum(["easy", "middle", "difficult"]),
          /** What the item tests: grammar, vocabulary, reading (a short text) or listening (a recording) with a question. */
          skill: z.enum(["grammar", "vocabulary", "reading", "listening"]),
          /** The grammar or vocabulary point (or text type); a point belongs to one level (content:check). */
          point: z.string().min(1),
          /** A listening item's recording under media/ (an .ogg with its .mp3 twin beside it). */
          audio: z
            .string()
            .regex(/^[a-z0-9/_-]+\.ogg$/u)
            .optional(),
          title: z.string().min(1),
          choices: z.array(z.string().min(1)).length(4),
          answer: z.string().min(1),
        })
        .refine((i) => i.choices.includes(i.answer), { message: "answer must be one of the choices", path: ["answer"] })
        .refine((i) => (i.skill === "listening") === !!i.audio, {
          message: "a listening item needs its audio, and only a listening item has one",
          path: ["audio"],
        })
        .refine((i) => new Set(i.choices).size === i.choices.length, { message: "choices must differ", path: ["choices"] }),
    )
    .min(1),
});

const band = z.strictObject({ band: z.string().regex(/^[A-E]$/u), points: z.number().min(0), descriptor: localized });

/**
 * content/rubrics.yaml: the criteria and bands productive tasks are judged by, one rubric per family,
 * level and task kind, each with its source and certainty (as blueprints.yaml), and a calibration
 * sample: a text of that kind with the expert's band per criterion.
 */
export const rubricsFile = z.record(
  z
    .string()
    .regex(
      /^(goethe|telc)-(A1|A2|B1|B2|C1)-[a-z_]+(-[a-z_]+)*$/u,
      "keys are family-LEVEL-kind, e.g. goethe-B1-email or goethe-B1-sprechen-praesentation",
    ),
  z
    .strictObject({
      family,
      level: cefr,
      taskKind: z.string().regex(/^[a-z_]+$/u),
      name: localized,
      /** goethe (A-E, E in a zeroesTask criterion zeroes the task), telc (A/B/C/D = 5/3/1/0), completion (full/half/none) */
      scheme: z.enum(["goethe", "telc", "completion"]),
      weight: z.number().positive().default(1),
      source: z.string().min(1),
      certainty: z.enum(["src", "3rd", "mem", "own"]),
      criteria: z
        .array(
          z.strictObject({
            key: z.string().regex(/^[a-z_]+$/u),
            label: localized,
            zeroesTask: z.boolean().default(false),
            bands: z.array(band).min(2).max(5),
          }),
        )
        .min(1),
      /**
       * Required for the rubrics of writing tasks (content check); optional for speaking, where the sample is a
       * transcript, given as `text` or `sample`.
       */
      calibration: z
        .strictObject({
          task: z.string().min(1),
          text: z.string().min(1).optional(),
          sample: z.string().min(1).optional(),
          bands: z.record(z.string(), z.string().regex(/^[A-E]$/u)),
          comment: localized,
        })
        .refine((c) => !!c.text !== !!c.sample, { message: "give the sample as either text or sample", path: ["text"] })
        .optional(),
    })
    .superRefine((r, ctx) => {
      for (const [i, c] of r.criteria.entries()) {
        const letters = c.bands.map((b) => b.band);
        if (new Set(letters).size !== letters.length)
          ctx.addIssue({ code: "custom", message: "band letters must differ", path: ["criteria", i, "bands"] });
        const broken = schemeBandsProblem(r.scheme, c.bands);
        if (broken)
          ctx.addIssue({
            code: "custom",
            message:
              broken === "TELC_BANDS"
                ? "telc bands are A/B/C/D = 5/3/1/0"
                : "completion bands are A = the item's points, B = half of them, C = 0",
            path: ["criteria", i, "bands"],
          });
        if (r.scheme === "completion" && c.zeroesTask)
          ctx.addIssue({ code: "custom", message: "completion zeroes no task", path: ["criteria", i, "zeroesTask"] });
        if (r.calibration && (!r.calibration.bands[c.key] || !letters.includes(r.calibration.bands[c.key])))
          ctx.addIssue({ code: "custom", message: `the calibration needs a band of ${c.key}`, path: ["calibration", "bands"] });
      }
    }),
);

export type RubricsFile = z.infer<typeof rubricsFile>;
export type ContactInfoFile = z.infer<typeof contactInfoFile>;
export type LevelsFile = z.infer<typeof levelsFile>;
export type ExamFile = z.infer<typeof examFile>;
export type SubQuestionFile = z.infer<typeof subQuestion>;
export type PlacementFile = z.infer<typeof placementFile>;
