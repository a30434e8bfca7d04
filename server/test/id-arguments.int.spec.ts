import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { getSchema } from "../src/schema";
import { signedIn } from "./factories";
import { startTestServer, type TestServer } from "./harness";

/** ID arguments that name something other than a row (a practice set is named by its catalogue key). */
const NOT_ROW_IDS = new Set(["startDrill.setId"]);

/** Ids that are none: beyond PostgreSQL's integer, negative, zero, fractions, other notations, words. */
const BAD_IDS = ["2147483648", "99999999999999999999", "-1", "0", "1.5", "1e3", "0x10", " 1", "abc"];

/** A plain valid value for an input type, so that only the id under test is wrong. */
function plain(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plain(type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, plain(f.type)]),
    );
  if (isEnumType(type)) return type.getValues()[0].name;
  const name = getNamedType(type).name;
  return name === "Int" || name === "Float" ? 1 : name === "Boolean" ? false : name === "ID" ? "1" : "x";
}

function isIdArg(a: GraphQLArgument): boolean {
  return getNamedType(a.type).name === "ID";
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? "{ __typename }" : "";
}

describe("ids out of range", () => {
  let t: TestServer;
  let admin: string;
  let learner: string;
  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    admin = (await signedIn(t, { isAdmin: true, isTeacher: true })).token;
    learner = (await signedIn(t)).token;
  });
  afterAll(() => t.close());

  it("are BAD_USER_INPUT naming the argument, in every operation, for admins and learners alike", async () => {
    const schema = await getSchema();
    const cases: { op: string; kind: "query" | "mutation"; field: GraphQLField<unknown, unknown>; arg: GraphQLArgument }[] = [];
    for (const [kind, type] of [
      ["query", schema.getQueryType()!],
      ["mutation", schema.getMutationType()!],
    ] as const)
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args.filter(isIdArg))
          if (!NOT_ROW_IDS.has(`${field.name}.${arg.name}`)) cases.push({ op: field.name, kind, field, arg });
    expect(cases.filter((c) => c.op.startsWith("admin")).length).toBeGreaterThanOrEqual(30);

    const wrong: string[] = [];
    for (const { op, kind, field, arg } of cases) {
      const vars = field.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(", ");
      const args = field.args.map((a, i) => `${a.name}: $a${i}`).join(", ");
      const query = `${kind}(${vars}) { ${op}(${args}) ${selection(field)} }`;
      for (const bad of BAD_IDS)
        for (const token of op.startsWith("admin") ? [admin] : [admin, learner]) {
          const value = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) ? ["1", bad] : bad;
          const variables = Object.fromEntries(field.args.map((a, i) => [`a${i}`, a === arg ? value : plain(a.type)]));
          const res = await t.gql(query, variables, { token, lang: "en" });
          const e = res.errors?.[0];
          const fields = (e?.extensions?.fields ?? {}) as Record<string, string>;
          const named = Array.isArray(value) ? `${arg.name}.1` : arg.name;
          if (res.status >= 500 || e?.extensions?.code !== "BAD_USER_INPUT" || !fields[named])
            wrong.push(`${op}(${arg.name}: ${JSON.stringify(bad)}) → ${res.status} ${JSON.stringify(e?.extensions ?? res.data)}`);
        }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
