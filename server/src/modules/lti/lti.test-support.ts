import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  SignJWT,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type KeyLike,
} from "jose";
import { CLAIM, NRPS_MEDIA_TYPE, NRPS_SCOPE, SCORE_SCOPE } from "./lti-claims";

/**
 * A learning platform as a real HTTP server on 127.0.0.1: its own RSA keys and JWKS, an OIDC authorization endpoint (the
 * tests read where the tool sends the browser), a token endpoint that checks the tool's signed client assertion against
 * the tool's JWKS, a line item whose scores endpoint records what it receives, and a Names and Role Provisioning
 * membership endpoint (its own scope) that pages its roster with Link rel="next".
 */
export class PlatformSimulator {
  url = "";
  readonly clientId = "tool-client-1";
  readonly deploymentId = "deployment-1";
  key!: KeyLike;
  jwk!: JWK;
  tokens: string[] = [];
  /** The scope each token was granted for. */
  scopeOf = new Map<string, string>();
  /** The course roster the membership endpoint serves, `pageSize` members a page. */
  members: Record<string, unknown>[] = [];
  pageSize = 2;
  /** Sends the next page's link to another origin (a tool must not follow it with the platform's token). */
  nextOrigin: string | null = null;
  membershipRequests: { authorization: string | undefined; accept: string | undefined; page: number }[] = [];
  assertions: JWTPayload[] = [];
  scores: { authorization: string | undefined; contentType: string | undefined; body: Record<string, unknown> }[] = [];
  failScores = 0;
  private server!: http.Server;

  constructor(private readonly tool: () => string) {}

  get issuer() {
    return this.url;
  }
  get membershipsUrl() {
    return `${this.url}/contexts/course-42/memberships`;
  }
  get lineItem() {
    return `${this.url}/lineitems/7/lineitem?type_id=1`;
  }

  async start() {
    const pair = await generateKeyPair("RS256");
    this.key = pair.privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: "platform-key-1", alg: "RS256", use: "sig" };
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = new URL(req.url!, this.url).pathname;
    if (req.method === "GET" && path === "/jwks") return json(res, 200, { keys: [this.jwk] });
    if (req.method === "POST" && path === "/token") {
      const form = new URLSearchParams(body);
      try {
        const { payload } = await jwtVerify(
          form.get("client_assertion")!,
          createRemoteJWKSet(new URL(`${this.tool()}/lti/jwks`)),
          {
            issuer: this.clientId,
            subject: this.clientId,
            audience: `${this.url}/token`,
          },
        );
        const scope = form.get("scope");
        if (form.get("grant_type") !== "client_credentials" || (scope !== SCORE_SCOPE && scope !== NRPS_SCOPE))
          throw new Error("grant");
        this.assertions.push(payload);
      } catch {
        return json(res, 401, { error: "invalid_client" });
      }
      const token = crypto.randomBytes(16).toString("hex");
      this.tokens.push(token);
      this.scopeOf.set(token, form.get("scope")!);
      return json(res, 200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: form.get("scope") });
    }
    if (req.method === "POST" && path === "/lineitems/7/lineitem/scores") {
      if (this.failScores > 0) {
        this.failScores -= 1;
        return json(res, 503, { error: "down" });
      }
      const authorization = req.headers.authorization;
      if (!this.granted(authorization, SCORE_SCOPE)) return json(res, 401, { error: "token" });
      this.scores.push({ authorization, contentType: req.headers["content-type"], body: JSON.parse(body) });
      return json(res, 200, {});
    }
    if (req.method === "GET" && path === "/contexts/course-42/memberships") {
      const authorization = req.headers.authorization;
      const page = Number(new URL(req.url!, this.url).searchParams.get("page") ?? "1");
      this.membershipRequests.push({ authorization, accept: req.headers.accept, page });
      if (!this.granted(authorization, NRPS_SCOPE)) return json(res, 401, { error: "token" });
      const from = (page - 1) * this.pageSize;
      const headers: Record<string, string> = { "content-type": NRPS_MEDIA_TYPE };
      if (from + this.pageSize < this.members.length)
        headers.link = `<${this.nextOrigin ?? this.url}/contexts/course-42/memberships?page=${page + 1}>; rel="next"`;
      res.writeHead(200, headers).end(
        JSON.stringify({
          id: this.membershipsUrl,
          context: { id: "course-42", label: "DaF B1", title: "Deutsch als Fremdsprache B1" },
          members: this.members.slice(from, from + this.pageSize),
        }),
      );
      return;
    }
    json(res, 404, {});
  }

  /** A bearer token this platform issued for that scope. */
  private granted(authorization: string | undefined, scope: string): boolean {
    const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : "";
    return this.scopeOf.get(token) === scope;
  }

  /** An id_token as the platform signs it; `over` replaces or adds claims, `key` signs instead of the platform's. */
  idToken(nonce: string, over: Record<string, unknown> = {}, o: { key?: KeyLike; iat?: number; exp?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: this.issuer,
      aud: this.clientId,
      sub: "teacher-sub",
      nonce,
      iat: o.iat ?? now,
      exp: o.exp ?? now + 300,
      name: "Frau Lehmann",
      email: "lehmann@school.example",
      [CLAIM.messageType]: "LtiResourceLinkRequest",
      [CLAIM.version]: "1.3.0",
      [CLAIM.deploymentId]: this.deploymentId,
      [CLAIM.roles]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
      [CLAIM.context]: { id: "course-42", label: "DaF B1", title: "Deutsch als Fremdsprache B1" },
      [CLAIM.resourceLink]: { id: "rl-1" },
      [CLAIM.presentation]: { locale: "en-GB", document_target: "iframe" },
      ...over,
    };
    for (const [k, v] of Object.entries(claims)) if (v === undefined) delete claims[k];
    return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: "RS256", kid: "platform-key-1" }).sign(o.key ?? this.key);
  }
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** What the driver needs of the test server (the harness's TestServer has it). */
interface ToolServer {
  url: string;
  gql<T>(query: string, variables?: Record<string, unknown>, o?: { token?: string }): Promise<{ data?: T; errors?: unknown[] }>;
}

/** A test's side of the platform and the browser: registers the simulator, runs login initiations and launches. */
export class LtiDriver {
  constructor(
    private readonly t: ToolServer,
    private readonly sim: PlatformSimulator,
  ) {}

  /** Registers the simulator as a platform (an admin's GraphQL call). */
  async register(adminToken: string) {
    const r = await this.t.gql<unknown>(
      `mutation($i: LtiPlatformInput!) { adminRegisterLtiPlatform(input: $i) { id } }`,
      {
        i: {
          name: "Moodle der Schule",
          issuer: this.sim.issuer,
          clientId: this.sim.clientId,
          deploymentIds: [this.sim.deploymentId],
          authLoginUrl: `${this.sim.url}/auth`,
          accessTokenUrl: `${this.sim.url}/token`,
          jwksUrl: `${this.sim.url}/jwks`,
        },
      },
      { token: adminToken },
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }

  /** A launch with the simulator's id_token (`over` replaces claims); the tool's answer. */
  async launch(over: Record<string, unknown> = {}): Promise<Response> {
    const q = new URLSearchParams({
      iss: this.sim.issuer,
      login_hint: "user",
      target_link_uri: `${this.t.url}/lti/launch`,
      client_id: this.sim.clientId,
    });
    const login = await fetch(`${this.t.url}/lti/login?${q}`, { redirect: "manual" });
    const to = new URL(login.headers.get("location")!);
    const idToken = await this.sim.idToken(to.searchParams.get("nonce")!, over);
    return fetch(`${this.t.url}/lti/launch`, {
      method: "POST",
      body: new URLSearchParams({ id_token: idToken, state: to.searchParams.get("state")! }),
      redirect: "manual",
    });
  }

  /** A launch followed as the client does: the one-time code exchanged for a session. */
  async signIn(over: Record<string, unknown> = {}): Promise<{ token: string; userId: string; next: string }> {
    const res = await this.launch(over);
    if (res.status !== 302) throw new Error(`launch answered ${res.status}: ${await res.text()}`);
    const hash = new URLSearchParams(new URL(res.headers.get("location")!).hash.slice(1));
    const r = await this.t.gql<{ exchangeLoginCode: { token: string; user: { id: string } } }>(
      `mutation($c: String!) { exchangeLoginCode(code: $c) { token user { id } } }`,
      {
        c: hash.get("code"),
      },
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return { token: r.data!.exchangeLoginCode.token, userId: r.data!.exchangeLoginCode.user.id, next: hash.get("next")! };
  }
}
