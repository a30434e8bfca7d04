import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Actor, Principal } from "../../common/principal";

/**
 * THE PRIVACY RULE of courses, in one place. A teacher who is not an admin reads a learner's name, attempts,
 * answers, recordings, assessments and progress only through a course they both belong to now (the teacher's and the
 * learner's membership periods are open), and only the work of attempts the learner started in their current period
 * (at or after they last joined). Once the learner leaves or is removed, nothing of theirs is readable through that
 * course; joining again opens a new period, and only what is started from then on is shared. Admins read everything;
 * everybody else reads only their own. What may not be read is NOT_FOUND (404 over REST and media), like what does
 * not exist.
 *
 * Lists add the SQL fragments below to their own statement (no query per row); a single record is checked with the
 * loaders (batched per request). Every domain that shows a learner's work to someone else calls these: productive
 * (grading queue, answers, assessments), recordings (links, the media route), extended time (the learner list and
 * grants), and the courses module itself (rosters, progress, and the attempts progress shows). attempt(id) stays its
 * owner's and admins' (teachers never read it).
 */

/** Whether the principal's reads of others' work are scoped by courses: a teacher who is not an admin. */
export function scopedByCourses(p: Principal): boolean {
  return !p.isAdmin && !!p.isTeacher;
}

/** Whether the principal reads every learner's work (admins). */
export function readsEveryone(p: Principal): boolean {
  return p.isAdmin;
}

/**
 * SQL: the learner's membership `m` (a course_members row) lets the course's teachers read work started at
 * `startedAt` (an attempt's started_at): it is a learner's open period, and the work was started in it. The core of
 * the rule; the fragments below build on it.
 */
export function courseWorkSql(m: string, startedAt: string): string {
  return `${m}.role = 'learner' AND ${m}.left_at IS NULL AND ${m}.joined_at <= ${startedAt}`;
}

/**
 * SQL: the teacher `teacher` (a parameter such as `$2`) and the learner `learner` (a column such as `a.user_id`) belong
 * to one course now, the learner as a learner since `since` (null: any time) — optionally only through the course
 * `course` (a parameter). Every argument is an SQL expression the caller controls, never a value.
 */
function sharedCourse(teacher: string, learner: string, since: string | null, course: string | null): string {
  return `EXISTS (SELECT 1 FROM course_members ct JOIN course_members cl ON cl.course_id = ct.course_id
     WHERE ct.user_id = ${teacher} AND ct.role = 'teacher' AND ct.left_at IS NULL
       AND cl.user_id = ${learner} AND ${since ? courseWorkSql("cl", since) : "cl.role = 'learner' AND cl.left_at IS NULL"}${
         course ? ` AND ct.course_id = ${course}` : ""
       })`;
}

/**
 * SQL for a list of attempts' work (answers, assessments, recordings, results): the teacher `teacher` may read the
 * attempt of learner `learner` started at `startedAt`. Add `AND (<admin> OR this)` to the list's own WHERE.
 */
export function workVisibleSql(teacher: string, learner: string, startedAt: string, course: string | null = null): string {
  return sharedCourse(teacher, learner, startedAt, course);
}

/**
 * SQL: the attempt `a` is work of a current learner of the course `course` (a parameter), started in their current
 * period: what a list narrowed to one course shows (on top of workVisibleSql for a teacher who is not an admin).
 */
export function courseWorkOfSql(course: string, a: string): string {
  return `EXISTS (SELECT 1 FROM course_members cw WHERE cw.course_id = ${course} AND cw.user_id = ${a}.user_id AND ${courseWorkSql("cw", `${a}.started_at`)})`;
}

/**
 * SQL: the teachers (a column `teacher_id`) who may read the attempt `$1` under the rule: the course teachers of its
 * learner whose open period began before the attempt did. Who hears of a learner's work (webhook audiences).
 */
export const WORK_TEACHERS_SQL = `SELECT DISTINCT ct.user_id AS teacher_id
   FROM attempts a
   JOIN course_members cl ON cl.user_id = a.user_id AND ${courseWorkSql("cl", "a.started_at")}
   JOIN course_members ct ON ct.course_id = cl.course_id AND ct.role = 'teacher' AND ct.left_at IS NULL
  WHERE a.id = $1`;

/** SQL for a list of learners (names, e-mail, extended time): the teacher `teacher` may see the learner `learner`. */
export function learnerVisibleSql(teacher: string, learner: string, course: string | null = null): string {
  return sharedCourse(teacher, learner, null, course);
}

/** One request's checks of single records for one teacher, batched: attempts, recordings and learners. */
export function courseAccessLoaders(ds: DataSource) {
  const batched = (sql: (ids: string) => string, cast: string) =>
    new DataLoader<string, boolean>(async (keys) => {
      const byTeacher = new Map<number, string[]>();
      for (const k of keys) {
        const [teacher, id] = k.split(":", 2);
        byTeacher.set(Number(teacher), [...(byTeacher.get(Number(teacher)) ?? []), id]);
      }
      const visible = new Set<string>();
      for (const [teacher, ids] of byTeacher) {
        const rows: { id: string | number }[] = await ds.query(sql(`$2::${cast}[]`), [teacher, ids]);
        for (const r of rows) visible.add(`${teacher}:${r.id}`);
      }
      return keys.map((k) => visible.has(k));
    });
  return {
    attempt: batched(
      (ids) => `SELECT a.id FROM attempts a WHERE a.id = ANY(${ids}) AND ${workVisibleSql("$1", "a.user_id", "a.started_at")}`,
      "int",
    ),
    /** A recording is the work of the attempts whose answers name it (its owner's, for its task). */
    recording: batched(
      (ids) => `SELECT r.id FROM recordings r WHERE r.id = ANY(${ids}) AND EXISTS (
          SELECT 1 FROM attempt_answers aa JOIN attempts x ON x.id = aa.attempt_id
           WHERE x.user_id = r.user_id AND aa.sub_question_id = r.sub_question_id AND aa.value = r.id::text
             AND ${workVisibleSql("$1", "x.user_id", "x.started_at")})`,
      "uuid",
    ),
    learner: batched((ids) => `SELECT u.id FROM users u WHERE u.id = ANY(${ids}) AND ${learnerVisibleSql("$1", "u.id")}`, "int"),
  };
}

/** The caller and the request's loaders, as services hand them over (a REST route builds its own loaders). */
type Caller = Pick<Actor, "principal" | "loaders">;

/** Whether the caller may read an attempt's work: its owner, an admin, or a teacher through a course (the rule above). */
export async function mayReadAttempt(caller: Caller, attempt: { id: number; userId: number }): Promise<boolean> {
  const p = caller.principal;
  if (!p) return false;
  if (p.userId === attempt.userId || readsEveryone(p)) return true;
  if (!scopedByCourses(p)) return false;
  return caller.loaders.of(courseAccessLoaders).attempt.load(`${p.userId}:${attempt.id}`);
}

/** Whether the caller may hear a recording: its owner, an admin, or a teacher through a course of an attempt naming it. */
export async function mayHearRecording(
  caller: { principal: Principal | null; loaders: Caller["loaders"] },
  recording: { id: string; userId: number },
): Promise<boolean> {
  const p = caller.principal;
  if (!p) return false;
  if (p.userId === recording.userId || readsEveryone(p)) return true;
  if (!scopedByCourses(p)) return false;
  return caller.loaders.of(courseAccessLoaders).recording.load(`${p.userId}:${recording.id}`);
}

/** Whether the caller may see a learner (name, e-mail, extended time): oneself, an admin, or a teacher of a shared course. */
export async function maySeeLearner(caller: Caller, userId: number): Promise<boolean> {
  const p = caller.principal;
  if (!p) return false;
  if (p.userId === userId || readsEveryone(p)) return true;
  if (!scopedByCourses(p)) return false;
  return caller.loaders.of(courseAccessLoaders).learner.load(`${p.userId}:${userId}`);
}
