import fs from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { repoRoot } from "../config";
import { AdminResolver } from "../modules/admin/admin.resolver";
import { AttemptResolver } from "../modules/attempts/attempt.resolver";
import { ContactInfoResolver, LevelResolver } from "../modules/content/content.resolver";
import { ExamResolver } from "../modules/exams/exam.resolver";
import { AccountResolver } from "../modules/users/account.resolver";
import {
  PlacementResponseResolver,
  PlacementResultResolver,
  PlacementRunResolver,
} from "../modules/placement/placement.resolver";

export const resolvers = [
  ContactInfoResolver,
  LevelResolver,
  ExamResolver,
  AccountResolver,
  AttemptResolver,
  PlacementRunResolver,
  PlacementResultResolver,
  PlacementResponseResolver,
  AdminResolver,
] as const;

let cached: Promise<GraphQLSchema> | null = null;

/** Builds the schema once per process from the type-graphql resolvers. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers: [...resolvers], validate: false });
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
