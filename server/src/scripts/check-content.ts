/* Validates the content folder without a database: format, references, blueprints, audio (decodes, length, loudness
   -16 LUFS ± 1 and true peak at most -1 dBTP), explanations, every rubric citing the provider's document it follows;
   prints the rubrics' language coverage.
   Keys: per mock, where its multiple-choice keys sit and how long they are (key-bias.ts); a biased mock is refused,
   `--bias` lists the items behind each figure. `--placement-stats` instead reports the placement items' facility and
   discrimination from the finished runs in the database (placement-stats.ts).
   npm run content:check -w server [-- [--bias] [content-dir]] */
import path from "node:path";
import { loadConfig } from "../config";
import { checkCues } from "../modules/exams/format/audio-cues";
import { probeAudioFile } from "../modules/exams/format/audio-decode";
import { checkCoverage, formatTable, readBlueprints, teilNamed } from "../modules/exams/format/blueprint-check";
import { choiceItems, formatBiasTable, keyBias } from "../modules/exams/format/key-bias";
import { modelTextProblems } from "../modules/exams/format/model-texts";
import { ContentError, readContent } from "../modules/exams/format/read-content";
import { formatRubricCoverage, rubricCoverage, uncitedRubrics } from "../modules/exams/format/rubric-coverage";
import { checkTopics } from "../modules/exams/format/topic-check";
import { checkTopicRegister, readTopicsFile } from "../modules/exams/format/topic-register";
import { checkPlacementAudio } from "../modules/placement/placement.bank-check";
import { checkPractice, readPracticeFile } from "../modules/practice/practice.content";
import { printPlacementStats } from "./placement-stats";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--placement-stats")) return printPlacementStats();
  const listBias = args.includes("--bias");
  const dirArg = args.find((a) => !a.startsWith("--"));
  const dir = dirArg ? path.resolve(dirArg) : loadConfig().contentDir;
  const bundle = readContent(dir);
  // every recording is decoded in full: its length, EBU R128 loudness and true peak are measured, not read from headers
  const probed = new Map<string, ReturnType<typeof probeAudioFile>>();
  const probe = (file: string) => {
    if (!probed.has(file)) probed.set(file, probeAudioFile(file));
    return probed.get(file)!;
  };
  const { problems, rows } = await checkCoverage(bundle, readBlueprints(dir), probe);
  // the sentence timings of every listening recording: present, in order, within the recording
  problems.push(...(await checkCues(bundle, async (file) => (await probe(file)).seconds)));
  // the placement bank's listening items: recordings present and within the loudness rule
  problems.push(...(await checkPlacementAudio(dir, bundle.placement, probe)));
  const blueprints = readBlueprints(dir);
  const practice = readPracticeFile(dir);
  problems.push(...checkPractice(practice, blueprints));
  // every exam lists its topics, and no subject comes twice among a family and level's mocks
  problems.push(...checkTopics(bundle.exams, true).problems);
  // the topic register: no subject at two levels, every Teil of every mock with its topics
  const topics = checkTopicRegister(bundle.exams, readTopicsFile(dir));
  problems.push(...topics.errors);
  // keys nobody can guess: positions balanced per Teil and mock, the key not given away by its length
  const bias = bundle.exams
    .filter((e) => e.data.published)
    .map(({ file, data }) => {
      const bp = blueprints[`${data.family}-${data.level}`];
      const teile = bp ? [...bp.reading.teile, ...bp.listening.teile] : [];
      return keyBias(
        file.replace(/^.*\//, "").replace(/\.ya?ml$/, ""),
        choiceItems(data, (title) => teilNamed(teile, title)?.teil ?? title),
      );
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  problems.push(...bias.flatMap((b) => b.problems));
  // every rubric cites the provider's published document it follows
  problems.push(...uncitedRubrics(bundle.rubrics));
  // a writing task's model text within the task's own word range
  for (const { file, data } of bundle.exams) if (data.published) problems.push(...modelTextProblems(file, data));
  const placement = bundle.placement.reduce((n, p) => n + p.data.items.length, 0);
  console.log(formatTable(rows));
  console.log(`\nKeys per mock (multiple choice):\n${formatBiasTable(bias)}`);
  if (listBias) {
    const offenders = bias.flatMap((b) => b.offenders);
    console.log(`\n${offenders.length} item(s) behind a bias:${offenders.map((o) => `\n  ${o}`).join("")}`);
  }
  // rubric texts per language: a copy of the German text counts as missing
  console.log(`\n${formatRubricCoverage(rubricCoverage(bundle.rubrics))}\n`);
  if (topics.warnings.length)
    console.log(`${topics.warnings.length} topic(s) shared by both families at a level:\n  ${topics.warnings.join("\n  ")}\n`);
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
