/**
 * Practice sets, derived from the content: one per Teil of each family and level in blueprints.yaml, with the
 * task type named in practice.yaml (name, description and strategy tip in five languages); a writing or speaking
 * Teil is named by its blueprint kind (practice.yaml `productive.kinds`) and described per module. Blocks join a set
 * by their exam's level, their skill (block type) and their title, which begins with the Teil ("Lesen, Teil 3");
 * the longest matching Teil wins, as in the blueprint check.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { LANGS, type LangCode } from "../../common/lang";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { readBlueprints, teilNamed, type Blueprints } from "../exams/format/blueprint-check";
import { ContentError } from "../exams/format/read-content";
import type { SkillCode } from "../exams/question-block.entity";
import type { PassRule } from "../exams/exam.entity";

export const PRACTICE_FILE = "practice.yaml";

const text = z.strictObject(Object.fromEntries(LANGS.map((l) => [l, z.string().min(1)])) as Record<LangCode, z.ZodString>);
const taskKey = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "task type keys are lower-case words joined by hyphens");
export const practiceFile = z.strictObject({
  taskTypes: z.record(taskKey, z.strictObject({ name: text, description: text, tip: text })),
  sets: z.record(
    z.string().regex(/^(goethe|telc)-(A1|A2|B1|B2|C1)$/, "keys are family-LEVEL, e.g. goethe-B1"),
    z.strictObject({ reading: z.array(taskKey).min(1), listening: z.array(taskKey).min(1) }),
  ),
  productive: z.strictObject({
    writing: z.strictObject({ description: text, tip: text }),
    speaking: z.strictObject({ description: text, tip: text }),
    /** A name per blueprint task kind (email, forum, planen, …). */
    kinds: z.record(z.string().regex(/^[a-z_]+$/), text),
  }),
});
/** The modules whose items are scored from a key: mastery and mistakes are theirs. */
export const KEYED_SKILLS: readonly SkillCode[] = ["reading", "listening"];
export type PracticeFile = z.infer<typeof practiceFile>;
export type LocalText = Record<LangCode, string>;

export interface PracticeSetDef {
  /** Stable id, e.g. "goethe-B1-reading-3". */
  id: string;
  family: ExamFamilyCode;
  cefr: CefrCode;
  skill: SkillCode;
  /** 1-based position of the Teil in its module. */
  teil: number;
  /** The Teil as the exam names it, e.g. "Lesen, Teil 3". */
  teilLabel: string;
  taskType: string;
  name: LocalText;
  description: LocalText;
  tip: LocalText;
}

export interface PracticeCatalog {
  sets: PracticeSetDef[];
  byId: Map<string, PracticeSetDef>;
  /** The official pass rule per "family-LEVEL" (blueprints). */
  passRules: Map<string, PassRule>;
  /** The set a block belongs to, or null (a block whose title matches no Teil of its level). */
  setOf(family: string, cefr: string, skill: SkillCode, blockTitle: string | null): PracticeSetDef | null;
}

export function readPracticeFile(contentDir: string): PracticeFile {
  const parsed = practiceFile.safeParse(YAML.parse(fs.readFileSync(path.join(contentDir, PRACTICE_FILE), "utf8")));
  if (!parsed.success)
    throw new ContentError(
      PRACTICE_FILE,
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    );
  return parsed.data;
}

/** Every way the practice file departs from the blueprints (empty when each Teil has a known task type). */
export function checkPractice(practice: PracticeFile, blueprints: Blueprints): string[] {
  const problems: string[] = [];
  for (const [key, bp] of Object.entries(blueprints)) {
    const mine = practice.sets[key];
    if (!mine) {
      problems.push(`${PRACTICE_FILE}: sets.${key} missing`);
      continue;
    }
    for (const skill of ["reading", "listening"] as const) {
      if (mine[skill].length !== bp[skill].teile.length)
        problems.push(
          `${PRACTICE_FILE}: sets.${key}.${skill} has ${mine[skill].length} Teile, the blueprint ${bp[skill].teile.length}`,
        );
      mine[skill].forEach((t, i) => {
        if (!practice.taskTypes[t]) problems.push(`${PRACTICE_FILE}: sets.${key}.${skill}.${i} names unknown task type ${t}`);
      });
    }
  }
  for (const key of Object.keys(practice.sets))
    if (!blueprints[key]) problems.push(`${PRACTICE_FILE}: sets.${key} has no blueprint`);
  for (const [key, bp] of Object.entries(blueprints))
    for (const t of [...bp.writing.teile, ...(bp.speaking?.teile ?? [])])
      if (!practice.productive.kinds[t.kind])
        problems.push(`${PRACTICE_FILE}: productive.kinds.${t.kind} missing (${key}, ${t.teil})`);
  return problems;
}

export function buildCatalog(practice: PracticeFile, blueprints: Blueprints): PracticeCatalog {
  const problems = checkPractice(practice, blueprints);
  if (problems.length) throw new ContentError(PRACTICE_FILE, problems);
  const sets: PracticeSetDef[] = [];
  for (const [key, bp] of Object.entries(blueprints)) {
    const [family, cefr] = key.split("-") as [ExamFamilyCode, CefrCode];
    /** The set of the i-th Teil of a module: keyed Teile are named by practice.yaml's task type, productive ones by kind. */
    const add = (
      skill: SkillCode,
      teil: string,
      i: number,
      type: Pick<PracticeSetDef, "taskType" | "name" | "description" | "tip">,
    ) => sets.push({ id: `${family}-${cefr}-${skill}-${i + 1}`, family, cefr, skill, teil: i + 1, teilLabel: teil, ...type });
    for (const skill of ["reading", "listening"] as const)
      bp[skill].teile.forEach((t, i) => {
        const taskType = practice.sets[key][skill][i];
        const { name, description, tip } = practice.taskTypes[taskType];
        add(skill, t.teil, i, { taskType, name, description, tip });
      });
    for (const skill of ["writing", "speaking"] as const)
      (bp[skill]?.teile ?? []).forEach((t, i) =>
        add(skill, t.teil, i, { taskType: t.kind, name: practice.productive.kinds[t.kind], ...practice.productive[skill] }),
      );
  }
  const byId = new Map(sets.map((s) => [s.id, s]));
  // the sets of one family, level and skill by their Teil's name, for the blueprint's rule (teilNamed)
  const byTeil = new Map<string, { teil: string; set: PracticeSetDef }[]>();
  for (const s of sets) {
    const k = `${s.family}-${s.cefr}-${s.skill}`;
    byTeil.set(k, [...(byTeil.get(k) ?? []), { teil: s.teilLabel, set: s }]);
  }
  return {
    sets,
    byId,
    passRules: new Map(Object.entries(blueprints).map(([k, bp]) => [k, bp.passRule])),
    setOf(family, cefr, skill, blockTitle) {
      return teilNamed(byTeil.get(`${family}-${cefr}-${skill}`) ?? [], blockTitle)?.set ?? null;
    },
  };
}

/**
 * The catalog of a content folder. The practice file and the blueprints are product texts rather than seed data,
 * so a content folder without them (a test fixture) reads the shipped ones beside the repository.
 */
export function loadCatalog(contentDir: string, shippedDir: string): PracticeCatalog {
  const dirOf = (file: string) => (fs.existsSync(path.join(contentDir, file)) ? contentDir : shippedDir);
  return buildCatalog(readPracticeFile(dirOf(PRACTICE_FILE)), readBlueprints(dirOf("blueprints.yaml")));
}
