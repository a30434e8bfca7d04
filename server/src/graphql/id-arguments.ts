import { getNamedType, isListType, isNonNullType, type GraphQLArgument, type GraphQLSchema } from "graphql";
import { FieldErrors } from "../common/errors";
import { commonMessages } from "../common/i18n";
import { parseId } from "../common/ids";

/** ID arguments that name something other than a table row (a practice set is named by its catalogue key). */
const NOT_ROW_IDS = new Set(["Mutation.startDrill.setId"]);

/** The ID (or list of ID) arguments of a field that name rows. */
function idArguments(typeName: string, fieldName: string, args: readonly GraphQLArgument[]): GraphQLArgument[] {
  return args.filter((a) => getNamedType(a.type).name === "ID" && !NOT_ROW_IDS.has(`${typeName}.${fieldName}.${a.name}`));
}

/**
 * Every ID argument of every query and mutation is a row id (common/ids: 1 to 2147483647 in decimal digits) before
 * any resolver runs: anything else is BAD_USER_INPUT naming the argument (`id`, `ids.2`), for admins and learners
 * alike, instead of a NOT_FOUND here, an INTERNAL_SERVER_ERROR from PostgreSQL's integer range there.
 */
export function checkedIdArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const ids = idArguments(type!.name, field.name, field.args);
      const resolve = field.resolve;
      if (!ids.length || !resolve) continue;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        const errors = new FieldErrors();
        for (const a of ids) {
          const value = args[a.name];
          if (value === null || value === undefined) continue;
          const list = isListType(isNonNullType(a.type) ? a.type.ofType : a.type);
          const values = list && Array.isArray(value) ? value : [value];
          values.forEach((v, i) => {
            if (v !== null && parseId(v) === null) errors.add(list ? `${a.name}.${i}` : a.name, commonMessages.invalidId);
          });
        }
        errors.throwIfAny({ reason: "INVALID_ID" });
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
