/**
 * Item statistics from real placement runs (`npm run content:check -w server -- --placement-stats`): per item of the
 * bank, over the finished runs that were shown it, the facility (share right) and the discrimination (point-biserial
 * correlation of right/wrong with the run's placed level), flagged when an item is too easy, too hard or does not
 * separate. No figure is given from fewer runs than the minimum; see README-placement.md ("Item statistics").
 */
import type { DataSource } from "typeorm";
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import type { Difficulty } from "./placement-item.entity";

/** Below this many runs an item's facility is not shown (standard error of a share at 20 runs: up to 0.11). */
export const MIN_RUNS_FACILITY = 20;
/** Below this many runs an item's discrimination is not shown (standard error of r near 0.2 at 50 runs: about 0.14). */
export const MIN_RUNS_DISCRIMINATION = 50;
/** Flag limits: facility below LOW or above HIGH, discrimination below MIN. */
export const FACILITY_LOW = 0.1;
export const FACILITY_HIGH = 0.95;
export const DISCRIMINATION_MIN = 0.2;

export interface ItemStatsOptions {
  minRunsFacility?: number;
  minRunsDiscrimination?: number;
}

export interface ItemStat {
  id: number;
  /** content key of a seeded item (`b2-d17`), or `#<id>` for an item authored in the console */
  key: string;
  cefr: CefrCode;
  difficulty: Difficulty;
  listening: boolean;
  active: boolean;
  /** finished runs that were shown the item (an item is shown at most once per run) */
  runs: number;
  right: number;
  /** left unanswered (counted as wrong, as the staircase counts it) */
  omitted: number;
  /** right / runs; null below the minimum */
  facility: number | null;
  /** point-biserial r with the placed level; null below the minimum or when either side has no spread */
  discrimination: number | null;
  /** why a figure is missing: "too few runs" or "no spread" (everyone right, everyone wrong or all placed alike) */
  discriminationNote: "too few runs" | "no spread" | null;
  /**
   * Standard deviation of the placed level over the runs shown the item: the staircase shows an item only to learners
   * routed to its set, and a narrow spread (A1 sets, mixed sets) lowers r even for an item that works.
   */
  placedSd: number | null;
  /** median discrimination of the items of the same level and difficulty (same routing), from 2 items with a figure */
  cellMedian: number | null;
  flags: string[];
}

export interface ItemStatsReport {
  /** finished runs in the database */
  runs: number;
  /** finished runs per placed level (BELOW_A1 for "A1 not reached") */
  placed: Record<CefrCode | "BELOW_A1", number>;
  items: ItemStat[];
  minRunsFacility: number;
  minRunsDiscrimination: number;
}

/**
 * The placed level as a number, the criterion of the discrimination: "A1 not reached" 0, A1 1, …, C1 5.
 * (A run's number of right answers is no criterion: the staircase gives stronger learners harder sets.)
 */
export const placedScore = (level: CefrCode | null): number => (level ? CEFR_ORDER.indexOf(level) + 1 : 0);

interface Row {
  id: number;
  content_key: string | null;
  cefr: CefrCode;
  difficulty: Difficulty;
  listening: boolean;
  active: boolean;
  runs: string | number;
  right: string | number;
  omitted: string | number;
  r: string | number | null;
  placed_sd: string | number | null;
}

/** Reads the finished runs' responses and computes every item's figures (items never shown have 0 runs). */
export async function placementItemStats(ds: DataSource, options: ItemStatsOptions = {}): Promise<ItemStatsReport> {
  const minRunsFacility = options.minRunsFacility ?? MIN_RUNS_FACILITY;
  const minRunsDiscrimination = options.minRunsDiscrimination ?? MIN_RUNS_DISCRIMINATION;
  // placed level as a number: array_position is 1 for A1 … 5 for C1, null ("A1 not reached") becomes 0
  const rows: Row[] = await ds.query(
    `WITH runs AS (
       SELECT id, COALESCE(array_position($1::text[], result_level::text), 0) AS placed
       FROM placement_runs WHERE status = 'submitted'
     ), answers AS (
       SELECT DISTINCT ON (r.run_id, r.item_id) r.item_id, r.correct, r.value = '' AS omitted, runs.placed
       FROM placement_responses r JOIN runs ON runs.id = r.run_id
       ORDER BY r.run_id, r.item_id, r.id
     )
     SELECT i.id, i.content_key, i.cefr, i.difficulty, i.audio IS NOT NULL AS listening, i.active,
            COUNT(a.item_id) AS runs,
            COUNT(*) FILTER (WHERE a.correct) AS right,
            COUNT(*) FILTER (WHERE a.omitted) AS omitted,
            corr(CASE WHEN a.correct THEN 1 ELSE 0 END, a.placed) AS r,
            stddev_pop(a.placed) AS placed_sd
     FROM placement_items i LEFT JOIN answers a ON a.item_id = i.id
     GROUP BY i.id ORDER BY i.id`,
    [CEFR_ORDER],
  );
  const placedRows: { placed: number; n: string | number }[] = await ds.query(
    `SELECT COALESCE(array_position($1::text[], result_level::text), 0) AS placed, COUNT(*) AS n
     FROM placement_runs WHERE status = 'submitted' GROUP BY 1`,
    [CEFR_ORDER],
  );
  const placed = Object.fromEntries(["BELOW_A1", ...CEFR_ORDER].map((l) => [l, 0])) as ItemStatsReport["placed"];
  for (const p of placedRows) placed[p.placed === 0 ? "BELOW_A1" : CEFR_ORDER[p.placed - 1]] = Number(p.n);
  const items = rows.map((row) => itemStat(row, minRunsFacility, minRunsDiscrimination));
  for (const item of items) {
    const cell = items.filter((i) => i.cefr === item.cefr && i.difficulty === item.difficulty && i.discrimination !== null);
    item.cellMedian = cell.length >= 2 ? median(cell.map((i) => i.discrimination!)) : null;
  }
  const runs = Object.values(placed).reduce((a, b) => a + b, 0);
  return { runs, placed, items, minRunsFacility, minRunsDiscrimination };
}

/** The middle value (the mean of the two middle values of an even count). */
export function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(a.length / 2);
  return a.length % 2 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
}

function itemStat(row: Row, minF: number, minD: number): ItemStat {
  const runs = Number(row.runs);
  const right = Number(row.right);
  const facility = runs >= minF ? right / runs : null;
  // corr() is null when either variable is constant: every run right (or wrong), or every run placed alike
  const r = row.r === null ? null : Number(row.r);
  const discrimination = runs >= minD ? r : null;
  const discriminationNote = runs < minD ? "too few runs" : r === null ? "no spread" : null;
  const flags: string[] = [];
  if (facility !== null && facility < FACILITY_LOW) flags.push(`facility < ${FACILITY_LOW}`);
  if (facility !== null && facility > FACILITY_HIGH) flags.push(`facility > ${FACILITY_HIGH}`);
  if (discrimination !== null && discrimination < DISCRIMINATION_MIN) flags.push(`discrimination < ${DISCRIMINATION_MIN}`);
  return {
    id: row.id,
    key: row.content_key ?? `#${row.id}`,
    cefr: row.cefr,
    difficulty: row.difficulty,
    listening: row.listening,
    active: row.active,
    runs,
    right,
    omitted: Number(row.omitted),
    facility,
    discrimination,
    discriminationNote,
    placedSd: runs > 0 && row.placed_sd !== null ? Number(row.placed_sd) : null,
    cellMedian: null,
    flags,
  };
}

const fmt = (x: number | null, note: string | null): string => (x === null ? (note ?? "") : x.toFixed(2));

/** The report as text: the runs behind it, a line per item (figures with their number of runs), the flagged items. */
export function formatItemStats(report: ItemStatsReport): string {
  const head =
    `Placement item statistics: ${report.runs} finished run(s); placed ` +
    Object.entries(report.placed)
      .map(([l, n]) => `${l === "BELOW_A1" ? "A1 not reached" : l} ${n}`)
      .join(", ") +
    `\nfacility = share right over the finished runs shown the item (unanswered counts as wrong), from ${report.minRunsFacility} runs;` +
    `\ndiscrimination = point-biserial r of right/wrong with the run's placed level (A1 not reached 0, A1 1 … C1 5), from ${report.minRunsDiscrimination} runs.` +
    `\nplaced SD = spread of the placed level over those runs; cell median = median discrimination of the items of the same level and difficulty.` +
    `\nflags: facility < ${FACILITY_LOW} or > ${FACILITY_HIGH}, discrimination < ${DISCRIMINATION_MIN}. An item met only by a narrow range of` +
    `\nlearners (small placed SD) has a low r even when it works: read a flag against the cell median.`;
  const cols = [
    "item",
    "level",
    "difficulty",
    "runs",
    "right",
    "omitted",
    "facility",
    "discrimination",
    "placed SD",
    "cell median",
    "flags",
  ];
  const data = report.items.map((i) => [
    `${i.key}${i.listening ? " (Hören)" : ""}${i.active ? "" : " (inactive)"}`,
    i.cefr,
    i.difficulty,
    String(i.runs),
    String(i.right),
    String(i.omitted),
    fmt(i.facility, i.runs < report.minRunsFacility ? "too few runs" : null),
    fmt(i.discrimination, i.discriminationNote),
    fmt(i.placedSd, null),
    fmt(i.cellMedian, null),
    i.flags.join(", "),
  ]);
  const lines = textTable(cols, data, [false, false, false, true, true, true, true, true, true, true, false]);
  const flagged = report.items.filter((i) => i.flags.length > 0);
  const fewF = report.items.filter((i) => i.facility === null).length;
  const fewD = report.items.filter((i) => i.discriminationNote === "too few runs").length;
  const summary =
    `\n${flagged.length} flagged item(s)${flagged.length ? ":" : "."}` +
    flagged
      .map((i) => {
        const r = i.discrimination === null ? "" : `; r ${fmt(i.discrimination, null)}, cell median ${fmt(i.cellMedian, "none")}`;
        return `\n  ${i.key} (${i.runs} runs): ${i.flags.join(", ")}${r}`;
      })
      .join("") +
    `\n${fewF} item(s) with too few runs for a facility (< ${report.minRunsFacility}), ` +
    `${fewD} with too few runs for a discrimination (< ${report.minRunsDiscrimination}).`;
  return [head, "", ...lines, summary].join("\n");
}

/** Columns padded to their widest cell (numbers right-aligned), two spaces apart. */
export function textTable(head: string[], rows: string[][], right: boolean[] = []): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => (right[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}
