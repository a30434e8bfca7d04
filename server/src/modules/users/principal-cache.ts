import type { DataSource } from "typeorm";
import { LoadingCache } from "../../common/loading-cache";
import type { Principal } from "../../common/principal";
import type { ChangeBus } from "../../db/change-bus";
import { langOfProfile } from "./profile-options";

/** The change-notice topic of a user's sign-in state (token version, flags, language). */
export const USER_CHANGES = "user";

/** What a bearer token is checked against: the user's sign-in state. */
export interface SignInState {
  tokenVersion: number;
  isGuest: boolean;
  isAdmin: boolean;
  isTeacher: boolean;
  isBlocked: boolean;
  language: string | null;
}

/**
 * The users' sign-in state, kept in process so that a request with a bearer token sends no statement.
 * Whoever changes a user's token version, flags or language calls `changed(userId)` after the commit:
 * this replica drops the entry at once, the others when the change notice reaches them (Redis pub/sub
 * with REDIS_URL); the TTL (PRINCIPAL_CACHE_TTL_MS, 1 s by default) bounds the staleness if a notice is lost.
 */
export class PrincipalCache {
  private readonly cache: LoadingCache<number, SignInState | null>;

  constructor(
    private readonly ds: DataSource,
    private readonly bus: ChangeBus,
    ttlMs: number,
    now?: () => number,
  ) {
    this.cache = new LoadingCache((id) => this.fetch(id), { ttlMs, max: 100_000, now });
    bus.on(USER_CHANGES, (key) => (key === "*" ? this.cache.clear() : this.cache.delete(Number(key))));
  }

  /** The principal of a verified token's claims, or null (unknown user, blocked, revoked token). */
  async principal(userId: number, tokenVersion: number): Promise<Principal | null> {
    const s = await this.cache.get(userId);
    if (!s || s.isBlocked || s.tokenVersion !== tokenVersion) return null;
    return {
      userId,
      isGuest: s.isGuest,
      isAdmin: s.isAdmin,
      isTeacher: s.isTeacher || s.isAdmin,
      lang: langOfProfile(s.language),
    };
  }

  /** The user's principal now, whatever token they hold (a signed link's holder); null when unknown or blocked. */
  async current(userId: number): Promise<Principal | null> {
    const s = await this.cache.get(userId);
    return s ? this.principal(userId, s.tokenVersion) : null;
  }

  /** After a committed change of the user's token version, flags or language (or the user's deletion). */
  changed(userId: number): Promise<void> {
    return this.bus.publish(USER_CHANGES, userId);
  }

  private async fetch(id: number): Promise<SignInState | null> {
    const rows: SignInState[] = await this.ds.query(
      `SELECT token_version AS "tokenVersion", is_guest AS "isGuest", is_admin AS "isAdmin", is_teacher AS "isTeacher", is_blocked AS "isBlocked", language
         FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
