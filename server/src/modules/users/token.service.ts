import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import jwt from "jsonwebtoken";
import type { Principal } from "../../common/principal";
import type { PrincipalCache } from "./principal-cache";
import type { User } from "./user.entity";

interface Claims {
  sub: string;
  ver: number;
}

/**
 * Bearer JWTs (HS256) signed with JWT_SECRET, or with a secret generated once and kept in DATA_DIR.
 * A token carries the user's token version: bumping it (logout, password change) revokes every token.
 * The user's state comes from the PrincipalCache, so a signed-in request sends no statement for it.
 */
export class TokenService {
  /** The secret as a key object, built once: jsonwebtoken given a string builds one per call (~35× slower). */
  private readonly key: crypto.KeyObject;

  constructor(
    private readonly principals: PrincipalCache,
    secret: string | undefined,
    dataDir: string,
    private readonly ttlSeconds = 30 * 24 * 3600,
  ) {
    this.key = crypto.createSecretKey(Buffer.from(secret ?? TokenService.secretFromDataDir(dataDir), "utf8"));
  }

  /** The secret kept in DATA_DIR, generated on first use (the cluster primary calls it before its workers start). */
  static secretFromDataDir(dataDir: string): string {
    const file = path.join(dataDir, "jwt-secret");
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }

  sign(user: Pick<User, "id" | "tokenVersion">): string {
    const claims: Claims = { sub: String(user.id), ver: user.tokenVersion };
    return jwt.sign(claims, this.key, { algorithm: "HS256", expiresIn: this.ttlSeconds });
  }

  /**
   * A token for a link to `subject` (e.g. a recording) that `userId` may open where no header can be sent (an
   * <audio> element): `userId.expiry.mac`, HMAC-SHA256 with the signing key. It expires at a whole hour 2–3 h ahead,
   * so a page shows the same link for an hour (caches keep it).
   */
  linkToken(subject: string, userId: number, now = Date.now()): string {
    const exp = (Math.floor(now / 3_600_000) + 3) * 3600;
    return `${userId}.${exp}.${this.linkMac(subject, userId, exp)}`;
  }

  /** The current principal of a link token's holder, or null (forged, for another subject, expired, blocked user). */
  async linkHolder(subject: string, token: string | undefined, now = Date.now()): Promise<Principal | null> {
    const m = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
    if (!m) return null;
    const [userId, exp] = [Number(m[1]), Number(m[2])];
    const expected = Buffer.from(this.linkMac(subject, userId, exp));
    if (!crypto.timingSafeEqual(expected, Buffer.from(m[3])) || exp * 1000 < now) return null;
    return this.principals.current(userId);
  }

  /**
   * A signature of `subject` that never expires (an unsubscribe link in a mail must work months later): HMAC-SHA256
   * with the signing key, base64url. Changing JWT_SECRET voids every such link.
   */
  subjectMac(subject: string): string {
    return crypto.createHmac("sha256", this.key).update(`subject:${subject}`).digest("base64url");
  }

  /** Whether `mac` is the signature of `subject` (in constant time). */
  checkSubjectMac(subject: string, mac: string | undefined): boolean {
    const expected = Buffer.from(this.subjectMac(subject));
    const given = Buffer.from(mac ?? "");
    return given.length === expected.length && crypto.timingSafeEqual(expected, given);
  }

  private linkMac(subject: string, userId: number, exp: number): string {
    return crypto.createHmac("sha256", this.key).update(`link:${subject}:${userId}:${exp}`).digest("base64url");
  }

  /** The principal behind an Authorization header, or null (no token, "Bearer null", invalid, expired, revoked, blocked). */
  async principalFrom(header: string | undefined): Promise<Principal | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
    if (!token || token === "null" || token === "undefined") return null;
    let claims: Claims;
    try {
      claims = jwt.verify(token, this.key, { algorithms: ["HS256"] }) as Claims;
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) return null;
    if (!Number.isSafeInteger(claims.ver)) return null;
    return this.principals.principal(id, claims.ver);
  }
}
