import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, weakSecretReason } from "../src/config";
import { TokenService } from "../src/modules/users/token.service";
import { startTestServer, type TestServer } from "./harness";

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token } }`;
const secret = () => crypto.randomBytes(48).toString("base64url");

/** A GraphQL call as if from `ip` behind the proxy (X-Forwarded-For). */
async function gqlFrom(t: TestServer, ip: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, "accept-language": "en" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };
}

describe("the JWT secret", () => {
  it("refuses short, published and non-random secrets wherever configured", () => {
    for (const bad of [
      "short",
      "change-me-to-a-long-random-secret-of-48-chars",
      "a".repeat(64),
      "abababababababababababababababab12",
    ])
      expect(() => loadConfig({ JWT_SECRET: bad })).toThrow(/JWT_SECRET/);
    expect(weakSecretReason(secret())).toBeNull();
    expect(loadConfig({ JWT_SECRET: secret() }).JWT_SECRET).toBeTruthy();
  });

  it("is required in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET is required with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: secret() }).production).toBe(true);
  });

  it("outside production, is generated once into DATA_DIR and kept across restarts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-secret-"));
    try {
      const first = new TokenService(null as never, undefined, dir);
      const token = first.sign({ id: 7, tokenVersion: 0 });
      const file = fs.readFileSync(path.join(dir, "jwt-secret"), "utf8");
      expect(weakSecretReason(file)).toBeNull();
      expect((fs.statSync(path.join(dir, "jwt-secret")).mode & 0o077).toString(8)).toBe("0");
      const second = new TokenService(null as never, undefined, dir);
      expect(second.sign({ id: 7, tokenVersion: 0 }).split(".")[2]).toBe(token.split(".")[2]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("docker-compose requires one and sets no default", () => {
    const compose = fs.readFileSync(path.join(__dirname, "..", "..", "docker-compose.yml"), "utf8");
    expect(compose).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
    expect(compose).not.toMatch(/JWT_SECRET:-/);
    expect(compose).toMatch(/TRUSTED_PROXIES: 172\.28\.0\.10/);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("by default believes no X-Forwarded-For: a new value gets no fresh budget", async () => {
    const t = await startTestServer({ seed: false, env: { API_RATE_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await fetch(`${t.url}/api/levels`, { headers: { "x-forwarded-for": `198.51.100.${i}` } })).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it("behind a trusted proxy, keys the limits on the client it names", async () => {
    const t = await startTestServer({ seed: false, env: { API_RATE_LIMIT: "3", TRUSTED_PROXIES: "127.0.0.1" } });
    try {
      const from = (ip: string) => fetch(`${t.url}/api/levels`, { headers: { "x-forwarded-for": ip } }).then((r) => r.status);
      for (let i = 0; i < 3; i++) expect(await from("203.0.113.9")).not.toBe(429);
      expect(await from("203.0.113.9")).toBe(429);
      // A spoofed leftmost entry changes nothing: the proxy appends the real client, which is what counts.
      expect(await from("10.9.9.9, 203.0.113.9")).toBe(429);
      expect(await from("203.0.113.10")).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe("failed-login throttling", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      seed: false,
      env: {
        TRUSTED_PROXIES: "127.0.0.1",
        AUTH_LIMIT_LOGIN_IP: "1000",
        AUTH_LIMIT_RESET_IP: "1000",
        AUTH_LIMIT_LOGIN_ACCOUNT: "8",
      },
    });
  });
  afterAll(() => t.close());

  async function register(email: string): Promise<void> {
    const r = await gqlFrom(t, "192.0.2.1", REGISTER, { input: { name: "Owner", email, password: "richtig-123" } });
    expect(r.errors).toBeUndefined();
  }

  it("slows one address guessing one account without locking the owner out elsewhere", async () => {
    await register("owner1@example.org");
    for (let i = 0; i < 5; i++) {
      const r = await gqlFrom(t, "198.51.100.66", LOGIN, { e: "owner1@example.org", p: `falsch-${i}-123` });
      expect(r.errors![0]!.extensions.reason).toBe("WRONG_CREDENTIALS");
    }
    const blocked = await gqlFrom(t, "198.51.100.66", LOGIN, { e: "owner1@example.org", p: "richtig-123" });
    expect(blocked.errors![0]!.extensions.code).toBe("RATE_LIMITED");
    const owner = await gqlFrom(t, "192.0.2.1", LOGIN, { e: "owner1@example.org", p: "richtig-123" });
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.login.token).toEqual(expect.any(String));
  });

  it("an account-wide limit stops a distributed guesser from new addresses, not the owner; a reset link lets them in", async () => {
    await register("owner2@example.org");
    for (let i = 0; i < 8; i++)
      await gqlFrom(t, `198.51.100.${100 + i}`, LOGIN, { e: "owner2@example.org", p: `falsch-${i}-123` });
    const elsewhere = await gqlFrom(t, "203.0.113.9", LOGIN, { e: "owner2@example.org", p: "richtig-123" });
    expect(elsewhere.errors![0]!.extensions.code).toBe("RATE_LIMITED");
    // the address the account registered from is the owner's: the account-wide count does not apply there
    const home = await gqlFrom(t, "192.0.2.1", LOGIN, { e: "owner2@example.org", p: "richtig-123" });
    expect(home.errors).toBeUndefined();
    for (let i = 0; i < 8; i++)
      await gqlFrom(t, `198.51.100.${120 + i}`, LOGIN, { e: "owner2@example.org", p: `falsch-${i}-123` });

    await gqlFrom(t, "203.0.113.9", REQUEST_RESET, { e: "owner2@example.org" });
    await t.services.accountMails.idle();
    const token = resetTokenFor(t, "owner2@example.org");
    const reset = await gqlFrom(t, "203.0.113.9", RESET, { t: token, p: "neu-und-richtig-456" });
    expect(reset.errors).toBeUndefined();
    const again = await gqlFrom(t, "203.0.113.10", LOGIN, { e: "owner2@example.org", p: "neu-und-richtig-456" });
    expect(again.errors).toBeUndefined();
  });
});

/** The token of the newest reset mail to `email` (mails are files in DATA_DIR/mail without SMTP_URL). */
function resetTokenFor(t: TestServer, email: string): string {
  const dir = path.join(t.config.dataDir, "mail");
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
  const texts = files
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    .map((f) =>
      fs
        .readFileSync(f, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
  const text = texts.find((x) => x.includes(email) && x.includes("reset-password?token="));
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}
