/* Validates the content folder without a database: format, references, blueprints, audio, explanations.
   npm run content:check -w server [content-dir] */
import path from "node:path";
import { parseFile } from "music-metadata";
import { loadConfig } from "../config";
import { checkCoverage, formatTable, readBlueprints } from "../modules/exams/format/blueprint-check";
import { ContentError, readContent } from "../modules/exams/format/read-content";
import { checkPractice, readPracticeFile } from "../modules/practice/practice.content";

async function main(): Promise<number> {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : loadConfig().contentDir;
  const bundle = readContent(dir);
  const { problems, rows } = await checkCoverage(bundle, readBlueprints(dir), async (file) => {
    const meta = await parseFile(file, { duration: true });
    if (!meta.format.duration) throw new Error("no audio stream found");
    return { seconds: meta.format.duration };
  });
  const blueprints = readBlueprints(dir);
  const practice = readPracticeFile(dir);
  problems.push(...checkPractice(practice, blueprints));
  const placement = bundle.placement.reduce((n, p) => n + p.data.items.length, 0);
  console.log(formatTable(rows));
  console.log(`${Object.values(practice.sets).reduce((n, s) => n + s.reading.length + s.listening.length, 0)} practice sets`);
  console.log(`\n${bundle.levels.levels.length} levels, ${bundle.exams.length} exams, ${placement} placement items`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n  - ${problems.join("\n  - ")}`);
    return 1;
  }
  console.log("content OK: every exam follows its blueprint");
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof ContentError ? err.message : err);
    process.exit(1);
  });
