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
import { CLAIM, SCORE_SCOPE } from "./lti-claims";

/**
 * A learning platform as a real HTTP server on 127.0.0.1: its own RSA keys and JWKS, an OIDC authorization endpoint (the
 * tests read where the tool sends the browser), a token endpoint that checks the tool's signed client assertion against
 * the tool's JWKS, and a line item whose scores endpoint records what it receives.
 */
export class PlatformSimulator {
  url = "";
  readonly clientId = "tool-client-1";
  readonly deploymentId = "deployment-1";
  key!: KeyLike;
  jwk!: JWK;
  tokens: string[] = [];
  assertions: JWTPayload[] = [];
  scores: { authorization: string | undefined; contentType: string | undefined; body: Record<string, unknown> }[] = [];
  failScores = 0;
  private server!: http.Server;

  constructor(private readonly tool: () => string) {}

  get issuer() {
    return this.url;
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
        if (form.get("grant_type") !== "client_credentials" || form.get("scope") !== SCORE_SCOPE) throw new Error("grant");
        this.assertions.push(payload);
      } catch {
        return json(res, 401, { error: "invalid_client" });
      }
      const token = crypto.randomBytes(16).toString("hex");
      this.tokens.push(token);
      return json(res, 200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: SCORE_SCOPE });
    }
    if (req.method === "POST" && path === "/lineitems/7/lineitem/scores") {
      if (this.failScores > 0) {
        this.failScores -= 1;
        return json(res, 503, { error: "down" });
      }
      const authorization = req.headers.authorization;
      if (!this.tokens.some((t) => authorization === `Bearer ${t}`)) return json(res, 401, { error: "token" });
      this.scores.push({ authorization, contentType: req.headers["content-type"], body: JSON.parse(body) });
      return json(res, 200, {});
    }
    json(res, 404, {});
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
