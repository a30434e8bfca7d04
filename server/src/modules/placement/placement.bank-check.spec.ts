import path from "node:path";
import { CEFR_ORDER, type CefrCode } from "../content/level.entity";
import { placementFile, type PlacementFile } from "../exams/format/content.schema";
import { readContent } from "../exams/format/read-content";
import { DEFAULT_PLACEMENT_CONFIG } from "./placement.engine";
import { checkPlacementAudio, checkPlacementBank, neededPerCell } from "./placement.bank-check";
import type { Difficulty } from "./placement-item.entity";

type Item = PlacementFile["items"][number];
const SHIPPED = path.join(__dirname, "..", "..", "..", "..", "content");

/**
 * A bank that meets every rule: per level, enough items per cell, four reading items, two listening items among the
 * middle and among the difficult ones, keys rotating over a–d.
 */
function goodBank(): { file: string; data: PlacementFile }[] {
  return CEFR_ORDER.map((level) => {
    const items: Item[] = [];
    for (const difficulty of ["easy", "middle", "difficult"] as Difficulty[])
      for (let i = 0; i < neededPerCell(difficulty); i++) {
        const n = items.length;
        const choices = [`${level}-${n}-w`, `${level}-${n}-x`, `${level}-${n}-y`, `${level}-${n}-z`];
        // the first two middle and the first two difficult items are listening items
        const listening = difficulty !== "easy" && items.filter((it) => it.difficulty === difficulty).length < 2;
        items.push({
          key: `${level}-${n}`,
          level,
          difficulty,
          skill: n < 4 ? "reading" : listening ? "listening" : "grammar",
          ...(listening ? { audio: `placement/audio/${level.toLowerCase()}-${n}.ogg` } : {}),
          point: `${level} Punkt ${n % 5}`,
          title: `${level} Aufgabe ${n} ___`,
          choices,
          answer: choices[n % 4],
        });
      }
    return { file: `placement/${level.toLowerCase()}.yaml`, data: { items } };
  });
}
const itemsOf = (bank: ReturnType<typeof goodBank>, level: CefrCode) => bank[CEFR_ORDER.indexOf(level)].data.items;

describe("placement bank rules", () => {
  it("a bank that meets every rule has no problems", () => {
    expect(checkPlacementBank(goodBank())).toEqual([]);
  });

  it("asks for the configured set size and some spare items per cell, never fewer than 13", () => {
    expect(neededPerCell("difficult")).toBe(DEFAULT_PLACEMENT_CONFIG.difficultSize + 4);
    expect(neededPerCell("middle")).toBe(13);
    expect(neededPerCell("difficult", { ...DEFAULT_PLACEMENT_CONFIG, difficultSize: 5 })).toBe(13);
    const bank = goodBank();
    bank[0].data.items = itemsOf(bank, "A1").filter((it, i) => it.difficulty !== "difficult" || i % 2 === 0);
    expect(checkPlacementBank(bank)).toContain("placement: A1 difficult has 10 items, at least 20 are needed");
  });

  it("asks for listening items among the difficult and among the middle items of every level", () => {
    const bank = goodBank();
    const b1 = itemsOf(bank, "B1");
    const listening = b1.filter((it) => it.difficulty === "middle" && it.skill === "listening");
    for (const it of listening.slice(1)) Object.assign(it, { skill: "grammar", audio: undefined });
    expect(checkPlacementBank(bank)).toEqual(["placement: B1 middle has 1 listening items, at least 2 are needed"]);
  });

  it("measures every listening recording and its mp3 twin against the loudness rule", async () => {
    const shipped = readContent(SHIPPED).placement;
    const measured: string[] = [];
    const good = await checkPlacementAudio(SHIPPED, shipped, async (file) => {
      measured.push(path.basename(file));
      return { lufs: -16, truePeakDb: -2, seconds: 15 };
    });
    expect(good).toEqual([]);
    const listening = shipped.flatMap((f) => f.data.items).filter((it) => it.skill === "listening");
    expect(measured).toHaveLength(2 * listening.length);
    expect(measured).toContain(path.basename(listening[0].audio!).replace(".ogg", ".mp3"));
    const loud = await checkPlacementAudio(SHIPPED, shipped.slice(0, 1), async () => ({
      lufs: -12,
      truePeakDb: -0.2,
      seconds: 15,
    }));
    expect(loud.length).toBeGreaterThan(0);
    expect(loud[0]).toMatch(/^placement: placement\/a1\.yaml a1-d21: placement\/audio\/placement-a1-h1\.ogg: /);
  });

  it("names a point tested at two levels, with both files and keys", () => {
    const bank = goodBank();
    itemsOf(bank, "C1")[7].point = "A1 Punkt 2";
    expect(checkPlacementBank(bank)).toEqual([
      'placement: placement/c1.yaml C1-7: point "A1 Punkt 2" is already tested at A1 (placement/a1.yaml A1-2)',
    ]);
  });

  it("names a prompt used twice and two equal choices (spacing and case do not hide them)", () => {
    const bank = goodBank();
    itemsOf(bank, "B2")[3].title = "  a2 aufgabe  5 ___";
    itemsOf(bank, "B1")[9].choices[1] = "b1-9-W";
    expect(checkPlacementBank(bank)).toEqual([
      "placement: placement/b1.yaml B1-9: two choices are the same",
      "placement: placement/b2.yaml B2-3: the same prompt as placement/a2.yaml A2-5",
    ]);
  });

  it("asks for reading items at every level", () => {
    const bank = goodBank();
    itemsOf(bank, "B1").forEach((it) => (it.skill = it.skill === "reading" ? "vocabulary" : it.skill));
    expect(checkPlacementBank(bank)).toEqual(["placement: B1 has 0 reading items, at least 3 are needed"]);
  });

  it("refuses keys that sit mostly at one position (a test-wise guesser would profit)", () => {
    const bank = goodBank();
    for (const it of itemsOf(bank, "A2")) it.answer = it.choices[0];
    const problems = checkPlacementBank(bank);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^placement: A2: only 0 of 46 keys are choice b, at least 7 are needed$/);
  });

  it("the format refuses equal choices and an answer that is not a choice", () => {
    const item = { key: "k", level: "A1", difficulty: "easy", skill: "grammar", point: "p", title: "t", answer: "a" };
    expect(placementFile.safeParse({ items: [{ ...item, choices: ["a", "b", "c", "d"] }] }).success).toBe(true);
    expect(placementFile.safeParse({ items: [{ ...item, choices: ["a", "b", "b", "d"] }] }).success).toBe(false);
    expect(placementFile.safeParse({ items: [{ ...item, choices: ["x", "b", "c", "d"] }] }).success).toBe(false);
    const { skill: _skill, ...noSkill } = item;
    expect(placementFile.safeParse({ items: [{ ...noSkill, choices: ["a", "b", "c", "d"] }] }).success).toBe(false);
  });
});

describe("the shipped bank", () => {
  const bank = readContent(SHIPPED).placement;
  const items = bank.flatMap((f) => f.data.items);

  it("meets every rule", () => {
    expect(checkPlacementBank(bank)).toEqual([]);
  });

  it("fills every set of the default configuration at every level, with reading items at each", () => {
    const table = CEFR_ORDER.map((level) => {
      const of = (d: Difficulty) => items.filter((it) => it.level === level && it.difficulty === d).length;
      const reading = items.filter((it) => it.level === level && it.skill === "reading").length;
      return `${level}: easy ${of("easy")}, middle ${of("middle")}, difficult ${of("difficult")}, reading ${reading}`;
    });
    process.stdout.write(`\nPlacement bank (${items.length} items)\n${table.join("\n")}\n`);
    for (const level of CEFR_ORDER) {
      const of = (d: Difficulty) => items.filter((it) => it.level === level && it.difficulty === d).length;
      expect(of("difficult")).toBeGreaterThanOrEqual(DEFAULT_PLACEMENT_CONFIG.difficultSize);
      expect(of("middle")).toBeGreaterThanOrEqual(DEFAULT_PLACEMENT_CONFIG.mixedMiddle);
      expect(of("easy")).toBeGreaterThanOrEqual(DEFAULT_PLACEMENT_CONFIG.mixedEasy);
    }
  });

  it("keeps each item in the file of its level, under a key naming level and difficulty", () => {
    for (const f of bank)
      for (const it of f.data.items) {
        expect(f.file).toBe(`placement/${it.level.toLowerCase()}.yaml`);
        expect(it.key).toMatch(new RegExp(`^${it.level.toLowerCase()}-${it.difficulty[0]}\\d{2}$`));
      }
  });

  it("asks something in every prompt: a gap to fill (at most two parts) or a question", () => {
    for (const it of items) {
      const gaps = it.title.split("___").length - 1;
      expect({ key: it.key, asks: gaps > 0 || it.title.trim().endsWith("?"), gaps }).toEqual({
        key: it.key,
        asks: true,
        // two gaps only when every choice fills both ("entweder … oder")
        gaps: gaps === 2 && it.choices.every((c) => c.includes("…")) ? 2 : Math.min(gaps, 1),
      });
    }
  });
});
