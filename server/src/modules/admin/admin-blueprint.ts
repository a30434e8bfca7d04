import { teilNamed, type Blueprints } from "../exams/format/blueprint-check";
import { skillOf, type BlockType } from "../exams/question-block.entity";
import type { AdminMessageKey } from "./admin.messages";

/** What the blueprint check reads of an exam: its module minutes and its blocks in order, each with its item count. */
export interface ExamShape {
  id: number;
  readingMinutes: number | null;
  listeningMinutes: number | null;
  blocks: { id: number; type: BlockType; title: string | null; items: number }[];
}

export interface BlueprintProblem {
  resource: "exams" | "question_blocks";
  id: number;
  key: AdminMessageKey;
  params: Record<string, string | number>;
}

const SKILLS = ["reading", "listening"] as const;

/**
 * Where an exam departs from the blueprint of its family and level (content/blueprints.yaml): a Teil missing, a
 * Teil with another number of items, a block that is no Teil of the blueprint, module minutes that differ. Blocks
 * join a Teil by their title's beginning, the longest Teil name winning, as in the content check.
 */
export function blueprintProblems(bp: Blueprints[string] | undefined, exam: ExamShape): BlueprintProblem[] {
  if (!bp) return [];
  const problems: BlueprintProblem[] = [];
  for (const skill of SKILLS) {
    const mod = bp[skill];
    const minutes = skill === "reading" ? exam.readingMinutes : exam.listeningMinutes;
    if (minutes !== mod.minutes)
      problems.push({
        resource: "exams",
        id: exam.id,
        key: skill === "reading" ? "bpReadingMinutes" : "bpListeningMinutes",
        params: { minutes: minutes ?? "–", expected: mod.minutes },
      });
    const counts = new Map<string, { items: number; first: number }>();
    for (const b of exam.blocks) {
      if (skillOf(b.type) !== skill) continue;
      const teil = teilNamed(mod.teile, b.title);
      if (!teil) {
        problems.push({
          resource: "question_blocks",
          id: b.id,
          key: "bpNoTeil",
          params: { title: b.title ?? "", teile: mod.teile.map((t) => t.teil).join(", ") },
        });
        continue;
      }
      const c = counts.get(teil.teil) ?? { items: 0, first: b.id };
      c.items += b.items;
      counts.set(teil.teil, c);
    }
    for (const t of mod.teile) {
      const c = counts.get(t.teil);
      if (!c) problems.push({ resource: "exams", id: exam.id, key: "bpMissing", params: { teil: t.teil, items: t.items } });
      else if (c.items !== t.items)
        problems.push({
          resource: "question_blocks",
          id: c.first,
          key: "bpItems",
          params: { teil: t.teil, count: c.items, items: t.items },
        });
    }
  }
  return problems;
}
