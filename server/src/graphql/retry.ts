import type { GraphQLSchema } from "graphql";
import { retryOnce } from "../db/faults";

/**
 * Reads are idempotent: every root field of Query runs once more after a transient database fault
 * (then SERVICE_UNAVAILABLE). Mutations are not retried here; their services retry what is idempotent.
 */
export function retryQueryFields(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve) continue;
    field.resolve = (source, args, context, info) =>
      retryOnce(`query ${info.fieldName}`, async () => resolve(source, args, context, info));
  }
  return schema;
}
