import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { getSchema } from "../src/schema";
import { signedIn } from "./factories";
import { startTestServer, type TestServer } from "./harness";

/** Runs per mutation; each run is one request (so the total is printed below). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

/** Strings an attacker tries: unicode of every plane, NUL bytes, control characters, very long ones, SQL and HTML. */
const nasty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom("", " ", "\u202e", "' OR 1=1 --", "<img src=x onerror=alert(1)>", "../../etc/passwd", "%00", "null", "NaN"),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => "x".repeat(n)),
);
const hugeInts = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300, -0, 0.5);
const ids = fc.oneof(
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom("0", "-1", "99999999999999999999999", "1e3", "0x10", "1.5", " 1"),
  nasty,
);

/** A value for a GraphQL input type: mostly well-typed (to reach the services), sometimes null or of another type. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof({ weight: 9, arbitrary: valueOf(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(null));
  let right: fc.Arbitrary<unknown>;
  if (isListType(type)) right = depth > 3 ? fc.constant([]) : fc.array(valueOf(type.ofType, depth + 1), { maxLength: 4 });
  else if (isInputObjectType(type))
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueOf(f.type, depth + 1)])), {
            requiredKeys: Object.values(type.getFields())
              .filter((f) => isNonNullType(f.type))
              .map((f) => f.name),
          });
  else if (isEnumType(type)) right = fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), nasty);
  else if (isScalarType(type))
    right =
      type.name === "Int"
        ? fc.oneof(fc.integer({ min: -5, max: 200 }), hugeInts)
        : type.name === "Float"
          ? fc.oneof(fc.double(), hugeInts)
          : type.name === "Boolean"
            ? fc.boolean()
            : type.name === "ID"
              ? ids
              : type.name.startsWith("DateTime")
                ? fc.oneof(
                    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
                    nasty,
                  )
                : nasty;
  else right = wrong;
  return fc.oneof({ weight: 8, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** The smallest selection of a field's result: `__typename` for objects, nothing for scalars. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || (!isScalarType(named) && !isEnumType(named)) ? "{ __typename }" : "";
}

describe("fuzzing every GraphQL mutation", () => {
  let t: TestServer;
  let tokens: (string | undefined)[];
  let total = 0;
  const statuses: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        AUTH_LIMIT_LOGIN_IP: "1000000",
        AUTH_LIMIT_LOGIN_ACCOUNT: "1000000",
        AUTH_LIMIT_LOGIN_IP_ACCOUNT: "1000000",
        AUTH_LIMIT_REGISTER_IP: "1000000",
        AUTH_LIMIT_REGISTER_ACCOUNT: "1000000",
        AUTH_LIMIT_RESET_IP: "1000000",
        AUTH_LIMIT_RESET_ACCOUNT: "1000000",
        AUTH_LIMIT_GUEST_IP: "1000000",
      },
    });
    tokens = [undefined, (await signedIn(t)).token, (await signedIn(t, { isAdmin: true })).token];
  });
  afterAll(async () => {
    console.log(`[fuzz] GraphQL: ${total} mutation cases, statuses ${JSON.stringify(statuses)}`);
    await t?.close();
  });

  it("answers every mutation input with a result or a clear refusal, never 5xx", async () => {
    const schema = await getSchema();
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    for (const m of mutations) {
      const vars = m.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(", ");
      const args = m.args.map((a, i) => `${a.name}: $a${i}`).join(", ");
      const query = `mutation${vars ? `(${vars})` : ""} { ${m.name}${args ? `(${args})` : ""} ${selection(m)} }`;
      const input = fc.record(Object.fromEntries(m.args.map((a, i) => [`a${i}`, valueOf(a.type)])));
      await fc.assert(
        fc.asyncProperty(input, fc.nat({ max: 2 }), async (variables, who) => {
          total += 1;
          const res = await t.gql(query, variables, { token: tokens[who], lang: "en" });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 500) throw new Error(`${m.name}: HTTP ${res.status} ${JSON.stringify(res.errors)}`);
          for (const e of res.errors ?? []) {
            const code = e.extensions?.code;
            if (!code || code === "INTERNAL_SERVER_ERROR") throw new Error(`${m.name}: ${JSON.stringify(e)}`);
            if (!e.message) throw new Error(`${m.name}: a refusal without a message`);
          }
          if (!res.errors?.length && res.data?.[m.name] === undefined) throw new Error(`${m.name}: neither data nor errors`);
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    }
  }, 600_000);
});
