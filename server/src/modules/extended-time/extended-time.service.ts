import type { DataSource } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { teacher, type Actor, type Principal } from "../../common/principal";
import { learnerVisibleSql, maySeeLearner, scopedByCourses } from "../courses/course-access.policy";
import { listPage, toId } from "../admin/admin-list";
import type { AdminListInput } from "../admin/admin.types";
import type { PrincipalCache } from "../users/principal-cache";
import { User } from "../users/user.entity";
import { extendedTimeMessages as M } from "./extended-time.messages";

/** The factors a teacher may grant (the exam's own time, a quarter, a half more, or twice as long). */
export const TEACHER_TIME_FACTORS = [1, 1.25, 1.5, 2] as const;

export interface LearnerDto {
  id: number;
  name: string | null;
  email: string | null;
  timeFactor: number;
  timeFactorGrantedBy: string | null;
  timeFactorGrantedAt: Date | null;
}

/**
 * Extended time granted by teachers (issue 19 §3): an admin lists every registered learner, a teacher the learners
 * of their courses (issue 30), and grants one a time factor, recorded with who granted it and when. Learners only: a teacher cannot change an admin's or
 * another teacher's, nor their own (admins do that in the users list of the console).
 */
export class ExtendedTimeService {
  constructor(
    private readonly ds: DataSource,
    private readonly principals: PrincipalCache,
  ) {}

  async learners(actor: Actor, args: AdminListInput | null | undefined): Promise<{ items: LearnerDto[]; total: number }> {
    const qb = this.learnerQuery(teacher(actor));
    const page = await listPage(qb, args, {
      id: "u.id",
      sort: { name: "u.name", id: "u.id", email: "u.email", timeFactor: "u.timeFactor" },
      search: ["u.email", "u.name"],
    });
    return { items: page.items.map(toDto), total: page.total };
  }

  /** One learner the caller may see (a teacher: of their courses); NOT_FOUND otherwise, as for an id that does not exist. */
  async learner(actor: Actor, id: string): Promise<LearnerDto> {
    const row = await this.learnerQuery(teacher(actor))
      .andWhere("u.id = :id", { id: toId(id) ?? 0 })
      .getOne();
    if (!row) throw new AppError("NOT_FOUND", M.unknown);
    return toDto(row);
  }

  async grant(actor: Actor, userId: string, factor: number): Promise<LearnerDto> {
    const granter = teacher(actor);
    const id = toId(userId);
    if (id === granter.userId) throw new AppError("FORBIDDEN", M.notOwn);
    const user = id ? await this.ds.getRepository(User).findOneBy({ id }) : null;
    // a teacher who is not an admin grants time to the learners of their courses only (courses/course-access.policy.ts)
    if (!user || user.isGuest || !(await maySeeLearner(actor, user.id))) throw new AppError("NOT_FOUND", M.unknown);
    if (user.isAdmin || user.isTeacher) throw new AppError("FORBIDDEN", M.learnersOnly);
    if (!(TEACHER_TIME_FACTORS as readonly number[]).includes(factor))
      throw fieldError("timeFactor", M.factor, {}, { values: TEACHER_TIME_FACTORS.join(", ") });
    await this.ds
      .getRepository(User)
      .update({ id: user.id }, { timeFactor: factor, timeFactorGrantedBy: granter.userId, timeFactorGrantedAt: new Date() });
    await this.principals.changed(user.id);
    return this.learner(actor, String(user.id));
  }

  /**
   * Registered learners (no guests, teachers or admins), with whoever granted their time factor: for a teacher who is
   * not an admin, only the learners of their courses (courses/course-access.policy.ts).
   */
  private learnerQuery(viewer: Principal) {
    const qb = this.ds
      .getRepository(User)
      .createQueryBuilder("u")
      .leftJoinAndSelect("u.timeFactorGranter", "g")
      .where("u.isGuest = false AND u.isAdmin = false AND u.isTeacher = false");
    return scopedByCourses(viewer) ? qb.andWhere(learnerVisibleSql(":viewer", "u.id"), { viewer: viewer.userId }) : qb;
  }
}

function toDto(u: User): LearnerDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    timeFactor: u.timeFactor ?? 1,
    timeFactorGrantedBy: u.timeFactorGranter ? (u.timeFactorGranter.name ?? u.timeFactorGranter.email) : null,
    timeFactorGrantedAt: u.timeFactorGrantedAt ?? null,
  };
}
