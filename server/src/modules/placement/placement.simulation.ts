/**
 * Learners of known level answering the real bank through the real staircase (`startStep`/`nextStep`, as
 * PlacementService calls them), to see how often the placement is right: `npm run placement:simulate -w server`.
 * The response model is written down in docs/placement.md and in DEFAULT_RESPONSE_MODEL below.
 */
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import type { PlacementFile } from "../exams/format/content.schema";
import {
  DEFAULT_PLACEMENT_CONFIG,
  nextStep,
  startStep,
  type BankItem,
  type DrawContext,
  type PlacementConfig,
  type Rng,
  type Step,
} from "./placement.engine";
import type { Difficulty } from "./placement-item.entity";
import { CHOICES, type Placement } from "./placement.stats";
import { DISCRIMINATION_MIN, MIN_RUNS_DISCRIMINATION, median, placedScore } from "./placement.item-stats";
import { seededRng } from "./placement.testing";

/**
 * Rasch model with guessing. On a logit scale the level thresholds are `spacing` apart (A1 at 0, A2 at spacing, …);
 * a learner of level L has an ability θ anywhere in L's band [τ_L, τ_L + spacing), drawn uniformly. An item of level L
 * has difficulty b = τ_L + spacing / 2 − logit(centreKnown) + offset[difficulty]: a learner in the middle of the band
 * knows a middle item of their level with probability `centreKnown`. A learner knows an item with probability
 * 1 / (1 + e^−(θ − b)) and otherwise guesses among the `choices` (three-parameter logistic with a = 1, c = 1/choices).
 */
export interface ResponseModel {
  spacing: number;
  centreKnown: number;
  offset: Record<Difficulty, number>;
  choices: number;
}

/**
 * spacing 1.8 and centreKnown 0.6 reproduce, at the centre of a band, the learner of README-placement.md: 60 % of
 * the own level's middle items known, 20 % of the next level's, 90 % of the level below. The ±0.5 logits between
 * easy, middle and difficult items are an assumption (the labels are the authors' judgement within a level).
 */
export const DEFAULT_RESPONSE_MODEL: Readonly<ResponseModel> = Object.freeze({
  spacing: 1.8,
  centreKnown: 0.6,
  offset: Object.freeze({ easy: -0.5, middle: 0, difficult: 0.5 }),
  choices: CHOICES,
});

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const logit = (p: number): number => Math.log(p / (1 - p));
const levelIndex = (level: CefrCode): number => CEFR_ORDER.indexOf(level);

/** The difficulty b of an item, from its level and its difficulty label. */
export function itemDifficulty(
  item: Pick<BankItem, "cefr" | "difficulty">,
  model: ResponseModel = DEFAULT_RESPONSE_MODEL,
): number {
  return levelIndex(item.cefr) * model.spacing + model.spacing / 2 - logit(model.centreKnown) + model.offset[item.difficulty];
}

/** Chance that a learner of ability θ answers the item right: knows it, or guesses right. */
export function rightProbability(
  theta: number,
  item: Pick<BankItem, "cefr" | "difficulty">,
  model: ResponseModel = DEFAULT_RESPONSE_MODEL,
): number {
  const known = logistic(theta - itemDifficulty(item, model));
  return known + (1 - known) / model.choices;
}

/** Answers one item: right or wrong. */
export type Responder = (item: BankItem) => boolean;

/** A learner of the model: ability drawn in the level's band, each answer drawn from its probability. */
export function modelLearner(level: CefrCode, rng: Rng, model: ResponseModel = DEFAULT_RESPONSE_MODEL): Responder {
  const theta = (levelIndex(level) + rng()) * model.spacing;
  return (item) => rng() < rightProbability(theta, item, model);
}

/** Answers every item of its level and below right and every item above wrong (no guessing). */
export function perfectLearner(level: CefrCode): Responder {
  return (item) => levelIndex(item.cefr) <= levelIndex(level);
}

export interface RunOutcome {
  placed: CefrCode | null;
  sets: number;
  items: number;
  /** every item asked, in order, and whether it was answered right */
  answered: { id: number; right: boolean }[];
}

/**
 * One run as PlacementService plays it: the first set from `startStep`, then `nextStep` with the right answers of each
 * set and every item of the run so far as used; a new learner has seen nothing before.
 */
export function simulateRun(
  bank: readonly BankItem[],
  respond: Responder,
  rng: Rng,
  config: PlacementConfig = DEFAULT_PLACEMENT_CONFIG,
): RunOutcome {
  const byId = new Map(bank.map((i) => [i.id, i]));
  const used: number[] = [];
  const answered: RunOutcome["answered"] = [];
  const ctx = (): DrawContext => ({ bank, usedInRun: new Set(used), seenBefore: new Set(), rng });
  let step: Step = startStep(ctx(), config);
  let sets = 0;
  while (step.kind === "set") {
    const { set, itemIds } = step;
    for (const id of itemIds) answered.push({ id, right: respond(byId.get(id)!) });
    const correct = answered.slice(-itemIds.length).filter((a) => a.right).length;
    used.push(...itemIds);
    sets += 1;
    step = nextStep(set, correct, itemIds.length, ctx(), config);
  }
  return { placed: step.level, sets, items: used.length, answered };
}

/** The shipped bank (content/placement/*.yaml) as the engine sees it: ids in file order, listening = has audio. */
export function bankFromContent(files: readonly { data: PlacementFile }[]): BankItem[] {
  return files
    .flatMap((f) => f.data.items)
    .map((it, n) => ({ id: n + 1, cefr: it.level, difficulty: it.difficulty, listening: !!it.audio }));
}

const PLACEMENTS: Placement[] = ["BELOW_A1", ...CEFR_ORDER];

export interface SimulationOptions {
  /** learners per true level */
  perLevel: number;
  seed: number;
  config?: PlacementConfig;
  model?: ResponseModel;
  /** how a learner of a level answers (default: the model's learner) */
  learner?: (level: CefrCode, rng: Rng) => Responder;
  /** called with every run (e.g. to collect its answers) */
  onRun?: (level: CefrCode, outcome: RunOutcome) => void;
}

export interface LevelRow {
  level: CefrCode;
  /** runs per placed level */
  placed: Record<Placement, number>;
  runs: number;
  exact: number;
  withinOne: number;
  /** placed above / below the true level */
  higher: number;
  lower: number;
  items: number;
  sets: number;
}

export interface SimulationResult {
  perLevel: number;
  seed: number;
  rows: LevelRow[];
  runs: number;
  exact: number;
  withinOne: number;
  higher: number;
  lower: number;
  items: number;
}

/**
 * `perLevel` learners of every level A1–C1 answer the bank. Two seeded streams: one draws the sets (the engine's
 * rng), one the learners' abilities and answers, so a change in how many items are drawn does not reshuffle abilities.
 */
export function simulatePlacement(bank: readonly BankItem[], options: SimulationOptions): SimulationResult {
  const config = options.config ?? DEFAULT_PLACEMENT_CONFIG;
  const model = options.model ?? DEFAULT_RESPONSE_MODEL;
  const learner = options.learner ?? ((level, rng) => modelLearner(level, rng, model));
  const drawRng = seededRng(options.seed);
  const learnerRng = seededRng(options.seed + 0x9e3779b9);
  const rows = CEFR_ORDER.map((level): LevelRow => {
    const row: LevelRow = {
      level,
      placed: Object.fromEntries(PLACEMENTS.map((p) => [p, 0])) as Record<Placement, number>,
      runs: 0,
      exact: 0,
      withinOne: 0,
      higher: 0,
      lower: 0,
      items: 0,
      sets: 0,
    };
    for (let n = 0; n < options.perLevel; n++) {
      const out = simulateRun(bank, learner(level, learnerRng), drawRng, config);
      options.onRun?.(level, out);
      row.placed[out.placed ?? "BELOW_A1"] += 1;
      row.runs += 1;
      row.items += out.items;
      row.sets += out.sets;
      const gap = placedScore(out.placed) - placedScore(level);
      if (gap === 0) row.exact += 1;
      if (Math.abs(gap) <= 1) row.withinOne += 1;
      if (gap > 0) row.higher += 1;
      if (gap < 0) row.lower += 1;
    }
    return row;
  });
  const sum = (f: (r: LevelRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    perLevel: options.perLevel,
    seed: options.seed,
    rows,
    runs: sum((r) => r.runs),
    exact: sum((r) => r.exact),
    withinOne: sum((r) => r.withinOne),
    higher: sum((r) => r.higher),
    lower: sum((r) => r.lower),
    items: sum((r) => r.items),
  };
}

const pct = (n: number, of: number): string => (of ? `${((100 * n) / of).toFixed(1)} %` : "–");

/** The confusion table (counts and % of the row), agreement and items asked, as a Markdown table. */
export function formatSimulation(r: SimulationResult): string {
  const head = ["true \\ placed", "A1 not reached", ...CEFR_ORDER, "exact", "within one", "mean items", "mean sets"];
  const body = r.rows.map((row) => [
    row.level,
    ...PLACEMENTS.map((p) => `${row.placed[p]} (${pct(row.placed[p], row.runs)})`),
    pct(row.exact, row.runs),
    pct(row.withinOne, row.runs),
    (row.items / row.runs).toFixed(1),
    (row.sets / row.runs).toFixed(2),
  ]);
  const total = [
    "all",
    ...PLACEMENTS.map((p) => String(r.rows.reduce((s, row) => s + row.placed[p], 0))),
    pct(r.exact, r.runs),
    pct(r.withinOne, r.runs),
    (r.items / r.runs).toFixed(1),
    (r.rows.reduce((s, row) => s + row.sets, 0) / r.runs).toFixed(2),
  ];
  return [
    `${r.perLevel} learners per level, seed ${r.seed}: exact ${pct(r.exact, r.runs)}, within one level ${pct(r.withinOne, r.runs)}; ` +
      `placed higher ${pct(r.higher, r.runs)}, lower ${pct(r.lower, r.runs)}; ${(r.items / r.runs).toFixed(1)} items per run`,
    "",
    ...markdownTable(head, [...body, total]),
  ].join("\n");
}

/** A Markdown table with padded columns, every column but the first right-aligned. */
function markdownTable(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    `| ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(" | ")} |`;
  const rule = `| ${widths.map((w, c) => (c === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)];
}

export interface SensitivityRow {
  centreKnown: number;
  spacing: number;
  difficultPassMark: number;
  mixedPassMark: number;
  result: SimulationResult;
}

/**
 * The same simulation over other model anchors (centreKnown, spacing) and pass marks: how much the table depends on
 * the model's assumptions, and what another pass mark would change.
 */
export function sensitivity(
  bank: readonly BankItem[],
  perLevel: number,
  seed: number,
  grid: { centreKnown: number[]; spacing: number[]; marks: [number, number][] },
): SensitivityRow[] {
  const rows: SensitivityRow[] = [];
  for (const centreKnown of grid.centreKnown)
    for (const spacing of grid.spacing)
      for (const [difficultPassMark, mixedPassMark] of grid.marks) {
        const model = { ...DEFAULT_RESPONSE_MODEL, centreKnown, spacing };
        const config = { ...DEFAULT_PLACEMENT_CONFIG, difficultPassMark, mixedPassMark };
        const result = simulatePlacement(bank, { perLevel, seed, model, config });
        rows.push({ centreKnown, spacing, difficultPassMark, mixedPassMark, result });
      }
  return rows;
}

export function formatSensitivity(rows: SensitivityRow[]): string {
  const head = [
    "known at centre",
    "logits per level",
    "pass marks (difficult, mixed)",
    "exact",
    "within one",
    "higher",
    "lower",
    "mean items",
  ];
  const body = rows.map((r) => [
    `${100 * r.centreKnown} %`,
    String(r.spacing),
    `${r.difficultPassMark}, ${r.mixedPassMark}`,
    pct(r.result.exact, r.result.runs),
    pct(r.result.withinOne, r.result.runs),
    pct(r.result.higher, r.result.runs),
    pct(r.result.lower, r.result.runs),
    (r.result.items / r.result.runs).toFixed(1),
  ]);
  return markdownTable(head, body).join("\n");
}

export interface SimulatedCell {
  cefr: CefrCode;
  difficulty: Difficulty;
  items: number;
  /** mean runs per item */
  runs: number;
  facility: number;
  /** median point-biserial r with the placed level, and the items below DISCRIMINATION_MIN (from MIN_RUNS_DISCRIMINATION runs) */
  medianR: number | null;
  below: number;
  withR: number;
}

/**
 * What the item statistics (placement.item-stats.ts) would show for items that work as the model says: each
 * simulated item's facility and point-biserial r with the placed level, summarised per level × difficulty.
 */
export function simulatedItemStats(bank: readonly BankItem[], options: SimulationOptions): SimulatedCell[] {
  const seen = new Map<number, { right: number; placed: number }[]>();
  simulatePlacement(bank, {
    ...options,
    onRun: (_level, out) => {
      for (const a of out.answered) {
        if (!seen.has(a.id)) seen.set(a.id, []);
        seen.get(a.id)!.push({ right: a.right ? 1 : 0, placed: placedScore(out.placed) });
      }
    },
  });
  const cells: SimulatedCell[] = [];
  for (const cefr of CEFR_ORDER)
    for (const difficulty of ["easy", "middle", "difficult"] as Difficulty[]) {
      const items = bank.filter((i) => i.cefr === cefr && i.difficulty === difficulty).map((i) => seen.get(i.id) ?? []);
      const rs = items
        .filter((a) => a.length >= MIN_RUNS_DISCRIMINATION)
        .map((a) =>
          pearson(
            a.map((x) => x.right),
            a.map((x) => x.placed),
          ),
        )
        .filter((r): r is number => r !== null);
      const n = items.reduce((s, a) => s + a.length, 0);
      cells.push({
        cefr,
        difficulty,
        items: items.length,
        runs: n / Math.max(1, items.length),
        facility: items.reduce((s, a) => s + a.reduce((t, x) => t + x.right, 0), 0) / Math.max(1, n),
        medianR: rs.length ? median(rs) : null,
        below: rs.filter((r) => r < DISCRIMINATION_MIN).length,
        withR: rs.length,
      });
    }
  return cells;
}

function pearson(x: number[], y: number[]): number | null {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

export function formatSimulatedItemStats(cells: SimulatedCell[]): string {
  const head = ["level", "difficulty", "items", "runs per item", "facility", "median r", `r < ${DISCRIMINATION_MIN}`];
  const body = cells.map((c) => [
    c.cefr,
    c.difficulty,
    String(c.items),
    c.runs.toFixed(0),
    c.facility.toFixed(2),
    c.medianR === null ? "too few runs" : c.medianR.toFixed(2),
    `${c.below} of ${c.withR}`,
  ]);
  return markdownTable(head, body).join("\n");
}
