import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { parseId } from "../../common/ids";
import type { Actor } from "../../common/principal";
import { audioTextsOf } from "../exams/format/audio-texts";
import { skillOf } from "../exams/question-block.entity";
import { loadersOf } from "./attempt.loaders";
import { attemptMessages as M } from "./attempt.messages";
import { assertCanChange, attemptNotFound, attemptSubmitted, signedIn } from "./attempt.policy";
import type { AttemptService } from "./attempt.service";

type Caller = Actor;

/** Plays of an attempt's recordings: counted on the server, limited in exam mode (the play rule of the exam). */
export class AudioPlayService {
  constructor(
    private readonly ds: DataSource,
    private readonly attempts: AttemptService,
  ) {}

  /**
   * Registers one play of a block's recording, or of one of its texts (1, 2, … of the texts found in its sentence
   * timings; 0 = the whole recording). In exam mode a play over the block's limit is refused, each text counted by
   * itself; the count is held on the server and raised atomically.
   */
  async registerAudioPlay(
    caller: Caller,
    attemptIdRaw: string,
    blockIdRaw: string,
    text = 0,
  ): Promise<{ blockId: number; text: number; plays: number; playLimit: number | null; playsLeft: number | null }> {
    const principal = signedIn(caller);
    const attemptId = parseId(attemptIdRaw);
    const blockId = parseId(blockIdRaw);
    if (!attemptId) throw attemptNotFound(attemptIdRaw);
    const view = await this.attempts.get(caller, attemptId);
    assertCanChange(principal, view);
    if (view.status === "submitted") throw attemptSubmitted(view);
    const ref = view.blocks.find((b) => b.id === blockId);
    if (!ref || !blockId) throw new AppError("NOT_FOUND", M.blockNotInExam, { blockId: blockIdRaw }, { id: blockIdRaw });
    const block = await loadersOf(caller).blockWithSubs.load(blockId);
    if (!block?.audio)
      throw new AppError(
        "BAD_USER_INPUT",
        M.noAudio,
        {
          field: "blockId",
          blockId: blockIdRaw,
        },
        { id: blockIdRaw },
      );
    if (!Number.isInteger(text) || text < 0 || text > audioTextsOf(block.audioCues).length)
      throw new AppError("BAD_USER_INPUT", M.noSuchText, { field: "text", blockId: blockIdRaw, text }, { text });
    const limit = view.mode === "exam" ? block.playLimit : null;
    if (view.mode === "exam") await this.attempts.enterModule(view, skillOf(block.type));
    const rows: { plays: number }[] = await this.ds.query(
      `INSERT INTO attempt_audio_plays (attempt_id, block_id, text, plays) VALUES ($1, $2, $4, 1)
       ON CONFLICT (attempt_id, block_id, text) DO UPDATE SET plays = attempt_audio_plays.plays + 1
        WHERE $3::int IS NULL OR attempt_audio_plays.plays < $3::int
       RETURNING plays`,
      [view.id, blockId, limit, text],
    );
    loadersOf(caller).attemptView.clear(view.id);
    if (!rows.length) {
      throw new AppError(
        "BAD_USER_INPUT",
        M.playLimit,
        {
          field: "blockId",
          blockId: blockIdRaw,
          text,
          reason: "PLAY_LIMIT_REACHED",
        },
        { limit: limit ?? 0 },
      );
    }
    const plays = rows[0].plays;
    return { blockId, text, plays, playLimit: block.playLimit, playsLeft: limit === null ? null : Math.max(0, limit - plays) };
  }
}
