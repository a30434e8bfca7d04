import type { DataSource } from "typeorm";

/** The statements TypeORM would run to bring the database in line with the entities (empty = in sync). */
export async function pendingSchemaChanges(ds: DataSource): Promise<string[]> {
  const sql = await ds.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}
