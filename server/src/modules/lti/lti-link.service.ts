import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { logger } from "../../common/logger";
import { registered, signedIn, type Actor } from "../../common/principal";
import type { PrincipalCache } from "../users/principal-cache";
import { mergePlatformAccountInto } from "./lti-account-merge";
import { ltiAccountMessages as M } from "./lti-account.messages";
import { LtiRefused } from "./lti-claims";
import { STATE_TTL_MS, type LtiLaunchService } from "./lti-launch.service";
import type { Clock } from "../users/clock";

/** A platform-made account as its holder sees it: the platform that made it. */
export interface PlatformAccount {
  platformName: string;
}

export interface LinkTicket {
  ticket: string;
  platformName: string;
  expiresAt: Date;
}

interface SourceRow {
  platform_id: number;
  name: string;
  password_hash: string | null;
  google_id: string | null;
}

/**
 * Linking a platform user to an existing account, only on the learner's own confirmation: signed in with the account a
 * launch made, the learner takes a single-use ticket (ten minutes, only its hash is kept); signed in to the existing
 * account (its password or Google: the proof that it is theirs), they confirm with the ticket, and the platform
 * identity (iss + sub) with all the work of the platform account moves into the existing account. Never by e-mail.
 */
export class LtiLinkService {
  constructor(
    private readonly ds: DataSource,
    private readonly launches: LtiLaunchService,
    private readonly principals: PrincipalCache,
    private readonly clock: Clock,
  ) {}

  /** The platform that made the caller's account (null: an account of ours, with a password or Google). */
  async platformAccount(actor: Actor): Promise<PlatformAccount | null> {
    const p = actor.principal;
    if (!p || p.isGuest) return null;
    const row = (await this.source(p.userId))[0];
    return row && !row.password_hash && !row.google_id ? { platformName: row.name } : null;
  }

  async start(actor: Actor): Promise<LinkTicket> {
    const p = signedIn(actor);
    const row = (await this.source(p.userId))[0];
    if (!row || row.password_hash || row.google_id)
      throw new AppError("BAD_USER_INPUT", M.notPlatformAccount, { reason: "NOT_A_PLATFORM_ACCOUNT" });
    const ticket = await this.launches.newState("link", row.platform_id, { userId: p.userId });
    return { ticket, platformName: row.name, expiresAt: new Date(this.clock.now().getTime() + STATE_TTL_MS) };
  }

  /** The caller (the existing account, signed in) confirms: the ticket's platform account is merged into it. */
  async link(actor: Actor, ticket: string): Promise<PlatformAccount> {
    const p = registered(actor);
    const { sourceId, platformName } = await this.ds.transaction(async (em) => {
      let state;
      try {
        state = await this.launches.consumeState(em, ticket, "link");
      } catch (err) {
        if (err instanceof LtiRefused) throw new AppError("BAD_USER_INPUT", M.linkInvalid, { reason: "LINK_INVALID" });
        throw err;
      }
      const sourceId = Number(state.payload.userId);
      if (sourceId === p.userId) throw new AppError("BAD_USER_INPUT", M.linkSelf, { reason: "LINK_SELF" });
      await em.query(`SELECT id FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`, [sourceId, p.userId]);
      const source = (await this.source(sourceId, em))[0];
      if (!source || source.password_hash || source.google_id)
        throw new AppError("BAD_USER_INPUT", M.linkInvalid, { reason: "LINK_INVALID" });
      const target: { password_hash: string | null; google_id: string | null }[] = await em.query(
        `SELECT password_hash, google_id FROM users WHERE id = $1`,
        [p.userId],
      );
      if (!target[0]?.password_hash && !target[0]?.google_id)
        throw new AppError("BAD_USER_INPUT", M.linkTargetPlatform, { reason: "LINK_TARGET_PLATFORM" });
      const taken: unknown[] = await em.query(
        `SELECT 1 FROM lti_accounts t JOIN lti_accounts s ON s.platform_id = t.platform_id AND s.user_id = $1 WHERE t.user_id = $2`,
        [sourceId, p.userId],
      );
      if (taken.length) throw new AppError("CONFLICT", M.linkPlatformTaken, { reason: "PLATFORM_ALREADY_LINKED" });
      await mergePlatformAccountInto(em, sourceId, p.userId);
      return { sourceId, platformName: source.name };
    });
    await this.principals.changed(sourceId);
    await this.principals.changed(p.userId);
    logger.info({ sourceId, userId: p.userId }, "LTI platform account linked");
    return { platformName };
  }

  private source(userId: number, em = this.ds.manager): Promise<SourceRow[]> {
    return em.query(
      `SELECT a.platform_id, p.name, u.password_hash, u.google_id FROM lti_accounts a
         JOIN lti_platforms p ON p.id = a.platform_id JOIN users u ON u.id = a.user_id
        WHERE a.user_id = $1 ORDER BY a.id LIMIT 1`,
      [userId],
    );
  }
}
