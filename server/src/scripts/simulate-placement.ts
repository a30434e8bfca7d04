/* Learners of known level (A1–C1) answer the shipped placement bank through the server's staircase; prints the
   confusion table (true × placed level), exact and within-one agreement and the items asked. Seeded: the same
   arguments print the same table. The response model: placement.simulation.ts, docs/placement.md.
   `--sensitivity` adds the same simulation under other model anchors and pass marks; `--items` what the item
   statistics (content:check --placement-stats) show for items that work as the model says.
   npm run placement:simulate -w server [-- [--n 1000] [--seed 1] [--perfect] [--sensitivity] [--items] [content-dir]] */
import path from "node:path";
import { loadConfig } from "../config";
import { readContent } from "../modules/exams/format/read-content";
import { DEFAULT_PLACEMENT_CONFIG } from "../modules/placement/placement.engine";
import {
  DEFAULT_RESPONSE_MODEL,
  bankFromContent,
  formatSensitivity,
  formatSimulatedItemStats,
  formatSimulation,
  perfectLearner,
  sensitivity,
  simulatedItemStats,
  simulatePlacement,
} from "../modules/placement/placement.simulation";

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number of at least 1`);
  return value;
}

function main(): number {
  const args = process.argv.slice(2);
  const perLevel = option(args, "--n", 1000);
  const seed = option(args, "--seed", 1);
  const perfect = args.includes("--perfect");
  const dirArg = args.find((a, i) => !a.startsWith("--") && !["--n", "--seed"].includes(args[i - 1]));
  const dir = dirArg ? path.resolve(dirArg) : loadConfig().contentDir;
  const bank = bankFromContent(readContent(dir).placement);
  const m = DEFAULT_RESPONSE_MODEL;
  console.log(
    `Placement simulation: ${bank.length} items of the shipped bank, the server's staircase (startStep/nextStep).\n` +
      (perfect
        ? "Learners: perfect responders (every item of their level and below right, every item above wrong).\n"
        : `Learners: Rasch with guessing, ${m.spacing} logits between levels, ability uniform in the level's band, ` +
          `${100 * m.centreKnown} % of the own level's middle items known at the band's centre, ` +
          `easy/difficult ${m.offset.easy}/+${m.offset.difficult} logits, guessing 1/${m.choices}.\n`),
  );
  const result = simulatePlacement(bank, { perLevel, seed, learner: perfect ? (level) => perfectLearner(level) : undefined });
  console.log(formatSimulation(result));
  if (args.includes("--items")) {
    const cells = simulatedItemStats(bank, { perLevel, seed });
    console.log(
      `\nItem statistics of the simulated runs (every item works as the model says; r from 50 runs):\n${formatSimulatedItemStats(cells)}`,
    );
  }
  if (args.includes("--sensitivity")) {
    const { difficultPassMark: d, mixedPassMark: mm } = DEFAULT_PLACEMENT_CONFIG;
    const anchors = sensitivity(bank, perLevel, seed, {
      centreKnown: [0.5, 0.6, 0.7],
      spacing: [1.2, 1.8, 2.5],
      marks: [[d, mm]],
    });
    console.log(`\nOther model anchors, the shipped pass marks (${d}, ${mm}):\n${formatSensitivity(anchors)}`);
    const marks = sensitivity(bank, perLevel, seed, {
      centreKnown: [0.5, m.centreKnown, 0.7],
      spacing: [m.spacing],
      marks: [
        [d, mm],
        [d, mm + 1],
        [d + 1, mm + 1],
        [d, mm + 2],
      ],
    });
    console.log(`\nOther pass marks, ${m.spacing} logits per level:\n${formatSensitivity(marks)}`);
  }
  return 0;
}

try {
  process.exit(main());
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
