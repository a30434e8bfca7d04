import { OAuth2Server } from "oauth2-mock-server";
import { startTestServer, type TestServer } from "../../../test/harness";
import { Attempt } from "../attempts/attempt.entity";
import { User } from "./user.entity";

/** Google sign-in end to end against a local OAuth 2.0 / OpenID server, never against Google. */
let oauth: OAuth2Server;
let t: TestServer;
let issuer: string;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate("RS256");
  await oauth.start(0, "127.0.0.1");
  issuer = oauth.issuer.url!;
  t = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: "test-client",
      GOOGLE_CLIENT_SECRET: "test-secret",
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      GOOGLE_ISSUERS: issuer,
      AUTH_LIMIT_LOGIN_IP: "1000",
      AUTH_LIMIT_REGISTER_IP: "1000",
      AUTH_LIMIT_REGISTER_ACCOUNT: "1000",
      AUTH_LIMIT_GUEST_IP: "1000",
    },
  });
});
afterAll(async () => {
  await t.close();
  await oauth.stop();
});

const EXCHANGE = `mutation($c: String!) { exchangeLoginCode(code: $c) { token user { id name email emailConfirmed isGuest } } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`;

/** The same path on the test server (URLs are built for PUBLIC_URL; the test server listens elsewhere). */
function local(link: string): string {
  const u = new URL(link);
  return `${t.url}${u.pathname}${u.search}`;
}

function nextUserinfo(body: Record<string, unknown>): void {
  oauth.service.once("beforeUserinfo", (res: { body: unknown }) => {
    res.body = body;
  });
}

/** Plays the browser: start, provider's authorize (auto-approves), callback with the state cookie. */
async function browserSignIn(start = "/auth/google?lang=en"): Promise<{ location: string; authorizeUrl: URL }> {
  const first = await fetch(`${t.url}${start}`, { redirect: "manual" });
  expect(first.status).toBe(302);
  const authorizeUrl = new URL(first.headers.get("location")!);
  const cookie = first.headers.get("set-cookie")!.split(";")[0];
  const provider = await fetch(authorizeUrl, { redirect: "manual" });
  expect(provider.status).toBe(302);
  const callback = provider.headers.get("location")!;
  const back = await fetch(local(callback), { redirect: "manual", headers: { cookie } });
  expect(back.status).toBe(302);
  return { location: back.headers.get("location")!, authorizeUrl };
}

function codeOf(location: string): string {
  const m = /#code=([^&]+)$/.exec(location);
  expect(m).not.toBeNull();
  return decodeURIComponent(m![1]);
}

describe("Google sign-in", () => {
  it("offers the button when configured", async () => {
    const r = await t.gql(`{ authProviders { google googleUrl } }`);
    expect(r.data!.authProviders).toEqual({ google: true, googleUrl: "http://localhost:4000/auth/google" });
  });

  it("redirects to the provider with client id, callback, scopes and a state kept in an HttpOnly cookie", async () => {
    const res = await fetch(`${t.url}/auth/google`, { redirect: "manual" });
    const url = new URL(res.headers.get("location")!);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(url.searchParams.get("client_id")).toBe("test-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:4000/auth/google/callback");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    const state = url.searchParams.get("state")!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain(`dp_oauth_state=${state}.de`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("creates an account for a new Google subject; the browser gets a one-time code, not a token", async () => {
    nextUserinfo({ sub: "google-sub-1", email: "neu.google@example.org", email_verified: true, name: "Gina Google" });
    const { location } = await browserSignIn();
    expect(location).toMatch(/^http:\/\/localhost:4000\/en\/google\/callback#code=/);
    const code = codeOf(location);
    expect(code).not.toMatch(/^ey/); // not a JWT

    const r = await t.gql(EXCHANGE, { c: code });
    expect(r.errors).toBeUndefined();
    expect(r.data!.exchangeLoginCode.user).toMatchObject({
      name: "Gina Google",
      email: "neu.google@example.org",
      emailConfirmed: true,
      isGuest: false,
    });
    const me = await t.gql(`{ me { email } }`, {}, { token: r.data!.exchangeLoginCode.token });
    expect(me.data!.me.email).toBe("neu.google@example.org");

    // the code is single use
    const again = await t.gql(EXCHANGE, { c: code }, { lang: "en" });
    expect(again.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "USED",
      fields: { code: "The link has already been used." },
    });

    // the same subject signs in to the same account, even with another email
    nextUserinfo({ sub: "google-sub-1", email: "anders@example.org", email_verified: true, name: "Gina" });
    const second = await t.gql(EXCHANGE, { c: codeOf((await browserSignIn()).location) });
    expect(second.data!.exchangeLoginCode.user.id).toBe(r.data!.exchangeLoginCode.user.id);
  });

  it("links an existing account through a verified email; the password keeps working", async () => {
    const reg = await t.gql(REGISTER, { input: { name: "Paula", email: "Paula.Passwort@example.org", password: "geheim-123" } });
    const id = reg.data!.register.user.id;
    await t.ds.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [id]);
    nextUserinfo({ sub: "google-sub-paula", email: "paula.passwort@example.org", email_verified: true, name: "Paula G" });
    const r = await t.gql(EXCHANGE, { c: codeOf((await browserSignIn()).location) });
    expect(r.data!.exchangeLoginCode.user.id).toBe(id);
    expect((await t.gql(LOGIN, { e: "paula.passwort@example.org", p: "geheim-123" })).errors).toBeUndefined();
    const row = await t.ds.getRepository(User).findOneByOrFail({ id: Number(id) });
    expect(row.googleId).toBe("google-sub-paula");
  });

  it("never links through an unverified email: a separate account without that email is made", async () => {
    const reg = await t.gql(REGISTER, { input: { name: "Uwe", email: "uwe@example.org", password: "geheim-123" } });
    nextUserinfo({ sub: "google-sub-uwe", email: "uwe@example.org", email_verified: false, name: "Not Uwe" });
    const r = await t.gql(EXCHANGE, { c: codeOf((await browserSignIn()).location) });
    expect(r.data!.exchangeLoginCode.user.id).not.toBe(reg.data!.register.user.id);
    expect(r.data!.exchangeLoginCode.user).toMatchObject({ email: null, emailConfirmed: false });
  });

  it("linking an account whose address was never confirmed drops its password and revokes its tokens", async () => {
    // someone registered the address first, without being able to confirm it
    const reg = await t.gql(REGISTER, { input: { name: "Squatter", email: "opfer@example.org", password: "fremdes-passwort" } });
    nextUserinfo({ sub: "google-sub-opfer", email: "opfer@example.org", email_verified: true, name: "Opfer" });
    const r = await t.gql(EXCHANGE, { c: codeOf((await browserSignIn()).location) });
    expect(r.data!.exchangeLoginCode.user).toMatchObject({ id: reg.data!.register.user.id, emailConfirmed: true });
    expect((await t.gql(`{ me { id } }`, {}, { token: reg.data!.register.token })).data!.me).toBeNull();
    expect((await t.gql(LOGIN, { e: "opfer@example.org", p: "fremdes-passwort" })).errors![0].extensions!.reason).toBe(
      "WRONG_CREDENTIALS",
    );
  });

  it("refuses a callback whose state does not match the cookie, or that has no cookie", async () => {
    const first = await fetch(`${t.url}/auth/google?lang=fr`, { redirect: "manual" });
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const provider = await fetch(first.headers.get("location")!, { redirect: "manual" });
    const callback = new URL(provider.headers.get("location")!);
    callback.searchParams.set("state", "forged-state");
    const forged = await fetch(local(callback.toString()), { redirect: "manual", headers: { cookie } });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("http://localhost:4000/fr/login?google_error=state");

    const noCookie = await fetch(local(provider.headers.get("location")!), { redirect: "manual" });
    expect(noCookie.headers.get("location")).toBe("http://localhost:4000/de/login?google_error=state");
  });

  it("sends the browser back to login when the user declines at the provider", async () => {
    oauth.service.once("beforeAuthorizeRedirect", ({ url }: { url: URL }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    });
    const { location } = await browserSignIn("/es/google-login");
    expect(location).toBe("http://localhost:4000/es/login?google_error=denied");
  });

  it("answers the spec's paths: google-login starts, /google/callback finishes", async () => {
    const start = await fetch(`${t.url}/google-login`, { redirect: "manual" });
    expect(new URL(start.headers.get("location")!).pathname).toBe("/authorize");
    nextUserinfo({ sub: "google-sub-spec", email: "spec@example.org", email_verified: true, name: "Spec" });
    const first = await fetch(`${t.url}/de/google-login`, { redirect: "manual" });
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const provider = await fetch(first.headers.get("location")!, { redirect: "manual" });
    const cb = new URL(provider.headers.get("location")!);
    const viaSpecPath = await fetch(`${t.url}/google/callback${cb.search}`, { redirect: "manual", headers: { cookie } });
    expect(viaSpecPath.headers.get("location")).toMatch(/^http:\/\/localhost:4000\/de\/google\/callback#code=/);
    // without an OAuth reply the path is the client's page (200 when the client is built, else 404), not ours
    const page = await fetch(`${t.url}/google/callback`, { redirect: "manual", headers: { accept: "text/html" } });
    expect([200, 404]).toContain(page.status);
    expect(page.headers.get("location")).toBeNull();
  });

  it("an expired code is refused", async () => {
    nextUserinfo({ sub: "google-sub-late", email: "late@example.org", email_verified: true });
    const code = codeOf((await browserSignIn()).location);
    t.services.accounts.clock.travel(3 * 60_000);
    const r = await t.gql(EXCHANGE, { c: code });
    expect(r.errors![0].extensions).toMatchObject({
      reason: "EXPIRED",
      fields: { code: "Der Link ist abgelaufen. Bitte fordern Sie einen neuen an." },
    });
  });

  it("a guest who signs in with Google keeps their attempts", async () => {
    const g = (await t.gql(`mutation { startGuestSession { token user { id } } }`)).data!.startGuestSession;
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const attempt = await t.ds.getRepository(Attempt).save({ userId: Number(g.user.id), examId, status: "in_progress" as const });
    nextUserinfo({ sub: "google-sub-guest", email: "gast.google@example.org", email_verified: true, name: "Gast" });
    const r = await t.gql(EXCHANGE, { c: codeOf((await browserSignIn()).location) }, { token: g.token });
    const accountId = Number(r.data!.exchangeLoginCode.user.id);
    expect((await t.ds.getRepository(Attempt).findOneByOrFail({ id: attempt.id })).userId).toBe(accountId);
    expect((await t.gql(`{ me { id } }`, {}, { token: g.token })).data!.me).toBeNull();
  });
});

/** An ID token signed by the local provider: Google's claims for our client unless `claims` say otherwise. */
async function idToken(claims: Record<string, unknown>, expiresIn?: number, server = oauth): Promise<string> {
  return server.issuer.buildToken({
    expiresIn,
    scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: "test-client", email_verified: true }, claims),
  });
}

async function googleLogin(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/api/google-login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe("POST /api/google-login (an app's own Google ID token)", () => {
  it("signs in with a valid token: the original envelope, the user with a working token", async () => {
    const r = await googleLogin({
      token: await idToken({ sub: "id-token-1", email: "App.Nutzer@example.org", name: "App Nutzer" }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: true,
      msg: "Sie haben sich erfolgreich angemeldet",
      data: { name: "App Nutzer", email: "App.Nutzer@example.org", is_admin: 0, roles_name: 3 },
    });
    expect(typeof r.body.data.token).toBe("string");
    const me = await fetch(`${t.url}/api/user-data`, { headers: { authorization: `Bearer ${r.body.data.token}` } });
    expect(((await me.json()) as Record<string, any>).data.email).toBe("App.Nutzer@example.org");

    // the same subject comes back to the same account
    const again = await googleLogin({ token: await idToken({ sub: "id-token-1", email: "app.nutzer@example.org" }) });
    expect(again.body.data.id).toBe(r.body.data.id);
  });

  it("a missing token is a validation error, as Laravel answered it", async () => {
    for (const body of [{}, { token: "" }, { token: 42 }]) {
      const r = await googleLogin(body);
      expect(r.status).toBe(422);
      expect(r.body).toEqual({ message: "The given data was invalid.", errors: { token: ["The token field is required."] } });
    }
  });

  it("refuses tokens for another app, from another issuer or key, expired, or not a JWT at all", async () => {
    const other = new OAuth2Server();
    await other.issuer.keys.generate("RS256");
    await other.start(0, "127.0.0.1");
    try {
      const refused = [
        await idToken({ sub: "x1", email: "x1@example.org", aud: "another-app" }),
        await idToken({ sub: "x2", email: "x2@example.org", iss: "https://evil.example" }),
        await idToken({ sub: "x3", email: "x3@example.org", iss: issuer }, undefined, other), // right issuer name, foreign key
        await idToken({ sub: "x4", email: "x4@example.org" }, -120),
        "not-a-token",
      ];
      for (const token of refused) {
        expect(await googleLogin({ token })).toEqual({ status: 200, body: { status: false, msg: "Invalid Google token" } });
      }
    } finally {
      await other.stop();
    }
    const made = await t.ds.query(`SELECT count(*)::int AS n FROM users WHERE google_id IN ('x1','x2','x3','x4')`);
    expect(made[0].n).toBe(0);
  });

  it("an address Google has not verified never opens the account registered with it", async () => {
    const reg = await t.gql(REGISTER, { input: { name: "Vera", email: "vera@example.org", password: "geheim-123" } });
    const r = await googleLogin({
      token: await idToken({ sub: "id-token-vera", email: "vera@example.org", email_verified: false }),
    });
    expect(r.body.status).toBe(true);
    expect(r.body.data.id).not.toBe(Number(reg.data!.register.user.id));
    expect(r.body.data.email).toBeNull();
  });

  it("a blocked account is refused in the caller's language", async () => {
    const first = await googleLogin({ token: await idToken({ sub: "id-token-blocked", email: "gesperrt@example.org" }) });
    await t.ds.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [first.body.data.id]);
    const r = await googleLogin(
      { token: await idToken({ sub: "id-token-blocked", email: "gesperrt@example.org" }) },
      { "accept-language": "en" },
    );
    expect(r.body).toEqual({ status: false, msg: "This account is blocked." });
  });
});

describe("signInWithGoogleIdToken (GraphQL)", () => {
  const SIGN_IN = `mutation($t: String!) { signInWithGoogleIdToken(idToken: $t) { token user { id name email emailConfirmed isGuest } } }`;

  it("signs in with a valid token; a guest's work moves over", async () => {
    const g = (await t.gql(`mutation { startGuestSession { token user { id } } }`)).data!.startGuestSession;
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const attempt = await t.ds.getRepository(Attempt).save({ userId: Number(g.user.id), examId, status: "in_progress" as const });
    const token = await idToken({ sub: "gql-id-token", email: "gql.google@example.org", name: "Greta" });
    const r = await t.gql(SIGN_IN, { t: token }, { token: g.token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.signInWithGoogleIdToken.user).toMatchObject({
      name: "Greta",
      email: "gql.google@example.org",
      emailConfirmed: true,
      isGuest: false,
    });
    const me = await t.gql(`{ me { email } }`, {}, { token: r.data!.signInWithGoogleIdToken.token });
    expect(me.data!.me.email).toBe("gql.google@example.org");
    const moved = await t.ds.getRepository(Attempt).findOneByOrFail({ id: attempt.id });
    expect(moved.userId).toBe(Number(r.data!.signInWithGoogleIdToken.user.id));
  });

  it("refuses a token for another app in the caller's language, naming the field", async () => {
    const r = await t.gql(SIGN_IN, { t: await idToken({ sub: "gql-x", aud: "another-app" }) }, { lang: "ar" });
    expect(r.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "INVALID_GOOGLE_TOKEN",
      fields: { idToken: "رمز Google غير صالح أو منتهي الصلاحية." },
    });
  });
});
