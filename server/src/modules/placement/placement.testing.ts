import type { DataSource } from "typeorm";
import type { CefrCode } from "../content/level.entity";
import type { BankItem, Rng } from "./placement.engine";
import { PlacementItem, type Difficulty } from "./placement-item.entity";

/** A seeded random source (mulberry32) so drawing is reproducible in tests. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A synthetic bank: `perCell` items for every level × difficulty, ids from 1 (or as counts say). */
export function syntheticBank(perCell: number | Partial<Record<`${CefrCode}-${Difficulty}`, number>>): BankItem[] {
  const items: BankItem[] = [];
  let id = 1;
  for (const cefr of ["A1", "A2", "B1", "B2", "C1"] as CefrCode[]) {
    for (const difficulty of ["easy", "middle", "difficult"] as Difficulty[]) {
      const n = typeof perCell === "number" ? perCell : (perCell[`${cefr}-${difficulty}`] ?? 0);
      for (let i = 0; i < n; i++) items.push({ id: id++, cefr, difficulty });
    }
  }
  return items;
}

/** Inserts real bank rows (four choices, the key rotating over them); returns the rows. */
export async function buildPlacementBank(
  ds: DataSource,
  perCell: number | Partial<Record<`${CefrCode}-${Difficulty}`, number>>,
): Promise<PlacementItem[]> {
  const rows = syntheticBank(perCell).map((b, n) => {
    const choices = [
      `${b.cefr}${b.difficulty[0]}${n}-a`,
      `${b.cefr}${b.difficulty[0]}${n}-b`,
      `${b.cefr}${b.difficulty[0]}${n}-c`,
      `${b.cefr}${b.difficulty[0]}${n}-d`,
    ];
    return {
      cefr: b.cefr,
      difficulty: b.difficulty,
      title: `${b.cefr} ${b.difficulty} #${n}: ___`,
      choices,
      correctAnswer: choices[n % 4],
      active: true,
    };
  });
  return ds.getRepository(PlacementItem).save(rows);
}
