import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import { Level } from "./level.entity";
import { LevelImage } from "./level-image.entity";

/** The content module's loaders (per request, through `loaders.of(contentLoaders)`). */
export function contentLoaders(ds: DataSource) {
  return {
    levelById: new DataLoader<number, Level | null>(async (ids) => {
      const rows = await ds.getRepository(Level).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    imagesByLevel: new DataLoader<number, LevelImage[]>(async (ids) => {
      const rows = await ds.getRepository(LevelImage).find({ where: { levelId: In([...ids]) }, order: { position: "ASC" } });
      const g = groupBy(rows, (r) => r.levelId);
      return ids.map((id) => g.get(id) ?? []);
    }),
  };
}
