/* The topic register (content/topics.yaml): for every mock, each Teil's topics as short normalised keys
   ("wahlalter-16", "wasser-abgestellt"). A learner who moves up a level should not meet the same subject again:
   a key used at two levels is refused, unless the register lists it as an exception with its reason (for
   instance two shipped recordings whose audio must keep matching its script); a key shared by two mocks of the
   same family and level is refused too; the same level in the other family is only reported. Every published
   mock needs its entry, naming each of its Teile, and an entry names only Teile the mock has. */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { ContentError, type ContentBundle } from "./read-content";

const topicKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a topic key is lower case words joined by hyphens");

export const topicsFile = z.strictObject({
  /** keys allowed at several levels, each with the mocks concerned and why */
  exceptions: z
    .array(z.strictObject({ key: topicKey, mocks: z.array(z.string().min(1)).min(2), reason: z.string().min(10) }))
    .default([]),
  /** mock file name (without .yaml) → Teil title, as in the mock's blocks → that Teil's topic keys */
  mocks: z.record(z.string().min(1), z.record(z.string().min(1), z.array(topicKey).min(1))),
});
export type TopicsFile = z.infer<typeof topicsFile>;

/** content/topics.yaml, or null when the folder has none. */
export function readTopicsFile(dir: string): TopicsFile | null {
  const file = path.join(dir, "topics.yaml");
  if (!fs.existsSync(file)) return null;
  const parsed = topicsFile.safeParse(YAML.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new ContentError(
      "topics.yaml",
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    );
  return parsed.data;
}

interface Use {
  mock: string;
  family: string;
  level: string;
  teil: string;
}

/** Errors refuse the content; warnings (the same subject at the same level in the other family) are printed. */
export function checkTopicRegister(
  exams: ContentBundle["exams"],
  register: TopicsFile | null,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!register) return { errors: ["topics.yaml: the topic register is missing"], warnings };
  const published = exams.filter((e) => e.data.published);
  const byKey = new Map(published.map((e) => [e.key, e]));
  const uses = new Map<string, Use[]>();
  for (const mock of Object.keys(register.mocks))
    if (!byKey.has(mock)) errors.push(`topics.yaml: "${mock}" is not a published mock`);
  for (const { key, data } of published) {
    const entry = register.mocks[key];
    if (!entry) {
      errors.push(`${key}: no entry in the topic register (topics.yaml)`);
      continue;
    }
    const teile = [...new Set(data.blocks.map((b) => b.title))];
    for (const teil of teile) if (!entry[teil]) errors.push(`${key}: "${teil}" has no topics in topics.yaml`);
    for (const [teil, keys] of Object.entries(entry)) {
      if (!teile.includes(teil)) errors.push(`topics.yaml: ${key} has no Teil "${teil}"`);
      for (const topic of keys) {
        const list = uses.get(topic) ?? [];
        list.push({ mock: key, family: data.family, level: data.level, teil });
        uses.set(topic, list);
      }
    }
  }
  for (const exception of register.exceptions)
    for (const mock of exception.mocks)
      if (!uses.get(exception.key)?.some((u) => u.mock === mock))
        errors.push(`topics.yaml: the exception "${exception.key}" names ${mock}, which does not use it`);
  const excepted = (topic: string, a: Use, b: Use) =>
    register.exceptions.some((e) => e.key === topic && e.mocks.includes(a.mock) && e.mocks.includes(b.mock));
  const where = (u: Use) => `${u.mock} (${u.teil})`;
  for (const [topic, list] of uses)
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        if (a.mock === b.mock) {
          if (a.teil !== b.teil) errors.push(`${a.mock}: topic "${topic}" in two Teile (${a.teil}, ${b.teil})`);
        } else if (excepted(topic, a, b)) continue;
        else if (a.level !== b.level)
          errors.push(`topic "${topic}" at two levels: ${where(a)} ${a.level}, ${where(b)} ${b.level}`);
        else if (a.family === b.family) errors.push(`topic "${topic}" twice in ${a.family} ${a.level}: ${where(a)}, ${where(b)}`);
        else warnings.push(`topic "${topic}" in both families at ${a.level}: ${where(a)}, ${where(b)}`);
      }
  return { errors, warnings };
}
