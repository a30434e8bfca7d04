/**
 * The cost of an operation before it executes, after the IBM GraphQL Cost Directive specification as Apollo Router
 * and GraphQL Hive implement it (`@cost`, `@listSize`):
 *
 * - a field costs its weight: `@cost(weight)` on the field, else `@cost` on its type, else 1 for an object and 0
 *   for a scalar or an enum; a mutation operation starts at 10;
 * - a field of an object type adds the cost of its selection;
 * - a list field costs its expected size × (its weight + the cost of its selection). The size is the value of its
 *   slicing argument (`@listSize(slicingArguments: ["limit"])`, a dotted path reaches into an input object), else
 *   its `assumedSize`, else the default list size. A field whose type holds the list (a page with `items` and
 *   `total`) sizes it with `sizedFields`.
 *
 * So a walk around a cycle (Level.exams → Exam.level → Level.exams …) multiplies at every turn and is refused long
 * before it reaches the data. Fragments are priced once per use context (memoised), so a document that spreads a
 * fragment many times costs its size to price, not the size of its expansion.
 */
import {
  DirectiveLocation,
  getNamedType,
  getNullableType,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLIncludeDirective,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSkipDirective,
  GraphQLString,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  specifiedDirectives,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql";
import { getArgumentValues, getDirectiveValues, getVariableValues } from "graphql/execution/values";
import { Directive } from "type-graphql";

/** `@cost(weight: Int!)`: the weight of a field, or of every field of a type. */
export const costDirective = new GraphQLDirective({
  name: "cost",
  description: "The weight of a field, or of every field whose type this is (IBM GraphQL Cost Directive specification).",
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.OBJECT,
    DirectiveLocation.SCALAR,
    DirectiveLocation.ENUM,
    DirectiveLocation.ARGUMENT_DEFINITION,
    DirectiveLocation.INPUT_FIELD_DEFINITION,
  ],
  args: { weight: { type: new GraphQLNonNull(GraphQLInt) } },
});

/** `@listSize(...)`: the expected size of a list (IBM GraphQL Cost Directive specification). */
export const listSizeDirective = new GraphQLDirective({
  name: "listSize",
  description:
    "The expected size of a list: a slicing argument's value, else assumedSize (IBM GraphQL Cost Directive specification).",
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: {
    assumedSize: { type: GraphQLInt },
    slicingArguments: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
    sizedFields: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
    requireOneSlicingArgument: { type: GraphQLBoolean, defaultValue: true },
  },
});

/** The schema's directives: GraphQL's own (`@skip`, `@include`, …) and the cost directives. */
export const costDirectives = [...specifiedDirectives, costDirective, listSizeDirective];

export interface ListSizeOptions {
  /** The size when no slicing argument gives one: a real bound of the catalogue, or an honest estimate. */
  assumedSize?: number;
  /** Arguments whose value is the size (`limit`, `input.perPage`). */
  slicingArguments?: string[];
  /** Lists of this field's type that the slicing arguments size (a page's `items`). */
  sizedFields?: string[];
}

/** Declares a list field's expected size (emitted into the schema as `@listSize`). */
export function ListSize(o: ListSizeOptions): MethodDecorator & PropertyDecorator {
  const args: string[] = [];
  if (o.assumedSize !== undefined) args.push(`assumedSize: ${o.assumedSize}`);
  if (o.slicingArguments) args.push(`slicingArguments: ${JSON.stringify(o.slicingArguments)}`);
  if (o.sizedFields) args.push(`sizedFields: ${JSON.stringify(o.sizedFields)}`);
  // A missing slicing argument falls back to assumedSize (the arguments have defaults), so none is required.
  if (o.slicingArguments) args.push("requireOneSlicingArgument: false");
  return Directive(`@listSize(${args.join(", ")})`) as MethodDecorator & PropertyDecorator;
}

/** Declares a field's weight (emitted into the schema as `@cost`). */
export function Cost(weight: number): MethodDecorator & PropertyDecorator {
  return Directive(`@cost(weight: ${weight})`) as MethodDecorator & PropertyDecorator;
}

export interface CostOptions {
  /** The size of a list without `@listSize`. */
  defaultListSize: number;
}

/** The size of a list field without `@listSize` (Apollo Router's example default). */
export const DEFAULT_LIST_SIZE = 10;

/** The weight of a mutation operation (Apollo Router's default). */
export const MUTATION_BASE_COST = 10;

interface FieldCostInfo {
  weight: number;
  list: boolean;
  named: GraphQLNamedType;
  assumedSize?: number;
  slicing: string[][];
  sizedFields: string[];
}

/** The directives of each field, read once per schema. */
const infoCache = new WeakMap<GraphQLField<unknown, unknown>, FieldCostInfo>();

function fieldInfo(field: GraphQLField<unknown, unknown>): FieldCostInfo {
  let info = infoCache.get(field);
  if (info) return info;
  const named = getNamedType(field.type);
  const fieldCost = field.astNode ? getDirectiveValues(costDirective, field.astNode) : undefined;
  const typeCost = named.astNode ? getDirectiveValues(costDirective, named.astNode) : undefined;
  const size = field.astNode ? getDirectiveValues(listSizeDirective, field.astNode) : undefined;
  info = {
    weight:
      (fieldCost?.weight as number | undefined) ?? (typeCost?.weight as number | undefined) ?? (isCompositeType(named) ? 1 : 0),
    list: isListType(getNullableType(field.type)),
    named,
    assumedSize: (size?.assumedSize as number | null | undefined) ?? undefined,
    slicing: ((size?.slicingArguments as string[] | null | undefined) ?? []).map((p) => p.split(".")),
    sizedFields: (size?.sizedFields as string[] | null | undefined) ?? [],
  };
  infoCache.set(field, info);
  return info;
}

/** A slicing argument's value: a path into the field's coerced arguments. */
function valueAt(args: Record<string, unknown>, path: string[]): number | undefined {
  let v: unknown = args;
  for (const key of path) v = v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === "number" && Number.isFinite(v) ? Math.max(0, v) : undefined;
}

export interface OperationCostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * The cost of the operation that would execute. Variables that do not coerce count as absent (execution refuses
 * them before any resolver runs); an unknown operation costs 0 (execution refuses it too).
 */
export function operationCost(input: OperationCostInput, opts: CostOptions): number {
  const { schema, document } = input;
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!input.operationName || def.name?.value === input.operationName))
      operation ??= def;
  }
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], input.variables ?? {}, { maxErrors: 1 });
  const variables = "coerced" in coerced ? coerced.coerced : {};

  const fragmentMemo = new Map<string, number>();
  const active = new Set<string>();

  const included = (node: SelectionNode): boolean => {
    if (!node.directives?.length) return true;
    try {
      if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
      return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
    } catch {
      // a variable missing or of the wrong type: counted (execution refuses it before anything runs)
      return true;
    }
  };

  /** The cost of a selection on `type`; `sized` gives the sizes a parent's `sizedFields` set for its lists. */
  const selectionCost = (set: SelectionSetNode, type: GraphQLCompositeType, sized?: Map<string, number>): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (!included(sel)) continue;
      if (sel.kind === Kind.FIELD) total += fieldCost(sel, type, sized);
      else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += selectionCost(sel.selectionSet, on, sized);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        // Unknown fragments and cycles are validation's to refuse.
        if (!fragment || !on || !isCompositeType(on) || active.has(name)) continue;
        const key = sized?.size ? `${name}|${[...sized].join(",")}` : name;
        let cost = fragmentMemo.get(key);
        if (cost === undefined) {
          active.add(name);
          cost = selectionCost(fragment.selectionSet, on, sized);
          active.delete(name);
          fragmentMemo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLCompositeType, sized?: Map<string, number>): number => {
    // __typename costs nothing; introspection (__schema, __type) is bounded by the schema and off in production.
    if (node.name.value.startsWith("__") || !isObjectType(parent)) return 0;
    const field = parent.getFields()[node.name.value];
    if (!field) return 0;
    const info = fieldInfo(field);
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(field, node, variables);
    } catch {
      // arguments that do not coerce are refused by execution before anything runs
    }
    const requested = info.slicing.map((p) => valueAt(args, p)).filter((v): v is number => v !== undefined);
    const ownSize = requested.length ? Math.max(...requested) : info.assumedSize;
    let childSizes: Map<string, number> | undefined;
    if (info.sizedFields.length && ownSize !== undefined) childSizes = new Map(info.sizedFields.map((f) => [f, ownSize]));
    const children =
      node.selectionSet && isCompositeType(info.named) ? selectionCost(node.selectionSet, info.named, childSizes) : 0;
    const cost = info.weight + children;
    if (!info.list) return cost;
    const size = sized?.get(field.name) ?? (info.sizedFields.length ? undefined : ownSize) ?? opts.defaultListSize;
    return size * cost;
  };

  const base = operation.operation === "mutation" ? MUTATION_BASE_COST : 0;
  return base + selectionCost(operation.selectionSet, root);
}
