/* Test helpers of courses (used by the specs of every domain whose teachers read learners' work; no test framework inside). */
import type { DataSource } from "typeorm";

/** Long before any test's work began: a learner who joined then shares everything they started with the course. */
export const LONG_AGO = new Date("2000-01-01T00:00:00Z");

/**
 * A course with `teacherId` as its teacher and the learners as its learners (joined at `joinedAt`, long ago by
 * default), written straight to the database: what the privacy rule (course-access.policy.ts) asks before a teacher
 * reads a learner's work. Answers the course's id.
 */
export async function shareCourse(
  ds: DataSource,
  teacherId: number,
  learnerIds: number | number[],
  opts: { joinedAt?: Date; name?: string } = {},
): Promise<number> {
  const [{ id }]: { id: number }[] = await ds.query(
    `INSERT INTO courses (name, created_by, created_at) VALUES ($1, $2, $3) RETURNING id`,
    [opts.name ?? "Kurs B1", teacherId, LONG_AGO],
  );
  await ds.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'teacher', $3)`, [
    id,
    teacherId,
    LONG_AGO,
  ]);
  for (const learner of [learnerIds].flat())
    await ds.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'learner', $3)`, [
      id,
      learner,
      opts.joinedAt ?? LONG_AGO,
    ]);
  return id;
}
