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

/** The documents the client sends (named as in the public contract). */
export const C = {
  create: `mutation($input: CourseInput!) { createCourse(input: $input) { id name family cefr archived myRole joinCode teachers { id name email } } }`,
  update: `mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id name archived } }`,
  rotate: `mutation($id: ID!, $enabled: Boolean) { rotateJoinCode(courseId: $id, enabled: $enabled) { id joinCode } }`,
  join: `mutation($code: String!) { joinCourse(code: $code) { id name myRole joinCode learners { user { id } } teachers { name email } } }`,
  leave: `mutation($id: ID!) { leaveCourse(courseId: $id) }`,
  remove: `mutation($id: ID!, $user: ID!) { removeFromCourse(courseId: $id, userId: $user) }`,
  addTeacher: `mutation($id: ID!, $email: String!) { addCourseTeacher(courseId: $id, email: $email) { id teachers { id } } }`,
  course: `query($id: ID!) { course(id: $id) { id name myRole joinCode archived teachers { id name email }
    learners { joinedAt user { id name email } } assignments { id title } } }`,
  mine: `{ myCourses { id name myRole archived } }`,
  preview: `query($code: String!) { courseByJoinCode(code: $code) { name family cefr teacherNames } }`,
  assign: `mutation($input: AssignmentInput!) { assign(input: $input) { id title note skills mode startsAt dueAt
    exam { id name } practiceSet { id } course { id } } }`,
  start: `mutation($id: ID!) { startAssignment(assignmentId: $id) { id status mode kind pageCount } }`,
  myAssignments: `query($open: Boolean) { myAssignments(open: $open) { id title dueAt course { id name }
    myAttempt { id status } } }`,
  progress: `query($id: ID!) { assignment(id: $id) { id progress { learner { id name email } status late submittedAt
    awaitingGrading attempt { id status } } } }`,
  classProgress: `query($id: ID!) { course(id: $id) { assignments { id progress { learner { id name } status late
    awaitingGrading submittedAt attempt { id status } } } } }`,
  queue: `query($status: GradingStatus, $course: ID, $assignment: ID) { gradingQueue(status: $status, courseId: $course,
    assignmentId: $assignment) { attemptId subQuestionId learnerName text } }`,
};
