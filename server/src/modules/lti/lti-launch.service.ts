import crypto from "node:crypto";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { DataSource, EntityManager } from "typeorm";
import type { LangCode } from "../../common/lang";
import type { Actor } from "../../common/principal";
import { RequestLoaders } from "../../common/request-loaders";
import type { AssignmentService } from "../courses/assignment.service";
import type { Clock } from "../users/clock";
import { OneTimeTokenService } from "../users/one-time-token.service";
import type { PrincipalCache } from "../users/principal-cache";
import { User } from "../users/user.entity";
import {
  CLAIM,
  DEEP_LINKING_REQUEST,
  LtiRefused,
  RESOURCE_LINK_REQUEST,
  isInstructor,
  nameOf,
  refusalOf,
  type LaunchClaims,
} from "./lti-claims";
import { LtiState, type LtiPlatform } from "./lti.entities";
import type { LtiPlatformService } from "./lti-platform.service";

export const STATE_TTL_MS = 10 * 60_000;
/** How old an id_token may be (its iat) when it arrives. */
const MAX_TOKEN_AGE = "10m";

export const hash = (s: string) => crypto.createHash("sha256").update(s, "utf8").digest("hex");
const secret = () => crypto.randomBytes(32).toString("base64url");

export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/** Who launched, into which course, mapped to our model. */
export interface Launch {
  platform: LtiPlatform;
  claims: LaunchClaims;
  userId: number;
  courseId: number;
  instructor: boolean;
  actor: Actor;
}

/** After a resource-link launch: where the client goes, signed in with a one-time code. */
export interface LaunchRedirect {
  kind: "redirect";
  url: string;
}
/** After a deep-linking launch: the picker's session. */
export interface LaunchPicker {
  kind: "picker";
  launch: Launch;
  settings: NonNullable<LaunchClaims[typeof CLAIM.deepLinking]>;
}

/**
 * LTI 1.3 launches: the OIDC third-party login initiation (a state and nonce kept server-side, single-use, ten minutes)
 * and the launch (the platform's id_token verified against its JWKS, fetched and cached by jose's createRemoteJWKSet;
 * iss, aud/azp, exp/iat, nonce, deployment, message type and version checked). A launch maps the platform's user to an
 * account of its own, its context to a course and its roles to the course's teachers or learners.
 */
export class LtiLaunchService {
  private readonly jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  private readonly otts: OneTimeTokenService;

  constructor(
    private readonly ds: DataSource,
    private readonly platforms: LtiPlatformService,
    private readonly assignments: AssignmentService,
    private readonly principals: PrincipalCache,
    private readonly urls: { publicUrl: string; clientUrl: string },
    private readonly clock: Clock,
  ) {
    this.otts = new OneTimeTokenService(clock);
  }

  /** The login initiation: the URL of the platform's authorization endpoint to send the browser to. */
  async login(p: LoginParams): Promise<string> {
    if (!p.iss || !p.login_hint || !p.target_link_uri)
      throw new LtiRefused("BAD_REQUEST", "iss, login_hint and target_link_uri are required");
    const platform = await this.platforms.byIssuer(p.iss, p.client_id || undefined);
    if (!platform) throw new LtiRefused("UNKNOWN_PLATFORM", p.iss);
    if (p.lti_deployment_id && !platform.deploymentIds.includes(p.lti_deployment_id))
      throw new LtiRefused("UNKNOWN_DEPLOYMENT", p.lti_deployment_id);
    // spent and expired states go as new ones come (an index on expires_at)
    await this.ds.query(`DELETE FROM lti_states WHERE expires_at < $1`, [new Date(this.clock.now().getTime() - 3600_000)]);
    const state = secret();
    const nonce = secret();
    await this.ds.getRepository(LtiState).insert({
      stateHash: hash(state),
      kind: "login",
      platformId: platform.id,
      nonce,
      payload: {},
      expiresAt: new Date(this.clock.now().getTime() + STATE_TTL_MS),
    });
    const url = new URL(platform.authLoginUrl);
    const q: Record<string, string> = {
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: platform.clientId,
      redirect_uri: `${this.urls.publicUrl}/lti/launch`,
      login_hint: p.login_hint,
      state,
      nonce,
    };
    if (p.lti_message_hint) q.lti_message_hint = p.lti_message_hint;
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
    return url.toString();
  }

  /** Consumes a single-use state of a kind: unknown, used or expired is refused. */
  async consumeState(em: EntityManager, raw: unknown, kind: LtiState["kind"]): Promise<LtiState> {
    if (typeof raw !== "string" || !raw || raw.length > 200) throw new LtiRefused("STATE_UNKNOWN");
    const repo = em.getRepository(LtiState);
    const row = await repo.findOneBy({ stateHash: hash(raw), kind });
    if (!row) throw new LtiRefused("STATE_UNKNOWN");
    if (row.usedAt) throw new LtiRefused("STATE_USED");
    const now = this.clock.now();
    if (row.expiresAt <= now) throw new LtiRefused("STATE_EXPIRED");
    const done = await em
      .createQueryBuilder()
      .update(LtiState)
      .set({ usedAt: now })
      .where("state_hash = :h AND used_at IS NULL", { h: row.stateHash })
      .execute();
    if (!done.affected) throw new LtiRefused("STATE_USED");
    return row;
  }

  /** A new single-use state (the deep-linking picker's session), its secret returned. */
  async newState(kind: LtiState["kind"], platformId: number, payload: Record<string, unknown>): Promise<string> {
    const s = secret();
    await this.ds.query(
      `INSERT INTO lti_states (state_hash, kind, platform_id, nonce, payload, expires_at) VALUES ($1, $2, $3, NULL, $4, $5)`,
      [hash(s), kind, platformId, JSON.stringify(payload), new Date(this.clock.now().getTime() + STATE_TTL_MS)],
    );
    return s;
  }

  /** The launch: the id_token checked, the user, course and membership mapped, then the client or the picker. */
  async launch(
    form: { id_token?: unknown; state?: unknown },
    lang: LangCode,
    ip: string,
  ): Promise<LaunchRedirect | LaunchPicker> {
    if (typeof form.id_token !== "string" || !form.id_token) throw new LtiRefused("BAD_REQUEST", "id_token missing");
    const state = await this.consumeState(this.ds.manager, form.state, "login");
    const platform = await this.platforms.byId(state.platformId);
    if (!platform) throw new LtiRefused("UNKNOWN_PLATFORM");
    const claims = await this.verify(platform, form.id_token);
    if (!claims.nonce || claims.nonce !== state.nonce) throw new LtiRefused("NONCE");
    const deployment = claims[CLAIM.deploymentId];
    if (!deployment || !platform.deploymentIds.includes(deployment))
      throw new LtiRefused("UNKNOWN_DEPLOYMENT", String(deployment));
    const type = claims[CLAIM.messageType];
    if (claims[CLAIM.version] !== "1.3.0" || (type !== RESOURCE_LINK_REQUEST && type !== DEEP_LINKING_REQUEST))
      throw new LtiRefused("MESSAGE_TYPE", `${String(type)} ${String(claims[CLAIM.version])}`);
    if (typeof claims.sub !== "string" || !claims.sub || claims.sub.length > 255) throw new LtiRefused("BAD_REQUEST", "sub");
    const context = claims[CLAIM.context];
    if (!context?.id || typeof context.id !== "string") throw new LtiRefused("NO_CONTEXT");
    const instructor = isInstructor(claims[CLAIM.roles]);
    const launch = await this.map(platform, claims, deployment, context, instructor, lang, ip);
    if (type === DEEP_LINKING_REQUEST) {
      if (!instructor) throw new LtiRefused("INSTRUCTORS_ONLY");
      const settings = claims[CLAIM.deepLinking];
      if (!settings?.deep_link_return_url) throw new LtiRefused("BAD_REQUEST", "deep_link_return_url");
      return { kind: "picker", launch, settings };
    }
    return { kind: "redirect", url: await this.resourceLink(launch, lang) };
  }

  /** The client's sign-in page with a one-time code (exchanged for a session: no cookie), then `next`. */
  async signInUrl(userId: number, next: string, lang: LangCode): Promise<string> {
    const code = await this.otts.issue(this.ds.manager, userId, "login_code");
    const hashPart = new URLSearchParams({ code, next: `/${lang}${next}` });
    return `${this.urls.clientUrl}/${lang}/lti/signin#${hashPart.toString()}`;
  }

  private async verify(platform: LtiPlatform, idToken: string): Promise<LaunchClaims> {
    let jwks = this.jwksByUrl.get(platform.jwksUrl);
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(platform.jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
      this.jwksByUrl.set(platform.jwksUrl, jwks);
    }
    let claims: LaunchClaims;
    try {
      const verified = await jwtVerify(idToken, jwks, {
        algorithms: ["RS256"],
        requiredClaims: ["iss", "aud", "exp", "iat", "sub"],
        maxTokenAge: MAX_TOKEN_AGE,
        clockTolerance: 5,
        currentDate: this.clock.now(),
      });
      claims = verified.payload as LaunchClaims;
    } catch (err) {
      throw refusalOf(err);
    }
    if (claims.iss !== platform.issuer) throw new LtiRefused("WRONG_ISSUER", String(claims.iss));
    const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!aud.includes(platform.clientId)) throw new LtiRefused("WRONG_AUDIENCE", aud.join(","));
    if ((aud.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId)
      throw new LtiRefused("WRONG_AUDIENCE", `azp ${String(claims.azp)}`);
    return claims;
  }

  /** The platform user's own account, the context's course (made at the first instructor launch) and the membership. */
  private async map(
    platform: LtiPlatform,
    claims: LaunchClaims,
    deploymentId: string,
    context: { id?: string; label?: string; title?: string },
    instructor: boolean,
    lang: LangCode,
    ip: string,
  ): Promise<Launch> {
    const now = this.clock.now();
    const { userId, courseId } = await this.ds
      .transaction(async (em) => {
        // one launch at a time per platform user and per context: no twin account, no twin course
        await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`lti:${platform.id}:${claims.sub}`]);
        const account = await this.account(em, platform, claims, instructor, lang);
        await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`lti:${platform.id}:${deploymentId}:${context.id}`]);
        const found: { course_id: number }[] = await em.query(
          `SELECT course_id FROM lti_contexts WHERE platform_id = $1 AND deployment_id = $2 AND context_id = $3`,
          [platform.id, deploymentId, context.id],
        );
        let courseId = found[0]?.course_id;
        if (!courseId) {
          if (!instructor) throw new LtiRefused("NO_COURSE");
          const name = (context.title || context.label || context.id || "LTI").trim().slice(0, 120);
          const rows: { id: number }[] = await em.query(
            `INSERT INTO courses (name, archived, join_code, created_by, created_at) VALUES ($1, false, NULL, $2, $3) RETURNING id`,
            [name, account.userId, now],
          );
          courseId = rows[0].id;
          await em.query(`INSERT INTO lti_contexts (platform_id, deployment_id, context_id, course_id) VALUES ($1, $2, $3, $4)`, [
            platform.id,
            deploymentId,
            context.id,
            courseId,
          ]);
        }
        const memberships = claims[CLAIM.nrps]?.context_memberships_url;
        if (typeof memberships === "string" && memberships.length <= 1000 && URL.canParse(memberships))
          await em.query(
            `UPDATE lti_contexts SET memberships_url = $4 WHERE platform_id = $1 AND deployment_id = $2 AND context_id = $3`,
            [platform.id, deploymentId, context.id, memberships],
          );
        await this.member(em, courseId, account.userId, instructor ? "teacher" : "learner", now);
        return { userId: account.userId, courseId, changed: account.changed };
      })
      .then(async (r) => {
        if (r.changed) await this.principals.changed(r.userId);
        return r;
      });
    const principal = await this.principals.current(userId);
    if (!principal) throw new LtiRefused("BLOCKED");
    return {
      platform,
      claims,
      userId,
      courseId,
      instructor,
      actor: { principal, lang, ip, loaders: new RequestLoaders(this.ds) },
    };
  }

  /**
   * The account of the platform user (iss + sub): made at the first launch with the name and, when no other account
   * has it, the e-mail the platform sends (never merged into an existing account by e-mail). An instructor launch
   * makes it a teacher.
   */
  async account(
    em: EntityManager,
    platform: LtiPlatform,
    claims: Pick<LaunchClaims, "sub" | "name" | "given_name" | "family_name" | "email">,
    instructor: boolean,
    lang: LangCode,
  ): Promise<{ userId: number; changed: boolean; created: boolean }> {
    const users = em.getRepository(User);
    const linked: { user_id: number }[] = await em.query(`SELECT user_id FROM lti_accounts WHERE platform_id = $1 AND sub = $2`, [
      platform.id,
      claims.sub,
    ]);
    const name = nameOf(claims);
    const email =
      typeof claims.email === "string" && claims.email.length <= 255 && claims.email.includes("@") ? claims.email.trim() : null;
    const free = async () =>
      email ? !(await em.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email])).length : false;
    if (linked.length) {
      const user = await users.findOneByOrFail({ id: linked[0].user_id });
      if (user.isBlocked) throw new LtiRefused("BLOCKED");
      const patch: Partial<User> = {};
      // a platform-made account follows the platform's name; an account of ours it was linked to keeps its own
      const own = !!user.passwordHash || !!user.googleId;
      if (name && name !== user.name && !own) patch.name = name;
      if (!user.email && email && (await free())) patch.email = email;
      if (instructor && !user.isTeacher) patch.isTeacher = true;
      if (Object.keys(patch).length) await users.update({ id: user.id }, patch);
      return { userId: user.id, changed: patch.isTeacher === true, created: false };
    }
    const user = await users.save(
      users.create({
        name,
        email: (await free()) ? email : null,
        language: lang,
        isTeacher: instructor,
        emailConfirmedAt: null,
      }),
    );
    await em.query(`INSERT INTO lti_accounts (platform_id, sub, user_id, created_at) VALUES ($1, $2, $3, $4)`, [
      platform.id,
      claims.sub,
      user.id,
      this.clock.now(),
    ]);
    return { userId: user.id, changed: false, created: true };
  }

  /**
   * An open membership period in the role: a learner who launches as an instructor becomes a teacher; a teacher stays
   * one. True when a period was opened.
   */
  async member(em: EntityManager, courseId: number, userId: number, role: "teacher" | "learner", now: Date) {
    const open: { role: string }[] = await em.query(
      `SELECT role FROM course_members WHERE course_id = $1 AND user_id = $2 AND left_at IS NULL FOR UPDATE`,
      [courseId, userId],
    );
    if (open[0]?.role === role || open[0]?.role === "teacher") return false;
    if (open.length)
      await em.query(`UPDATE course_members SET left_at = $3 WHERE course_id = $1 AND user_id = $2 AND left_at IS NULL`, [
        courseId,
        userId,
        now,
      ]);
    await em.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)`, [
      courseId,
      userId,
      role,
      now,
    ]);
    return true;
  }

  /**
   * A resource link: its assignment (the custom parameter the deep-linking response set) in this course, the platform's
   * line item remembered for the scores; a learner's attempt started or resumed; the client opens it (teachers: the course).
   */
  private async resourceLink(launch: Launch, lang: LangCode): Promise<string> {
    const custom = launch.claims[CLAIM.custom] ?? {};
    const raw = custom.assignment_id ?? custom.assignment;
    let next = `/courses/${launch.courseId}`;
    if (raw !== undefined && raw !== null && String(raw) !== "") {
      const rows: { id: number; exam_id: number | null; practice_set: string | null }[] = await this.ds.query(
        `SELECT id, exam_id, practice_set FROM assignments WHERE id = $1 AND course_id = $2`,
        [Number.parseInt(String(raw), 10) || 0, launch.courseId],
      );
      const assignment = rows[0];
      if (!assignment) throw new LtiRefused("ASSIGNMENT_GONE", String(raw));
      const lineItem = launch.claims[CLAIM.ags]?.lineitem;
      await this.ds.query(
        `INSERT INTO lti_links (assignment_id, platform_id, line_item_url, score_maximum) VALUES ($1, $2, $3, 100)
         ON CONFLICT (assignment_id) DO UPDATE SET line_item_url = coalesce(EXCLUDED.line_item_url, lti_links.line_item_url)`,
        [assignment.id, launch.platform.id, typeof lineItem === "string" && lineItem.length <= 1000 ? lineItem : null],
      );
      if (!launch.instructor) {
        await this.assignments.start(launch.actor, String(assignment.id));
        next = assignment.practice_set
          ? `/practice/drill/${encodeURIComponent(assignment.practice_set)}?assignment=${assignment.id}`
          : `/exam/${assignment.exam_id}?assignment=${assignment.id}`;
      }
    }
    return this.signInUrl(launch.userId, next, lang);
  }
}
