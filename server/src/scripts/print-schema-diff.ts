/* Prints the SQL that would bring the database in line with the entities: a developer's aid for
   writing a migration (npm run db:diff -w server). CI's drift test uses the same function. */
import "reflect-metadata";
import { loadConfig } from "../config";
import { entities } from "../entities";
import { openDatabase } from "../db/database";
import { pendingSchemaChanges } from "../db/schema-diff";

async function main() {
  const db = await openDatabase(loadConfig(), entities);
  try {
    const sql = await pendingSchemaChanges(db.ds);
    console.log(sql.length ? sql.map((s) => s + ";").join("\n") : "-- entities and migrations agree");
  } finally {
    await db.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
