import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair, type JWK, type KeyLike } from "jose";

const CLAIM = "https://purl.imsglobal.org/spec/lti/claim/";
export const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
export const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

/** What the platform's next launch says about its user (the browser's launch reads it at the auth step). */
export interface LaunchUser {
  sub: string;
  name: string;
  roles: string[];
  custom?: Record<string, string>;
  locale?: string;
}

/**
 * A learning platform for the browser tests, on 127.0.0.1 (another site than the tool on localhost): its own keys and
 * JWKS, an OIDC authorization endpoint that posts the signed id_token back into the frame that asked (form_post), a
 * course page that embeds the tool in an iframe (or opens it in a new window), a token endpoint, a line item that
 * takes scores (or answers 503 for chosen users) and a roster (Names and Role Provisioning) for the teacher's import.
 */
export class BrowserPlatform {
  url = "";
  readonly clientId = "e2e-tool";
  readonly deploymentId = "e2e-deployment";
  readonly contextId = `e2e-course-${Date.now()}`;
  next: LaunchUser = { sub: "teacher", name: "Frau Lehmann", roles: [INSTRUCTOR] };
  members: Record<string, unknown>[] = [];
  /** Scores the line item received; its scores endpoint answers 503 for these users. */
  scores: Record<string, unknown>[] = [];
  failScoresFor = new Set<string>();
  private key!: KeyLike;
  private jwk!: JWK;
  private server!: http.Server;

  constructor(private readonly tool: string) {}

  get membershipsUrl() {
    return `${this.url}/memberships`;
  }

  async start(port: number) {
    const pair = await generateKeyPair("RS256");
    this.key = pair.privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: "e2e-platform", alg: "RS256", use: "sig" };
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(port, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }

  /** The platform's registration as an admin types it into the console. */
  registration() {
    return {
      name: "Moodle (E2E)",
      issuer: this.url,
      clientId: this.clientId,
      deploymentIds: [this.deploymentId],
      authLoginUrl: `${this.url}/auth`,
      accessTokenUrl: `${this.url}/token`,
      jwksUrl: `${this.url}/jwks`,
    };
  }

  /** The login initiation's query (what the platform sends the browser to the tool with). */
  loginQuery() {
    return new URLSearchParams({
      iss: this.url,
      login_hint: this.next.sub,
      target_link_uri: `${this.tool}/lti/launch`,
      client_id: this.clientId,
      lti_deployment_id: this.deploymentId,
    });
  }

  /** A signed id_token for the next user, as the platform's authorization endpoint makes it. */
  idToken(nonce: string) {
    const u = this.next;
    return new SignJWT({
      nonce,
      name: u.name,
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: this.deploymentId,
      [`${CLAIM}roles`]: u.roles,
      [`${CLAIM}context`]: { id: this.contextId, label: "DaF B1", title: "DaF B1 (Moodle)" },
      [`${CLAIM}resource_link`]: { id: "rl-1" },
      [`${CLAIM}custom`]: u.custom ?? {},
      [`${CLAIM}launch_presentation`]: { locale: u.locale ?? "de", document_target: "iframe" },
      "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
        scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/score"],
        lineitem: `${this.url}/lineitem`,
      },
      "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
        context_memberships_url: this.membershipsUrl,
        service_versions: ["2.0"],
      },
    })
      .setProtectedHeader({ alg: "RS256", kid: "e2e-platform" })
      .setIssuer(this.url)
      .setAudience(this.clientId)
      .setSubject(u.sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(this.key);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const u = new URL(req.url!, this.url);
    const html = (body: string) =>
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html lang="de"><head>
<meta charset="utf-8"><title>Moodle (E2E)</title><style>body{font:16px system-ui;margin:0}header{padding:.5rem 1rem;background:#7a3a00;color:#fff}
iframe{width:100%;height:720px;border:0}</style></head><body>${body}</body></html>`);
    if (u.pathname === "/jwks") return json(res, { keys: [this.jwk] });
    if (u.pathname === "/course") {
      // the activity: "Embed" posts the login initiation into the iframe, "New window" into a new one
      const target = u.searchParams.get("window") ? "_blank" : "tool";
      const fields = [...this.loginQuery()].map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join("");
      return html(`<header><strong>Moodle (E2E)</strong> · DaF B1</header>
<form method="post" action="${this.tool}/lti/login" target="${target}">${fields}<button type="submit" id="open">Aktivität öffnen</button></form>
${target === "tool" ? `<iframe name="tool" title="Deutschprüfung" allow="microphone"></iframe>` : ""}`);
    }
    if (u.pathname === "/auth") {
      const idToken = await this.idToken(u.searchParams.get("nonce")!);
      return html(`<form id="f" method="post" action="${u.searchParams.get("redirect_uri")}">
<input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${u.searchParams.get("state")}">
</form><script>document.getElementById("f").submit()</script>`);
    }
    if (u.pathname === "/lineitem/scores") {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const score = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { userId: string };
      if (this.failScoresFor.has(score.userId)) return void res.writeHead(503).end();
      this.scores.push(score);
      return json(res, {});
    }
    if (u.pathname === "/token") return json(res, { access_token: "e2e-token", token_type: "Bearer", expires_in: 3600 });
    if (u.pathname === "/memberships")
      return json(res, { id: this.membershipsUrl, context: { id: this.contextId }, members: this.members });
    json(res, {});
  }
}

function json(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
}
