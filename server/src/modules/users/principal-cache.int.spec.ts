import crypto from "node:crypto";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { startSmtpInbox, type SmtpInbox } from "./accounts.test-support";
import { ChangeBus } from "../../db/change-bus";
import { Clock } from "./clock";
import { OneTimeTokenService } from "./one-time-token.service";
import { PrincipalCache, USER_CHANGES } from "./principal-cache";

/*
 * The sign-in state of a user is cached per replica. These servers trust a cached entry for a minute,
 * so every revocation seen below comes from the change notice, never from the TTL running out.
 */
const LONG_TTL = { PRINCIPAL_CACHE_TTL_MS: "60000" };
const HIGH_LIMITS = { AUTH_LIMIT_LOGIN_IP: "1000", AUTH_LIMIT_REGISTER_IP: "1000", AUTH_LIMIT_RESET_IP: "1000" };

const ME = `{ me { id } }`;
const LOGOUT = `mutation { logout }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const GUEST = `mutation { startGuestSession { token } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token } }`;
const UPDATE_USER = `mutation($id: ID!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { id isAdmin isBlocked } }`;
const UPDATE_PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }`;
const DASHBOARD = `{ adminDashboard { users } }`;

async function meId(t: TestServer, token: string): Promise<number | null> {
  const r = await t.gql<{ me: { id: string } | null }>(ME, {}, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.me ? Number(r.data!.me.id) : null;
}

let seq = 0;
async function register(t: TestServer, token?: string): Promise<{ token: string; email: string; password: string }> {
  seq += 1;
  const email = `cache${seq}-${Date.now()}@example.org`;
  const password = "richtig-123";
  const r = await t.gql<{ register: { token: string } }>(REGISTER, { input: { name: "C", email, password } }, { token });
  expect(r.errors).toBeUndefined();
  return { token: r.data!.register.token, email, password };
}

describe("principal cache on one replica", () => {
  let t: TestServer;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestServer({ env: { ...LONG_TTL, ...HIGH_LIMITS, SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("a signed-in request sends no statement for its principal once the user's state is cached", async () => {
    const { user, token } = await signedIn(t);
    const first = await t.queries(() => t.gql(`{ __typename }`, {}, { token }));
    expect(first.queries).toBe(1);
    const again = await t.queries(() => t.gql(`{ __typename }`, {}, { token }));
    expect(again.queries).toBe(0);
    expect(await meId(t, token)).toBe(user.id);
  });

  it("logout revokes the token at once", async () => {
    const { user, token } = await signedIn(t);
    expect(await meId(t, token)).toBe(user.id);
    expect((await t.gql(LOGOUT, {}, { token })).data!.logout).toBe(true);
    expect(await meId(t, token)).toBeNull();
  });

  it("a password reset revokes every earlier token at once", async () => {
    const account = await register(t);
    await inbox.next(account.email); // the confirmation mail
    const before = await meId(t, account.token);
    expect(before).not.toBeNull();
    expect((await t.gql(REQUEST_RESET, { e: account.email })).data!.requestPasswordReset).toBe(true);
    const link = new URL((await inbox.next(account.email)).link).searchParams.get("token")!;
    const done = await t.gql<{ resetPassword: { token: string } }>(RESET, { t: link, p: "neues-passwort" });
    expect(done.errors).toBeUndefined();
    expect(await meId(t, account.token)).toBeNull();
    expect(await meId(t, done.data!.resetPassword.token)).toBe(before);
  });

  it("blocking revokes at once; after unblocking the user signs in again", async () => {
    const { token: adminToken } = await signedIn(t, { isAdmin: true });
    const account = await register(t);
    const id = await meId(t, account.token);
    const block = await t.gql(UPDATE_USER, { id: String(id), input: { isBlocked: true } }, { token: adminToken });
    expect(block.errors).toBeUndefined();
    expect(await meId(t, account.token)).toBeNull();
    expect((await t.gql(LOGIN, { e: account.email, p: account.password })).errors![0].extensions!.code).toBe("FORBIDDEN");

    await t.gql(UPDATE_USER, { id: String(id), input: { isBlocked: false } }, { token: adminToken });
    const login = await t.gql<{ login: { token: string } }>(LOGIN, { e: account.email, p: account.password });
    expect(login.errors).toBeUndefined();
    expect(await meId(t, login.data!.login.token)).toBe(id);
  });

  it("a role change takes effect at once, both ways, without a new token", async () => {
    const { token: adminToken } = await signedIn(t, { isAdmin: true });
    const { user, token } = await signedIn(t);
    expect((await t.gql(DASHBOARD, {}, { token })).errors![0].extensions!.code).toBe("FORBIDDEN");
    await t.gql(UPDATE_USER, { id: String(user.id), input: { isAdmin: true } }, { token: adminToken });
    expect((await t.gql(DASHBOARD, {}, { token })).errors).toBeUndefined();
    await t.gql(UPDATE_USER, { id: String(user.id), input: { isAdmin: false } }, { token: adminToken });
    expect((await t.gql(DASHBOARD, {}, { token })).errors![0].extensions!.code).toBe("FORBIDDEN");
  });

  it("a guest's token dies when the guest registers; the profile language applies at once", async () => {
    const guest = (await t.gql<{ startGuestSession: { token: string } }>(GUEST)).data!.startGuestSession.token;
    expect(await meId(t, guest)).not.toBeNull();
    const account = await register(t, guest);
    expect(await meId(t, guest)).toBeNull();

    const forbidden = () => t.gql(DASHBOARD, {}, { token: account.token }).then((r) => r.errors![0].message);
    const german = await forbidden();
    await t.gql(UPDATE_PROFILE, { input: { language: "en" } }, { token: account.token });
    expect(await forbidden()).not.toBe(german);
  });
});

describe("principal cache across two replicas sharing Redis", () => {
  const env = {
    ...LONG_TTL,
    ...HIGH_LIMITS,
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `test-${crypto.randomUUID()}`,
    JWT_SECRET: crypto.randomBytes(32).toString("base64url"), // replicas share the signing secret
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ env });
    b = await startTestServer({ env, seed: false });
    await Promise.all([a.services.changes.ready(), b.services.changes.ready()]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  /** Resolves when replica `t` hears the change notice of `userId` from the other one. */
  function noticeOn(t: TestServer, userId: number): Promise<void> {
    return new Promise((resolve) => {
      const off = t.services.changes.on(USER_CHANGES, (key) => {
        if (key !== String(userId)) return;
        off();
        resolve();
      });
    });
  }

  it("a logout on one replica revokes the token on the other as soon as the notice arrives", async () => {
    const { user, token } = await signedIn(a);
    expect(await meId(a, token)).toBe(user.id);
    expect(await meId(b, token)).toBe(user.id); // now cached on both
    const heard = noticeOn(b, user.id);
    expect((await a.gql(LOGOUT, {}, { token })).data!.logout).toBe(true);
    expect(await meId(a, token)).toBeNull();
    await heard;
    expect(await meId(b, token)).toBeNull();
  });

  it("a password reset on one replica revokes the earlier tokens on the other", async () => {
    const { user, token } = await signedIn(a);
    expect(await meId(b, token)).toBe(user.id); // cached on b
    const heard = noticeOn(b, user.id);
    // the link of the reset mail (the mail itself is checked on one replica above)
    const link = await new OneTimeTokenService(new Clock()).issue(a.ds.manager, user.id, "reset_password");
    const done = await a.gql<{ resetPassword: { token: string } }>(RESET, { t: link, p: "neues-passwort" });
    expect(done.errors).toBeUndefined();
    await heard;
    expect(await meId(b, token)).toBeNull();
  });

  it("a block and a demotion on one replica reach the other", async () => {
    const { token: adminToken } = await signedIn(a, { isAdmin: true });
    const { user, token } = await signedIn(a, { isAdmin: true });
    expect((await b.gql(DASHBOARD, {}, { token })).errors).toBeUndefined();
    let heard = noticeOn(b, user.id);
    await a.gql(UPDATE_USER, { id: String(user.id), input: { isAdmin: false } }, { token: adminToken });
    await heard;
    expect((await b.gql(DASHBOARD, {}, { token })).errors![0].extensions!.code).toBe("FORBIDDEN");

    heard = noticeOn(b, user.id);
    await a.gql(UPDATE_USER, { id: String(user.id), input: { isBlocked: true } }, { token: adminToken });
    await heard;
    expect(await meId(b, token)).toBeNull();
  });
});

describe("principal cache when no notice arrives (no Redis between replicas, or a lost notice)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("a replica that hears nothing serves a revoked token for at most its TTL (1 s by default), then refuses it", async () => {
    const { user } = await signedIn(t);
    let now = 1_000_000;
    // another replica's cache: its own bus (no Redis), the default TTL, a clock the test moves
    const other = new PrincipalCache(t.ds, new ChangeBus(), t.config.PRINCIPAL_CACHE_TTL_MS, () => now);
    expect(t.config.PRINCIPAL_CACHE_TTL_MS).toBe(1000);
    expect(await other.principal(user.id, user.tokenVersion)).toMatchObject({ userId: user.id });
    await t.gql(LOGOUT, {}, { token: t.services.tokens.sign(user) }); // on this replica: revoked at once here
    now += 999;
    expect(await other.principal(user.id, user.tokenVersion)).toMatchObject({ userId: user.id });
    now += 2;
    expect(await other.principal(user.id, user.tokenVersion)).toBeNull();
  });
});
