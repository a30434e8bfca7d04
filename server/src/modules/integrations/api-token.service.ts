import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import { parseId } from "../../common/ids";
import { LoadingCache } from "../../common/loading-cache";
import { logger } from "../../common/logger";
import { teacher, type Actor, type Principal } from "../../common/principal";
import type { ChangeBus } from "../../db/change-bus";
import type { PrincipalCache } from "../users/principal-cache";
import { integrationMessages as M } from "./integrations.messages";
import { API_SCOPES } from "./token-scopes";

/** Every personal access token begins so: the app tells it from a sign-in JWT without trying to verify it. */
export const TOKEN_PREFIX = "dpat_";
/** The change-notice topic of a token (key: its hash), published after a revocation. */
export const API_TOKEN_CHANGES = "api-token";
export const MAX_TOKEN_NAME = 100;
export const MAX_TOKENS_PER_USER = 50;
const MAX_LIFETIME_MS = 366 * 24 * 3600_000;
/** The last use is written at most this often per token and process. */
const LAST_USE_WRITE_MS = 60_000;

export interface ApiTokenView {
  id: number;
  name: string;
  hint: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

interface TokenState {
  id: number;
  userId: number;
  scopes: string[];
  expiresAt: Date | null;
}

const COLUMNS = `id, name, hint, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"`;

function hashOf(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Personal access tokens: `dpat_` and 256 random bits (base64url), shown once and stored as SHA-256 only. A token acts
 * as its owner is now (the principal cache: a block or a lost teacher flag ends it at once) within its scopes
 * (token-scopes.ts). Its state is kept in process like the principal's; a revocation drops it on every replica through
 * the change notices, and the TTL bounds the staleness where a notice is lost.
 */
export class ApiTokenService {
  private readonly cache: LoadingCache<string, TokenState | null>;
  private readonly lastUseWritten = new Map<number, number>();

  constructor(
    private readonly ds: DataSource,
    private readonly principals: PrincipalCache,
    private readonly bus: ChangeBus,
    ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new LoadingCache((hash) => this.fetch(hash), { ttlMs, max: 10_000 });
    bus.on(API_TOKEN_CHANGES, (key) => (key === "*" ? this.cache.clear() : this.cache.delete(key)));
  }

  /** Whether an Authorization header carries a personal access token (rather than a sign-in JWT). */
  static carriesToken(header: string | undefined): boolean {
    return /^Bearer\s+dpat_/i.test(header ?? "");
  }

  /** Creates a token for a teacher or admin; the secret is in the answer only. */
  async create(
    actor: Actor,
    nameRaw: string,
    scopesRaw: string[],
    expiresAt: Date | null | undefined,
  ): Promise<{ token: string; apiToken: ApiTokenView }> {
    const owner = teacher(actor);
    const errors = new FieldErrors();
    const name = nameRaw.trim();
    if (!name) errors.add("name", M.nameRequired);
    else if ([...name].length > MAX_TOKEN_NAME) errors.add("name", M.nameTooLong, { max: MAX_TOKEN_NAME });
    const scopes = [...new Set(scopesRaw.map((s) => s.trim()))];
    const unknown = scopes.find((s) => !(API_SCOPES as readonly string[]).includes(s));
    if (!scopes.length) errors.add("scopes", M.scopesRequired);
    else if (unknown !== undefined) errors.add("scopes", M.unknownScope, { scope: unknown, allowed: API_SCOPES.join(", ") });
    if (expiresAt && expiresAt.getTime() <= this.now()) errors.add("expiresAt", M.expiryPast);
    else if (expiresAt && expiresAt.getTime() > this.now() + MAX_LIFETIME_MS) errors.add("expiresAt", M.expiryTooFar);
    errors.throwIfAny();
    const [{ count }]: { count: number }[] = await this.ds.query(
      `SELECT count(*)::int AS count FROM api_tokens WHERE user_id = $1`,
      [owner.userId],
    );
    if (count >= MAX_TOKENS_PER_USER)
      throw new AppError("CONFLICT", M.tooManyTokens, { reason: "TOO_MANY" }, { max: MAX_TOKENS_PER_USER });
    const token = TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
    const rows: ApiTokenView[] = await this.ds.query(
      `INSERT INTO api_tokens (user_id, name, token_hash, hint, scopes, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [owner.userId, name, hashOf(token), token.slice(0, TOKEN_PREFIX.length + 4), sortScopes(scopes), expiresAt ?? null],
    );
    return { token, apiToken: rows[0] };
  }

  /** The caller's tokens, newest first (never their secrets). */
  async mine(actor: Actor): Promise<ApiTokenView[]> {
    const owner = teacher(actor);
    return this.ds.query(`SELECT ${COLUMNS} FROM api_tokens WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [
      owner.userId,
    ]);
  }

  /** Revokes one of the caller's tokens: refused from the next request on, on every replica. */
  async revoke(actor: Actor, idRaw: string): Promise<boolean> {
    const owner = teacher(actor);
    const id = parseId(idRaw);
    // (TypeORM answers a DELETE … RETURNING with [rows, count])
    const [rows]: [{ token_hash: string }[], number] = id
      ? await this.ds.query(`DELETE FROM api_tokens WHERE id = $1 AND user_id = $2 RETURNING token_hash`, [id, owner.userId])
      : [[], 0];
    if (!rows.length) throw new AppError("NOT_FOUND", M.tokenNotFound, { id: idRaw });
    this.lastUseWritten.delete(id!);
    await this.bus.publish(API_TOKEN_CHANGES, rows[0].token_hash);
    return true;
  }

  /**
   * The principal of a request with a personal access token: its owner as they are now, with the token's id and
   * scopes. UNAUTHENTICATED for an unknown, expired or revoked token, or an owner who is blocked or no longer a teacher.
   */
  async principalFrom(header: string | undefined): Promise<Principal> {
    const token = /^Bearer\s+(dpat_[\w-]{43})$/i.exec(header ?? "")?.[1];
    const state = token ? await this.cache.get(hashOf(token)) : null;
    const owner =
      state && (!state.expiresAt || state.expiresAt.getTime() > this.now()) ? await this.principals.current(state.userId) : null;
    if (!state || !owner || (!owner.isAdmin && !owner.isTeacher))
      throw new AppError("UNAUTHENTICATED", M.tokenInvalid, { reason: "INVALID_TOKEN" });
    this.noteUse(state.id);
    return { ...owner, apiToken: { id: state.id, scopes: state.scopes } };
  }

  /** Records the last use, at most once a minute per token and process, without holding the request. */
  private noteUse(id: number): void {
    const now = this.now();
    if (now - (this.lastUseWritten.get(id) ?? -Infinity) < LAST_USE_WRITE_MS) return;
    this.lastUseWritten.set(id, now);
    this.ds
      .query(`UPDATE api_tokens SET last_used_at = $2 WHERE id = $1`, [id, new Date(now)])
      .catch((err: unknown) => logger.warn({ err, tokenId: id }, "last use of a token not recorded"));
  }

  private async fetch(hash: string): Promise<TokenState | null> {
    const rows: TokenState[] = await this.ds.query(
      `SELECT id, user_id AS "userId", scopes, expires_at AS "expiresAt" FROM api_tokens WHERE token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }
}

function sortScopes(scopes: string[]): string[] {
  return API_SCOPES.filter((s) => scopes.includes(s));
}
