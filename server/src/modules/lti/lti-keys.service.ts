import crypto from "node:crypto";
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK, type JWTPayload, type KeyLike } from "jose";
import type { DataSource } from "typeorm";
import { LtiKey } from "./lti.entities";

const ALG = "RS256";

/**
 * The tool's RS256 key pair: generated once, on first use, and kept in the database (table lti_keys), so every replica
 * and every restart signs with the same key and the platforms' cached copy of /lti/jwks stays valid. The public half
 * is served at /lti/jwks; the private half signs deep-linking responses and the client assertions of AGS tokens.
 */
export class LtiKeyService {
  private current: Promise<{ kid: string; key: KeyLike; jwk: JWK }> | null = null;

  constructor(private readonly ds: DataSource) {}

  /** The public keys as a JWK Set. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const { jwk } = await this.key();
    return { keys: [jwk] };
  }

  /** Signs claims with the tool's key (header alg RS256 and its kid). */
  async sign(claims: JWTPayload, expiresInSeconds: number): Promise<string> {
    const { kid, key } = await this.key();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid, typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(`${expiresInSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(key);
  }

  private key() {
    this.current ??= this.load().catch((err: unknown) => {
      this.current = null;
      throw err;
    });
    return this.current;
  }

  private async load() {
    const repo = this.ds.getRepository(LtiKey);
    let row = await repo.findOne({ where: {}, order: { createdAt: "ASC" } });
    if (!row) {
      const pair = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
      const publicJwk = await exportJWK(pair.publicKey);
      const kid = crypto
        .createHash("sha256")
        .update(JSON.stringify({ e: publicJwk.e, n: publicJwk.n }))
        .digest("base64url")
        .slice(0, 32);
      // two replicas starting at once: the first insert wins, the other reads it
      await repo
        .createQueryBuilder()
        .insert()
        .values({ kid, privatePem: await exportPKCS8(pair.privateKey), publicJwk: { ...publicJwk, kid, alg: ALG, use: "sig" } })
        .orIgnore()
        .execute();
      row = await repo.findOneOrFail({ where: {}, order: { createdAt: "ASC" } });
    }
    return { kid: row.kid, key: await importPKCS8(row.privatePem, ALG), jwk: row.publicJwk as unknown as JWK };
  }
}
