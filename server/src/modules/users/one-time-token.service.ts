import crypto from "node:crypto";
import { IsNull, type EntityManager } from "typeorm";
import type { Clock } from "./clock";
import { OneTimeToken, type TokenPurpose } from "./one-time-token.entity";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 7 * 24 * 3600_000,
  reset_password: 3600_000,
  login_code: 2 * 60_000,
};

export type ConsumeFailure = "INVALID" | "EXPIRED" | "USED";
export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: ConsumeFailure };

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** Single-use tokens for links and codes: the secret goes to the user, only its SHA-256 is stored. */
export class OneTimeTokenService {
  constructor(private readonly clock: Clock) {}

  async issue(em: EntityManager, userId: number, purpose: TokenPurpose): Promise<string> {
    const token = crypto.randomBytes(32).toString("base64url");
    await em.getRepository(OneTimeToken).insert({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.clock.now().getTime() + TOKEN_TTL_MS[purpose]),
    });
    return token;
  }

  /** Marks the token used, atomically (two concurrent uses: one wins), or says why it cannot be used. */
  async consume(em: EntityManager, token: string, purpose: TokenPurpose): Promise<ConsumeResult> {
    if (!token || token.length > 200) return { ok: false, reason: "INVALID" };
    const repo = em.getRepository(OneTimeToken);
    const row = await repo.findOne({ where: { tokenHash: hashToken(token), purpose } });
    if (!row) return { ok: false, reason: "INVALID" };
    if (row.usedAt) return { ok: false, reason: "USED" };
    const now = this.clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "EXPIRED" };
    const updated = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
    if (!updated.affected) return { ok: false, reason: "USED" };
    return { ok: true, userId: row.userId };
  }

  /** Voids every outstanding token of that purpose (e.g. older reset links after a reset). */
  async voidAll(em: EntityManager, userId: number, purpose: TokenPurpose): Promise<void> {
    await em.getRepository(OneTimeToken).update({ userId, purpose, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }
}
