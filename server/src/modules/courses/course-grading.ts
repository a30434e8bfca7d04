import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import { gradingQueueWhere } from "../productive/productive.service";
import { courseWorkSql, scopedByCourses } from "./course-access.policy";
import type { AwaitingCounts } from "./course-notifications.service";

/**
 * The answers of a course's learners that its grading queue lists (`c.id`: the course), joined from its memberships:
 * the rows that `gradingQueueWhere` (the queue's own conditions) then narrows.
 */
const COURSE_ANSWERS = `course_members cw
    JOIN attempts a ON a.user_id = cw.user_id AND ${courseWorkSql("cw", "a.started_at")}
    JOIN users u ON u.id = a.user_id
    JOIN question_blocks qb ON qb.exam_id = a.exam_id
    JOIN sub_questions sq ON sq.block_id = qb.id
    JOIN attempt_answers aa ON aa.attempt_id = a.id AND aa.sub_question_id = sq.id`;

/** Per request: how many answers await grading in each course, as the caller's grading queue lists them (one statement per batch). */
export function courseGradingLoaders(ds: DataSource) {
  const byViewer = new Map<string, DataLoader<number, number>>();
  return {
    awaiting(scoped: boolean, viewerId: number): DataLoader<number, number> {
      const key = `${scoped}:${viewerId}`;
      let loader = byViewer.get(key);
      if (!loader) {
        loader = new DataLoader<number, number>(async (courseIds) => {
          const rows: { course_id: number; n: number }[] = await ds.query(
            `SELECT c.id AS course_id, count(*)::int AS n FROM unnest($2::int[]) AS c(id) JOIN ${COURSE_ANSWERS} ON cw.course_id = c.id
              WHERE ${gradingQueueWhere({
                status: "'awaiting'::text",
                viewer: "$1::int",
                scoped,
                course: "c.id",
                narrowed: true,
                assignment: "NULL::int",
                skill: "NULL::text",
              })}
              GROUP BY c.id`,
            [viewerId, [...courseIds]],
          );
          const counts = new Map(rows.map((r) => [r.course_id, r.n]));
          return courseIds.map((id) => counts.get(id) ?? 0);
        });
        byViewer.set(key, loader);
      }
      return loader;
    },
  };
}

/**
 * How many answers await grading in a course: the length of the caller's grading queue of that course with status
 * AWAITING (its teachers; admins: every learner's). 0 for anyone who grades nobody (a learner who is no teacher). For
 * a teacher of the course (`myRole`), the course's own membership rule is the privacy rule: no second check per row.
 */
export async function awaitingGrading(actor: Actor, course: { id: number | string; myRole?: string | null }): Promise<number> {
  const p = actor.principal;
  if (!p || p.isGuest || (!p.isAdmin && !p.isTeacher)) return 0;
  const scoped = scopedByCourses(p) && course.myRole !== "teacher";
  return actor.loaders.of(courseGradingLoaders).awaiting(scoped, p.userId).load(Number(course.id));
}

/** The digest's figures: per current teacher of a live course, what their grading queue of it awaits (one statement). */
export function awaitingCounts(ds: DataSource): AwaitingCounts {
  return {
    async awaitingByTeacher() {
      const rows: { teacher_id: number; course_id: number; course_name: string; n: number }[] = await ds.query(
        `SELECT t.user_id AS teacher_id, c.id AS course_id, c.name AS course_name, count(*)::int AS n
           FROM courses c JOIN course_members t ON t.course_id = c.id AND t.role = 'teacher' AND t.left_at IS NULL
           JOIN ${COURSE_ANSWERS} ON cw.course_id = c.id
          WHERE NOT c.archived AND ${gradingQueueWhere({
            status: "'awaiting'::text",
            viewer: "t.user_id",
            scoped: true,
            course: "c.id",
            narrowed: true,
            assignment: "NULL::int",
            skill: "NULL::text",
          })}
          GROUP BY t.user_id, c.id, c.name ORDER BY t.user_id, c.name, c.id`,
      );
      return rows.map((r) => ({ teacherId: r.teacher_id, courseId: r.course_id, courseName: r.course_name, count: r.n }));
    },
  };
}
