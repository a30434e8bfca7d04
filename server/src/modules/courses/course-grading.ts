import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import { readsEveryone, workVisibleSql } from "./course-access.policy";
import type { AwaitingCounts } from "./course-notifications.service";

/**
 * The productive answers (writing, speaking) that await a teacher's grade in a course: answers of submitted attempts
 * of the course's current learners `m`, started inside their membership, with no teacher's assessment yet: the
 * course's grading queue with status AWAITING, as a FROM … WHERE tail over `m` (course_members), `a`, `aa`, `sq`.
 */
const AWAITING_FROM = `course_members m
    JOIN attempts a ON a.user_id = m.user_id AND a.started_at >= m.joined_at AND a.status = 'submitted'
    JOIN users u ON u.id = a.user_id AND NOT u.is_guest
    JOIN attempt_answers aa ON aa.attempt_id = a.id AND aa.value IS NOT NULL
    JOIN sub_questions sq ON sq.id = aa.sub_question_id AND sq.answer_type IN ('writing', 'speaking')
    JOIN question_blocks qb ON qb.id = sq.block_id AND qb.exam_id = a.exam_id
   WHERE m.role = 'learner' AND m.left_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM assessments s WHERE s.attempt_id = a.id AND s.sub_question_id = sq.id AND s.kind = 'teacher')`;

/** Per request: how many answers await grading in each course, as the caller may read them (one statement per batch). */
export function courseGradingLoaders(ds: DataSource) {
  const byViewer = new Map<string, DataLoader<number, number>>();
  return {
    awaiting(everyone: boolean, viewerId: number): DataLoader<number, number> {
      const key = `${everyone}:${viewerId}`;
      let loader = byViewer.get(key);
      if (!loader) {
        loader = new DataLoader<number, number>(async (courseIds) => {
          const rows: { course_id: number; n: number }[] = await ds.query(
            `SELECT m.course_id, count(*)::int AS n FROM ${AWAITING_FROM}
                AND m.course_id = ANY($1::int[])
                AND ($2::boolean OR ${workVisibleSql("$3::int", "a.user_id", "a.started_at", "m.course_id")})
              GROUP BY m.course_id`,
            [[...courseIds], everyone, viewerId],
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
 * How many answers await grading in a course, of the work the caller may read through it: its teachers' count (admins:
 * every learner's), 0 for its learners (the privacy rule shows them no one else's work).
 */
export async function awaitingGrading(actor: Actor, courseId: number): Promise<number> {
  const p = actor.principal;
  if (!p || p.isGuest) return 0;
  return actor.loaders.of(courseGradingLoaders).awaiting(readsEveryone(p), p.userId).load(courseId);
}

/** The digest's figures: per current teacher of a live course, the answers awaiting grading there (one statement). */
export function awaitingCounts(ds: DataSource): AwaitingCounts {
  return {
    async awaitingByTeacher() {
      const rows: { teacher_id: number; course_id: number; course_name: string; n: number }[] = await ds.query(
        `SELECT t.user_id AS teacher_id, c.id AS course_id, c.name AS course_name, count(*)::int AS n
           FROM courses c JOIN course_members t ON t.course_id = c.id AND t.role = 'teacher' AND t.left_at IS NULL
              , ${AWAITING_FROM}
            AND m.course_id = c.id AND NOT c.archived
            AND ${workVisibleSql("t.user_id", "a.user_id", "a.started_at", "c.id")}
          GROUP BY t.user_id, c.id, c.name ORDER BY t.user_id, c.name, c.id`,
      );
      return rows.map((r) => ({ teacherId: r.teacher_id, courseId: r.course_id, courseName: r.course_name, count: r.n }));
    },
  };
}
