import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { buildUser } from "../../../test/factories";
import { freshDatabase, testDatabaseUrl } from "../../../test/harness";
import { RequestLoaders } from "../../common/request-loaders";
import type { Actor } from "../../common/principal";
import { loadConfig } from "../../config";
import { printPlacementStats } from "../../scripts/placement-stats";
import { PlacementItem } from "./placement-item.entity";
import { placementItemStats, formatItemStats, type ItemStat } from "./placement.item-stats";
import { PlacementService } from "./placement.service";
import { buildPlacementBank, seededRng } from "./placement.testing";

/**
 * Real runs through the real service on the test database, with a staircase of 2-item sets so that every run meets
 * the same items: 2 difficult, 1 middle and 1 easy item at A2 and at B1, none elsewhere. A set is passed with 1 right.
 * Ids follow syntheticBank: A2 easy 1, middle 2, difficult 3 and 4; B1 easy 5, middle 6, difficult 7 and 8.
 */
const CONFIG = { difficultSize: 2, mixedMiddle: 1, mixedEasy: 1, difficultPassMark: 1, mixedPassMark: 1, listeningPerSet: 0 };
const MIN = { minRunsFacility: 5, minRunsDiscrimination: 10 };

let ds: DataSource;
let service: PlacementService;

beforeAll(async () => {
  ds = await freshDatabase();
  service = new PlacementService(ds, { config: CONFIG, rng: seededRng(5) });
});
afterAll(() => ds.destroy());

async function actor(): Promise<Actor> {
  const user = await buildUser(ds);
  return {
    principal: { userId: user.id, isGuest: false, isAdmin: false },
    lang: "de",
    ip: "127.0.0.1",
    loaders: new RequestLoaders(ds),
  };
}

/**
 * Plays a run: `right(id)` says whether the item is answered right (`null`: left unanswered); `sets` stops early and
 * leaves the run open.
 */
async function play(right: (id: number) => boolean | null, sets = Infinity): Promise<void> {
  const who = await actor();
  let run = await service.start(who);
  for (let n = 0; run.status === "in_progress" && n < sets; n++) {
    const items = await ds.getRepository(PlacementItem).findBy(run.currentItemIds.map((id) => ({ id })));
    const answers = items.flatMap((it) => {
      const r = right(it.id);
      if (r === null) return [];
      return [{ itemId: String(it.id), value: r ? it.correctAnswer : it.choices.find((c) => c !== it.correctAnswer)! }];
    });
    run = await service.answer(who, String(run.id), answers);
  }
}

const byId = (items: ItemStat[], id: number): ItemStat => items.find((i) => i.id === id)!;

describe("placement item statistics over finished runs", () => {
  beforeAll(async () => {
    await buildPlacementBank(ds, {
      "A2-easy": 1,
      "A2-middle": 1,
      "A2-difficult": 2,
      "B1-easy": 1,
      "B1-middle": 1,
      "B1-difficult": 2,
    });
    // 4 strong: item 3 right, 4 wrong (A2 passed), both B1 difficult right → B1 (no B2 items: B2 counts as failed)
    for (let i = 0; i < 4; i++) await play((id) => id !== 4);
    // 3 middle: both A2 difficult right, everything at B1 wrong → B1 mixed failed → A2
    for (let i = 0; i < 3; i++) await play((id) => id === 3 || id === 4);
    // 3 weak: everything wrong (one leaves item 3 unanswered) → A2 mixed failed, no A1 items → A1 not reached
    for (let i = 0; i < 3; i++) await play((id) => (i === 0 && id === 3 ? null : false));
    // an open run (A2 difficult failed, mixed set not answered): its answers do not count
    await play(() => false, 1);
  });

  it("counts finished runs by placed level", async () => {
    const report = await placementItemStats(ds, MIN);
    expect(report.runs).toBe(10);
    expect(report.placed).toEqual({ BELOW_A1: 3, A1: 0, A2: 3, B1: 4, B2: 0, C1: 0 });
  });

  it("gives facility and point-biserial discrimination against the placed level, worked out by hand", async () => {
    const { items } = await placementItemStats(ds, MIN);
    // item 3: right in the 7 runs placed B1 (score 3) and A2 (2), wrong in the 3 runs not reaching A1 (0).
    // mean score 1.8, SD √(4.8 − 1.8²) = √1.56; r = (18/7 − 0) / √1.56 · √(0.7 · 0.3) = 0.9435
    expect(byId(items, 3)).toMatchObject({ key: "#3", cefr: "A2", difficulty: "difficult", runs: 10, right: 7, omitted: 1 });
    expect(byId(items, 3).facility).toBeCloseTo(0.7, 10);
    expect(byId(items, 3).discrimination).toBeCloseTo(0.9435, 4);
    expect(byId(items, 3).flags).toEqual([]);
    // the spread of the placed level over those runs, and the median r of the A2 difficult items (3 and 4)
    expect(byId(items, 3).placedSd).toBeCloseTo(Math.sqrt(1.56), 10);
    expect(byId(items, 3).cellMedian).toBeCloseTo((0.94346 + 0.10483) / 2, 4);
    // item 4: right only in the 3 runs placed A2: r = (2 − 12/7) / √1.56 · √(0.3 · 0.7) = 0.1048, flagged
    expect(byId(items, 4)).toMatchObject({ runs: 10, right: 3, omitted: 0 });
    expect(byId(items, 4).facility).toBeCloseTo(0.3, 10);
    expect(byId(items, 4).discrimination).toBeCloseTo(0.1048, 4);
    expect(byId(items, 4).flags).toEqual(["discrimination < 0.2"]);
    expect(formatItemStats(await placementItemStats(ds, MIN))).toContain(
      "#4 (10 runs): discrimination < 0.2; r 0.10, cell median 0.52",
    );
  });

  it("gives no figure from fewer runs than the minimum", async () => {
    const { items } = await placementItemStats(ds, MIN);
    // B1 difficult: 7 runs, 4 right: a facility (≥ 5 runs), no discrimination (< 10 runs)
    for (const id of [7, 8]) {
      expect(byId(items, id)).toMatchObject({ runs: 7, right: 4, discrimination: null, discriminationNote: "too few runs" });
      expect(byId(items, id).facility).toBeCloseTo(4 / 7, 10);
    }
    // A2 mixed (3 weak runs), B1 mixed (3 middle runs): nothing
    for (const id of [1, 2, 5, 6]) expect(byId(items, id)).toMatchObject({ runs: 3, right: 0, facility: null, flags: [] });
    // with the default minimums (20 and 50 runs) ten runs say nothing about any item
    const strict = await placementItemStats(ds);
    expect(strict.items.every((i) => i.facility === null && i.discrimination === null)).toBe(true);
    expect(formatItemStats(strict)).toContain(
      "8 item(s) with too few runs for a facility (< 20), 8 with too few runs for a discrimination (< 50)",
    );
  });

  it("says 'no spread' when the item's answers do not vary", async () => {
    const { items } = await placementItemStats(ds, { minRunsFacility: 1, minRunsDiscrimination: 1 });
    // the B1 mixed items were wrong in all 3 runs that met them: facility 0 (flagged), r undefined
    expect(byId(items, 6)).toMatchObject({
      facility: 0,
      discrimination: null,
      discriminationNote: "no spread",
      flags: ["facility < 0.1"],
    });
  });

  it("prints the report from the server's database (content:check --placement-stats)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-stats-"));
    const printed: string[] = [];
    try {
      const config = loadConfig({ ...process.env, DATABASE_URL: testDatabaseUrl(), DATA_DIR: dataDir });
      expect(await printPlacementStats(config, (t) => printed.push(t))).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const text = printed.join("\n");
    expect(text).toContain(
      "Placement item statistics: 10 finished run(s); placed A1 not reached 3, A1 0, A2 3, B1 4, B2 0, C1 0",
    );
    expect(text).toMatch(/^#3 +A2 +difficult +10 +7 +1 +too few runs +too few runs +1\.25$/m);
    expect(text).toContain("0 flagged item(s).");
  });
});
