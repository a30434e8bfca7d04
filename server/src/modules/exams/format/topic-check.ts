/* Topics inside a level: a learner who takes a family and level's mocks one after the other never meets the same
   subject twice. Each exam file lists its topics (short German labels); a label shared by two mocks of the same
   family and level, or an exam without its list, is a problem naming both files. */
import type { ContentBundle } from "./read-content";

/** "Wohnungssuche", " wohnungssuche " and "Wohnungs-Suche" are one topic. */
export function topicKey(label: string): string {
  return label.toLocaleLowerCase("de").replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Problems, and the files that list no topics yet (a problem once every exam lists them: `requireAll`). */
export function checkTopics(exams: ContentBundle["exams"], requireAll = false): { problems: string[]; unlisted: string[] } {
  const problems: string[] = [];
  const unlisted: string[] = [];
  const seen = new Map<string, { file: string; label: string }>();
  for (const { file, data } of exams) {
    if (!data.published) continue;
    if (!data.topics?.length) {
      if (requireAll) problems.push(`${file}: no topics listed (a "topics:" list of the subjects of its texts and tasks)`);
      else unlisted.push(file);
      continue;
    }
    const own = new Set<string>();
    for (const label of data.topics) {
      const key = `${data.family}-${data.level}:${topicKey(label)}`;
      if (own.has(key)) problems.push(`${file}: topic "${label}" listed twice`);
      own.add(key);
      const other = seen.get(key);
      if (other && other.file !== file)
        problems.push(`${file}: topic "${label}" is already a topic of ${other.file} (${data.family} ${data.level})`);
      else seen.set(key, { file, label });
    }
  }
  return { problems, unlisted };
}
