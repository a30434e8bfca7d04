/* A writing task's model text is what a learner is shown as a full-marks answer: it keeps to the task's own word range
   (counted as the writing feedback counts a learner's text). Speaking transcripts are not counted: a spoken answer
   has no word range. */
import { WORD } from "../../productive/content-points";
import type { ExamFile } from "./content.schema";

export function countWords(html: string): number {
  return [...html.replace(/<[^>]*>/g, " ").matchAll(WORD)].length;
}

/** The writing tasks whose German model text is shorter than minWords or longer than maxWords. */
export function modelTextProblems(file: string, exam: ExamFile): string[] {
  const problems: string[] = [];
  exam.blocks.forEach((b, i) =>
    b.questions.forEach((q, j) => {
      if (q.type !== "writing" || !q.solution?.de) return;
      const n = countWords(q.solution.de);
      const where = `${file}: blocks.${i}.questions.${j} "${b.title}"`;
      if (q.minWords !== undefined && n < q.minWords)
        problems.push(`${where}: the model text has ${n} words, the task asks for at least ${q.minWords}`);
      if (q.maxWords !== undefined && n > q.maxWords)
        problems.push(`${where}: the model text has ${n} words, the task allows at most ${q.maxWords}`);
    }),
  );
  return problems;
}
