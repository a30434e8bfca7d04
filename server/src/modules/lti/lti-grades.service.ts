import type { DataSource } from "typeorm";
import { logger } from "../../common/logger";
import type { Actor } from "../../common/principal";
import type { CourseService } from "../courses/course.service";
import type { AttemptScoreData } from "../attempts/attempt.entity";
import type { Clock } from "../users/clock";
import { SCORE_SCOPE } from "./lti-claims";
import type { LtiTokenService } from "./lti-tokens";
import { LtiPlatform, type LtiScoreState } from "./lti.entities";

/** After this many failed posts an attempt's score stops being retried (state failed, visible to the teacher). */
export const MAX_TRIES = 8;
const FETCH_TIMEOUT_MS = 10_000;

interface Candidate {
  attempt_id: number;
  score: AttemptScoreData | null;
  line_item_url: string;
  score_maximum: number;
  platform_id: number;
  sub: string;
  awaiting: number;
  graded_points: number;
  graded_max: number;
  tries: number | null;
  posted_key: string | null;
  submitted_at: Date;
  /** as text: microseconds kept (a JavaScript Date would drop them, and every sweep would find it newer) */
  graded_through: string | null;
}

export interface LtiScoreRow {
  attemptId: number;
  learnerName: string | null;
  state: LtiScoreState;
  scoreGiven: number;
  scoreMaximum: number;
  gradingProgress: string;
  tries: number;
  lastError: string | null;
  postedAt: Date | null;
  nextTryAt: Date | null;
}

/** The score posted for an attempt: objective points plus the teacher's grades, as a share of scoreMaximum. */
export function scoreOf(c: Pick<Candidate, "score" | "graded_points" | "graded_max" | "score_maximum">): number {
  const total = c.score?.total;
  const objPoints = total ? (total.points ?? total.correct) : 0;
  const objMax = total ? (total.maxPoints ?? total.total) : 0;
  const max = objMax + Number(c.graded_max);
  const share = max > 0 ? (objPoints + Number(c.graded_points)) / max : 0;
  return Math.round(share * c.score_maximum * 10) / 10;
}

/**
 * Assignment and Grade Services: the score of each submitted attempt tied to an LTI assignment is posted to the
 * platform's line item (`scoreGiven`, `scoreMaximum`, `activityProgress` Completed, `gradingProgress` Pending while
 * writing or speaking answers await a teacher, FullyGraded after), with a client_credentials token whose assertion the
 * tool's key signs. A periodic sweep (no hook in the submit path: a platform that is down never slows a learner) finds
 * what is due: never posted, a retry whose time has come (backoff 30 s · 2^n up to 6 h, MAX_TRIES), or a posted score
 * whose attempt a teacher graded since. Its state per attempt is table lti_scores, shown on the assignment.
 */
export class LtiGradeService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly tokens: LtiTokenService,
    private readonly clock: Clock,
    private readonly courses: CourseService,
  ) {}

  /**
   * The scores of an LTI assignment as last sent to the platform, one per learner's handed-in attempt: its teachers
   * (and admins) only. Null: not an LTI assignment; a learner gets [].
   */
  async ofAssignment(actor: Actor, assignment: { id: number; courseId: number }): Promise<LtiScoreRow[] | null> {
    const link: { score_maximum: number }[] = await this.ds.query(
      `SELECT score_maximum FROM lti_links WHERE assignment_id = $1`,
      [assignment.id],
    );
    if (!link.length) return null;
    const p = actor.principal;
    if (!p || (await this.courses.roleOf(actor, p, assignment.courseId)) !== "teacher") return [];
    const rows: LtiScoreRow[] = await this.ds.query(
      `SELECT s.attempt_id AS "attemptId", u.name AS "learnerName", s.state, s.score_given AS "scoreGiven",
              $2::float AS "scoreMaximum", s.grading_progress AS "gradingProgress", s.tries, s.last_error AS "lastError",
              s.posted_at AS "postedAt", s.next_try_at AS "nextTryAt"
         FROM lti_scores s JOIN attempts a ON a.id = s.attempt_id JOIN users u ON u.id = a.user_id
        WHERE a.assignment_id = $1 ORDER BY lower(coalesce(u.name, '')), a.id`,
      [assignment.id, link[0].score_maximum],
    );
    return rows;
  }

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(
      () => void this.sweep().catch((err: unknown) => logger.warn({ err }, "LTI score sweep failed")),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** Posts every due score once; the number posted. One sweep at a time per process. */
  sweep(): Promise<number> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<number> {
    const now = this.clock.now();
    const due: Candidate[] = await this.ds.query(
      `SELECT a.id AS attempt_id, a.score, a.submitted_at, l.line_item_url, l.score_maximum, l.platform_id, acc.sub,
              s.tries, s.posted_key,
              (SELECT count(*)::int FROM attempt_answers aa JOIN sub_questions sq ON sq.id = aa.sub_question_id
                WHERE aa.attempt_id = a.id AND sq.answer_type IN ('writing', 'speaking') AND btrim(aa.value) <> ''
                  AND NOT EXISTS (SELECT 1 FROM assessments x WHERE x.attempt_id = a.id AND x.sub_question_id = sq.id
                                     AND x.kind = 'teacher')) AS awaiting,
              (SELECT coalesce(sum(x.total), 0)::float FROM assessments x WHERE x.attempt_id = a.id AND x.kind = 'teacher') AS graded_points,
              (SELECT coalesce(sum(x.max_points), 0)::float FROM assessments x WHERE x.attempt_id = a.id AND x.kind = 'teacher') AS graded_max,
              (SELECT max(x.updated_at)::text FROM assessments x WHERE x.attempt_id = a.id AND x.kind = 'teacher') AS graded_through
         FROM attempts a
         JOIN lti_links l ON l.assignment_id = a.assignment_id AND l.line_item_url IS NOT NULL
         JOIN lti_accounts acc ON acc.user_id = a.user_id AND acc.platform_id = l.platform_id
         LEFT JOIN lti_scores s ON s.attempt_id = a.id
        WHERE a.status = 'submitted'
          AND (s.attempt_id IS NULL
               OR (s.state = 'pending' AND s.next_try_at <= $1)
               OR (s.state <> 'pending' AND EXISTS (SELECT 1 FROM assessments x WHERE x.attempt_id = a.id
                                                       AND x.kind = 'teacher' AND x.updated_at > coalesce(s.graded_through, 'epoch'))))
        ORDER BY a.submitted_at
        LIMIT 50`,
      [now],
    );
    let posted = 0;
    for (const c of due) if (await this.post(c)) posted += 1;
    return posted;
  }

  private async post(c: Candidate): Promise<boolean> {
    const scoreGiven = scoreOf(c);
    const gradingProgress = c.awaiting > 0 ? "Pending" : "FullyGraded";
    const key = `${scoreGiven}|${gradingProgress}`;
    const now = this.clock.now();
    if (key === c.posted_key) {
      await this.record(c, "posted", scoreGiven, gradingProgress, {
        postedKey: key,
        tries: 0,
        error: null,
        next: null,
      });
      return false;
    }
    try {
      const platform = await this.ds.getRepository(LtiPlatform).findOneByOrFail({ id: c.platform_id });
      const token = await this.tokens.get(platform, SCORE_SCOPE);
      const res = await fetch(scoresUrl(c.line_item_url), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/vnd.ims.lis.v1.score+json" },
        body: JSON.stringify({
          userId: c.sub,
          scoreGiven,
          scoreMaximum: c.score_maximum,
          activityProgress: "Completed",
          gradingProgress,
          timestamp: now.toISOString(),
        }),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (res.status === 401) this.tokens.forget(platform, SCORE_SCOPE);
      if (!res.ok) throw new Error(`score endpoint answered ${res.status}`);
      await this.record(c, "posted", scoreGiven, gradingProgress, {
        postedKey: key,
        tries: 0,
        error: null,
        next: null,
      });
      logger.info({ attemptId: c.attempt_id, scoreGiven, gradingProgress }, "LTI score posted");
      return true;
    } catch (err) {
      const tries = (c.tries ?? 0) + 1;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = tries >= MAX_TRIES;
      const next = giveUp ? null : new Date(now.getTime() + Math.min(30_000 * 2 ** (tries - 1), 6 * 3600_000));
      await this.record(c, giveUp ? "failed" : "pending", scoreGiven, gradingProgress, {
        postedKey: c.posted_key,
        tries,
        error: message,
        next,
      });
      logger.warn({ attemptId: c.attempt_id, tries, err: message }, "LTI score not posted");
      return false;
    }
  }

  private async record(
    c: Pick<Candidate, "attempt_id" | "graded_through">,
    state: LtiScoreState,
    scoreGiven: number,
    gradingProgress: string,
    o: { postedKey: string | null; tries: number; error: string | null; next: Date | null },
  ): Promise<void> {
    const postedAt = state === "posted" ? this.clock.now() : null;
    await this.ds.query(
      `INSERT INTO lti_scores (attempt_id, state, score_given, grading_progress, posted_key, tries, last_error, next_try_at, posted_at,
                               graded_through)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz)
       ON CONFLICT (attempt_id) DO UPDATE SET state = EXCLUDED.state, score_given = EXCLUDED.score_given,
         grading_progress = EXCLUDED.grading_progress, posted_key = EXCLUDED.posted_key, tries = EXCLUDED.tries,
         last_error = EXCLUDED.last_error, next_try_at = EXCLUDED.next_try_at,
         posted_at = coalesce(EXCLUDED.posted_at, lti_scores.posted_at), graded_through = EXCLUDED.graded_through`,
      [c.attempt_id, state, scoreGiven, gradingProgress, o.postedKey, o.tries, o.error, o.next, postedAt, c.graded_through],
    );
  }
}

/** The line item's scores endpoint: its path with /scores (its query, if any, kept). */
export function scoresUrl(lineItem: string): string {
  const u = new URL(lineItem);
  u.pathname = `${u.pathname.replace(/\/$/, "")}/scores`;
  return u.toString();
}
