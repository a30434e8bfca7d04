import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import type { Actor } from "../../common/principal";
import { courseLoaders } from "../courses/course.loaders";
import type { CourseService, CourseView } from "../courses/course.service";
import { ltiAccountMessages as M } from "./lti-account.messages";

/**
 * A platform's course (context) and the course of ours it maps to. The first instructor launch creates a course for
 * it; its teachers may instead join it to an existing course they teach: the platform's context, its assignments (with
 * their line items and the attempts) and its members move there, and the course the launch made is archived, empty.
 */
export class LtiContextService {
  constructor(
    private readonly ds: DataSource,
    private readonly courses: CourseService,
  ) {}

  /** The learning platform a course is tied to (its teachers see it); null for a course of ours alone. */
  async platformOf(course: CourseView): Promise<string | null> {
    if (course.myRole !== "teacher") return null;
    const rows: { name: string }[] = await this.ds.query(
      `SELECT p.name FROM lti_contexts c JOIN lti_platforms p ON p.id = c.platform_id WHERE c.course_id = $1 ORDER BY c.id LIMIT 1`,
      [course.id],
    );
    return rows[0]?.name ?? null;
  }

  /** Moves the platform's course tied to `courseId` into `intoId` (both taught by the caller); the target, reloaded. */
  async joinInto(actor: Actor, courseId: string, intoId: string): Promise<CourseView> {
    const from = await this.courses.taught(actor, courseId);
    const into = await this.courses.taught(actor, intoId);
    if (from.id === into.id || into.archived) throw new AppError("BAD_USER_INPUT", M.joinTarget, { reason: "BAD_TARGET" });
    await this.ds.transaction(async (em) => {
      await em.query(`SELECT id FROM courses WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`, [from.id, into.id]);
      const moved: { n: number }[] = await em.query(
        `WITH moved AS (UPDATE lti_contexts SET course_id = $2 WHERE course_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM moved`,
        [from.id, into.id],
      );
      if (!moved[0].n) throw new AppError("BAD_USER_INPUT", M.notPlatformCourse, { reason: "NOT_A_PLATFORM_COURSE" });
      await em.query(`UPDATE assignments SET course_id = $2 WHERE course_id = $1`, [from.id, into.id]);
      // an open period in both: the target's stays (the other ends); every other period moves with its dates
      await em.query(
        `UPDATE course_members f SET left_at = now() WHERE f.course_id = $1 AND f.left_at IS NULL
            AND EXISTS (SELECT 1 FROM course_members t WHERE t.course_id = $2 AND t.user_id = f.user_id AND t.left_at IS NULL)`,
        [from.id, into.id],
      );
      await em.query(`UPDATE course_members SET course_id = $2 WHERE course_id = $1`, [from.id, into.id]);
      await em.query(`UPDATE courses SET archived = true WHERE id = $1`, [from.id]);
    });
    const loaders = actor.loaders.of(courseLoaders);
    loaders.course.clearAll();
    loaders.members.clearAll();
    loaders.role.clearAll();
    return this.courses.get(actor, into.id);
  }
}
