/* Reading at the official length (issue 29): the words a learner reads in each reading Teil, counted as the writing
   feedback counts a learner's text (model-texts.ts). A Teil's texts are its blocks' passages and the entries of their
   shared pools (the sentences put into a gapped text, the headings, the ads); instructions, item stems and options
   are not counted, as an exam's stated text length does not count them. */
import type { ExamFile } from "./content.schema";
import { countWords } from "./model-texts";

type Block = ExamFile["blocks"][number];

/** The words of the texts of one block: its passage and its pool's labels. */
export function blockWords(block: Pick<Block, "passage" | "pool">): number {
  return countWords(block.passage ?? "") + (block.pool ?? []).reduce((n, o) => n + countWords(o.label), 0);
}

/** as the blueprint check sorts blocks: all but listening, writing and speaking are reading */
const isReading = (b: Block) => !b.type.startsWith("listening") && b.type !== "writing" && b.type !== "speaking";

/**
 * Words per reading Teil, in the order the Teile first appear; `teilOf` maps a block title to its Teil (the
 * blueprint's name), so that a Teil split over several blocks is counted once.
 */
export function readingWords(exam: ExamFile, teilOf: (title: string) => string = (t) => t): { teil: string; words: number }[] {
  const words = new Map<string, number>();
  for (const b of exam.blocks)
    if (isReading(b)) {
      const teil = teilOf(b.title);
      words.set(teil, (words.get(teil) ?? 0) + blockWords(b));
    }
  return [...words].map(([teil, n]) => ({ teil, words: n }));
}
