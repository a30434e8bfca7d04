import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupBy } from "../../common/request-loaders";
import { Exam } from "../exams/exam.entity";
import { User } from "../users/user.entity";
import { Assignment } from "./assignment.entity";
import { Course } from "./course.entity";
import type { CourseRoleCode } from "./course-member.entity";
import { courseWorkSql } from "./course-access.policy";

/** A learner's row of an assignment's progress (the attempt tied to it, as the teacher may read it). */
export interface ProgressRow {
  assignmentId: number;
  userId: number;
  attemptId: number | null;
  status: "in_progress" | "submitted" | null;
  submittedAt: Date | null;
  awaiting: number;
}

/** The course module's loaders of one request: one statement per kind of record, whatever the number asked. */
export function courseLoaders(ds: DataSource) {
  const byIds = <T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) =>
    new DataLoader<number, T | null>(async (ids) => {
      const rows = await load([...ids]);
      const m = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => m.get(id) ?? null);
    });
  return {
    course: byIds((ids) => ds.getRepository(Course).findBy({ id: In(ids) })),
    assignment: byIds((ids) => ds.getRepository(Assignment).findBy({ id: In(ids) })),
    exam: byIds((ids) => ds.getRepository(Exam).findBy({ id: In(ids) })),
    user: byIds((ids) => ds.getRepository(User).findBy({ id: In(ids) })),
    /** `userId:courseId` → the role of the user's open period in the course, or null. */
    role: new DataLoader<string, CourseRoleCode | null>(async (keys) => {
      const pairs = keys.map((k) => k.split(":").map(Number));
      const rows: { user_id: number; course_id: number; role: CourseRoleCode }[] = await ds.query(
        `SELECT m.user_id, m.course_id, m.role FROM course_members m
           JOIN unnest($1::int[], $2::int[]) AS k(user_id, course_id) ON k.user_id = m.user_id AND k.course_id = m.course_id
          WHERE m.left_at IS NULL`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const m = new Map(rows.map((r) => [`${r.user_id}:${r.course_id}`, r.role]));
      return keys.map((k) => m.get(k) ?? null);
    }),
    /** The members of courses with open periods, in name order: teachers and learners with when they joined. */
    members: new DataLoader<number, { userId: number; role: CourseRoleCode; joinedAt: Date }[]>(async (ids) => {
      const rows: { course_id: number; user_id: number; role: CourseRoleCode; joined_at: Date }[] = await ds.query(
        `SELECT m.course_id, m.user_id, m.role, m.joined_at FROM course_members m JOIN users u ON u.id = m.user_id
          WHERE m.course_id = ANY($1::int[]) AND m.left_at IS NULL ORDER BY lower(coalesce(u.name, u.email, '')), u.id`,
        [[...ids]],
      );
      const g = groupBy(rows, (r) => r.course_id);
      return ids.map((id) => (g.get(id) ?? []).map((r) => ({ userId: r.user_id, role: r.role, joinedAt: r.joined_at })));
    }),
    /** A course's assignments, those due first (undated last), then the newest. */
    assignmentsOf: new DataLoader<number, Assignment[]>(async (ids) => {
      const rows = await ds
        .getRepository(Assignment)
        .createQueryBuilder("x")
        .where("x.courseId IN (:...ids)", { ids: [...ids] })
        .orderBy("x.dueAt", "ASC", "NULLS LAST")
        .addOrderBy("x.createdAt", "DESC")
        .addOrderBy("x.id", "DESC")
        .getMany();
      const g = groupBy(rows, (r) => r.courseId);
      return ids.map((id) => g.get(id) ?? []);
    }),
    /** `userId:assignmentId` → the id of the user's attempt tied to the assignment, or null. */
    attemptOf: new DataLoader<string, number | null>(async (keys) => {
      const pairs = keys.map((k) => k.split(":").map(Number));
      const rows: { id: number; user_id: number; assignment_id: number }[] = await ds.query(
        `SELECT a.id, a.user_id, a.assignment_id FROM attempts a
           JOIN unnest($1::int[], $2::int[]) AS k(user_id, assignment_id)
             ON k.user_id = a.user_id AND k.assignment_id = a.assignment_id`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const m = new Map(rows.map((r) => [`${r.user_id}:${r.assignment_id}`, r.id]));
      return keys.map((k) => m.get(k) ?? null);
    }),
    /**
     * Per assignment, every current learner of its course with the attempt tied to it where the course's teachers
     * may read it (the privacy rule), and that attempt's writing and speaking answers without a teacher's grade: one
     * statement for all the assignments asked.
     */
    progress: new DataLoader<number, ProgressRow[]>(async (ids) => {
      const rows: ProgressRow[] = await ds.query(
        `SELECT x.id AS "assignmentId", cl.user_id AS "userId", a.id AS "attemptId", a.status, a.submitted_at AS "submittedAt",
                CASE WHEN a.status = 'submitted' THEN (
                  SELECT count(*)::int FROM attempt_answers aa JOIN sub_questions sq ON sq.id = aa.sub_question_id
                   WHERE aa.attempt_id = a.id AND sq.answer_type IN ('writing', 'speaking') AND btrim(aa.value) <> ''
                     AND NOT EXISTS (SELECT 1 FROM assessments s WHERE s.attempt_id = a.id AND s.sub_question_id = sq.id
                                        AND s.kind = 'teacher')) ELSE 0 END AS awaiting
           FROM assignments x
           JOIN course_members cl ON cl.course_id = x.course_id
           JOIN users u ON u.id = cl.user_id
           LEFT JOIN attempts a ON a.assignment_id = x.id AND a.user_id = cl.user_id AND ${courseWorkSql("cl", "a.started_at")}
          WHERE x.id = ANY($1::int[]) AND cl.role = 'learner' AND cl.left_at IS NULL
          ORDER BY lower(coalesce(u.name, u.email, '')), u.id`,
        [[...ids]],
      );
      const g = groupBy(rows, (r) => r.assignmentId);
      return ids.map((id) => g.get(id) ?? []);
    }),
  };
}
