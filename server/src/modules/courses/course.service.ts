import type { DataSource, EntityManager } from "typeorm";
import { AppError, FieldErrors, fieldError } from "../../common/errors";
import { parseId } from "../../common/ids";
import type { Message } from "../../common/i18n";
import { registered, signedIn, teacher, type Actor, type Principal } from "../../common/principal";
import { hasControlCharacters } from "../attempts/attempt-answers";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import type { RateLimitService } from "../users/rate-limit.service";
import type { User } from "../users/user.entity";
import { Course } from "./course.entity";
import type { CourseRoleCode } from "./course-member.entity";
import { courseLoaders } from "./course.loaders";
import { courseMessages as M } from "./course.messages";
import { newJoinCode, normaliseJoinCode } from "./join-code";

export const MAX_COURSE_NAME = 120;

/** A course as the edges show it to the caller, with the caller's role in it (admins count as its teachers). */
export interface CourseView extends Course {
  myRole: CourseRoleCode;
}

/** What the join screen shows of a course before joining (guests too): no member but its teachers' names. */
export interface CoursePreview {
  name: string;
  family: ExamFamilyCode | null;
  cefr: CefrCode | null;
  teacherNames: string[];
}

export interface CourseInputData {
  name: string;
  family?: ExamFamilyCode | null;
  cefr?: CefrCode | null;
  archived?: boolean | null;
}

/** A user as another member sees them: the name (and, for a course's teachers, a learner's e-mail and extended time). */
export function shownUser(u: User, detail: boolean): User {
  return {
    ...u,
    email: detail ? u.email : null,
    passwordHash: null,
    mobile: null,
    language: null,
    country: null,
    photo: null,
    googleId: null,
    emailConfirmedAt: null,
    timeFactor: detail ? u.timeFactor : 1,
    playerSettings: {},
  } as User;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === "23505" || (e as { driverError?: { code?: string } }).driverError?.code === "23505";

/**
 * Courses and their members (issue 30): a teacher (or an admin) creates one and is its first teacher, adds colleagues
 * by e-mail, rotates or switches off the join code; a registered learner joins with the code and leaves; a teacher
 * removes a member. A membership is a period (joined_at … left_at): leaving ends it, joining again opens a new one.
 * Courses are archived, never deleted. Who may read whose work is course-access.policy.ts.
 */
export class CourseService {
  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimitService,
    /** The clock every rule reads; tests replace it. */
    readonly now: () => Date = () => new Date(),
  ) {}

  // Reading

  /** The caller's courses (open memberships, as teacher or learner): current ones first, then by name. */
  async mine(actor: Actor): Promise<CourseView[]> {
    const p = signedIn(actor);
    const rows: { id: number; role: CourseRoleCode }[] = await this.ds.query(
      `SELECT c.id, m.role FROM course_members m JOIN courses c ON c.id = m.course_id
        WHERE m.user_id = $1 AND m.left_at IS NULL AND (m.role = 'learner' OR $2::boolean)
        ORDER BY c.archived, lower(c.name), c.id`,
      [p.userId, p.isAdmin || !!p.isTeacher],
    );
    const courses = await actor.loaders.of(courseLoaders).course.loadMany(rows.map((r) => r.id));
    return rows.map((r, i) => ({ ...(courses[i] as Course), myRole: r.role }));
  }

  /** A course of which the caller is a member (or any, for an admin); NOT_FOUND otherwise. */
  async get(actor: Actor, idRaw: string | number): Promise<CourseView> {
    const p = signedIn(actor);
    const id = parseId(idRaw);
    const course = id ? await actor.loaders.of(courseLoaders).course.load(id) : null;
    const role = course ? await this.roleOf(actor, p, course.id) : null;
    if (!course || !role) throw notFound(idRaw);
    return { ...course, myRole: role };
  }

  /**
   * The caller's role in a course: their open period's, or teacher for an admin; null: not a member. A teacher's
   * membership counts while the account is a teacher's (an account whose flag was taken back reads nothing through it).
   */
  async roleOf(actor: Actor, p: Principal, courseId: number): Promise<CourseRoleCode | null> {
    const role = await actor.loaders.of(courseLoaders).role.load(`${p.userId}:${courseId}`);
    if (p.isAdmin) return role ?? "teacher";
    return role === "teacher" && !p.isTeacher ? null : role;
  }

  /** A course the caller teaches (or an admin): NOT_FOUND for a stranger, FORBIDDEN for its learners. */
  async taught(actor: Actor, idRaw: string | number): Promise<CourseView> {
    const course = await this.get(actor, idRaw);
    if (course.myRole !== "teacher") throw new AppError("FORBIDDEN", M.teachersOnly);
    return course;
  }

  /** The teachers of a course, as any member sees them (names only). */
  async teachers(actor: Actor, course: CourseView): Promise<User[]> {
    const members = await actor.loaders.of(courseLoaders).members.load(course.id);
    return this.users(
      actor,
      members.filter((m) => m.role === "teacher").map((m) => m.userId),
      false,
    );
  }

  /** The learners of a course with when they joined: its teachers (and admins) only; a learner gets none. */
  async learners(actor: Actor, course: CourseView): Promise<{ user: User; joinedAt: Date }[]> {
    if (course.myRole !== "teacher") return [];
    const members = (await actor.loaders.of(courseLoaders).members.load(course.id)).filter((m) => m.role === "learner");
    const users = await this.users(
      actor,
      members.map((m) => m.userId),
      true,
    );
    return members.map((m, i) => ({ user: users[i], joinedAt: m.joinedAt }));
  }

  /** The join code, for the course's teachers only (null when joining is switched off). */
  joinCode(course: CourseView): string | null {
    return course.myRole === "teacher" ? course.joinCode : null;
  }

  /**
   * What the join screen shows of the course a code opens (guests too); null for an unknown code. Wrong codes count
   * against the caller's budget (per account, or per address without one), as in joinCourse.
   */
  async preview(actor: Actor, codeRaw: string): Promise<CoursePreview | null> {
    const key = actor.principal ? `user:${actor.principal.userId}` : `ip:${actor.ip}`;
    await this.limits.check("joinCode", key);
    const course = await this.byCode(codeRaw);
    if (!course) {
      await this.limits.penalize("joinCode", key);
      return null;
    }
    const rows: { name: string | null }[] = await this.ds.query(
      `SELECT u.name FROM course_members m JOIN users u ON u.id = m.user_id
        WHERE m.course_id = $1 AND m.role = 'teacher' AND m.left_at IS NULL ORDER BY m.joined_at, u.id`,
      [course.id],
    );
    return {
      name: course.name,
      family: course.family,
      cefr: course.cefr,
      teacherNames: rows.map((r) => r.name).filter((n): n is string => !!n),
    };
  }

  // Changing

  /** A teacher or an admin creates a course and becomes its first teacher; it gets a join code at once. */
  async create(actor: Actor, input: CourseInputData): Promise<CourseView> {
    const p = teacher(actor);
    const data = validCourse(input);
    const id = await this.ds.transaction(async (em) => {
      const course = await this.withFreshCode(em, async (code) => {
        const rows: { id: number }[] = await em.query(
          `INSERT INTO courses (name, family, cefr, archived, join_code, created_by, created_at)
           VALUES ($1, $2, $3, false, $4, $5, $6) RETURNING id`,
          [data.name, data.family ?? null, data.cefr ?? null, code, p.userId, this.now()],
        );
        return rows[0].id;
      });
      await em.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'teacher', $3)`, [
        course,
        p.userId,
        this.now(),
      ]);
      return course;
    });
    return this.reload(actor, id);
  }

  /** Its teachers rename it, set its family and level, or archive it (and bring it back). */
  async update(actor: Actor, idRaw: string, input: CourseInputData): Promise<CourseView> {
    const course = await this.taught(actor, idRaw);
    const data = validCourse(input);
    await this.ds.query(`UPDATE courses SET name = $2, family = $3, cefr = $4, archived = coalesce($5, archived) WHERE id = $1`, [
      course.id,
      data.name,
      data.family ?? null,
      data.cefr ?? null,
      input.archived ?? null,
    ]);
    return this.reload(actor, course.id);
  }

  /** A new join code (the old one stops working), or none: `enabled: false` switches joining off. */
  async rotateJoinCode(actor: Actor, idRaw: string, enabled: boolean | null): Promise<CourseView> {
    const course = await this.taught(actor, idRaw);
    if (enabled === false) await this.ds.query(`UPDATE courses SET join_code = NULL WHERE id = $1`, [course.id]);
    else
      await this.withFreshCode(this.ds.manager, (code) =>
        this.ds.query(`UPDATE courses SET join_code = $2 WHERE id = $1`, [course.id, code]),
      );
    return this.reload(actor, course.id);
  }

  /**
   * A registered learner joins with the code (any case; spaces and hyphens ignored): a new membership period begins
   * now. Already a member: the course as it is. Guests register first (REGISTRATION_REQUIRED); an unknown code, or
   * one of an archived course, is BAD_USER_INPUT, and wrong codes are throttled per account.
   */
  async join(actor: Actor, codeRaw: string): Promise<CourseView> {
    const p = registered(actor);
    const key = `user:${p.userId}`;
    await this.limits.check("joinCode", key);
    const course = await this.byCode(codeRaw);
    if (!course) {
      await this.limits.penalize("joinCode", key);
      throw fieldError("code", M.unknownCode, { reason: "UNKNOWN_CODE" });
    }
    await this.ds.query(
      `INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'learner', $3)
       ON CONFLICT (course_id, user_id) WHERE left_at IS NULL DO NOTHING`,
      [course.id, p.userId, this.now()],
    );
    return this.reload(actor, course.id);
  }

  /** The caller leaves: their period ends now. The last teacher cannot leave (a course keeps one). */
  async leave(actor: Actor, idRaw: string): Promise<boolean> {
    const p = registered(actor);
    const id = parseId(idRaw);
    const role = id ? await actor.loaders.of(courseLoaders).role.load(`${p.userId}:${id}`) : null;
    if (!id || !role) throw notFound(idRaw);
    await this.end(id, p.userId, role);
    return true;
  }

  /** Its teachers remove a member (a learner, or a fellow teacher): the member's period ends now. */
  async remove(actor: Actor, idRaw: string, userIdRaw: string): Promise<boolean> {
    const course = await this.taught(actor, idRaw);
    const userId = parseId(userIdRaw);
    const role = userId ? await actor.loaders.of(courseLoaders).role.load(`${userId}:${course.id}`) : null;
    if (!userId || !role) throw fieldError("userId", M.notAMember, { reason: "NOT_A_MEMBER" });
    await this.end(course.id, userId, role);
    return true;
  }

  /**
   * Its teachers add a colleague by the e-mail of an existing teacher's (or admin's) account. A learner of the course
   * who is a teacher becomes one of its teachers (their learner period ends). Already a teacher: nothing changes.
   */
  async addTeacher(actor: Actor, idRaw: string, emailRaw: string): Promise<CourseView> {
    const course = await this.taught(actor, idRaw);
    const rows: { id: number }[] = await this.ds.query(
      `SELECT id FROM users WHERE lower(email) = lower($1) AND NOT is_guest AND (is_teacher OR is_admin)`,
      [emailRaw.trim()],
    );
    if (!rows.length) throw fieldError("email", M.noTeacherAccount, { reason: "NO_TEACHER_ACCOUNT" });
    const userId = rows[0].id;
    await this.ds.transaction(async (em) => {
      const open: { role: CourseRoleCode }[] = await em.query(
        `SELECT role FROM course_members WHERE course_id = $1 AND user_id = $2 AND left_at IS NULL FOR UPDATE`,
        [course.id, userId],
      );
      if (open[0]?.role === "teacher") return;
      const now = this.now();
      if (open.length)
        await em.query(`UPDATE course_members SET left_at = $3 WHERE course_id = $1 AND user_id = $2 AND left_at IS NULL`, [
          course.id,
          userId,
          now,
        ]);
      await em.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'teacher', $3)`, [
        course.id,
        userId,
        now,
      ]);
    });
    return this.reload(actor, course.id);
  }

  // Internals

  /** Ends a member's open period; a course's last teacher stays (BAD_USER_INPUT). */
  private async end(courseId: number, userId: number, role: CourseRoleCode): Promise<void> {
    await this.ds.transaction(async (em) => {
      if (role === "teacher") {
        // the course's row is the lock: two teachers leaving at once cannot leave it without one
        await em.query(`SELECT id FROM courses WHERE id = $1 FOR UPDATE`, [courseId]);
        const teachers: { n: number }[] = await em.query(
          `SELECT count(*)::int AS n FROM course_members WHERE course_id = $1 AND role = 'teacher' AND left_at IS NULL`,
          [courseId],
        );
        if (teachers[0].n <= 1) throw fieldError("courseId", M.lastTeacher, { reason: "LAST_TEACHER" });
      }
      await em.query(`UPDATE course_members SET left_at = $3 WHERE course_id = $1 AND user_id = $2 AND left_at IS NULL`, [
        courseId,
        userId,
        this.now(),
      ]);
    });
  }

  private async byCode(codeRaw: string): Promise<Course | null> {
    const code = normaliseJoinCode(codeRaw);
    if (!code) return null;
    return this.ds.getRepository(Course).findOneBy({ joinCode: code, archived: false });
  }

  /** Runs `write` with a new code, again with another on the rare collision with an existing one. */
  private async withFreshCode<T>(em: EntityManager, write: (code: string) => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      try {
        // a savepoint keeps a transaction usable after a collision
        return await em.transaction(() => write(newJoinCode()));
      } catch (e) {
        if (!isUniqueViolation(e) || tries >= 4) throw e;
      }
    }
  }

  private async users(actor: Actor, ids: number[], detail: boolean): Promise<User[]> {
    const users = await actor.loaders.of(courseLoaders).user.loadMany(ids);
    return users.map((u) => shownUser(u as User, detail));
  }

  private async reload(actor: Actor, id: number): Promise<CourseView> {
    const loaders = actor.loaders.of(courseLoaders);
    loaders.course.clear(id);
    loaders.members.clear(id);
    loaders.role.clearAll();
    return this.get(actor, id);
  }
}

function notFound(idRaw: string | number): AppError {
  return new AppError("NOT_FOUND", M.notFound, { courseId: String(idRaw) });
}

/** Checks a text a person typed: required, at most `max` characters, no control characters. */
export function checkText(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
  max: number,
  messages: { required?: Message; tooLong: Message },
): string | null {
  const text = value?.trim() ?? "";
  if (!text) {
    if (messages.required) errors.add(field, messages.required);
    return null;
  }
  if ([...text].length > max) errors.add(field, messages.tooLong, { max });
  if (hasControlCharacters(text.replace(/[\n\r\t]/gu, ""))) errors.add(field, M.controlCharacters);
  return text;
}

function validCourse(input: CourseInputData): CourseInputData {
  const errors = new FieldErrors();
  const name = checkText(errors, "name", input.name, MAX_COURSE_NAME, { required: M.nameRequired, tooLong: M.nameTooLong });
  errors.throwIfAny();
  return { ...input, name: name! };
}
