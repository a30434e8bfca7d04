import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { checkPlacementBank } from "../../placement/placement.bank-check";
import type { ExamFile, RubricsFile } from "./content.schema";
import { loudnessProblems, type Loudness } from "./loudness";
import { ContentError, type ContentBundle } from "./read-content";
import { readingWords } from "./reading-words";
import { EXPLANATION_LANGS, isTranslated } from "./translation-check";

const teil = z.strictObject({
  teil: z.string().min(1),
  items: z.number().int().min(1),
  /** the Teil's official points where the exam weighs Teile unequally (telc B1–C1); absent: one point an item */
  points: z.number().positive().optional(),
  formats: z.array(z.enum(["multiple_choice", "true_false", "gap_text", "gap_select", "matching"])).min(1),
  plays: z.number().int().min(1).optional(),
  /** a reading Teil's official length: the words of its texts (reading-words.ts), from and to */
  words: z
    .tuple([z.number().int().min(1), z.number().int().min(1)])
    .refine(([a, b]) => a <= b, "the words range runs from the smaller to the larger figure")
    .optional(),
});
const moduleSchema = z.strictObject({ minutes: z.number().int().min(1), teile: z.array(teil).min(1) });
/** A writing Teil: how many tasks, of which kind (a rubric's taskKind), and the word range asked for. */
const writingTeil = z.strictObject({
  teil: z.string().min(1),
  tasks: z.number().int().min(1),
  kind: z.string().regex(/^[a-z_]+$/u),
  words: z.tuple([z.number().int().min(1), z.number().int().min(1)]).optional(),
});
const writingModule = z.strictObject({
  minutes: z.number().int().min(1),
  /** the module's points in the official scheme (Goethe: 100 per module; telc: the part's share) */
  points: z.number().positive(),
  teile: z.array(writingTeil).min(1),
});
/**
 * A speaking Teil: how many tasks, of which kind (a rubric's taskKind), and, where the blueprint fixes them, the
 * preparation time and the longest recording (seconds) each task must give.
 */
const speakingTeil = z.strictObject({
  teil: z.string().min(1),
  tasks: z.number().int().min(1),
  kind: z.string().regex(/^[a-z_]+$/u),
  prepSeconds: z.number().int().min(0).optional(),
  recordSeconds: z.number().int().min(1).optional(),
});
const speakingModule = z.strictObject({
  /** the exam's time limit for the module (timeLimits.speaking), when it has one */
  minutes: z.number().int().min(1).optional(),
  points: z.number().positive().optional(),
  /** whether every published exam of this family-level must have its Sprechen part */
  required: z.boolean().default(true),
  teile: z.array(speakingTeil).min(1),
});
export const blueprintsFile = z.record(
  z.string().regex(/^(goethe|telc)-(A1|A2|B1|B2|C1)$/, "keys are family-LEVEL, e.g. goethe-B1"),
  z.strictObject({
    passRule: z.enum(["per_skill", "total", "written"]),
    reading: moduleSchema,
    listening: moduleSchema,
    /** every family-level's Schreiben: exams are held to it */
    writing: writingModule,
    /** Sprechen, adapted to one learner recording alone */
    speaking: speakingModule.optional(),
  }),
);
export type Blueprints = z.infer<typeof blueprintsFile>;
type Skill = "reading" | "listening";

export function readBlueprints(contentDir: string): Blueprints {
  const file = "blueprints.yaml";
  const parsed = blueprintsFile.safeParse(YAML.parse(fs.readFileSync(path.join(contentDir, file), "utf8")));
  if (!parsed.success)
    throw new ContentError(
      file,
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    );
  return parsed.data;
}

/** How often the instructions say a recording is played ("Sie hören jeden Text zweimal"), when they say it. */
export function statedPlays(text: string | undefined): 1 | 2 | undefined {
  const m = /Sie hören [^.]*?\b(einmal|zweimal)\b/i.exec((text ?? "").replace(/<[^>]*>/g, ""));
  return m ? (m[1].toLowerCase() === "einmal" ? 1 : 2) : undefined;
}

const skillOfBlock = (type: string): Skill | "writing" | "speaking" =>
  type === "writing" || type === "speaking" ? type : type.startsWith("listening") ? "listening" : "reading";

/**
 * The blueprint Teil a block title names: the Teil whose name the title begins with, the longest such name winning
 * ("Sprachbausteine, Teil 1" over "Sprachbausteine"); null where none does.
 */
export function teilNamed<T extends { teil: string }>(teile: readonly T[], title: string | null): T | null {
  if (!title) return null;
  let best: T | null = null;
  for (const t of teile) if (title.startsWith(t.teil) && (!best || t.teil.length > best.teil.length)) best = t;
  return best;
}

/** The speaking module against its blueprint: Teile, number and kind of tasks, preparation and recording times. */
function compareSpeaking(exam: ExamFile, bp: Blueprints[string], rubrics: RubricsFile): string[] {
  const problems: string[] = [];
  const mod = bp.speaking;
  const blocks = exam.blocks.map((b, i) => ({ b, i })).filter(({ b }) => b.type === "speaking");
  if (!mod) return blocks.length ? ["speaking blocks, but the blueprint has no speaking module"] : [];
  if (!blocks.length) return mod.required ? ["Sprechen: missing (the blueprint requires a speaking module)"] : [];
  if (mod.minutes !== undefined && exam.timeLimits.speaking !== undefined && exam.timeLimits.speaking !== mod.minutes)
    problems.push(`timeLimits.speaking is ${exam.timeLimits.speaking}, the blueprint says ${mod.minutes}`);
  for (const { b, i } of blocks)
    if (!teilNamed(mod.teile, b.title)) problems.push(`blocks.${i} "${b.title}" matches no Teil of the speaking blueprint`);
  for (const t of mod.teile) {
    const tasks = blocks.filter(({ b }) => teilNamed(mod.teile, b.title) === t).flatMap(({ b }) => b.questions);
    if (tasks.length !== t.tasks) problems.push(`${t.teil}: ${tasks.length} tasks, the blueprint says ${t.tasks}`);
    for (const q of tasks) {
      if (q.type !== "speaking") continue;
      const kind = rubrics[q.rubric]?.taskKind;
      if (kind !== t.kind)
        problems.push(`${t.teil}: rubric ${q.rubric} is for ${kind ?? "nothing"}, the blueprint says ${t.kind}`);
      if (t.prepSeconds !== undefined && q.prepSeconds !== t.prepSeconds)
        problems.push(`${t.teil}: prepSeconds ${q.prepSeconds}, the blueprint says ${t.prepSeconds}`);
      if (t.recordSeconds !== undefined && q.maxRecordSeconds !== t.recordSeconds)
        problems.push(`${t.teil}: maxRecordSeconds ${q.maxRecordSeconds}, the blueprint says ${t.recordSeconds}`);
    }
  }
  return problems;
}

/** The writing module against its blueprint: time, Teile, number and kind of tasks, word ranges. */
function compareWriting(exam: ExamFile, bp: Blueprints[string], rubrics: RubricsFile): string[] {
  const problems: string[] = [];
  const mod = bp.writing;
  if (!mod)
    return exam.blocks.some((b) => b.type === "writing") ? ["writing blocks, but the blueprint has no writing module"] : [];
  if (exam.timeLimits.writing !== mod.minutes)
    problems.push(`timeLimits.writing is ${exam.timeLimits.writing ?? "missing"}, the blueprint says ${mod.minutes}`);
  const blocks = exam.blocks.map((b, i) => ({ b, i })).filter(({ b }) => b.type === "writing");
  for (const { b, i } of blocks)
    if (!teilNamed(mod.teile, b.title)) problems.push(`blocks.${i} "${b.title}" matches no Teil of the writing blueprint`);
  for (const t of mod.teile) {
    const tasks = blocks.filter(({ b }) => teilNamed(mod.teile, b.title) === t).flatMap(({ b }) => b.questions);
    if (tasks.length !== t.tasks) problems.push(`${t.teil}: ${tasks.length} tasks, the blueprint says ${t.tasks}`);
    for (const q of tasks) {
      if (q.type !== "writing") continue;
      const kind = rubrics[q.rubric]?.taskKind;
      if (kind !== t.kind)
        problems.push(`${t.teil}: rubric ${q.rubric} is for ${kind ?? "nothing"}, the blueprint says ${t.kind}`);
      if (t.words && (q.minWords !== t.words[0] || q.maxWords !== t.words[1]))
        problems.push(
          `${t.teil}: words ${q.minWords ?? "?"}–${q.maxWords ?? "?"}, the blueprint says ${t.words[0]}–${t.words[1]}`,
        );
      if (!q.points.length) problems.push(`${t.teil}: a writing task without content points`);
    }
  }
  return problems;
}

/** Every way an exam departs from its blueprint (empty when it follows it). */
export function compareWithBlueprint(exam: ExamFile, bp: Blueprints[string], rubrics: RubricsFile = {}): string[] {
  const problems: string[] = [...compareWriting(exam, bp, rubrics), ...compareSpeaking(exam, bp, rubrics)];
  if (exam.passRule !== bp.passRule) problems.push(`passRule is ${exam.passRule}, the blueprint says ${bp.passRule}`);
  for (const skill of ["reading", "listening"] as Skill[]) {
    const mod = bp[skill];
    const limit = exam.timeLimits[skill];
    if (limit !== mod.minutes) problems.push(`timeLimits.${skill} is ${limit ?? "missing"}, the blueprint says ${mod.minutes}`);
    const blocks = exam.blocks.map((b, i) => ({ b, i })).filter(({ b }) => skillOfBlock(b.type) === skill);
    for (const { b, i } of blocks) {
      if (!teilNamed(mod.teile, b.title)) problems.push(`blocks.${i} "${b.title}" matches no Teil of the ${skill} blueprint`);
    }
    for (const t of mod.teile) {
      const mine = blocks.filter(({ b }) => teilNamed(mod.teile, b.title) === t);
      if (!mine.length) {
        problems.push(`${t.teil}: missing`);
        continue;
      }
      const items = mine.flatMap(({ b }) => b.questions);
      if (t.words && skill === "reading") {
        const n = readingWords({ ...exam, blocks: mine.map(({ b }) => b) }, () => t.teil)[0]?.words ?? 0;
        if (n < t.words[0] || n > t.words[1])
          problems.push(`${t.teil}: ${n} words of text, the blueprint says ${t.words[0]}–${t.words[1]}`);
      }
      if (items.length !== t.items) problems.push(`${t.teil}: ${items.length} items, the blueprint says ${t.items}`);
      const wrong = [
        ...new Set(items.map((q) => q.type).filter((f) => f === "writing" || f === "speaking" || !t.formats.includes(f))),
      ];
      if (wrong.length) problems.push(`${t.teil}: format ${wrong.join(", ")} not in the blueprint (${t.formats.join(", ")})`);
      if (t.plays !== undefined)
        for (const { b, i } of mine)
          if (b.playLimit !== t.plays)
            problems.push(`blocks.${i} "${b.title}": playLimit ${b.playLimit ?? "unlimited"}, the blueprint says ${t.plays}`);
      for (const { b, i } of mine)
        for (const [where, text] of [
          ["intro", b.intro],
          ["transcript", b.transcript],
        ] as const) {
          const said = statedPlays(text);
          if (said !== undefined && b.playLimit !== undefined && said !== b.playLimit)
            problems.push(
              `blocks.${i} "${b.title}": the ${where} says the recording plays ${said === 1 ? "once" : "twice"}, playLimit is ${b.playLimit}`,
            );
        }
    }
  }
  return problems;
}

/** What the check needs to know of a recording: its length, integrated loudness (LUFS) and true peak (dBTP). */
export interface AudioInfo extends Loudness {
  seconds: number;
}
export type AudioProbe = (file: string) => Promise<AudioInfo>;

export interface CoverageRow {
  /** family-level, e.g. goethe-B1 (the blueprint the exam follows) */
  exam: string;
  /** the exam's file name without .yaml, e.g. goethe-b1-2 (absent in hand-made rows) */
  file?: string;
  readingItems: number;
  readingTeile: number;
  listeningItems: number;
  listeningTeile: number;
  writingTasks: number;
  writingTeile: number;
  speakingTasks: number;
  speakingTeile: number;
  audioMinutes: number;
  /** the words of each reading Teil's texts, in the exam's order (reading-words.ts) */
  readingWords: { teil: string; words: number }[];
  explanations: Record<string, number>;
}

const LANGS = EXPLANATION_LANGS;

/** Checks every exam against its blueprint, its audio and its explanations; returns the problems and a coverage table. */
export async function checkCoverage(
  bundle: ContentBundle,
  blueprints: Blueprints,
  probe: AudioProbe,
): Promise<{ problems: string[]; rows: CoverageRow[] }> {
  const problems: string[] = [];
  const rows: CoverageRow[] = [];
  for (const { file, data: exam } of bundle.exams) {
    if (!exam.published) continue;
    const key = `${exam.family}-${exam.level}`;
    const bp = blueprints[key];
    if (!bp) problems.push(`${file}: no blueprint for ${key}`);
    else problems.push(...compareWithBlueprint(exam, bp, bundle.rubrics).map((p) => `${file}: ${p}`));

    let audioSeconds = 0;
    /** Decodes a recording and its .mp3 twin in full; their lengths, or none when they do not decode. */
    const measure = async (where: string, rel: string, plausible: [number, number]): Promise<number> => {
      const twins = [rel, rel.replace(/\.ogg$/i, ".mp3")].filter((v, k, a) => a.indexOf(v) === k);
      const lengths: number[] = [];
      for (const r of twins) {
        const full = path.join(bundle.dir, "media", r);
        if (!fs.existsSync(full)) {
          problems.push(`${file}: ${where}: ${r} is missing`);
          continue;
        }
        try {
          const info = await probe(full);
          lengths.push(info.seconds);
          for (const p of loudnessProblems(info)) problems.push(`${file}: ${where}: ${r}: ${p}`);
        } catch (err) {
          problems.push(`${file}: ${where}: ${r} does not decode (${(err as Error).message})`);
        }
      }
      for (const s of lengths)
        if (!(s >= plausible[0] && s <= plausible[1]))
          problems.push(`${file}: ${where}: ${rel} lasts ${s.toFixed(1)} s, not within ${plausible[0]}–${plausible[1]} s`);
      if (lengths.length === 2 && Math.abs(lengths[0] - lengths[1]) > 3)
        problems.push(
          `${file}: ${where}: the ogg and mp3 versions differ in length (${lengths.map((s) => s.toFixed(1)).join(" vs ")} s)`,
        );
      return lengths[0] ?? 0;
    };
    for (const [i, b] of exam.blocks.entries()) {
      if (b.audio) {
        if (!b.transcript) problems.push(`${file}: blocks.${i} has audio but no transcript`);
        audioSeconds += await measure(`blocks.${i}`, b.audio, [15, 20 * 60]);
      }
      for (const [j, q] of b.questions.entries())
        // a model answer is read within the time the learner has to record (and the upload's 5 s of grace)
        if (q.type === "speaking" && q.modelAudio)
          audioSeconds += await measure(`blocks.${i}.questions.${j}.modelAudio`, q.modelAudio, [5, q.maxRecordSeconds + 5]);
    }

    const items = exam.blocks.flatMap((b) => b.questions.map((q) => ({ q, skill: skillOfBlock(b.type) })));
    // An explanation counts in a language when it is there and, outside German, says something in its own words
    // beyond quoting the German (translation-check.ts): a copied or nearly copied German text counts as missing.
    const explanations = Object.fromEntries(
      LANGS.map((l) => [l, Math.round((100 * items.filter(({ q }) => isTranslated(q.explanation, l)).length) / items.length)]),
    );
    items.forEach(({ q }, n) => {
      if (!q.explanation?.de || !q.explanation?.en) problems.push(`${file}: item ${n + 1} lacks an explanation in de and en`);
      for (const l of LANGS.slice(1))
        if (q.explanation?.[l] && !isTranslated(q.explanation, l))
          problems.push(`${file}: item ${n + 1}: the ${l} explanation is (nearly) the German text, not a translation`);
      if (!q.solution?.de) problems.push(`${file}: item ${n + 1} lacks a model solution in de`);
      // the review shows an option as "a) Anzeige …": a model solution that carries the letter twice reads "a) a) …"
      for (const l of LANGS)
        if (/^\s*([a-z0-9])\)\s+\1\)/i.test(q.solution?.[l] ?? ""))
          problems.push(`${file}: item ${n + 1}: the ${l} model solution repeats its letter ("a) a) …")`);
    });
    const teile = (skill: Skill | "writing" | "speaking") =>
      new Set(exam.blocks.filter((b) => skillOfBlock(b.type) === skill).map((b) => b.title)).size;
    rows.push({
      exam: key,
      file: file.replace(/^.*\//, "").replace(/\.ya?ml$/, ""),
      readingItems: items.filter((x) => x.skill === "reading").length,
      readingTeile: teile("reading"),
      listeningItems: items.filter((x) => x.skill === "listening").length,
      listeningTeile: teile("listening"),
      writingTasks: items.filter((x) => x.skill === "writing").length,
      writingTeile: teile("writing"),
      speakingTasks: items.filter((x) => x.skill === "speaking").length,
      speakingTeile: teile("speaking"),
      audioMinutes: Math.round((audioSeconds / 60) * 10) / 10,
      readingWords: readingWords(exam, (title) => (bp ? teilNamed(bp.reading.teile, title)?.teil : null) ?? title),
      explanations,
    });
  }
  for (const key of Object.keys(blueprints)) if (!rows.some((r) => r.exam === key)) problems.push(`no published exam for ${key}`);

  problems.push(...checkPlacementBank(bundle.placement));
  return { problems, rows: rows.sort((a, b) => (a.file ?? a.exam).localeCompare(b.file ?? b.exam)) };
}

export function formatTable(rows: CoverageRow[]): string {
  const head =
    "| exam | Lesen items (Teile) | Hören items (Teile) | Schreiben tasks (Teile) | Sprechen tasks (Teile) | Lesen words per Teil | audio min | explanations de / en / ar / fr / es |";
  const sep = "|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.file ?? r.exam} | ${r.readingItems} (${r.readingTeile}) | ${r.listeningItems} (${r.listeningTeile}) | ${r.writingTasks} (${r.writingTeile}) | ${r.speakingTasks} (${r.speakingTeile}) | ${r.readingWords.map((w) => w.words).join(" / ")} (${r.readingWords.reduce((n, w) => n + w.words, 0)}) | ${r.audioMinutes.toFixed(1)} | ${LANGS.map((l) => `${r.explanations[l]} %`).join(" / ")} |`,
  );
  const total = rows.reduce((n, r) => n + r.audioMinutes, 0);
  return [
    head,
    sep,
    ...lines,
    `| **${rows.length} exams, ${new Set(rows.map((r) => r.exam)).size} family-levels** | ${rows.reduce((n, r) => n + r.readingItems, 0)} | ${rows.reduce((n, r) => n + r.listeningItems, 0)} | ${rows.reduce((n, r) => n + r.writingTasks, 0)} | ${rows.reduce((n, r) => n + r.speakingTasks, 0)} | | ${total.toFixed(1)} | |`,
  ].join("\n");
}
