import crypto from "node:crypto";
import { startTestServer, type TestServer } from "../../../test/harness";
import { User } from "./user.entity";

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const GUEST = `mutation { startGuestSession { token } }`;

type Err = { message: string; extensions?: Record<string, unknown> };
function expectLimited(
  r: { errors?: Err[] },
  message = /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minute\(n\) erneut\.$/,
) {
  expect(r.errors).toBeDefined();
  const e = r.errors![0];
  expect(e.extensions!.code).toBe("RATE_LIMITED");
  expect(e.message).toMatch(message);
  expect(e.extensions!.retryAfter).toEqual(expect.any(Number));
  expect(e.extensions!.retryAfter as number).toBeGreaterThan(0);
  return e.extensions!.retryAfter as number;
}

async function registerDirect(t: TestServer, email: string, password: string): Promise<void> {
  // through the API, so the password is hashed as in production; the register limit is high on this server
  const r = await t.gql(REGISTER, { input: { name: "R", email, password } });
  expect(r.errors).toBeUndefined();
}

describe("rate limits in memory", () => {
  describe("per account", () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({
        env: {
          // one client address here, and the account registered from it: the pair's limit is what locks
          AUTH_LIMIT_LOGIN_IP_ACCOUNT: "2",
          AUTH_LIMIT_LOGIN_ACCOUNT: "2",
          AUTH_LIMIT_LOGIN_IP: "1000",
          AUTH_LIMIT_REGISTER_IP: "1000",
          AUTH_LIMIT_REGISTER_ACCOUNT: "2",
          AUTH_LIMIT_RESET_ACCOUNT: "2",
          AUTH_LIMIT_RESET_IP: "1000",
        },
      });
    });
    afterAll(() => t.close());

    it("locks one account after repeated wrong passwords, even for the right one; other accounts are unaffected", async () => {
      await registerDirect(t, "ziel@example.org", "richtig-123");
      await registerDirect(t, "andere@example.org", "richtig-123");
      for (let i = 0; i < 2; i++) {
        const wrong = await t.gql(LOGIN, { e: "ziel@example.org", p: "falsch-123" });
        expect(wrong.errors![0].extensions!.reason).toBe("WRONG_CREDENTIALS");
      }
      const retryAfter = expectLimited(await t.gql(LOGIN, { e: "ZIEL@example.org", p: "richtig-123" }));
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expectLimited(
        await t.gql(LOGIN, { e: "ziel@example.org", p: "richtig-123" }, { lang: "en" }),
        /^Too many attempts\. Please try again in 15 minute\(s\)\.$/,
      );
      expect((await t.gql(LOGIN, { e: "andere@example.org", p: "richtig-123" })).errors).toBeUndefined();
    });

    it("a successful login clears the account's failures", async () => {
      await registerDirect(t, "vergesslich@example.org", "richtig-123");
      for (let round = 0; round < 3; round++) {
        expect((await t.gql(LOGIN, { e: "vergesslich@example.org", p: "falsch" })).errors![0].extensions!.code).toBe(
          "BAD_USER_INPUT",
        );
        expect((await t.gql(LOGIN, { e: "vergesslich@example.org", p: "richtig-123" })).errors).toBeUndefined();
      }
    });

    it("limits registrations per email, refusing without creating a row", async () => {
      const email = "nochmal@example.org";
      await registerDirect(t, email, "richtig-123");
      expect(
        (await t.gql(REGISTER, { input: { name: "R", email, password: "richtig-123" } })).errors![0].extensions!.reason,
      ).toBe("EMAIL_TAKEN");
      const before = await t.ds.getRepository(User).count();
      expectLimited(await t.gql(REGISTER, { input: { name: "R", email: email.toUpperCase(), password: "richtig-123" } }));
      expect(await t.ds.getRepository(User).count()).toBe(before);
    });

    it("limits reset mails per address, alike for known and unknown addresses", async () => {
      await registerDirect(t, "reset@example.org", "richtig-123");
      for (const email of ["reset@example.org", "gibtsnicht@example.org"]) {
        expect((await t.gql(REQUEST_RESET, { e: email })).data!.requestPasswordReset).toBe(true);
        expect((await t.gql(REQUEST_RESET, { e: email })).data!.requestPasswordReset).toBe(true);
        expectLimited(await t.gql(REQUEST_RESET, { e: email }));
      }
    });
  });

  describe("per IP", () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({
        env: {
          AUTH_LIMIT_LOGIN_IP: "3",
          AUTH_LIMIT_LOGIN_ACCOUNT: "1000",
          AUTH_LIMIT_REGISTER_IP: "2",
          AUTH_LIMIT_RESET_IP: "2",
          AUTH_LIMIT_GUEST_IP: "2",
        },
      });
    });
    afterAll(() => t.close());

    it("limits login attempts from one address across accounts", async () => {
      for (const e of ["a@example.org", "b@example.org", "c@example.org"]) {
        expect((await t.gql(LOGIN, { e, p: "x" })).errors![0].extensions!.code).toBe("BAD_USER_INPUT");
      }
      expectLimited(await t.gql(LOGIN, { e: "d@example.org", p: "x" }));
    });

    it("limits registrations, password resets and guest sessions from one address", async () => {
      for (let i = 0; i < 2; i++)
        expect(
          (await t.gql(REGISTER, { input: { name: "R", email: `ip${i}@example.org`, password: "richtig-123" } })).errors,
        ).toBeUndefined();
      const before = await t.ds.getRepository(User).count();
      expectLimited(await t.gql(REGISTER, { input: { name: "R", email: "ip9@example.org", password: "richtig-123" } }));
      expect(await t.ds.getRepository(User).count()).toBe(before);

      for (let i = 0; i < 2; i++) expect((await t.gql(REQUEST_RESET, { e: `x${i}@example.org` })).errors).toBeUndefined();
      expectLimited(await t.gql(REQUEST_RESET, { e: "x9@example.org" }));
      expectLimited(await t.gql(`mutation { resetPassword(token: "t", password: "neues-passwort") { token } }`));

      for (let i = 0; i < 2; i++) expect((await t.gql(GUEST)).errors).toBeUndefined();
      expectLimited(await t.gql(GUEST));
    });
  });
});

describe("rate limits in Redis (REDIS_URL)", () => {
  // Redis runs on this machine; a fresh key prefix keeps runs apart
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `test-${crypto.randomUUID()}`,
    AUTH_LIMIT_LOGIN_IP: "3",
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ env });
    b = await startTestServer({ env, seed: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("two replicas share one budget", async () => {
    expect((await a.gql(LOGIN, { e: "r1@example.org", p: "x" })).errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    expect((await b.gql(LOGIN, { e: "r2@example.org", p: "x" })).errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    expect((await a.gql(LOGIN, { e: "r3@example.org", p: "x" })).errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    expectLimited(await b.gql(LOGIN, { e: "r4@example.org", p: "x" }));
    expectLimited(await a.gql(LOGIN, { e: "r5@example.org", p: "x" }));
  });
});

describe("the owner's addresses in Redis (REDIS_URL)", () => {
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `test-${crypto.randomUUID()}`,
    TRUSTED_PROXIES: "127.0.0.1",
    AUTH_LIMIT_LOGIN_ACCOUNT: "3",
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ env, seed: false });
    b = await startTestServer({ env, seed: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const from = async (t: TestServer, ip: string, query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(`${t.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { errors?: Err[] };

  it("an address the account signed in from on one replica stays open on the other", async () => {
    // both replicas use one database; the account registers from the owner's address on a
    const input = { name: "R", email: "geteilt@example.org", password: "richtig-123" };
    expect((await from(a, "192.0.2.5", REGISTER, { input })).errors).toBeUndefined();
    for (let i = 0; i < 3; i++) await from(a, `198.51.100.${i + 1}`, LOGIN, { e: input.email, p: `falsch-${i}` });
    expectLimited(await from(b, "203.0.113.1", LOGIN, { e: input.email, p: input.password }));
    expect((await from(b, "192.0.2.5", LOGIN, { e: input.email, p: input.password })).errors).toBeUndefined();
  });
});
