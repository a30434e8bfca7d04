/* Test helpers of the class view and the course mails (used by their specs and the benchmark): course rows as the
   courses module writes them, without going through its screens. */
import type { DataSource } from "typeorm";

/** A course with its teachers and learners, each a member since `joinedAt`. */
export async function buildCourse(
  ds: DataSource,
  opts: { name?: string; teachers: number[]; learners: number[]; joinedAt?: Date; family?: string; cefr?: string },
): Promise<number> {
  const [{ id }]: { id: number }[] = await ds.query(
    `INSERT INTO courses (name, family, cefr, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [opts.name ?? "Kurs B1", opts.family ?? null, opts.cefr ?? null, opts.teachers[0] ?? null],
  );
  const at = opts.joinedAt ?? new Date(Date.now() - 3600_000);
  for (const [role, ids] of [
    ["teacher", opts.teachers],
    ["learner", opts.learners],
  ] as const)
    for (const userId of ids)
      await ds.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)`, [
        id,
        userId,
        role,
        at,
      ]);
  return id;
}

/** An assignment of a mock exam to a course. */
export async function buildAssignment(
  ds: DataSource,
  courseId: number,
  opts: { title?: string; examId?: number | null; dueAt?: Date | null; startsAt?: Date | null; createdAt?: Date; note?: string },
): Promise<number> {
  const [{ id }]: { id: number }[] = await ds.query(
    `INSERT INTO assignments (course_id, title, note, exam_id, due_at, starts_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, now())) RETURNING id`,
    [
      courseId,
      opts.title ?? "Modellprüfung",
      opts.note ?? null,
      opts.examId ?? null,
      opts.dueAt ?? null,
      opts.startsAt ?? null,
      opts.createdAt ?? null,
    ],
  );
  return id;
}
