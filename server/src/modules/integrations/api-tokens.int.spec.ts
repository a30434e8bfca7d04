import crypto from "node:crypto";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { getSchema } from "../../schema";
import { API_SCOPES, TOKEN_SCOPES } from "./token-scopes";

/** Personal access tokens (issue 31 §2): shown once, hashed at rest, scoped per root field, revocable at once. */
let t: TestServer;
const TOKEN_BUDGET = 300;
beforeAll(async () => {
  t = await startTestServer({ env: { GRAPHQL_RATE_LIMIT_TOKEN: String(TOKEN_BUDGET) } });
});
afterAll(() => t.close());

const CREATE = `mutation($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) { token apiToken { id name hint scopes expiresAt lastUsedAt createdAt } } }`;
const MINE = `{ myApiTokens { id name hint scopes expiresAt lastUsedAt } }`;
const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) }`;
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const reasonOf = (r: GqlResult) => r.errors?.[0]?.extensions?.reason;

async function teacher() {
  return signedIn(t, { isTeacher: true });
}

async function tokenOf(owner: { token: string }, scopes: string[] = ["read:content", "read:results"], expiresAt?: Date) {
  const r = await t.gql(CREATE, { name: "Skript", scopes, expiresAt: expiresAt?.toISOString() }, { token: owner.token });
  expect(r.errors).toBeUndefined();
  return r.data!.createApiToken as { token: string; apiToken: { id: string } };
}

describe("creating a token", () => {
  it("a teacher gets dpat_ and 256 random bits once; the list and the database never hold the secret", async () => {
    const owner = await teacher();
    const { token, apiToken } = await tokenOf(owner, ["read:results", "read:content"]);
    expect(token).toMatch(/^dpat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(5), "base64url")).toHaveLength(32);
    expect(apiToken).toMatchObject({ name: "Skript", hint: token.slice(0, 9), scopes: ["read:content", "read:results"] });

    const mine = await t.gql(MINE, {}, { token: owner.token });
    expect(mine.data!.myApiTokens).toEqual([
      {
        id: apiToken.id,
        name: "Skript",
        hint: token.slice(0, 9),
        scopes: ["read:content", "read:results"],
        expiresAt: null,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain(token.slice(9));

    const rows = await t.ds.query(`SELECT * FROM api_tokens WHERE id = $1`, [apiToken.id]);
    expect(rows[0].token_hash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token.slice(9));
  });

  it("learners and guests may not create or list tokens", async () => {
    const learner = await signedIn(t);
    const guest = await signedIn(t, { isGuest: true });
    for (const who of [learner, guest]) {
      expect(codeOf(await t.gql(CREATE, { name: "x", scopes: ["read:content"] }, { token: who.token }))).toBe("FORBIDDEN");
      expect(codeOf(await t.gql(MINE, {}, { token: who.token }))).toBe("FORBIDDEN");
    }
    expect(await t.ds.query(`SELECT id FROM api_tokens WHERE user_id IN ($1, $2)`, [learner.user.id, guest.user.id])).toEqual([]);
  });

  it("refuses a blank name, an unknown scope and an expiry in the past or beyond a year, in the caller's language", async () => {
    const owner = await teacher();
    const bad = await t.gql(
      CREATE,
      { name: " ", scopes: ["read:everything"], expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { token: owner.token, lang: "de" },
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(bad.errors![0].extensions!.fields).toEqual({
      name: "Bitte geben Sie dem Token einen Namen.",
      scopes: "Unbekannter Bereich „read:everything“; erlaubt sind read:content, read:results, write:courses.",
      expiresAt: "Das Ablaufdatum muss in der Zukunft liegen.",
    });
    const far = await t.gql(
      CREATE,
      { name: "x", scopes: ["read:content"], expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      { token: owner.token, lang: "en" },
    );
    expect(far.errors![0].extensions!.fields).toEqual({ expiresAt: "A token is valid for at most one year." });
    expect(await t.ds.query(`SELECT id FROM api_tokens WHERE user_id = $1`, [owner.user.id])).toEqual([]);
  });
});

/** A document selecting one root field with placeholder arguments: it passes validation, so the scope check decides. */
function documentFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const literal = (type: GraphQLInputType): string => {
    const inner = getNullableType(type);
    if (isListType(inner)) return `[${literal(inner.ofType)}]`;
    if (isEnumType(inner)) return inner.getValues()[0].name;
    if (isInputObjectType(inner)) {
      const required = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type));
      return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(", ")} }`;
    }
    const name = getNamedType(inner).name;
    if (name === "Int" || name === "Float") return "1";
    if (name === "Boolean") return "false";
    if (name === "DateTime") return `"2030-01-01T00:00:00Z"`;
    return `"1"`;
  };
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${literal(a.type)}`);
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? " { __typename }" : "";
  return `${kind} { ${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection} }`;
}

describe("scopes", () => {
  it("every root field of the schema: refused unless the table opens it with one of the token's scopes", async () => {
    const schema = await getSchema();
    const owner = await signedIn(t, { isAdmin: true });
    const all = (await tokenOf(owner, [...API_SCOPES])).token;
    const contentOnly = (await tokenOf(owner, ["read:content"])).token;
    const resultsOnly = (await tokenOf(owner, ["read:results"])).token;
    const tables = { query: TOKEN_SCOPES.query, mutation: TOKEN_SCOPES.mutation } as const;
    let checked = 0;
    for (const kind of ["query", "mutation"] as const) {
      const type = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
      const fields = type.getFields();
      // the table names only fields that exist
      for (const name of Object.keys(tables[kind])) expect(fields[name]).toBeDefined();
      for (const field of Object.values(fields)) {
        const doc = documentFor(kind, field);
        const scope = tables[kind][field.name as keyof (typeof tables)[typeof kind]] as string | undefined;
        const full = await t.gql(doc, {}, { token: all, lang: "en" });
        expect(full.status).not.toBe(400); // the placeholder document is valid: the scope check decided
        if (!scope) {
          expect({ field: field.name, code: codeOf(full), reason: reasonOf(full), status: full.status }).toEqual({
            field: field.name,
            code: "FORBIDDEN",
            reason: "NOT_FOR_TOKENS",
            status: 403,
          });
          expect(full.errors![0].message).toBe(`“${field.name}” is not available to access tokens; sign in to use it.`);
          expect(full.data ?? null).toBeNull();
        } else {
          // opened: whatever the placeholder arguments then meet (NOT_FOUND, BAD_USER_INPUT), not the scope check
          expect({ field: field.name, passed: !["MISSING_SCOPE", "NOT_FOR_TOKENS"].includes(String(reasonOf(full))) }).toEqual({
            field: field.name,
            passed: true,
          });
          const other = scope === "read:content" ? resultsOnly : contentOnly;
          const without = await t.gql(doc, {}, { token: other, lang: "de" });
          expect({ field: field.name, reason: reasonOf(without), scope: without.errors?.[0]?.extensions?.scope }).toEqual({
            field: field.name,
            reason: "MISSING_SCOPE",
            scope,
          });
          expect(without.errors![0].message).toBe(`„${field.name}“ braucht ein Zugriffstoken mit dem Bereich „${scope}“.`);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a field hidden in a fragment, an inline fragment or behind an alias is checked like any other", async () => {
    const owner = await teacher();
    const { token } = await tokenOf(owner, ["read:content"]);
    const documents = [
      `query { levels(family: GOETHE) { id } ...F } fragment F on Query { myAttempts { id } }`,
      `query { levels(family: GOETHE) { id } ... on Query { ... on Query { myAttempts { id } } } }`,
      `query { levels: myAttempts { id } }`,
      `query { ...A } fragment A on Query { ...B } fragment B on Query { list: myAttempts { id } }`,
    ];
    for (const doc of documents) {
      const r = await t.gql(doc, {}, { token, lang: "en" });
      expect({ doc, reason: reasonOf(r), field: r.errors?.[0]?.extensions?.field, data: r.data ?? null }).toEqual({
        doc,
        reason: "MISSING_SCOPE",
        field: "myAttempts",
        data: null,
      });
    }
    const admin = await t.gql(
      `query { a: levels(family: GOETHE) { id } ...X } fragment X on Query { adminUsers { total } }`,
      {},
      { token, lang: "fr" },
    );
    expect(reasonOf(admin)).toBe("NOT_FOR_TOKENS");
    expect(admin.errors![0].message).toBe(
      "« adminUsers » n'est pas accessible avec un jeton d'accès ; connectez-vous pour l'utiliser.",
    );
    // the scope it has opens what it names, aliases and fragments alike
    const ok = await t.gql(
      `query { l: levels(family: GOETHE) { id } ...C } fragment C on Query { contactInfo { __typename } }`,
      {},
      { token },
    );
    expect(ok.errors).toBeUndefined();
    expect(Array.isArray(ok.data!.l)).toBe(true);
  });

  it("a read-only token reads its owner's results and cannot change anything; token management is refused to tokens", async () => {
    const owner = await teacher();
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const started = await t.gql(
      `mutation($e: ID!) { startAttempt(examId: $e) { id } }`,
      { e: String(examId) },
      { token: owner.token },
    );
    const attemptId = started.data!.startAttempt.id;
    const { token } = await tokenOf(owner, ["read:results"]);

    const read = await t.gql(`{ myAttempts { id status } }`, {}, { token });
    expect(read.errors).toBeUndefined();
    expect(read.data!.myAttempts).toEqual([{ id: attemptId, status: "IN_PROGRESS" }]);

    const writes = [
      `mutation { submitAttempt(attemptId: "${attemptId}") { id } }`,
      `mutation { updateProfile(input: { name: "Hacked" }) { id } }`,
      `mutation { createApiToken(name: "more", scopes: ["read:results"]) { token } }`,
      `mutation { revokeApiToken(id: "1") }`,
      `mutation { createWebhook(url: "https://example.org/h", events: ["attempt.submitted"]) { secret } }`,
      `mutation { logout }`,
      `{ myApiTokens { id } }`,
      `{ exportMyData }`,
    ];
    for (const doc of writes) {
      const r = await t.gql(doc, {}, { token });
      expect({ doc, code: codeOf(r), reason: reasonOf(r) }).toEqual({ doc, code: "FORBIDDEN", reason: "NOT_FOR_TOKENS" });
    }
    const [row] = await t.ds.query(`SELECT status FROM attempts WHERE id = $1`, [attemptId]);
    expect(row.status).toBe("in_progress");
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1`, [owner.user.id])).toEqual([{ n: 1 }]);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM webhooks WHERE user_id = $1`, [owner.user.id])).toEqual([{ n: 0 }]);
  });
});

describe("a token's life", () => {
  it("records the last use, and writes it at most once a minute", async () => {
    const owner = await teacher();
    const { token, apiToken } = await tokenOf(owner, ["read:content"]);
    expect((await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token })).errors).toBeUndefined();
    let first: Date | null = null;
    for (let i = 0; i < 100 && !first; i++) {
      first = (await t.ds.query(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [apiToken.id]))[0].last_used_at;
      if (!first) await new Promise((r) => setTimeout(r, 20));
    }
    expect(first).toBeInstanceOf(Date);
    const { queries } = await t.queries(() => t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token }));
    const again = (await t.ds.query(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [apiToken.id]))[0].last_used_at;
    expect(again).toEqual(first);
    const listed = (await t.gql(MINE, {}, { token: owner.token })).data!.myApiTokens[0];
    expect(new Date(listed.lastUsedAt)).toEqual(first);
    expect(queries).toBeGreaterThan(0);
  });

  it("an expired token is refused with UNAUTHENTICATED in the caller's language", async () => {
    const owner = await teacher();
    const { token, apiToken } = await tokenOf(owner, ["read:content"], new Date(Date.now() + 86_400_000));
    expect((await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token })).errors).toBeUndefined();
    await t.ds.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [apiToken.id]);
    await t.services.changes.publish("api-token", "*");
    const r = await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token, lang: "es" });
    expect({ status: r.status, code: codeOf(r), message: r.errors![0].message }).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
      message: "Este token de acceso no es válido, ha caducado o fue revocado.",
    });
  });

  it("revocation takes effect at once; nobody else can revoke it", async () => {
    const owner = await teacher();
    const other = await teacher();
    const { token, apiToken } = await tokenOf(owner, ["read:content"]);
    expect((await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token })).errors).toBeUndefined(); // now cached
    const foreign = await t.gql(REVOKE, { id: apiToken.id }, { token: other.token });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    expect((await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token })).errors).toBeUndefined();
    expect((await t.gql(REVOKE, { id: apiToken.id }, { token: owner.token })).data!.revokeApiToken).toBe(true);
    expect(codeOf(await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token }))).toBe("UNAUTHENTICATED");
    expect((await t.gql(MINE, {}, { token: owner.token })).data!.myApiTokens).toEqual([]);
  });

  it("acts as its owner is now: a blocked owner, or one who lost the teacher flag, ends it", async () => {
    const admin = await signedIn(t, { isAdmin: true });
    const UPDATE = `mutation($id: ID!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { id } }`;
    const blocked = await teacher();
    const b = await tokenOf(blocked, ["read:content"]);
    expect((await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token: b.token })).errors).toBeUndefined();
    await t.gql(UPDATE, { id: String(blocked.user.id), input: { isBlocked: true } }, { token: admin.token });
    expect(codeOf(await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token: b.token }))).toBe("UNAUTHENTICATED");

    const demoted = await teacher();
    const d = await tokenOf(demoted, ["read:content"]);
    expect((await t.gql(`{ me { id } }`, {}, { token: d.token })).errors?.[0]?.extensions?.reason).toBe("MISSING_SCOPE");
    await t.gql(UPDATE, { id: String(demoted.user.id), input: { isTeacher: false } }, { token: admin.token });
    expect(codeOf(await t.gql(`{ levels(family: GOETHE) { id } }`, {}, { token: d.token }))).toBe("UNAUTHENTICATED");
  });

  it("has its own request budget: over it RATE_LIMITED, while another token and the owner's sign-in go on", async () => {
    const owner = await teacher();
    const first = await tokenOf(owner, ["read:content"]);
    const second = await tokenOf(owner, ["read:content"]);
    for (let i = 0; i < TOKEN_BUDGET; i++) {
      const r = await t.gql(`{ __typename }`, {}, { token: first.token });
      expect(r.errors).toBeUndefined();
    }
    const over = await t.gql(`{ __typename }`, {}, { token: first.token, lang: "en" });
    expect({ status: over.status, code: codeOf(over) }).toEqual({ status: 429, code: "RATE_LIMITED" });
    expect(over.errors![0].extensions!.retryAfter).toBeGreaterThan(0);
    expect((await t.gql(`{ __typename }`, {}, { token: second.token })).errors).toBeUndefined();
    expect((await t.gql(`{ __typename }`, {}, { token: owner.token })).errors).toBeUndefined();
  });

  it("the REST compatibility layer and media uploads never accept a token", async () => {
    const owner = await teacher();
    const { token } = await tokenOf(owner, [...API_SCOPES]);
    const rest = async (bearer: string) => {
      const res = await fetch(`${t.url}/api/user-data`, {
        headers: { authorization: `Bearer ${bearer}`, "x-requested-with": "XMLHttpRequest" },
      });
      return { status: res.status, body: await res.text() };
    };
    const withJwt = await rest(owner.token);
    expect(withJwt.body).toContain(owner.user.email!);
    const withToken = await rest(token);
    expect(withToken.body).not.toContain(owner.user.email!);
    expect(JSON.parse(withToken.body)).toEqual({ status: false, msg: "يجب تسجيل الدخول أولا" });

    const upload = await fetch(`${t.url}/media/recordings`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(upload.status).toBe(401);
    const photo = await fetch(`${t.url}/auth/profile/photo`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(photo.status).toBe(401);
  });
});
