import type { LtiKeyService } from "./lti-keys.service";
import type { LtiPlatform } from "./lti.entities";

const FETCH_TIMEOUT_MS = 10_000;

/**
 * Access tokens for LTI Advantage services (Assignment and Grade Services, Names and Role Provisioning Services): the
 * platform's token endpoint, the client_credentials grant with a JWT client assertion signed by the tool's key, one
 * scope per token; cached per platform and scope until a minute before they expire.
 */
export class LtiTokenService {
  private readonly cache = new Map<string, { token: string; until: number }>();

  constructor(private readonly keys: LtiKeyService) {}

  async get(platform: LtiPlatform, scope: string): Promise<string> {
    const key = `${platform.id} ${scope}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.token;
    const assertion = await this.keys.sign({ iss: platform.clientId, sub: platform.clientId, aud: platform.accessTokenUrl }, 300);
    const res = await fetch(platform.accessTokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: assertion,
        scope,
      }).toString(),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("token endpoint sent no access_token");
    const seconds = Math.max(0, (Number(body.expires_in) || 3600) - 60);
    this.cache.set(key, { token: body.access_token, until: Date.now() + seconds * 1000 });
    return body.access_token;
  }

  /** Forgets a token the platform refused (401): the next call asks for a new one. */
  forget(platform: LtiPlatform, scope: string): void {
    this.cache.delete(`${platform.id} ${scope}`);
  }
}
