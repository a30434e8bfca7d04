import fs from "node:fs";
import path from "node:path";
import { isObjectType, lexicographicSortSchema, print, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { repoRoot } from "./config";
import type { Context } from "./graphql/context";
import { costDirective, costDirectives, listSizeDirective } from "./graphql/cost";
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
    directives: costDirectives,
    container: ({ context }: { context: Context }) => context.container,
  })
    .then(checkedIdArguments)
    .then(retryQueryFields)
    .then(timeBudgetFields);
  return cached;
}

/** The schema as committed in schema.graphql (sorted, so the file is stable), with the fields' cost directives. */
export async function printedSchema(): Promise<string> {
  const schema = lexicographicSortSchema(await getSchema());
  return withCostDirectives(printSchema(schema), schema) + "\n";
}

/**
 * graphql-js prints no directive applied to a field: the fields of object types that declare `@listSize` or `@cost`
 * get theirs after their type, so integrators read the expected list sizes in schema.graphql.
 */
function withCostDirectives(sdl: string, schema: GraphQLSchema): string {
  const names = new Set([costDirective.name, listSizeDirective.name]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    const head = `\ntype ${type.name} {\n`;
    const start = sdl.indexOf(head);
    if (start < 0) continue;
    let block = sdl.slice(start, sdl.indexOf("\n}", start) + 2);
    const original = block;
    for (const field of Object.values(type.getFields())) {
      const applied = (field.astNode?.directives ?? []).filter((d) => names.has(d.name.value)).map((d) => print(d));
      if (!applied.length) continue;
      const at = block.search(new RegExp(`\\n  ${field.name}[(:]`));
      if (at < 0) continue;
      // The field's definition ends at the first line break outside its argument list.
      let depth = 0;
      let end = at + 1;
      for (; end < block.length; end++) {
        if (block[end] === "(") depth++;
        else if (block[end] === ")") depth--;
        else if (block[end] === "\n" && depth === 0) break;
      }
      block = `${block.slice(0, end)} ${applied.join(" ")}${block.slice(end)}`;
    }
    sdl = sdl.replace(original, block);
  }
  return sdl;
}

export const schemaFile = path.join(repoRoot, "schema.graphql");

export async function emitSchemaFile(): Promise<void> {
  fs.writeFileSync(schemaFile, await printedSchema());
}
