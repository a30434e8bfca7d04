import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import { Level, type CefrCode } from "../content/level.entity";
import { PlacementItem } from "./placement-item.entity";
import { PlacementResponse } from "./placement-response.entity";

/** Per-request loaders of the placement domain (per request, through `loaders.of(placementLoaders)`). */
export function placementLoaders(ds: DataSource) {
  return {
    placementItemById: new DataLoader<number, PlacementItem | null>(async (ids) => {
      const rows = await ds.getRepository(PlacementItem).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    placementResponsesByRun: new DataLoader<number, PlacementResponse[]>(async (ids) => {
      const rows = await ds
        .getRepository(PlacementResponse)
        .find({ where: { runId: In([...ids]) }, order: { round: "ASC", id: "ASC" } });
      const byRun = groupBy(rows, (r) => r.runId);
      return ids.map((id) => byRun.get(id) ?? []);
    }),
    levelsByCefr: new DataLoader<CefrCode, Level[]>(async (codes) => {
      const rows = await ds.getRepository(Level).find({ where: { cefr: In([...codes]) }, order: { family: "ASC", id: "ASC" } });
      return codes.map((c) => rows.filter((r) => r.cefr === c));
    }),
  };
}

export type PlacementLoaders = ReturnType<typeof placementLoaders>;
