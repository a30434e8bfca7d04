import fs from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { repoRoot } from "./config";
import type { Context } from "./graphql/context";
import { checkedIdArguments } from "./graphql/id-arguments";
import { timeBudgetFields } from "./graphql/limits";
import { retryQueryFields } from "./graphql/retry";
import { resolverClasses } from "./services";

let cached: Promise<GraphQLSchema> | null = null;

/** Builds the schema once per process; each request's context hands out the resolver instances. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers: [...resolverClasses],
    validate: false,
    container: ({ context }: { context: Context }) => context.container,
  })
    .then(checkedIdArguments)
    .then(retryQueryFields)
    .then(timeBudgetFields);
  return cached;
}

/** The schema as committed in schema.graphql (sorted, so the file is stable). */
export async function printedSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema())) + "\n";
}

export const schemaFile = path.join(repoRoot, "schema.graphql");

export async function emitSchemaFile(): Promise<void> {
  fs.writeFileSync(schemaFile, await printedSchema());
}
