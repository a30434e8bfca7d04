import crypto from "node:crypto";
import fs from "node:fs";
import pLimit from "p-limit";
import type { DataSource, EntityManager } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { parseId } from "../../common/ids";
import { signedIn, type Actor, type Principal } from "../../common/principal";
import type { MediaService } from "../media/media.service";
import type { BlobStore } from "../storage/blob-store";
import type { ReceivedFile, UploadService } from "../media/upload.service";
import type { TokenService } from "../users/token.service";
import { RequestLoaders } from "../../common/request-loaders";
import { mayHearRecording } from "../courses/course-access.policy";
import { probeRecording, ProbeError } from "./audio-probe";
import { recordingMessages as M } from "./recording.messages";
import { recordingLoaders, type RecordingView } from "./recording.loaders";

/** At most 10 MB, and the task's longest recording plus 5 s of grace (a stop pressed late, the encoder's tail). */
export const RECORDING_LIMITS = { bytes: 10 * 1024 * 1024, graceSeconds: 5, minSeconds: 1 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
export const isRecordingId = (v: string): boolean => UUID.test(v);

/** A recording `r` named by an answer of its owner (an answer may name only its owner's recording for its task). */
const NAMED_BY_AN_ANSWER = `EXISTS (
  SELECT 1 FROM attempt_answers aa JOIN attempts x ON x.id = aa.attempt_id
   WHERE x.user_id = r.user_id AND aa.sub_question_id = r.sub_question_id AND aa.value = r.id::text)`;

/**
 * Who may hear a recording: its owner, admins, and a teacher of a course its owner belongs to, for a recording an
 * attempt started since the learner joined names (courses/course-access.policy.ts). Everybody else is told it does
 * not exist.
 */
export function canHear(
  caller: { principal: Principal | null; loaders: RequestLoaders },
  recording: { id: string; userId: number },
): Promise<boolean> {
  return mayHearRecording(caller, recording);
}

/**
 * The budgets of uploads per account and per client address (the app's rate limiter, in Redis with REDIS_URL so that
 * replicas share them): the seconds to wait when spent, null when allowed.
 */
export interface UploadBudget {
  consume(kind: "recordingUser" | "recordingIp", key: string): Promise<number | null>;
}

/** How much a learner may keep and when unnamed takes go (config.ts: RECORDING_QUOTA_*, RECORDING_SWEEP_*). */
export interface RecordingPolicy {
  /** PUBLIC_URL: the links of the data export (a document that leaves the site, like a mail) are built on it. */
  publicUrl: string;
  /** Total bytes of recordings a registered account may keep. */
  quotaBytes: number;
  /** Total bytes of recordings a guest may keep. */
  guestQuotaBytes: number;
  /** A take no answer names is swept this long after its upload (when no open attempt of its owner has its task). */
  graceMs: number;
  /** A take no answer names, for a task an open attempt of its owner has, is swept this long after its upload. */
  openAttemptMs: number;
}

/**
 * Recordings being recognised and measured at once. The probe reads one file (at most 10 MB) into memory; a larger
 * number of uploads at once waits on disk, so the memory they take is bounded whatever the concurrency.
 */
export const PROBE_CONCURRENCY = 2;
const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
/** The key of the advisory lock that makes one learner's quota check and insert one step (with the user id). */
const QUOTA_LOCK = 72026;
/** A file in the incoming folder untouched this long is what a crash left of an upload. */
const STALE_INCOMING_MS = 3600_000;

export interface UploadedRecording {
  recordingId: string;
  url: string;
  durationSeconds: number;
  contentType: string;
}

/**
 * Learners' spoken answers: checked by content (WebM/Opus, Ogg/Opus, MP4/AAC, WAV), measured, limited by the task,
 * stored in the media storage under recordings/ (never served by the public media route), and opened by their
 * owner, teachers and admins through a link signed for them.
 */
export class RecordingService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly uploads: UploadService,
    private readonly tokens: TokenService,
    private readonly policy: RecordingPolicy,
  ) {}

  private readonly probes = pLimit(PROBE_CONCURRENCY);

  /** Where the recordings route streams an upload before it is checked. */
  get incomingDir(): string {
    return this.media.incomingDir;
  }

  /** Where recordings are stored (the route reads them from there once `open` has authorised the caller). */
  get store(): BlobStore {
    return this.media.store;
  }

  /**
   * Before the body is read: counts one upload against the account's budget (30 in 10 minutes by default) and the
   * client address's (200 in 10 minutes: a classroom behind one address), and refuses at once when the learner's
   * storage is already full. Over a budget: RATE_LIMITED (429, Retry-After); storage full: PAYLOAD_TOO_LARGE with
   * reason QUOTA_EXCEEDED and the figures, in the learner's language. The learner's take stays on the device.
   */
  async admit(principal: Principal, ip: string, budget: UploadBudget): Promise<void> {
    const wait =
      (await budget.consume("recordingUser", `user:${principal.userId}`)) ?? (await budget.consume("recordingIp", `ip:${ip}`));
    if (wait !== null) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new AppError("RATE_LIMITED", M.rateLimited, { reason: "RATE_LIMITED", retryAfter: wait }, { minutes });
    }
    const quota = this.quotaOf(principal);
    const used = await this.usedBy(this.ds.manager, principal.userId);
    if (used >= quota) throw quotaExceeded(used, quota, null);
  }

  /** The bytes of recordings a principal may keep: an account's budget, or a guest's smaller one. */
  quotaOf(principal: Principal): number {
    return principal.isGuest ? this.policy.guestQuotaBytes : this.policy.quotaBytes;
  }

  private async usedBy(m: EntityManager, userId: number): Promise<number> {
    const [{ used }]: { used: string }[] = await m.query(
      `SELECT coalesce(sum(size), 0)::bigint AS used FROM recordings WHERE user_id = $1`,
      [userId],
    );
    return Number(used);
  }

  /**
   * Checks and stores one recording answering a speaking task (received on disk; the caller removes what is left of
   * it); refusals name the field (413 for too big, too long or over the learner's storage budget).
   */
  async upload(actor: Actor, file: ReceivedFile | null, subQuestionIdRaw: string | undefined): Promise<UploadedRecording> {
    const principal = signedIn(actor);
    const subId = parseId(subQuestionIdRaw ?? "");
    const rows: { max_record_seconds: number | null }[] = subId
      ? await this.ds.query(`SELECT max_record_seconds FROM sub_questions WHERE id = $1 AND answer_type = 'speaking'`, [subId])
      : [];
    if (!rows.length)
      throw fieldError("subQuestionId", M.notSpeakingTask, { reason: "NOT_SPEAKING" }, { id: subQuestionIdRaw ?? "" });
    if (!file?.size) throw fieldError("recording", M.missing, { reason: "MISSING" });
    if (file.size > RECORDING_LIMITS.bytes) throw tooLarge();
    let probed;
    try {
      probed = await this.probes(async () => probeRecording(await fs.promises.readFile(file.path)));
    } catch (err) {
      if (!(err instanceof ProbeError)) throw err;
      throw fieldError("recording", err.reason === "NOT_AUDIO" ? M.notAudio : M.unreadable, { reason: err.reason });
    }
    const max = (rows[0].max_record_seconds ?? 0) + RECORDING_LIMITS.graceSeconds;
    if (probed.seconds > max)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        M.tooLong,
        { reason: "TOO_LONG", seconds: Math.round(probed.seconds * 10) / 10, maxSeconds: max },
        { seconds: Math.round(probed.seconds), max: max - RECORDING_LIMITS.graceSeconds },
        {
          recording: {
            message: M.tooLong,
            params: { seconds: Math.round(probed.seconds), max: max - RECORDING_LIMITS.graceSeconds },
          },
        },
      );
    if (probed.seconds < RECORDING_LIMITS.minSeconds) throw fieldError("recording", M.tooShort, { reason: "TOO_SHORT" });

    const id = crypto.randomUUID();
    const key = `recordings/${id}.${probed.ext}`;
    const quota = this.quotaOf(principal);
    try {
      // one learner's uploads are checked against the budget one at a time (a lock per learner, held for the insert)
      await this.ds.transaction(async (m) => {
        await m.query(`SELECT pg_advisory_xact_lock($1, $2)`, [QUOTA_LOCK, principal.userId]);
        const used = await this.usedBy(m, principal.userId);
        if (used + file.size > quota) throw quotaExceeded(used, quota, file.size);
        const stored = await this.uploads.writeFile(
          file.path,
          { ext: probed.ext, mime: probed.contentType },
          "recordings",
          file.originalName,
          key,
          m,
        );
        await m.query(
          `INSERT INTO recordings (id, user_id, sub_question_id, media_key, content_type, size, duration_seconds)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, principal.userId, subId, stored.key, probed.contentType, stored.size, probed.seconds],
        );
      });
    } catch (err) {
      await this.media.store.remove([key]).catch(() => undefined);
      throw err;
    }
    return {
      recordingId: id,
      url: this.url(id, principal.userId),
      durationSeconds: probed.seconds,
      contentType: probed.contentType,
    };
  }

  /** A recording's link for one viewer (the caller), when the caller may hear it; null otherwise. */
  async urlFor(actor: Actor, recordingId: string | null): Promise<string | null> {
    const r = await this.view(actor, recordingId);
    return r ? this.url(r.id, actor.principal!.userId) : null;
  }

  /** A recording the caller may hear, or null. */
  async view(actor: Actor, recordingId: string | null): Promise<RecordingView | null> {
    if (!recordingId || !isRecordingId(recordingId) || !actor.principal) return null;
    const r = await actor.loaders.of(recordingLoaders).byId.load(recordingId);
    return r && (await canHear(actor, r)) ? r : null;
  }

  /**
   * The stored key of a recording for a request with a bearer principal or a link token; NOT_FOUND for everybody who may not
   * hear it (as for one that does not exist).
   */
  async open(
    bearer: Principal | null,
    recordingIdRaw: string,
    linkToken: string | undefined,
  ): Promise<{ key: string; contentType: string }> {
    const notFound = new AppError("NOT_FOUND", M.notFound);
    if (!isRecordingId(recordingIdRaw)) throw notFound;
    const rows: { user_id: number; media_key: string; content_type: string }[] = await this.ds.query(
      `SELECT user_id, media_key, content_type FROM recordings WHERE id = $1`,
      [recordingIdRaw],
    );
    if (!rows.length) throw notFound;
    const viewer = bearer ?? (await this.tokens.linkHolder(`recording:${recordingIdRaw}`, linkToken));
    if (
      !(await canHear(
        { principal: viewer, loaders: new RequestLoaders(this.ds) },
        { id: recordingIdRaw, userId: rows[0].user_id },
      ))
    )
      throw notFound;
    return { key: rows[0].media_key, contentType: rows[0].content_type };
  }

  /**
   * Takes replaced by a newer one (called after the new answer is written): each recording named here that no answer
   * of its owner names any more is deleted, row and file. A take still named (the save failed, or another attempt keeps
   * it) stays.
   */
  async removeSuperseded(recordingIds: string[]): Promise<number> {
    const ids = [...new Set(recordingIds.filter(isRecordingId))];
    if (!ids.length) return 0;
    const [rows]: [{ media_key: string }[], number] = await this.ds.query(
      `DELETE FROM recordings r WHERE r.id = ANY($1::uuid[]) AND NOT ${NAMED_BY_AN_ANSWER} RETURNING r.media_key`,
      [ids],
    );
    await this.uploads.remove(rows.map((r) => r.media_key));
    return rows.length;
  }

  /**
   * On submitting an attempt: the takes its owner uploaded for its speaking tasks that no answer names (re-recorded,
   * refused by the learner, or uploaded while the save did not arrive) are deleted, row and file. A take for a task that
   * another open attempt of the same learner also has is kept for that attempt (its submission clears it).
   */
  async removeUnsaved(attemptId: number): Promise<number> {
    const [rows]: [{ media_key: string }[], number] = await this.ds.query(
      `DELETE FROM recordings r USING attempts a
        WHERE a.id = $1 AND r.user_id = a.user_id
          AND r.sub_question_id IN (
            SELECT sq.id FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id
             WHERE sq.answer_type = 'speaking'
               AND (CASE WHEN a.block_ids IS NULL THEN b.exam_id = a.exam_id ELSE b.id = ANY(a.block_ids) END))
          AND NOT ${NAMED_BY_AN_ANSWER}
          AND NOT EXISTS (
            SELECT 1 FROM attempts o JOIN sub_questions sq ON sq.id = r.sub_question_id JOIN question_blocks b ON b.id = sq.block_id
             WHERE o.user_id = r.user_id AND o.status = 'in_progress' AND o.id <> a.id
               AND (CASE WHEN o.block_ids IS NULL THEN b.exam_id = o.exam_id ELSE b.id = ANY(o.block_ids) END))
        RETURNING r.media_key`,
      [attemptId],
    );
    await this.uploads.remove(rows.map((r) => r.media_key));
    return rows.length;
  }

  /** Removes every recording of a user (files and media rows; the recording rows go with the account). */
  async removeAllOf(userId: number): Promise<void> {
    const rows: { media_key: string }[] = await this.ds.query(`SELECT media_key FROM recordings WHERE user_id = $1`, [userId]);
    await this.ds.query(`DELETE FROM recordings WHERE user_id = $1`, [userId]);
    await this.uploads.remove(rows.map((r) => r.media_key));
  }

  /** The recordings of a user for their data export: links signed for the user, with what they answer. */
  async linksOf(userId: number): Promise<Record<string, unknown>[]> {
    const rows: {
      id: string;
      sub_question_id: number | null;
      duration_seconds: number;
      content_type: string;
      created_at: Date;
    }[] = await this.ds.query(
      `SELECT id, sub_question_id, duration_seconds, content_type, created_at FROM recordings WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      subQuestionId: r.sub_question_id,
      durationSeconds: r.duration_seconds,
      contentType: r.content_type,
      createdAt: r.created_at,
      url: `${this.policy.publicUrl}${this.url(r.id, userId)}`,
    }));
  }

  /**
   * Sweeps takes that no answer names: those whose task no open attempt of their owner has (a re-recording of a
   * submitted attempt, an upload with no attempt at all) once the grace period is over, and those for a task of an
   * attempt still open (abandoned, or never submitted) after the longer period. A take an answer names is never
   * deleted. Rows, media rows and files go together; answers how many takes went. Uploads a crash left half received
   * in the incoming folder go too, an hour after they stopped.
   */
  async sweep(): Promise<number> {
    this.media.removeStaleIncoming(STALE_INCOMING_MS);
    let total = 0;
    for (;;) {
      const [rows]: [{ media_key: string }[], number] = await this.ds.query(
        `DELETE FROM recordings r WHERE r.id IN (
           SELECT r.id FROM recordings r
            WHERE r.created_at < now() - make_interval(secs => $1)
              AND NOT ${NAMED_BY_AN_ANSWER}
              AND (r.created_at < now() - make_interval(secs => $2) OR NOT EXISTS (
                SELECT 1 FROM attempts o JOIN sub_questions sq ON sq.id = r.sub_question_id
                  JOIN question_blocks b ON b.id = sq.block_id
                 WHERE o.user_id = r.user_id AND o.status = 'in_progress'
                   AND (CASE WHEN o.block_ids IS NULL THEN b.exam_id = o.exam_id ELSE b.id = ANY(o.block_ids) END)))
            LIMIT 500)
           AND NOT ${NAMED_BY_AN_ANSWER}
         RETURNING r.media_key`,
        [this.policy.graceMs / 1000, this.policy.openAttemptMs / 1000],
      );
      await this.uploads.remove(rows.map((r) => r.media_key));
      total += rows.length;
      if (rows.length < 500) return total;
    }
  }

  /** A link for the API's answers, relative to this server (works under any address the page was opened at). */
  private url(recordingId: string, viewerId: number): string {
    return `/media/recordings/${recordingId}?t=${this.tokens.linkToken(`recording:${recordingId}`, viewerId)}`;
  }
}

function tooLarge(): AppError {
  const mb = RECORDING_LIMITS.bytes / 1024 / 1024;
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    M.tooLarge,
    { reason: "TOO_LARGE" },
    { mb },
    { recording: { message: M.tooLarge, params: { mb } } },
  );
}
export { tooLarge as recordingTooLarge };

/** Over the learner's storage budget: 413 with reason QUOTA_EXCEEDED and the figures (bytes, and MB in the message). */
function quotaExceeded(used: number, quota: number, size: number | null): AppError {
  const params = { used: mb(used), quota: mb(quota), size: size === null ? 0 : mb(size) };
  const message = size === null ? M.quotaFull : M.quotaExceeded;
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    message,
    { reason: "QUOTA_EXCEEDED", usedBytes: used, quotaBytes: quota, ...(size === null ? {} : { fileBytes: size }) },
    params,
    { recording: { message, params } },
  );
}
