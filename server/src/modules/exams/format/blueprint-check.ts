import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import type { ExamFile } from "./content.schema";
import { loudnessProblems, type Loudness } from "./loudness";
import { ContentError, type ContentBundle } from "./read-content";

const teil = z.strictObject({
  teil: z.string().min(1),
  items: z.number().int().min(1),
  formats: z.array(z.enum(["multiple_choice", "true_false", "gap_text", "gap_select", "matching"])).min(1),
  plays: z.number().int().min(1).optional(),
});
const moduleSchema = z.strictObject({ minutes: z.number().int().min(1), teile: z.array(teil).min(1) });
export const blueprintsFile = z.record(
  z.string().regex(/^(goethe|telc)-(A1|A2|B1|B2|C1)$/, "keys are family-LEVEL, e.g. goethe-B1"),
  z.strictObject({ passRule: z.enum(["per_skill", "total", "written"]), reading: moduleSchema, listening: moduleSchema }),
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

const skillOfBlock = (type: string): Skill => (type.startsWith("listening") ? "listening" : "reading");

/** Every way an exam departs from its blueprint (empty when it follows it). */
export function compareWithBlueprint(exam: ExamFile, bp: Blueprints[string]): string[] {
  const problems: string[] = [];
  if (exam.passRule !== bp.passRule) problems.push(`passRule is ${exam.passRule}, the blueprint says ${bp.passRule}`);
  for (const skill of ["reading", "listening"] as Skill[]) {
    const mod = bp[skill];
    const limit = exam.timeLimits[skill];
    if (limit !== mod.minutes) problems.push(`timeLimits.${skill} is ${limit ?? "missing"}, the blueprint says ${mod.minutes}`);
    const blocks = exam.blocks.map((b, i) => ({ b, i })).filter(({ b }) => skillOfBlock(b.type) === skill);
    for (const { b, i } of blocks) {
      if (!mod.teile.some((t) => b.title.startsWith(t.teil)))
        problems.push(`blocks.${i} "${b.title}" matches no Teil of the ${skill} blueprint`);
    }
    for (const t of mod.teile) {
      // the longest matching prefix wins ("Sprachbausteine, Teil 1" vs "Sprachbausteine")
      const mine = blocks.filter(({ b }) => {
        const best = mod.teile.filter((x) => b.title.startsWith(x.teil)).sort((x, y) => y.teil.length - x.teil.length)[0];
        return best === t;
      });
      if (!mine.length) {
        problems.push(`${t.teil}: missing`);
        continue;
      }
      const items = mine.flatMap(({ b }) => b.questions);
      if (items.length !== t.items) problems.push(`${t.teil}: ${items.length} items, the blueprint says ${t.items}`);
      const wrong = [...new Set(items.map((q) => q.type).filter((f) => !t.formats.includes(f)))];
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
  exam: string;
  readingItems: number;
  readingTeile: number;
  listeningItems: number;
  listeningTeile: number;
  audioMinutes: number;
  explanations: Record<string, number>;
}

const LANGS = ["de", "en", "ar", "fr", "es"] as const;

const normalised = (t: string) =>
  t
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim()
    .toLowerCase();

/** Whether a text exists in `lang` and, outside German, differs from the German (copied German is no translation). */
function translated(texts: Partial<Record<(typeof LANGS)[number], string>> | undefined, lang: (typeof LANGS)[number]): boolean {
  const t = texts?.[lang];
  if (!t) return false;
  return lang === "de" || normalised(t) !== normalised(texts?.de ?? "");
}

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
    else problems.push(...compareWithBlueprint(exam, bp).map((p) => `${file}: ${p}`));

    let audioSeconds = 0;
    for (const [i, b] of exam.blocks.entries()) {
      if (!b.audio) continue;
      if (!b.transcript) problems.push(`${file}: blocks.${i} has audio but no transcript`);
      const twins = [b.audio, b.audio.replace(/\.ogg$/i, ".mp3")].filter((v, k, a) => a.indexOf(v) === k);
      const lengths: number[] = [];
      for (const rel of twins) {
        const full = path.join(bundle.dir, "media", rel);
        if (!fs.existsSync(full)) {
          problems.push(`${file}: blocks.${i}: ${rel} is missing`);
          continue;
        }
        try {
          const info = await probe(full);
          lengths.push(info.seconds);
          for (const p of loudnessProblems(info)) problems.push(`${file}: blocks.${i}: ${rel}: ${p}`);
        } catch (err) {
          problems.push(`${file}: blocks.${i}: ${rel} does not decode (${(err as Error).message})`);
        }
      }
      for (const s of lengths)
        if (!(s >= 15 && s <= 20 * 60))
          problems.push(`${file}: blocks.${i}: ${b.audio} lasts ${s.toFixed(1)} s, not a plausible recording`);
      if (lengths.length === 2 && Math.abs(lengths[0] - lengths[1]) > 3)
        problems.push(
          `${file}: blocks.${i}: the ogg and mp3 versions differ in length (${lengths.map((s) => s.toFixed(1)).join(" vs ")} s)`,
        );
      audioSeconds += lengths[0] ?? 0;
    }

    const items = exam.blocks.flatMap((b) => b.questions.map((q) => ({ q, skill: skillOfBlock(b.type) })));
    // An explanation counts in a language when it is there and, outside German, is not the German text again.
    const explanations = Object.fromEntries(
      LANGS.map((l) => [l, Math.round((100 * items.filter(({ q }) => translated(q.explanation, l)).length) / items.length)]),
    );
    items.forEach(({ q }, n) => {
      if (!q.explanation?.de || !q.explanation?.en) problems.push(`${file}: item ${n + 1} lacks an explanation in de and en`);
      for (const l of LANGS.slice(1))
        if (q.explanation?.[l] && !translated(q.explanation, l))
          problems.push(`${file}: item ${n + 1}: the ${l} explanation is the German text, not a translation`);
      if (!q.solution?.de) problems.push(`${file}: item ${n + 1} lacks a model solution in de`);
    });
    const teile = (skill: Skill) => new Set(exam.blocks.filter((b) => skillOfBlock(b.type) === skill).map((b) => b.title)).size;
    rows.push({
      exam: key,
      readingItems: items.filter((x) => x.skill === "reading").length,
      readingTeile: teile("reading"),
      listeningItems: items.filter((x) => x.skill === "listening").length,
      listeningTeile: teile("listening"),
      audioMinutes: Math.round((audioSeconds / 60) * 10) / 10,
      explanations,
    });
  }
  for (const key of Object.keys(blueprints)) if (!rows.some((r) => r.exam === key)) problems.push(`no published exam for ${key}`);

  const cells = new Map<string, number>();
  for (const p of bundle.placement)
    for (const it of p.data.items)
      cells.set(`${it.level} ${it.difficulty}`, (cells.get(`${it.level} ${it.difficulty}`) ?? 0) + 1);
  for (const level of ["A1", "A2", "B1", "B2", "C1"])
    for (const d of ["easy", "middle", "difficult"])
      if ((cells.get(`${level} ${d}`) ?? 0) < 10)
        problems.push(`placement: ${level} ${d} has ${cells.get(`${level} ${d}`) ?? 0} items, at least 10 are needed`);
  return { problems, rows: rows.sort((a, b) => a.exam.localeCompare(b.exam)) };
}

export function formatTable(rows: CoverageRow[]): string {
  const head = "| exam | Lesen items (Teile) | Hören items (Teile) | audio min | explanations de / en / ar / fr / es |";
  const sep = "|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.exam} | ${r.readingItems} (${r.readingTeile}) | ${r.listeningItems} (${r.listeningTeile}) | ${r.audioMinutes.toFixed(1)} | ${LANGS.map((l) => `${r.explanations[l]} %`).join(" / ")} |`,
  );
  const total = rows.reduce((n, r) => n + r.audioMinutes, 0);
  return [
    head,
    sep,
    ...lines,
    `| **${rows.length} family-levels** | ${rows.reduce((n, r) => n + r.readingItems, 0)} | ${rows.reduce((n, r) => n + r.listeningItems, 0)} | ${total.toFixed(1)} | |`,
  ].join("\n");
}
