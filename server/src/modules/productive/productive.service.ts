import { noDomainEvents, type DomainEvents } from "../../common/domain-events";
import type { DataSource } from "typeorm";
import { AppError, FieldErrors, fieldError } from "../../common/errors";
import { commonMessages, translate } from "../../common/i18n";
import { parseId } from "../../common/ids";
import { pick, type LangCode } from "../../common/lang";
import { registered, signedIn, teacher, type Actor } from "../../common/principal";
import { attemptLoaders, type AttemptView } from "../attempts/attempt.loaders";
import { hasControlCharacters } from "../attempts/attempt-answers";
import type { ProductiveOutcome, ReviewItemDto } from "../attempts/attempt.dto";
import type { ProductiveResults } from "../attempts/attempt.service";
import { skillOf, type BlockType, type SkillCode } from "../exams/question-block.entity";
import type { ContentPoint } from "../exams/sub-question.entity";
import { writingFeedback, type WritingFeedback } from "./feedback";
import { assessmentOf, ASSESSMENT_SELECT, productiveLoaders, type AssessmentView } from "./productive.loaders";
import { productiveMessages as M } from "./productive.messages";
import { canAssess, kindFor } from "./productive.policy";
import { WORK_TEACHERS_SQL, courseWorkOfSql, scopedByCourses, workVisibleSql } from "../courses/course-access.policy";
import type { Rubric } from "./rubric.entity";
import { maxPointsOf, pointsNow, scoreRubric, type RubricScore, type ScoreInput, type ScoreProblem } from "./rubric-scoring";
import { germanSpeller, type Speller } from "./spelling";
import type { RecordingService } from "../recordings/recording.service";

export const MAX_COMMENT_LENGTH = 2000;

/** A productive answer with what every edge shows of it. */
export interface ProductiveAnswerView {
  attemptId: number;
  subQuestionId: number;
  ownerId: number;
  learnerName: string | null;
  examName: string;
  title: string | null;
  task: string | null;
  points: ContentPoint[];
  minWords: number | null;
  maxWords: number | null;
  rubricKey: string | null;
  skill: SkillCode;
  /** writing: the learner's text */
  text: string | null;
  /** speaking: the id of the learner's recording */
  recordingId: string | null;
  submittedAt: Date;
  modelSolution: Record<string, string>;
}

/** A row of ANSWER_SELECT: the view's own columns, and the block type and the stored answer it derives the rest from. */
type AnswerRow = Omit<ProductiveAnswerView, "skill" | "text" | "recordingId"> & {
  blockType: BlockType;
  value: string | null;
  status: string;
};

const ANSWER_SELECT = `SELECT a.id AS "attemptId", sq.id AS "subQuestionId", a.user_id AS "ownerId", u.name AS "learnerName",
    e.name AS "examName", qb.title, sq.task, sq.points, sq.min_words AS "minWords", sq.max_words AS "maxWords",
    sq.rubric_key AS "rubricKey", qb.type AS "blockType", aa.value, a.submitted_at AS "submittedAt",
    sq.model_solution AS "modelSolution", a.status
  FROM attempts a JOIN exams e ON e.id = a.exam_id JOIN users u ON u.id = a.user_id
  JOIN question_blocks qb ON qb.exam_id = a.exam_id JOIN sub_questions sq ON sq.block_id = qb.id
  LEFT JOIN attempt_answers aa ON aa.attempt_id = a.id AND aa.sub_question_id = sq.id`;

/**
 * The grading queue's conditions on `a` (attempt), `u` (its learner), `qb`, `sq` and `aa` (the answer), as SQL: one
 * builder for the queue and for the counts of what awaits grading (a course's navigation, the teachers' daily mail).
 * Every argument is an SQL expression the caller controls (a parameter or a column), never a value: `status`
 * ('awaiting', 'graded' or NULL), `viewer` the teacher's user id and `scoped` whether the privacy rule narrows their
 * reads to their courses (courses/course-access.policy.ts), `course`, `assignment` and `skill` (writing, speaking)
 * each NULL for all.
 */
export function gradingQueueWhere(o: {
  status: string;
  viewer: string;
  scoped: boolean;
  course: string;
  /** whether `course` names a course (else it is NULL): a teacher's reads then go through that course, which they must teach */
  narrowed: boolean;
  assignment: string;
  skill: string;
}): string {
  return `a.status = 'submitted' AND NOT u.is_guest AND sq.answer_type IN ('writing', 'speaking') AND aa.value IS NOT NULL
    AND (${o.status} IS NULL OR (${o.status} = 'graded') = EXISTS (SELECT 1 FROM assessments s WHERE s.attempt_id = a.id
          AND s.sub_question_id = sq.id AND s.kind = 'teacher'))
    AND ${o.scoped ? workVisibleSql(o.viewer, "a.user_id", "a.started_at", o.narrowed ? o.course : null) : `${o.viewer} IS NOT NULL`}
    AND (${o.course} IS NULL OR ${courseWorkOfSql(o.course, "a")})
    AND (${o.assignment} IS NULL OR a.assignment_id = ${o.assignment})
    AND (${o.skill} IS NULL OR qb.type = ${o.skill})`;
}

/** A writing answer is its text, a speaking answer the id of its recording. */
function answerOf({ blockType, value, status: _status, ...r }: AnswerRow): ProductiveAnswerView {
  const skill = skillOf(blockType);
  return {
    ...r,
    points: r.points ?? [],
    modelSolution: r.modelSolution ?? {},
    skill,
    text: skill === "speaking" ? null : value,
    recordingId: skill === "speaking" ? value : null,
  };
}

/** What a rubric shows: the criteria and bands in one language. */
export interface RubricDto {
  id: number;
  key: string;
  name: string;
  taskKind: string;
  scheme: string;
  weight: number;
  maxPoints: number;
  source: string | null;
  certainty: string | null;
  hasCalibration: boolean;
  criteria: {
    key: string;
    label: string;
    maxPoints: number;
    zeroesTask: boolean;
    bands: { band: string; points: number; descriptor: string }[];
  }[];
}

export interface FeedbackDto extends Omit<WritingFeedback, "register"> {
  hint: string;
  wordTarget: string | null;
  register: { kind: WritingFeedback["register"][number]["kind"]; message: string; evidence: string[] }[];
  durationSeconds: number | null;
}

/**
 * The productive skills (writing and speaking): rubrics, automatic feedback, self and teacher
 * assessments, the grading queue, calibration, and the productive part of an attempt's result.
 */
export class ProductiveService implements ProductiveResults {
  constructor(
    private readonly ds: DataSource,
    private readonly recordings: RecordingService,
    private readonly speller: () => Speller = germanSpeller,
    /** integrators hear of each new assessment (signed webhooks), after it is written */
    private readonly events: DomainEvents = noDomainEvents,
  ) {}

  /** Speaking: the link to a recording for the caller (owner, teacher, admin), or null. */
  recordingUrl(caller: Actor, recordingId: string | null): Promise<string | null> {
    return this.recordings.urlFor(caller, recordingId);
  }

  /** Speaking: what is measured of a recording (its length), with the same hint as for writing; null without one. */
  async speakingFeedback(caller: Actor, recordingId: string | null): Promise<FeedbackDto | null> {
    const r = await this.recordings.view(caller, recordingId);
    if (!r) return null;
    return {
      hint: translate(M.speakingHint, caller.lang),
      wordCount: 0,
      wordTarget: null,
      minWords: null,
      maxWords: null,
      range: null,
      pointsCovered: [],
      spelling: [],
      register: [],
      connectorCount: 0,
      connectors: [],
      durationSeconds: Math.round(r.durationSeconds * 10) / 10,
    };
  }

  // ----------------------------------------------------------------------------------------------
  // Rubrics and feedback

  async rubric(caller: Actor, key: string | null, lang: LangCode = caller.lang): Promise<RubricDto | null> {
    if (!key) return null;
    const r = await caller.loaders.of(productiveLoaders).rubricByKey.load(key);
    return r ? rubricDto(r, lang) : null;
  }

  /** The automatic feedback on a text (a hint), in the caller's language. */
  async feedback(
    caller: Actor,
    input: {
      text: string | null;
      /** the task's prompt: its names are not flagged, its situation is the topic */
      task: string | null;
      points: ContentPoint[];
      minWords: number | null;
      maxWords: number | null;
      rubricKey: string | null;
    },
  ): Promise<FeedbackDto | null> {
    if (!input.text) return null;
    const rubric = input.rubricKey ? await caller.loaders.of(productiveLoaders).rubricByKey.load(input.rubricKey) : null;
    const f = writingFeedback(
      input.text,
      {
        points: input.points,
        minWords: input.minWords,
        maxWords: input.maxWords,
        kind: rubric?.taskKind ?? null,
        task: input.task,
      },
      this.speller(),
    );
    const lang = caller.lang;
    const wordTarget =
      input.minWords !== null && input.maxWords !== null && input.minWords !== input.maxWords
        ? translate(M.range, lang, { min: input.minWords, max: input.maxWords })
        : input.minWords !== null || input.maxWords !== null
          ? translate(M.about, lang, { n: (input.minWords ?? input.maxWords)! })
          : null;
    return {
      ...f,
      hint: translate(M.hint, lang),
      wordTarget,
      register: f.register.map((r) => ({ kind: r.kind, message: translate(M[r.kind], lang), evidence: r.evidence })),
      durationSeconds: null,
    };
  }

  /** The assessments of a review item (the review is already the owner's or an admin's). */
  async assessmentsOf(caller: Actor, item: Pick<ReviewItemDto, "attemptId" | "id">): Promise<AssessmentView[]> {
    const all = await caller.loaders.of(productiveLoaders).assessmentsByAttempt.load(item.attemptId);
    return all.filter((a) => a.subQuestionId === item.id);
  }

  // ----------------------------------------------------------------------------------------------
  // Results

  /**
   * Writing (and speaking) of a submitted attempt: percent from the best assessment per task (a teacher's outranks
   * the learner's), and every task as a Teil of its module. An empty task (no text, no take) is scored 0 at once and
   * awaits nobody; a module is pending while one of its tasks with an answer awaits an assessment.
   */
  async outcome(caller: Actor, view: AttemptView): Promise<ProductiveOutcome> {
    const present = [...new Set(view.blocks.map((b) => skillOf(b.type)))].filter((s) => s === "writing" || s === "speaking");
    if (!present.length) return { writing: null, speaking: null, pending: [], present: [], tasks: [] };
    // batched: the results of a whole class read their tasks in one statement
    const rows = await caller.loaders.of(productiveLoaders).tasksByAttempt.load(view.id);
    const pageOf = new Map(view.blocks.map((b, i) => [b.id, i + 1]));
    const tasks = rows.filter((t) => pageOf.has(t.block_id)).sort((a, b) => pageOf.get(a.block_id)! - pageOf.get(b.block_id)!);
    const assessments = await caller.loaders.of(productiveLoaders).assessmentsByAttempt.load(view.id);
    const rubrics = await caller.loaders.of(productiveLoaders).rubricByKey.loadMany(tasks.map((t) => t.rubric_key ?? ""));
    const out: ProductiveOutcome = { writing: null, speaking: null, pending: [], present, tasks: [] };
    tasks.forEach((t, i) => {
      const rubric = rubrics[i];
      const maxPoints = rubric && !(rubric instanceof Error) ? maxPointsOf(rubric) : 0;
      const base = {
        skill: skillOf(t.block_type),
        subQuestionId: t.id,
        page: pageOf.get(t.block_id)!,
        title: t.title,
        maxPoints,
      };
      if (!t.value || !t.value.trim()) {
        out.tasks.push({ ...base, status: "no_answer", points: 0, assessedBy: null });
        return;
      }
      const mine = assessments.filter((a) => a.subQuestionId === t.id);
      const best = mine.find((a) => a.kind === "teacher") ?? mine.find((a) => a.kind === "self");
      out.tasks.push(
        best
          ? {
              ...base,
              status: "graded",
              points: pointsNow(best, maxPoints),
              assessedBy: best.kind === "teacher" ? "TEACHER" : "SELF",
            }
          : { ...base, status: "pending", points: null, assessedBy: null },
      );
    });
    for (const skill of present) {
      const own = out.tasks.filter((t) => t.skill === skill);
      if (own.some((t) => t.status === "pending")) {
        out.pending.push(skill);
        continue;
      }
      const points = own.reduce((n, t) => n + (t.points ?? 0), 0);
      const max = own.reduce((n, t) => n + t.maxPoints, 0);
      const graded = own.filter((t) => t.status === "graded");
      out[skill as "writing"] = {
        points,
        maxPoints: max,
        percent: max ? Math.round((points * 1000) / max) / 10 : 0,
        assessedBy: !graded.length ? null : graded.some((t) => t.assessedBy === "SELF") ? "SELF" : "TEACHER",
      };
    }
    return out;
  }

  // ----------------------------------------------------------------------------------------------
  // Assessing

  /** Rates a productive answer: the owner rates their own (SELF), a teacher or admin rates a learner's (TEACHER). */
  async assess(
    caller: Actor,
    attemptIdRaw: string,
    subQuestionIdRaw: string,
    scores: ScoreInput[],
    comment: string | null,
  ): Promise<AssessmentView> {
    const principal = registered(caller);
    const answer = await this.answer(caller, attemptIdRaw, subQuestionIdRaw);
    const kind = kindFor(principal, answer);
    if (!kind) throw new AppError("FORBIDDEN", commonMessages.forbidden);
    mustBeSubmitted(answer);
    if (!(answer.text ?? answer.recordingId)?.trim()) throw fieldError("subQuestionId", M.noAnswer, { reason: "NO_ANSWER" });
    const rubric = answer.rubricKey ? await caller.loaders.of(productiveLoaders).rubricByKey.load(answer.rubricKey) : null;
    if (!rubric) throw noRubric();

    const errors = new FieldErrors();
    const clean = comment?.trim() ? comment.trim() : null;
    if (clean && [...clean].length > MAX_COMMENT_LENGTH) errors.add("comment", M.commentTooLong, { max: MAX_COMMENT_LENGTH });
    if (clean && hasControlCharacters(clean.replace(/[\n\r\t]/gu, ""))) errors.add("comment", M.commentControl);
    const score = scoreOrRefuse(rubric, scores, errors, "BAD_COMMENT");

    // a rubric with a calibration sample is rated once on it before one's own (speaking rubrics may have none)
    if (kind === "self" && rubric.calibration && !(await this.calibrated(principal.userId, rubric.id)))
      throw fieldError("scores", M.calibrationRequired, { reason: "CALIBRATION_REQUIRED", rubricKey: rubric.key });
    const now = new Date();
    const written: { created: boolean }[] = await this.ds.query(
      `INSERT INTO assessments (attempt_id, sub_question_id, kind, assessor_id, scores, total, max_points, comment, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $9)
       ON CONFLICT (attempt_id, sub_question_id, kind) DO UPDATE SET assessor_id = EXCLUDED.assessor_id, scores = EXCLUDED.scores,
         total = EXCLUDED.total, max_points = EXCLUDED.max_points, comment = EXCLUDED.comment, updated_at = EXCLUDED.updated_at
       RETURNING (xmax = 0) AS created`,
      [
        answer.attemptId,
        answer.subQuestionId,
        kind,
        principal.userId,
        JSON.stringify(score.scores),
        score.total,
        score.maxPoints,
        clean,
        now,
      ],
    );
    caller.loaders.of(productiveLoaders).assessmentsByAttempt.clear(answer.attemptId);
    const rows = await this.ds.query(`${ASSESSMENT_SELECT} WHERE a.attempt_id = $1 AND a.sub_question_id = $2 AND a.kind = $3`, [
      answer.attemptId,
      answer.subQuestionId,
      kind,
    ]);
    const view = assessmentOf(rows[0]);
    if (written[0]?.created) await this.announceAssessed(answer, principal.userId, view);
    return view;
  }

  /** Tells integrators of a new assessment (a teacher's or the learner's own), after it is written; only enqueued. */
  private async announceAssessed(answer: ProductiveAnswerView, assessorId: number, view: AssessmentView): Promise<void> {
    const teachers: { teacher_id: number }[] = await this.ds.query(WORK_TEACHERS_SQL, [answer.attemptId]);
    return this.events.publish({
      name: "assessment.created",
      audience: [...new Set([answer.ownerId, assessorId, ...teachers.map((r) => r.teacher_id)])],
      data: {
        attemptId: String(answer.attemptId),
        subQuestionId: String(answer.subQuestionId),
        learnerId: String(answer.ownerId),
        assessorId: String(assessorId),
        kind: view.kind,
        total: view.total,
        maxPoints: view.maxPoints,
        createdAt: view.at.toISOString(),
      },
    });
  }

  /** One productive answer: its owner after submission, teachers and admins. Others: NOT_FOUND. */
  async productiveAnswer(caller: Actor, attemptIdRaw: string, subQuestionIdRaw: string): Promise<ProductiveAnswerView> {
    registered(caller);
    const answer = await this.answer(caller, attemptIdRaw, subQuestionIdRaw);
    mustBeSubmitted(answer);
    return answer;
  }

  /** Submitted productive answers of registered learners, for teachers and admins: awaiting a teacher, or graded. */
  async gradingQueue(
    caller: Actor,
    status: "awaiting" | "graded" | null,
    scope: { courseId: string | null; assignmentId: string | null; skill?: SkillCode | null } = {
      courseId: null,
      assignmentId: null,
    },
  ): Promise<ProductiveAnswerView[]> {
    const principal = teacher(caller);
    const courseId = scope.courseId === null ? null : (parseId(scope.courseId) ?? 0);
    const assignmentId = scope.assignmentId === null ? null : (parseId(scope.assignmentId) ?? 0);
    // every filter in the one statement: status, the privacy rule, course, assignment and skill
    const rows: AnswerRow[] = await this.ds.query(
      `${ANSWER_SELECT}
        WHERE ${gradingQueueWhere({
          status: "$1::text",
          viewer: "$2::int",
          scoped: scopedByCourses(principal),
          course: "$3::int",
          narrowed: courseId !== null,
          assignment: "$4::int",
          skill: "$5::text",
        })}
        ORDER BY a.submitted_at ASC, a.id, qb.position, sq.position LIMIT 500`,
      [status, principal.userId, courseId, assignmentId, scope.skill ?? null],
    );
    return rows.map(answerOf);
  }

  // ----------------------------------------------------------------------------------------------
  // Calibration

  /** The sample text of the task's rubric, without the expert's bands. */
  async calibrationSample(
    caller: Actor,
    subQuestionIdRaw: string,
  ): Promise<{ rubric: RubricDto; task: string; text: string; done: boolean }> {
    const principal = registered(caller);
    const rubric = await this.rubricOfTask(subQuestionIdRaw);
    return {
      rubric: rubricDto(rubric, caller.lang),
      task: rubric.calibration!.task,
      text: rubric.calibration!.text,
      done: await this.calibrated(principal.userId, rubric.id),
    };
  }

  /** Rates the sample text; answers the learner's bands beside the expert's, criterion by criterion, and records it. */
  async calibrate(caller: Actor, subQuestionIdRaw: string, scores: ScoreInput[]) {
    const principal = registered(caller);
    const rubric = await this.rubricOfTask(subQuestionIdRaw);
    const mine = scoreOrRefuse(rubric, scores);
    const expertInput = rubric.criteria.map((c) => ({
      key: c.key,
      points: c.bands.find((b) => b.band === rubric.calibration!.bands[c.key])!.points,
    }));
    const expert = scoreRubric(rubric, expertInput);
    if (!expert.ok) throw new Error(`rubric ${rubric.key}: the calibration bands do not fit`);
    await this.ds.query(
      `INSERT INTO calibrations (user_id, rubric_id, scores) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id, rubric_id) DO UPDATE SET scores = EXCLUDED.scores, created_at = now()`,
      [principal.userId, rubric.id, JSON.stringify(mine.scores)],
    );
    const dto = rubricDto(rubric, caller.lang);
    return {
      rubric: dto,
      criteria: dto.criteria.map((c) => ({
        key: c.key,
        label: c.label,
        mine: mine.scores.find((s) => s.key === c.key)!,
        expert: expert.score.scores.find((s) => s.key === c.key)!,
      })),
      myTotal: mine.total,
      expertTotal: expert.score.total,
      comment: pick(rubric.calibration!.comment, caller.lang) ?? "",
    };
  }

  // ----------------------------------------------------------------------------------------------
  // Internals

  private async rubricOfTask(subQuestionIdRaw: string): Promise<Rubric> {
    const id = parseId(subQuestionIdRaw);
    const rows: Rubric[] = id
      ? await this.ds.query(
          `SELECT r.id, r.key, r.family, r.cefr, r.task_kind AS "taskKind", r.name, r.scheme, r.weight, r.criteria, r.source,
                  r.certainty, r.calibration
             FROM sub_questions sq JOIN rubrics r ON r.key = sq.rubric_key WHERE sq.id = $1`,
          [id],
        )
      : [];
    if (!rows.length || !rows[0].calibration) throw noRubric();
    return rows[0];
  }

  /** Whether the user has rated the rubric's calibration sample. */
  private async calibrated(userId: number, rubricId: number): Promise<boolean> {
    const done: unknown[] = await this.ds.query(`SELECT 1 FROM calibrations WHERE user_id = $1 AND rubric_id = $2`, [
      userId,
      rubricId,
    ]);
    return done.length > 0;
  }

  private async answer(
    caller: Actor,
    attemptIdRaw: string,
    subQuestionIdRaw: string,
  ): Promise<ProductiveAnswerView & { status: string }> {
    signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    const subId = parseId(subQuestionIdRaw);
    if (!attemptId) throw new AppError("NOT_FOUND", commonMessages.notFound, { attemptId: attemptIdRaw });
    const view = await caller.loaders.of(attemptLoaders).attemptView.load(attemptId);
    // another learner's attempt is not there for a learner, nor for a teacher outside its courses (NOT_FOUND, like an id
    // that does not exist)
    if (!view || !(await canAssess(caller, { attemptId: view.id, ownerId: view.userId })))
      throw new AppError("NOT_FOUND", commonMessages.notFound, { attemptId: attemptIdRaw });
    const rows: AnswerRow[] = subId
      ? await this.ds.query(`${ANSWER_SELECT} WHERE a.id = $1 AND sq.id = $2 AND sq.answer_type IN ('writing', 'speaking')`, [
          attemptId,
          subId,
        ])
      : [];
    if (!rows.length) throw fieldError("subQuestionId", M.notProductive, { reason: "NOT_PRODUCTIVE" }, { id: subQuestionIdRaw });
    return { ...answerOf(rows[0]), status: rows[0].status };
  }
}

const noRubric = () => fieldError("subQuestionId", M.noRubric, { reason: "NO_RUBRIC" });

/** An answer is rated and shown to a grader only once its attempt is handed in. */
function mustBeSubmitted(answer: { status: string }): void {
  if (answer.status !== "submitted") throw fieldError("attemptId", M.notSubmitted, { reason: "NOT_SUBMITTED" });
}

/**
 * The score of the chosen bands; with a problem in them, or any other error collected in `errors`, one BAD_USER_INPUT
 * naming every field (its reason: the first problem's, else `otherReason`).
 */
function scoreOrRefuse(rubric: Rubric, scores: ScoreInput[], errors = new FieldErrors(), otherReason = "BAD_INPUT"): RubricScore {
  const scored = scoreRubric(rubric, scores);
  if (!scored.ok) for (const p of scored.problems) addProblem(errors, p);
  errors.throwIfAny({ reason: scored.ok ? otherReason : scored.problems[0].reason });
  if (!scored.ok) throw new Error("unreachable: a scoring problem is a field error");
  return scored.score;
}

function addProblem(errors: FieldErrors, p: ScoreProblem): void {
  if (p.reason === "MISSING_CRITERIA") errors.add(p.field, M.MISSING_CRITERIA, { keys: p.keys.join(", ") });
  else if (p.reason === "NOT_A_BAND") errors.add(p.field, M.NOT_A_BAND, { key: p.key, allowed: p.allowed.join(", ") });
  else errors.add(p.field, M[p.reason], { key: p.key });
}

export function rubricDto(r: Rubric, lang: LangCode): RubricDto {
  return {
    id: r.id,
    key: r.key,
    name: pick(r.name, lang) ?? r.key,
    taskKind: r.taskKind,
    scheme: r.scheme,
    weight: Number(r.weight),
    maxPoints: maxPointsOf(r),
    source: r.source,
    certainty: r.certainty,
    hasCalibration: !!r.calibration,
    criteria: r.criteria.map((c) => ({
      key: c.key,
      label: pick(c.label, lang) ?? c.key,
      maxPoints: Math.max(0, ...c.bands.map((b) => b.points)),
      zeroesTask: c.zeroesTask,
      bands: c.bands.map((b) => ({ band: b.band, points: b.points, descriptor: pick(b.descriptor, lang) ?? "" })),
    })),
  };
}
