import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import { User } from "./user.entity";

/** Where the account's recordings are listed (the recordings module). */
export interface RecordingLinks {
  linksOf(userId: number): Promise<Record<string, unknown>[]>;
}

type Row = Record<string, unknown>;

/**
 * Everything stored about one account, as JSON: every row that names the person, directly or through a row of
 * theirs (the export test derives that set from the entities and fails when a table is missing here). Secrets
 * (password hash, token version, one-time token hashes) are left out; so are other people's names.
 */
export async function exportAccount(
  ds: DataSource,
  publicUrl: string,
  recordings: RecordingLinks,
  userId: number,
): Promise<Record<string, unknown>> {
  const user = await ds.getRepository(User).findOneBy({ id: userId });
  if (!user) throw new AppError("NOT_FOUND", commonMessages.notFound);
  const q = (sql: string): Promise<Row[]> => ds.query(sql, [userId]);
  // attempts with their answers, audio plays, item results and the ratings of their productive answers (the
  // learner's own and a teacher's, with the teacher's comment and scores)
  const attempts = await q(
    `SELECT a.id, a.exam_id AS "examId", e.name AS exam, a.kind, a.mode, a.status, a.started_at AS "startedAt",
            a.submitted_at AS "submittedAt", a.current_page AS "currentPage", a.assignment_id AS "assignmentId",
            coalesce((SELECT json_agg(json_build_object('subQuestionId', aa.sub_question_id, 'value', aa.value, 'savedAt', aa.updated_at)
                        ORDER BY aa.sub_question_id) FROM attempt_answers aa WHERE aa.attempt_id = a.id), '[]'::json) AS answers,
            coalesce((SELECT json_agg(json_build_object('blockId', p.block_id, 'text', p.text, 'plays', p.plays)) FROM attempt_audio_plays p
                       WHERE p.attempt_id = a.id), '[]'::json) AS "audioPlays",
            coalesce((SELECT json_agg(json_build_object('blockId', r.block_id, 'at', r.at, 'results', r.results) ORDER BY r.id)
                        FROM attempt_item_runs r WHERE r.attempt_id = a.id), '[]'::json) AS "itemResults",
            coalesce((SELECT json_agg(json_build_object('subQuestionId', s.sub_question_id, 'by', s.kind, 'scores', s.scores,
                                                        'total', s.total, 'maxPoints', s.max_points, 'comment', s.comment,
                                                        'createdAt', s.created_at, 'updatedAt', s.updated_at) ORDER BY s.id)
                        FROM assessments s WHERE s.attempt_id = a.id), '[]'::json) AS assessments
       FROM attempts a JOIN exams e ON e.id = a.exam_id WHERE a.user_id = $1 ORDER BY a.id`,
  );
  // ratings this account gave as a teacher (its comments on other learners' answers)
  const assessmentsGiven = await q(
    `SELECT s.attempt_id AS "attemptId", s.sub_question_id AS "subQuestionId", s.scores, s.total, s.max_points AS "maxPoints",
            s.comment, s.created_at AS "createdAt", s.updated_at AS "updatedAt"
       FROM assessments s JOIN attempts a ON a.id = s.attempt_id
      WHERE s.assessor_id = $1 AND a.user_id <> $1 ORDER BY s.id`,
  );
  // the learner's ratings of a rubric's sample text before rating their own
  const calibrations = await q(
    `SELECT c.rubric_id AS "rubricId", r.key AS rubric, c.scores, c.created_at AS "createdAt"
       FROM calibrations c JOIN rubrics r ON r.id = c.rubric_id WHERE c.user_id = $1 ORDER BY c.id`,
  );
  const placementRuns = await q(
    `SELECT r.*, coalesce((SELECT json_agg(to_jsonb(pr) - 'run_id' ORDER BY pr.id) FROM placement_responses pr WHERE pr.run_id = r.id), '[]'::json) AS responses
       FROM placement_runs r WHERE r.user_id = $1 ORDER BY r.id`,
  );
  // the word deck (study mode): the words, their sentences and notes, and where the scheduler has them
  const words = await q(
    `SELECT id, word, sentence, source, block_id AS "blockId", note, due, fsrs AS schedule, created_at AS "createdAt"
       FROM word_cards WHERE user_id = $1 ORDER BY id`,
  );
  // when the learner last opened each page's review (practice starts with pages not seen lately)
  const reviewsOpened = await q(
    `SELECT block_id AS "blockId", reviewed_at AS "reviewedAt" FROM block_reviews WHERE user_id = $1 ORDER BY block_id`,
  );
  // confirmation, reset and sign-in links issued to the account (when, until when, whether used; never the token)
  const links = await q(
    `SELECT purpose, created_at AS "createdAt", expires_at AS "expiresAt", used_at AS "usedAt"
       FROM one_time_tokens WHERE user_id = $1 ORDER BY id`,
  );
  // personal access tokens and webhooks of a teacher (never a token's hash nor a webhook's secret), with the delivery log
  const apiTokens = await q(
    `SELECT id, name, hint, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"
       FROM api_tokens WHERE user_id = $1 ORDER BY id`,
  );
  const webhooks = await q(
    `SELECT w.id, w.url, w.events, w.created_at AS "createdAt",
            coalesce((SELECT json_agg(json_build_object('id', d.id, 'event', d.event, 'status', d.status, 'attempts', d.attempts,
                        'createdAt', d.created_at) ORDER BY d.created_at) FROM webhook_deliveries d WHERE d.webhook_id = w.id), '[]'::json) AS deliveries
       FROM webhooks w WHERE w.user_id = $1 ORDER BY w.id`,
  );
  // extended time this account granted as a teacher
  const timeFactorsGranted = await q(
    `SELECT id AS "learnerId", time_factor AS "timeFactor", time_factor_granted_at AS "grantedAt"
       FROM users WHERE time_factor_granted_by = $1 AND id <> $1 ORDER BY id`,
  );
  // the courses the account belongs or belonged to: every membership period (as teacher or learner)
  const courses = await q(
    `SELECT m.course_id AS "courseId", c.name AS course, m.role, m.joined_at AS "joinedAt", m.left_at AS "leftAt"
       FROM course_members m JOIN courses c ON c.id = m.course_id WHERE m.user_id = $1 ORDER BY m.joined_at, m.id`,
  );
  // the courses this account created, and the work it assigned as a teacher
  const coursesCreated = await q(
    `SELECT id, name, family, cefr, archived, created_at AS "createdAt" FROM courses WHERE created_by = $1 ORDER BY id`,
  );
  const assignmentsGiven = await q(
    `SELECT id, course_id AS "courseId", title, note, exam_id AS "examId", practice_set AS "practiceSet", skills, mode,
            starts_at AS "startsAt", due_at AS "dueAt", created_at AS "createdAt"
       FROM assignments WHERE created_by = $1 ORDER BY id`,
  );
  // learning platforms: the platform identities of this account, the scores sent for its attempts, the platform
  // contexts and links of the courses and assignments it created; and the course mails sent to it
  const ltiAccounts = await q(
    `SELECT p.name AS platform, p.issuer, a.sub, a.created_at AS "createdAt"
       FROM lti_accounts a JOIN lti_platforms p ON p.id = a.platform_id WHERE a.user_id = $1 ORDER BY a.id`,
  );
  const ltiScores = await q(
    `SELECT s.attempt_id AS "attemptId", s.state, s.score_given AS "scoreGiven", s.grading_progress AS "gradingProgress",
            s.tries, s.posted_at AS "postedAt"
       FROM lti_scores s JOIN attempts t ON t.id = s.attempt_id WHERE t.user_id = $1 ORDER BY s.attempt_id`,
  );
  const ltiContexts = await q(
    `SELECT x.course_id AS "courseId", x.deployment_id AS "deploymentId", x.context_id AS "contextId"
       FROM lti_contexts x JOIN courses c ON c.id = x.course_id WHERE c.created_by = $1 ORDER BY x.id`,
  );
  const ltiLinks = await q(
    `SELECT l.assignment_id AS "assignmentId", l.line_item_url AS "lineItemUrl", l.score_maximum AS "scoreMaximum"
       FROM lti_links l JOIN assignments a ON a.id = l.assignment_id WHERE a.created_by = $1 ORDER BY l.assignment_id`,
  );
  const courseMailsSent = await q(`SELECT kind, claimed_at AS "sentAt" FROM notification_sends WHERE user_id = $1 ORDER BY id`);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      mobile: user.mobile,
      country: user.country,
      language: user.language,
      emailConfirmedAt: user.emailConfirmedAt,
      googleLinked: !!user.googleId,
      isAdmin: user.isAdmin,
      isTeacher: user.isTeacher,
      isBlocked: user.isBlocked,
      timeFactor: user.timeFactor,
      timeFactorGrantedAt: user.timeFactorGrantedAt,
      playerSettings: user.playerSettings,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    media: {
      profilePhoto: user.photo ? `${publicUrl}/media/${user.photo}` : null,
      recordings: await recordings.linksOf(userId),
    },
    attempts,
    assessmentsGiven,
    calibrations,
    placementRuns: placementRuns.map(({ user_id: _u, ...run }) => run),
    words,
    reviewsOpened,
    links,
    timeFactorsGranted,
    courses,
    coursesCreated,
    assignmentsGiven,
    apiTokens,
    webhooks,
    learningPlatforms: { accounts: ltiAccounts, scores: ltiScores, contexts: ltiContexts, links: ltiLinks },
    courseMailsSent,
  };
}
