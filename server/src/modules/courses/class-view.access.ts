import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { parseId } from "../../common/ids";
import { registered, type Actor } from "../../common/principal";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { courseWorkSql, readsEveryone, workVisibleSql } from "./course-access.policy";

/**
 * The attempts `a` of the current learners `m` of course $1 started inside their open membership (after joining; a
 * learner who left is no longer there), and readable by the caller under the privacy rule (course-access.policy.ts):
 * $2 = the caller reads everyone (admins), $3 = the caller's user id. A FROM clause.
 */
export const LEARNER_WORK_IN_COURSE = `course_members m
  JOIN attempts a ON a.user_id = m.user_id AND m.course_id = $1 AND ${courseWorkSql("m", "a")}
   AND ($2::boolean OR ${workVisibleSql("$3::int", "a.user_id", "a.started_at", "$1")})`;

/** The parameters $2 and $3 of LEARNER_WORK_IN_COURSE for the caller. */
export function viewerParams(actor: Actor): [boolean, number] {
  const p = registered(actor);
  return [readsEveryone(p), p.userId];
}

/** The course when the caller teaches it now (or is an admin); NOT_FOUND for everybody else, as for no course. */
export async function assertTeachesCourse(
  ds: DataSource,
  actor: Actor,
  courseIdRaw: string | number,
): Promise<{ id: number; name: string; family: ExamFamilyCode | null; cefr: CefrCode | null }> {
  const p = registered(actor);
  const id = parseId(String(courseIdRaw));
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
