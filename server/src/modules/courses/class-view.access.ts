import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { parseId } from "../../common/ids";
import { registered, type Actor } from "../../common/principal";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { courseWorkSql } from "./course-access.policy";

/**
 * The attempts `a` of the current learners `m` of course $1 that the privacy rule lets the course's teachers read
 * (courseWorkSql in course-access.policy.ts: the learner's open period, the attempt started in it). A FROM clause for a
 * caller who passed assertTeachesCourse: a teacher of the course now (workVisibleSql through this course then holds
 * for exactly these rows) or an admin.
 */
export const LEARNER_WORK_IN_COURSE = `course_members m
  JOIN attempts a ON a.user_id = m.user_id AND m.course_id = $1 AND ${courseWorkSql("m", "a.started_at")}`;

/** The course when the caller teaches it now (or is an admin); NOT_FOUND for everybody else, as for no course. */
export async function assertTeachesCourse(
  ds: DataSource,
  actor: Actor,
  courseIdRaw: string | number,
): Promise<{ id: number; name: string; family: ExamFamilyCode | null; cefr: CefrCode | null }> {
  const p = registered(actor);
  const id = parseId(String(courseIdRaw));
  // a taken-back teacher flag reads nothing through a course (course-access.policy.ts)
  if (!p.isAdmin && !p.isTeacher) throw new AppError("NOT_FOUND", commonMessages.notFound, { courseId: String(courseIdRaw) });
  const rows: { id: number; name: string; family: ExamFamilyCode | null; cefr: CefrCode | null }[] = id
    ? await ds.query(
        `SELECT c.id, c.name, c.family, c.cefr FROM courses c
          WHERE c.id = $1 AND ($3 OR EXISTS (SELECT 1 FROM course_members t WHERE t.course_id = c.id AND t.user_id = $2
                AND t.role = 'teacher' AND t.left_at IS NULL))`,
        [id, p.userId, p.isAdmin],
      )
    : [];
  if (!rows.length) throw new AppError("NOT_FOUND", commonMessages.notFound, { courseId: String(courseIdRaw) });
  return rows[0];
}
