import type { DataSource } from "typeorm";
import { FieldErrors } from "../../common/errors";
import { deEn } from "../../common/i18n";
import { admin, type Actor } from "../../common/principal";
import { LtiPlatform } from "./lti.entities";

export interface LtiPlatformInputData {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  accessTokenUrl: string;
  jwksUrl: string;
}

/** What a platform's administrator pastes into the platform when adding the tool. */
export interface LtiToolConfig {
  loginUrl: string;
  launchUrl: string;
  redirectUris: string[];
  jwksUrl: string;
  deepLinkingUrl: string;
}

const M = {
  required: deEn("Bitte ausfüllen.", "Please fill this in."),
  tooLong: deEn("Höchstens {max} Zeichen.", "At most {max} characters."),
  url: deEn(
    "Eine https-Adresse (http nur für Plattformen im selben Netz, z. B. http://127.0.0.1:8080/…).",
    "An https address (http only for platforms on the same host or network, e.g. http://127.0.0.1:8080/…).",
  ),
  deployments: deEn("Mindestens eine Deployment-ID.", "At least one deployment ID."),
};

/** Plain http is accepted for hosts on the same machine or a private network (tests, a school's intranet). */
function localHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    h === "::1" ||
    /^127\./.test(h) ||
    /^10\./.test(h) ||
    /^192\.168\./.test(h) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(h) ||
    !h.includes(".") // a single-label name on the network (docker compose service names)
  );
}

function checkUrl(errors: FieldErrors, field: string, raw: string): string {
  const value = raw?.trim() ?? "";
  if (!value) errors.add(field, M.required);
  else if (value.length > 1000) errors.add(field, M.tooLong, { max: 1000 });
  else {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || !(url.protocol === "https:" || (url.protocol === "http:" && localHost(url.hostname)))) errors.add(field, M.url);
  }
  return value;
}

function checkText(errors: FieldErrors, field: string, raw: string, max: number): string {
  const value = raw?.trim() ?? "";
  if (!value) errors.add(field, M.required);
  else if (value.length > max) errors.add(field, M.tooLong, { max });
  return value;
}

/**
 * The registered learning platforms: an admin registers one (issuer, client id, deployment ids and its three URLs;
 * registering the same issuer and client id again updates it) and reads the tool's own values to paste into it.
 */
export class LtiPlatformService {
  /** The platforms' origins (they may frame the client), kept in process and refreshed on every change. */
  private origins: string[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly publicUrl: string,
  ) {}

  async refreshOrigins(): Promise<void> {
    const rows = await this.ds.getRepository(LtiPlatform).find();
    const set = new Set<string>();
    for (const p of rows)
      for (const u of [p.issuer, p.authLoginUrl]) {
        try {
          set.add(new URL(u).origin);
        } catch {
          // not a URL: nothing to allow
        }
      }
    this.origins = [...set];
  }

  frameOrigins(): string[] {
    return this.origins;
  }

  /** What an admin pastes into a platform. */
  toolConfig(actor: Actor): LtiToolConfig {
    admin(actor);
    const base = this.publicUrl;
    return {
      loginUrl: `${base}/lti/login`,
      launchUrl: `${base}/lti/launch`,
      redirectUris: [`${base}/lti/launch`],
      jwksUrl: `${base}/lti/jwks`,
      deepLinkingUrl: `${base}/lti/launch`,
    };
  }

  async list(actor: Actor): Promise<LtiPlatform[]> {
    admin(actor);
    return this.ds.getRepository(LtiPlatform).find({ order: { name: "ASC", id: "ASC" } });
  }

  async register(actor: Actor, input: LtiPlatformInputData): Promise<LtiPlatform> {
    admin(actor);
    const errors = new FieldErrors();
    const name = checkText(errors, "name", input.name, 120);
    const issuer = checkText(errors, "issuer", input.issuer, 500);
    const clientId = checkText(errors, "clientId", input.clientId, 255);
    const deploymentIds = [...new Set((input.deploymentIds ?? []).map((d) => d.trim()).filter(Boolean))];
    if (!deploymentIds.length) errors.add("deploymentIds", M.deployments);
    if (deploymentIds.some((d) => d.length > 255)) errors.add("deploymentIds", M.tooLong, { max: 255 });
    const authLoginUrl = checkUrl(errors, "authLoginUrl", input.authLoginUrl);
    const accessTokenUrl = checkUrl(errors, "accessTokenUrl", input.accessTokenUrl);
    const jwksUrl = checkUrl(errors, "jwksUrl", input.jwksUrl);
    errors.throwIfAny();
    const repo = this.ds.getRepository(LtiPlatform);
    const existing = await repo.findOneBy({ issuer, clientId });
    const saved = await repo.save({
      ...(existing ?? {}),
      name,
      issuer,
      clientId,
      deploymentIds,
      authLoginUrl,
      accessTokenUrl,
      jwksUrl,
    });
    await this.refreshOrigins();
    return saved;
  }

  /** The platform a login initiation names: by issuer, and client id when sent (several registrations of one issuer). */
  async byIssuer(issuer: string, clientId: string | undefined): Promise<LtiPlatform | null> {
    const rows = await this.ds.getRepository(LtiPlatform).findBy(clientId ? { issuer, clientId } : { issuer });
    return rows.length === 1 ? rows[0] : null;
  }

  byId(id: number): Promise<LtiPlatform | null> {
    return this.ds.getRepository(LtiPlatform).findOneBy({ id });
  }
}
