import { Kind, valueFromASTUntyped, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The value of argument `arg` of the child field `field` that the query selects under the current field,
 * when every selection of that child (through inline fragments and fragment spreads, under any alias)
 * passes the same value; undefined otherwise. Lets a root field read in one statement what a child
 * field will need (a hint only: the child must check that what it is handed fits).
 */
export function childArgument(info: GraphQLResolveInfo, field: string, arg: string): unknown {
  const values: unknown[] = [];
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value !== field) continue;
        const node = s.arguments?.find((a) => a.name.value === arg);
        values.push(node ? valueFromASTUntyped(node.value, info.variableValues) : undefined);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        visit(s.selectionSet);
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        visit(info.fragments[s.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined;
}
