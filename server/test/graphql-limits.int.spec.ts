import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse, print, validate, type DocumentNode } from "graphql";
import { graphqlLimits } from "../src/app";
import { AppError } from "../src/common/errors";
import { loadConfig } from "../src/config";
import { operationCost } from "../src/graphql/cost";
import { limitRules, type GraphQLLimits } from "../src/graphql/limits";
import { getSchema } from "../src/schema";
import { startTestServer, type TestServer } from "./harness";

const SECRET = crypto.randomBytes(48).toString("base64url");
const ROOT = path.join(__dirname, "..", "..");

/** Every operation the client and the console send: the documents codegen generated from their sources. */
function productDocuments(): { name: string; doc: DocumentNode }[] {
  const out: { name: string; doc: DocumentNode }[] = [];
  for (const app of ["client", "admin"]) {
    const text = fs.readFileSync(path.join(ROOT, app, "src", "gql", "graphql.ts"), "utf8");
    // The client's documents are ASTs; the console's are strings (it sends them with its own fetch).
    for (const m of text.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm))
      out.push({ name: `${app}:${m[1]}`, doc: JSON.parse(m[2]!) as DocumentNode });
    for (const m of text.matchAll(/^export const (\w+)Document = new TypedDocumentString\(`([\s\S]*?)`/gm))
      out.push({ name: `${app}:${m[1]}`, doc: parse(m[2]!) });
  }
  return out;
}

/** The largest variables the product sends where they size a list: the console asks 500 rows for references. */
function realisticVariables(doc: DocumentNode): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const def of doc.definitions)
    if (def.kind === "OperationDefinition")
      for (const v of def.variableDefinitions ?? [])
        if (print(v.type).replace(/!$/, "") === "AdminListInput") vars[v.variable.name.value] = { page: 1, perPage: 500 };
  return vars;
}

/**
 * The fan-out of issue 26: an anonymous query that walks Level → exams → Level … six times under two aliases (about
 * 385 bytes, depth 13: inside the depth and alias limits). It answered 5.56 MB and took ~80× a normal query when the
 * cost counted fields only.
 */
const walk = (family: string) =>
  `levels(family: ${family}) { id name family cefr ${"exams { id level { ".repeat(5)}exams { id name }${" } }".repeat(5)} }`;
const FAN_OUT = `query { goethe: ${walk("GOETHE")} telc: ${walk("TELC")} }`;

/** The same walk through fragments: each turn a fragment that spreads the next. */
function fanOutByFragments(turns: number): string {
  let text = "fragment T0 on Level { id name }\n";
  for (let k = 1; k <= turns; k++) text += `fragment T${k} on Level { exams { id level { ...T${k - 1} } } }\n`;
  return `query { goethe: levels(family: GOETHE) { ...T${turns} } telc: levels(family: TELC) { ...T${turns} } }\n${text}`;
}

const loop = (levels: number) =>
  `query { levels(family: GOETHE) { ${"exams { level { ".repeat(levels)} id ${"} } ".repeat(levels)} } }`;

describe("GraphQL limits", () => {
  const limits: GraphQLLimits = graphqlLimits(loadConfig({}));
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it("the product's own documents stay within every limit, with headroom", async () => {
    const schema = await getSchema();
    const docs = productDocuments();
    expect(docs.length).toBeGreaterThan(50);
    // What each document reaches: run the rules with every limit at zero and read what they found.
    const zero: GraphQLLimits = { ...limits, maxDepth: 0, maxAliases: 0, maxCost: 0, maxDirectives: 0 };
    const peak: Record<string, number> = {};
    const costs: [string, number][] = [];
    for (const { name, doc } of docs) {
      expect([name, validate(schema, doc, limitRules(limits)).map((e) => e.message)]).toEqual([name, []]);
      costs.push([name, operationCost({ schema, document: doc, variables: realisticVariables(doc) }, limits)]);
      expect(() => parse(print(doc), { maxTokens: limits.maxTokens })).not.toThrow();
      for (const e of validate(schema, doc, limitRules(zero))) {
        const app = e.originalError as AppError;
        const reason = String(app.details.reason);
        peak[reason] = Math.max(peak[reason] ?? 0, Number(app.params.found));
      }
      peak.TOKENS = Math.max(peak.TOKENS ?? 0, countTokens(print(doc)));
    }
    costs.sort((a, b) => b[1] - a[1]);
    peak.QUERY_TOO_EXPENSIVE = costs[0]![1];
    console.log(
      `[limits] ${docs.length} product documents; peaks: ${JSON.stringify(peak)}; costliest: ${costs
        .slice(0, 3)
        .map(([n, c]) => `${n} ${c}`)
        .join(", ")}; limits: ${JSON.stringify(limits)}`,
    );
    expect(peak.QUERY_TOO_DEEP! * 1.5).toBeLessThanOrEqual(limits.maxDepth);
    expect(peak.QUERY_TOO_EXPENSIVE! * 2).toBeLessThanOrEqual(limits.maxCost);
    expect(peak.TOKENS! * 2).toBeLessThanOrEqual(limits.maxTokens);
    expect((peak.TOO_MANY_ALIASES ?? 0) * 2).toBeLessThanOrEqual(limits.maxAliases);
  });

  it("refuses the anonymous fan-out query before execution: no resolver, no statement, the cost in the reply", async () => {
    expect(FAN_OUT.length).toBeGreaterThan(350);
    expect(FAN_OUT.length).toBeLessThan(420);
    // Inside the other limits: the refusal is the cost's alone.
    expect(validate(await getSchema(), parse(FAN_OUT), limitRules(limits))).toEqual([]);
    const heap = process.memoryUsage().heapUsed;
    const sql = await s.queries(() => s.gql(FAN_OUT, undefined, { lang: "en" }));
    // The benchmark line: five more refusals, their best and median time (printed, not asserted).
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = process.hrtime.bigint();
      expect((await s.gql(FAN_OUT)).status).toBe(400);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((x, y) => x - y);
    const heapDelta = (process.memoryUsage().heapUsed - heap) / 1e6;
    const pricing = process.hrtime.bigint();
    operationCost({ schema: await getSchema(), document: parse(FAN_OUT) }, limits);
    const pricingMs = Number(process.hrtime.bigint() - pricing) / 1e6;
    const res = sql.result;
    const cost = Number(res.errors?.[0]?.extensions?.cost);
    console.log(
      `[limits] fan-out (${FAN_OUT.length} bytes) cost ${cost} refused: best ${times[0]!.toFixed(1)} ms, median ${times[2]!.toFixed(1)} ms over HTTP (pricing alone ${pricingMs.toFixed(2)} ms); heap Δ ${heapDelta.toFixed(1)} MB`,
    );
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(sql.queries).toBe(0);
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "QUERY_TOO_EXPENSIVE",
      limit: limits.maxCost,
    });
    // levels 5 × exams 10 × level × exams 10 … six turns, twice: about 10^7, far above the limit
    expect(cost).toBeGreaterThan(1_000_000);
    expect(res.errors![0]!.message).toBe(
      `The query is too expensive (cost ${cost}, at most ${limits.maxCost}). Please ask for fewer fields or shorter lists at once.`,
    );

    // The same walk through fragments costs the same, and is refused alike.
    const byFragments = await s.queries(() => s.gql(fanOutByFragments(6)));
    expect(byFragments.queries).toBe(0);
    expect(byFragments.result.errors![0]!.extensions).toMatchObject({ reason: "QUERY_TOO_EXPENSIVE" });
    // Two turns are what a page may ask (a level's mocks with their level): answered.
    const two = await s.gql(`{ levels(family: GOETHE) { exams { id level { exams { id name } } } } }`);
    expect(two.errors).toBeUndefined();
    expect(two.data!.levels.length).toBeGreaterThan(0);
  });

  it("refuses 5,000 aliases (token limit, before parsing completes) and 40 aliases (alias limit)", async () => {
    const many = await s.gql(
      `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: levels(family: GOETHE) { id }`).join(" ")} }`,
      undefined,
      { lang: "de" },
    );
    expect(many.status).toBe(400);
    expect(many.errors![0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "QUERY_TOO_LONG",
      limit: limits.maxTokens,
    });
    expect(many.errors![0]!.message).toBe(`Die Abfrage ist zu lang (höchstens ${limits.maxTokens} Token).`);
    const many2 = await s.queries(() =>
      s.gql(`{ ${Array.from({ length: 40 }, (_, i) => `a${i}: levels(family: GOETHE) { id }`).join(" ")} }`),
    );
    expect(many2.queries).toBe(0);
    expect(many2.result.status).toBe(400);
    expect(many2.result.errors!.map((e) => e.extensions?.reason)).toContain("TOO_MANY_ALIASES");
  });

  it("refuses a 50-level Level → Exam → Level loop, in Arabic for an Arabic caller", async () => {
    const res = await s.gql(loop(50), undefined, { lang: "ar" });
    expect(res.status).toBe(400);
    const deep = res.errors!.find((e) => e.extensions?.reason === "QUERY_TOO_DEEP")!;
    expect(deep.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: limits.maxDepth });
    expect(deep.message).toContain("الاستعلام متداخل بعمق كبير");
    const ok = await s.gql(loop(3));
    expect(ok.errors).toBeUndefined();
  });

  it("stops an operation past its time budget", async () => {
    const slow = await startTestServer({ env: { GRAPHQL_TIMEOUT_MS: "100" } });
    const levels = slow.services.content.levels.bind(slow.services.content);
    slow.services.content.levels = async (family) => {
      await new Promise((r) => setTimeout(r, 300));
      return levels(family);
    };
    try {
      const { result: res, statements } = await slow.queries(() =>
        slow.gql("{ a: levels(family: GOETHE) { id exams { id } } b: levels(family: TELC) { id exams { id } } }", undefined, {
          lang: "en",
        }),
      );
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "TIME_BUDGET", limit: 100 });
      expect(res.errors![0]!.message).toContain("time budget of 100 ms");
      // Past the budget the operation issues no more work: the level reads ran (one or two: the catalogue's cache may
      // serve the second family), the levels' exams were never read.
      expect(statements.length).toBeGreaterThanOrEqual(1);
      expect(statements.every((q) => q.includes('FROM "levels"'))).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it("answers an anonymous address 429 over its request budget, with Retry-After; a signed-in caller has its own", async () => {
    const limited = await startTestServer({
      seed: false,
      env: { GRAPHQL_RATE_LIMIT_ANONYMOUS: "3", GRAPHQL_RATE_LIMIT_SIGNED_IN: "4" },
    });
    const post = (token?: string) =>
      fetch(`${limited.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": "en",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
    try {
      // The guest session is the address's first anonymous request; two more are allowed.
      const guest = await limited.gql<{ startGuestSession: { token: string } }>("mutation { startGuestSession { token } }");
      const token = guest.data!.startGuestSession.token;
      for (let i = 0; i < 2; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = (await refused.json()) as {
        data?: unknown;
        errors: { message: string; extensions: Record<string, unknown> }[];
      };
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]!.extensions).toMatchObject({ code: "RATE_LIMITED", reason: "TOO_MANY_REQUESTS", retryAfter });
      expect(body.errors[0]!.message).toBe(`Too many requests. Please try again in ${retryAfter} second(s).`);
      // The signed-in caller from the same address is not affected, until its own budget is spent.
      for (let i = 0; i < 4; i++) expect((await post(token)).status).toBe(200);
      expect((await post(token)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("shares the anonymous budget between replicas through Redis (REDIS_URL)", async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      REDIS_PREFIX: `test-${crypto.randomUUID()}`,
      GRAPHQL_RATE_LIMIT_ANONYMOUS: "3",
    };
    const a = await startTestServer({ seed: false, env });
    const b = await startTestServer({ seed: false, env });
    try {
      const statuses = [];
      for (const replica of [a, b, a, b, a]) statuses.push((await replica.gql("{ __typename }")).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("has introspection and field suggestions off when configured so (the production default)", async () => {
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, GRAPHQL_INTROSPECTION: "true" }).introspection).toBe(true);
    const closed = await startTestServer({ seed: false, env: { GRAPHQL_INTROSPECTION: "false" } });
    try {
      const intro = await closed.gql("{ __schema { types { name } } }");
      expect(intro.status).toBe(400);
      expect(intro.data).toBeUndefined();
      const typo = await closed.gql("{ levels(family: GOETHE) { nme } }");
      expect(typo.errors![0]!.message).not.toMatch(/Did you mean/);
      const open = await s.gql("{ levels(family: GOETHE) { nme } }");
      expect(open.errors![0]!.message).toMatch(/Did you mean "name"\?/);
    } finally {
      await closed.close();
    }
  });
});

function countTokens(source: string): number {
  let n = 0;
  for (let max = 64; ; max *= 2) {
    try {
      parse(source, { maxTokens: max });
      n = max;
      break;
    } catch {
      if (max > 1_000_000) break;
    }
  }
  // Binary search between max/2 and max for the exact count.
  let lo = n / 2;
  let hi = n;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    try {
      parse(source, { maxTokens: mid });
      hi = mid;
    } catch {
      lo = mid + 1;
    }
  }
  return lo;
}
