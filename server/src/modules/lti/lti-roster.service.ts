import parseLinkHeader from "parse-link-header";
import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { logger } from "../../common/logger";
import type { Actor } from "../../common/principal";
import type { CourseService, CourseView } from "../courses/course.service";
import type { Clock } from "../users/clock";
import type { PrincipalCache } from "../users/principal-cache";
import { ltiAccountMessages as M } from "./lti-account.messages";
import { LtiRefused, NRPS_MEDIA_TYPE, NRPS_SCOPE, isInstructor } from "./lti-claims";
import type { LtiLaunchService } from "./lti-launch.service";
import type { LtiPlatformService } from "./lti-platform.service";
import type { LtiTokenService } from "./lti-tokens";
import type { LtiPlatform } from "./lti.entities";

const FETCH_TIMEOUT_MS = 15_000;
/** A roster's bounds: pages followed (Link rel="next") and members read. */
const MAX_PAGES = 100;
const MAX_MEMBERS = 5000;

/** A member as the Names and Role Provisioning Services' membership container lists it. */
interface NrpsMember {
  user_id?: unknown;
  status?: unknown;
  roles?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
}

/** What an import did: the platform's active learners and teachers, memberships opened, learners marked as left. */
export interface RosterImport {
  learners: number;
  teachers: number;
  added: number;
  left: number;
  accountsCreated: number;
}

/** Where a course's roster comes from (its teachers see it): the platform and the last import. */
export interface RosterSource {
  platformName: string;
  importedAt: Date | null;
}

const text = (v: unknown, max: number) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : undefined);

/**
 * Names and Role Provisioning Services: a course's teachers import the roster of the platform's course (the membership
 * URL of the launch's claim, fetched with a client_credentials token for the NRPS scope, page by page along
 * Link rel="next"). Each active member gets the account of its platform user (iss + sub, name, e-mail when sent and
 * free: as at a launch) and an open membership in its role; learners of the course who came from that platform and are
 * no longer active there are marked as left. Everything is read before anything changes; importing again changes
 * nothing that has not changed on the platform.
 */
export class LtiRosterService {
  constructor(
    private readonly ds: DataSource,
    private readonly platforms: LtiPlatformService,
    private readonly launches: LtiLaunchService,
    private readonly tokens: LtiTokenService,
    private readonly courses: CourseService,
    private readonly principals: PrincipalCache,
    private readonly clock: Clock,
  ) {}

  /** The roster's platform and last import, for the course's teachers; null without a roster service (or for a learner). */
  async source(course: CourseView): Promise<RosterSource | null> {
    if (course.myRole !== "teacher") return null;
    const rows: { name: string; imported_at: Date | null }[] = await this.ds.query(
      `SELECT p.name, c.roster_imported_at AS imported_at FROM lti_contexts c JOIN lti_platforms p ON p.id = c.platform_id
        WHERE c.course_id = $1 AND c.memberships_url IS NOT NULL ORDER BY c.id LIMIT 1`,
      [course.id],
    );
    return rows[0] ? { platformName: rows[0].name, importedAt: rows[0].imported_at } : null;
  }

  async import(actor: Actor, courseIdRaw: string): Promise<RosterImport> {
    const course = await this.courses.taught(actor, courseIdRaw);
    if (course.archived) throw new AppError("BAD_USER_INPUT", M.archived, { reason: "ARCHIVED" });
    const contexts: { id: number; platform_id: number; memberships_url: string }[] = await this.ds.query(
      `SELECT id, platform_id, memberships_url FROM lti_contexts WHERE course_id = $1 AND memberships_url IS NOT NULL ORDER BY id`,
      [course.id],
    );
    if (!contexts.length) throw new AppError("BAD_USER_INPUT", M.noRosterService, { reason: "NO_ROSTER_SERVICE" });

    const rosters: { contextId: number; platform: LtiPlatform; members: NrpsMember[] }[] = [];
    for (const c of contexts) {
      const platform = await this.platforms.byId(c.platform_id);
      if (!platform) continue;
      try {
        rosters.push({ contextId: c.id, platform, members: await this.fetchMembers(platform, c.memberships_url) });
      } catch (err) {
        const detail = (err instanceof Error ? err.message : String(err)).slice(0, 200);
        logger.warn({ courseId: course.id, err: detail }, "LTI roster not loaded");
        throw new AppError("SERVICE_UNAVAILABLE", M.rosterFailed, { reason: "ROSTER_FAILED" }, { detail });
      }
    }

    const result: RosterImport = { learners: 0, teachers: 0, added: 0, left: 0, accountsCreated: 0 };
    const promoted: number[] = [];
    await this.ds.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`lti-roster:${course.id}`]);
      const now = this.clock.now();
      for (const { contextId, platform, members } of rosters) {
        const active = new Map<string, NrpsMember>();
        for (const m of members) {
          const sub = text(m.user_id, 255);
          if (sub && (m.status ?? "Active") === "Active" && m.user_id === sub) active.set(sub, m);
        }
        for (const [sub, m] of active) {
          const instructor = isInstructor(m.roles);
          // one writer per platform user, as at a launch: no twin account
          await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`lti:${platform.id}:${sub}`]);
          let account: Awaited<ReturnType<LtiLaunchService["account"]>>;
          try {
            account = await this.launches.account(
              em,
              platform,
              {
                sub,
                name: text(m.name, 120),
                given_name: text(m.given_name, 60),
                family_name: text(m.family_name, 60),
                email: text(m.email, 255),
              },
              instructor,
              actor.lang,
            );
          } catch (err) {
            if (err instanceof LtiRefused && err.reason === "BLOCKED") continue;
            throw err;
          }
          if (account.created) result.accountsCreated += 1;
          if (account.changed) promoted.push(account.userId);
          if (instructor) result.teachers += 1;
          else result.learners += 1;
          if (await this.launches.member(em, course.id, account.userId, instructor ? "teacher" : "learner", now))
            result.added += 1;
        }
        const gone: { n: number }[] = await em.query(
          `WITH gone AS (
             UPDATE course_members m SET left_at = $3
              WHERE m.course_id = $1 AND m.role = 'learner' AND m.left_at IS NULL
                AND EXISTS (SELECT 1 FROM lti_accounts a WHERE a.user_id = m.user_id AND a.platform_id = $2)
                AND NOT EXISTS (SELECT 1 FROM lti_accounts a WHERE a.user_id = m.user_id AND a.platform_id = $2 AND a.sub = ANY($4))
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [course.id, platform.id, now, [...active.keys()]],
        );
        result.left += gone[0].n;
        await em.query(`UPDATE lti_contexts SET roster_imported_at = $2 WHERE id = $1`, [contextId, now]);
      }
    });
    for (const id of promoted) await this.principals.changed(id);
    logger.info({ courseId: course.id, ...result }, "LTI roster imported");
    return result;
  }

  /** Every member of the membership container, page by page (Link rel="next", on the same origin only). */
  private async fetchMembers(platform: LtiPlatform, url: string): Promise<NrpsMember[]> {
    const origin = new URL(url).origin;
    const members: NrpsMember[] = [];
    let next: string | null = url;
    for (let page = 0; next; page += 1) {
      if (page >= MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages`);
      const token = await this.tokens.get(platform, NRPS_SCOPE);
      const res: Response = await fetch(next, {
        headers: { authorization: `Bearer ${token}`, accept: NRPS_MEDIA_TYPE },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (res.status === 401) this.tokens.forget(platform, NRPS_SCOPE);
      if (!res.ok) throw new Error(`membership endpoint answered ${res.status}`);
      const body = (await res.json()) as { members?: unknown };
      if (!Array.isArray(body.members)) throw new Error("membership container without members");
      members.push(...(body.members as NrpsMember[]).filter((m) => m && typeof m === "object"));
      if (members.length > MAX_MEMBERS) throw new Error(`more than ${MAX_MEMBERS} members`);
      const link = parseLinkHeader(res.headers.get("link"))?.next?.url;
      next = link ? new URL(link, next).toString() : null;
      if (next && new URL(next).origin !== origin) throw new Error("next page on another origin");
    }
    return members;
  }
}
