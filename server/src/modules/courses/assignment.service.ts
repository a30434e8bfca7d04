import { noDomainEvents, type DomainEvents } from "../../common/domain-events";
import type { DataSource } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import { parseId } from "../../common/ids";
import { registered, signedIn, type Actor } from "../../common/principal";
import { attemptLoaders, type AttemptView } from "../attempts/attempt.loaders";
import type { AttemptMode } from "../attempts/attempt.entity";
import type { AttemptService } from "../attempts/attempt.service";
import { canSeeExam } from "../exams/exam.policy";
import { skillOf, type BlockType, type SkillCode } from "../exams/question-block.entity";
import type { PracticeService, PracticeSetDto } from "../practice/practice.service";
import type { User } from "../users/user.entity";
import { Assignment } from "./assignment.entity";
import { checkText, shownUser, type CourseService, type CourseView } from "./course.service";
import { courseLoaders } from "./course.loaders";
import { courseMessages as M } from "./course.messages";

export const MAX_ASSIGNMENT_TITLE = 200;
export const MAX_ASSIGNMENT_NOTE = 2000;

export type AssignmentStatusCode = "not_started" | "in_progress" | "submitted";

export interface AssignmentInputData {
  courseId: string;
  title: string;
  note?: string | null;
  examId?: string | null;
  practiceSetId?: string | null;
  skills?: SkillCode[] | null;
  mode?: AttemptMode | null;
  startsAt?: Date | null;
  dueAt?: Date | null;
}

/** One learner's standing on an assignment, as the course's teachers see it. */
export interface ProgressDto {
  learner: User;
  status: AssignmentStatusCode;
  late: boolean;
  attempt: AttemptView | null;
  submittedAt: Date | null;
  awaitingGrading: number;
}

/**
 * Assignments (issue 30 §3): a course's teachers give a mock exam (all or chosen modules, exam or training mode) or a
 * practice set, with an optional start and due date and a note; a learner of the course starts (or resumes) the one
 * attempt tied to it, through the exam engine or the practice drills; late hand-ins are accepted and marked late.
 */
export class AssignmentService {
  constructor(
    private readonly ds: DataSource,
    private readonly courses: CourseService,
    private readonly attempts: AttemptService,
    private readonly practice: PracticeService,
    private readonly events: DomainEvents = noDomainEvents,
  ) {}

  /** An assignment of a course the caller belongs to (admins: any); NOT_FOUND otherwise. */
  async get(actor: Actor, idRaw: string | number): Promise<Assignment & { course: CourseView }> {
    signedIn(actor);
    const id = parseId(idRaw);
    const assignment = id ? await actor.loaders.of(courseLoaders).assignment.load(id) : null;
    if (!assignment) throw notFound(idRaw);
    const course = await this.courses.get(actor, assignment.courseId).catch(() => null);
    if (!course) throw notFound(idRaw);
    return { ...assignment, course };
  }

  /** A course's assignments, for its members (the course was read through CourseService, so the caller is one). */
  ofCourse(actor: Actor, course: CourseView): Promise<Assignment[]> {
    return actor.loaders.of(courseLoaders).assignmentsOf.load(course.id);
  }

  /**
   * The caller's assignments as a learner (courses with an open learner period, not archived), due first (undated
   * last); `open`: only those not handed in yet.
   */
  async mine(actor: Actor, open: boolean | null): Promise<Assignment[]> {
    const p = signedIn(actor);
    const rows: { id: number }[] = await this.ds.query(
      `SELECT x.id FROM assignments x
         JOIN course_members m ON m.course_id = x.course_id AND m.user_id = $1 AND m.role = 'learner' AND m.left_at IS NULL
         JOIN courses c ON c.id = x.course_id AND NOT c.archived
        WHERE NOT $2::boolean OR NOT EXISTS (
                SELECT 1 FROM attempts a WHERE a.assignment_id = x.id AND a.user_id = $1 AND a.status = 'submitted')
        ORDER BY x.due_at ASC NULLS LAST, x.created_at DESC, x.id DESC`,
      [p.userId, !!open],
    );
    const found = await actor.loaders.of(courseLoaders).assignment.loadMany(rows.map((r) => r.id));
    return found as Assignment[];
  }

  /** Its teachers give a course work: a published mock exam (chosen modules or all) or a practice set. */
  async assign(actor: Actor, input: AssignmentInputData): Promise<Assignment> {
    const course = await this.courses.taught(actor, input.courseId);
    const p = signedIn(actor);
    if (course.archived) throw new AppError("BAD_USER_INPUT", M.archived, { reason: "ARCHIVED" });
    const errors = new FieldErrors();
    const title = checkText(errors, "title", input.title, MAX_ASSIGNMENT_TITLE, {
      required: M.titleRequired,
      tooLong: M.titleTooLong,
    });
    const note = checkText(errors, "note", input.note, MAX_ASSIGNMENT_NOTE, { tooLong: M.noteTooLong });
    if (input.startsAt && input.dueAt && input.dueAt <= input.startsAt) errors.add("dueAt", M.dueBeforeStart);
    let examId: number | null = null;
    let setId: string | null = null;
    let skills: SkillCode[] = [...new Set(input.skills ?? [])];
    let mode: AttemptMode = input.mode ?? "exam";
    if (!input.examId === !input.practiceSetId) errors.add("examId", M.chooseWork);
    else if (input.examId) {
      const exam = await this.examOf(actor, input.examId);
      if (!exam) errors.add("examId", M.examNotFound);
      else {
        examId = exam.id;
        if (skills.some((s) => !exam.skills.includes(s))) errors.add("skills", M.skillsNotInExam);
        if (skills.length === exam.skills.length) skills = [];
      }
    } else {
      const set = this.practice.catalog.byId.get(input.practiceSetId!);
      if (!set) errors.add("practiceSetId", M.setNotFound);
      else {
        setId = set.id;
        skills = [set.skill];
        mode = "training"; // a drill has no clock
      }
    }
    errors.throwIfAny();
    const rows: { id: number }[] = await this.ds.query(
      `INSERT INTO assignments (course_id, title, note, exam_id, practice_set, skills, mode, starts_at, due_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::varchar[], $7, $8, $9, $10, $11) RETURNING id`,
      [
        course.id,
        title,
        note,
        examId,
        setId,
        skills,
        mode,
        input.startsAt ?? null,
        input.dueAt ?? null,
        p.userId,
        this.courses.now(),
      ],
    );
    actor.loaders.of(courseLoaders).assignmentsOf.clear(course.id);
    const assignment = (await actor.loaders.of(courseLoaders).assignment.load(rows[0].id))!;
    await this.announceAssigned(assignment);
    return assignment;
  }

  /** Tells integrators of new work for a course (after the insert; only enqueued): its teachers' webhooks hear it. */
  private async announceAssigned(a: Assignment): Promise<void> {
    const teachers: { user_id: number }[] = await this.ds.query(
      `SELECT user_id FROM course_members WHERE course_id = $1 AND role = 'teacher' AND left_at IS NULL`,
      [a.courseId],
    );
    await this.events.publish({
      name: "assignment.created",
      audience: teachers.map((t) => t.user_id),
      data: {
        assignmentId: String(a.id),
        courseId: String(a.courseId),
        title: a.title,
        examId: a.examId == null ? null : String(a.examId),
        practiceSetId: a.practiceSet ?? null,
        skills: a.skills,
        mode: a.mode,
        startsAt: a.startsAt?.toISOString() ?? null,
        dueAt: a.dueAt?.toISOString() ?? null,
      },
    });
  }

  /**
   * A learner of the course starts, or resumes, the attempt tied to the assignment (one per learner, whatever its
   * status: a handed-in one answers as it is). Before its start date: BAD_USER_INPUT; after its due date: allowed (late).
   */
  async start(actor: Actor, idRaw: string): Promise<AttemptView> {
    registered(actor);
    const assignment = await this.get(actor, idRaw);
    if (assignment.course.myRole !== "learner") throw new AppError("FORBIDDEN", M.learnersOnly);
    const existing = await actor.loaders.of(courseLoaders).attemptOf.load(`${actor.principal!.userId}:${assignment.id}`);
    if (!existing && assignment.startsAt && assignment.startsAt > this.courses.now())
      throw new AppError(
        "BAD_USER_INPUT",
        M.notYetOpen,
        { reason: "NOT_YET_OPEN", startsAt: assignment.startsAt.toISOString() },
        {
          startsAt: assignment.startsAt.toISOString().slice(0, 10),
        },
      );
    const tie = { assignmentId: assignment.id };
    actor.loaders.of(courseLoaders).attemptOf.clearAll();
    if (assignment.practiceSet)
      return this.practice.startDrill(actor, { setId: assignment.practiceSet, mistakes: false, family: null, cefr: null }, tie);
    return this.attempts.startTied(actor, {
      ...tie,
      examId: assignment.examId!,
      mode: assignment.mode,
      skills: assignment.skills,
    });
  }

  /** The caller's attempt tied to the assignment, if any. */
  async myAttempt(actor: Actor, assignment: Assignment): Promise<AttemptView | null> {
    const p = actor.principal;
    if (!p) return null;
    const id = await actor.loaders.of(courseLoaders).attemptOf.load(`${p.userId}:${assignment.id}`);
    return id ? actor.loaders.of(attemptLoaders).attemptView.load(id) : null;
  }

  /**
   * Per learner of the course: not started, working or handed in (when, and whether after the due date), the
   * attempt, and its writing and speaking answers awaiting a teacher's grade. Its teachers (and admins) only; a
   * learner gets none. Only attempts the privacy rule lets the teachers read count (course-access.policy.ts).
   */
  async progress(actor: Actor, assignment: Assignment): Promise<ProgressDto[]> {
    const p = actor.principal;
    if (!p) return [];
    const role = await this.courses.roleOf(actor, p, assignment.courseId);
    if (role !== "teacher") return [];
    const loaders = actor.loaders.of(courseLoaders);
    const rows = await loaders.progress.load(assignment.id);
    const [users, attempts] = await Promise.all([
      loaders.user.loadMany(rows.map((r) => r.userId)),
      actor.loaders.of(attemptLoaders).attemptView.loadMany(rows.map((r) => r.attemptId ?? 0)),
    ]);
    return rows.map((r, i) => {
      const attempt = r.attemptId && !(attempts[i] instanceof Error) ? (attempts[i] as AttemptView | null) : null;
      const submittedAt = r.status === "submitted" ? r.submittedAt : null;
      return {
        learner: shownUser(users[i] as User, true),
        status: !r.status ? "not_started" : r.status === "submitted" ? "submitted" : "in_progress",
        late: !!(submittedAt && assignment.dueAt && submittedAt > assignment.dueAt),
        attempt,
        submittedAt,
        awaitingGrading: r.awaiting,
      };
    });
  }

  /** The practice set assigned, in the caller's language. */
  async practiceSet(actor: Actor, assignment: Assignment): Promise<PracticeSetDto | null> {
    const def = assignment.practiceSet ? this.practice.catalog.byId.get(assignment.practiceSet) : undefined;
    return def ? (await this.practice.present(actor, [def]))[0] : null;
  }

  /** A published exam (admins: any) with its modules, or null. */
  private async examOf(actor: Actor, idRaw: string): Promise<{ id: number; skills: SkillCode[] } | null> {
    const id = parseId(idRaw);
    const exam = id ? await actor.loaders.of(courseLoaders).exam.load(id) : null;
    if (!exam || !canSeeExam(actor.principal, exam)) return null;
    const types: { type: BlockType }[] = await this.ds.query(`SELECT DISTINCT type FROM question_blocks WHERE exam_id = $1`, [
      exam.id,
    ]);
    return { id: exam.id, skills: [...new Set(types.map((t) => skillOf(t.type)))] };
  }
}

function notFound(idRaw: string | number): AppError {
  return new AppError("NOT_FOUND", M.assignmentNotFound, { assignmentId: String(idRaw) });
}
