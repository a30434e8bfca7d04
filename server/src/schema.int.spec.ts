import fs from "node:fs";
import { printedSchema, schemaFile } from "./schema";

describe("schema.graphql", () => {
  it("is the schema the resolvers emit (run `npm run build && npm run schema -w server` after changing them)", async () => {
    expect(fs.readFileSync(schemaFile, "utf8")).toBe(await printedSchema());
  });
});
