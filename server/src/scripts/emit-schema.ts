/* Writes ../schema.graphql from the resolvers: npm run schema -w server (after a build). */
import "reflect-metadata";
import { emitSchemaFile, schemaFile } from "../schema";

emitSchemaFile()
  .then(() => console.log(`wrote ${schemaFile}`))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
