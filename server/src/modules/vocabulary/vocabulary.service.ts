import { createEmptyCard, fsrs, Rating, type Card, type Grade } from "ts-fsrs";
import type { DataSource } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { parseId } from "../../common/ids";
import { registered, type Actor } from "../../common/principal";
import { vocabularyMessages as M } from "./vocabulary.messages";
import { WordRating, WordState } from "./vocabulary.enums";
import { WordCard, type FsrsState } from "./word-card.entity";

export const MAX_WORD = 80;
export const MAX_SENTENCE = 600;
export const MAX_NOTE = 500;
/** A deck large enough for years of study, small enough that nobody fills the database through it. */
export const MAX_CARDS = 5000;

const GRADE: Record<WordRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATE: WordState[] = [WordState.NEW, WordState.LEARNING, WordState.REVIEW, WordState.RELEARNING];

export interface WordScheduleDto {
  rating: WordRating;
  due: Date;
}

export interface WordCardDto {
  id: number;
  word: string;
  sentence: string;
  source: string;
  blockId: number | null;
  note: string | null;
  due: Date;
  state: WordState;
  reviews: number;
  lapses: number;
  lastReviewedAt: Date | null;
  createdAt: Date;
  /** When the card would be due after each rating, reviewed now. */
  schedule: WordScheduleDto[];
}

export interface WordDeckDto {
  total: number;
  due: number;
  nextDueAt: Date | null;
}

export interface AddWordInput {
  word: string;
  sentence: string;
  blockId?: string | null;
}

/** A tapped word as a card's front: inner spaces collapsed, punctuation around it dropped. */
export function cleanWord(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");
}

/**
 * The learner's word deck: words added from a recording's transcript (study mode), scheduled by FSRS (ts-fsrs,
 * without fuzz so that a review's next date is the one the screen showed). Registered learners only; every read and
 * write is keyed by the caller's id, so nobody sees or changes another learner's cards (another's card is NOT_FOUND).
 */
export class VocabularyService {
  private readonly scheduler = fsrs({ enable_fuzz: false });

  constructor(
    private readonly ds: DataSource,
    /** The time reviews are scheduled from (tests pass a fixed clock). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get repo() {
    return this.ds.getRepository(WordCard);
  }

  /** Every card of the caller, newest first. */
  async myWords(actor: Actor): Promise<WordCardDto[]> {
    const userId = registered(actor).userId;
    const rows = await this.repo.find({ where: { userId }, order: { createdAt: "DESC", id: "DESC" } });
    const now = this.now();
    return rows.map((r) => this.dto(r, now));
  }

  /** The caller's cards due now, longest overdue first. */
  async dueWords(actor: Actor, limit: number): Promise<WordCardDto[]> {
    const userId = registered(actor).userId;
    const now = this.now();
    const rows = await this.repo
      .createQueryBuilder("c")
      .where("c.user_id = :userId AND c.due <= :now", { userId, now })
      .orderBy("c.due", "ASC")
      .addOrderBy("c.id", "ASC")
      .take(Math.max(1, Math.min(limit, 200)))
      .getMany();
    return rows.map((r) => this.dto(r, now));
  }

  /** How many cards the caller has, how many are due now, and when the next one falls due. */
  async wordDeck(actor: Actor): Promise<WordDeckDto> {
    const principal = actor.principal;
    if (!principal || principal.isGuest) return { total: 0, due: 0, nextDueAt: null };
    const now = this.now();
    const [row]: { total: number; due: number; next: Date | null }[] = await this.ds.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE due <= $2)::int AS due, min(due) FILTER (WHERE due > $2) AS next
         FROM word_cards WHERE user_id = $1`,
      [principal.userId, now],
    );
    return { total: row.total, due: row.due, nextDueAt: row.due > 0 ? now : row.next };
  }

  /** Adds a word with its sentence (and the task it was heard in); adding the same word and sentence again returns the card. */
  async addWord(actor: Actor, input: AddWordInput): Promise<WordCardDto> {
    const userId = registered(actor).userId;
    const word = cleanWord(input.word ?? "");
    if (!word || word.length > MAX_WORD || !/\p{L}/u.test(word)) throw fieldError("word", M.wordInvalid, {}, { max: MAX_WORD });
    const sentence = (input.sentence ?? "").replace(/\s+/g, " ").trim();
    if (!sentence || sentence.length > MAX_SENTENCE) throw fieldError("sentence", M.sentenceInvalid, {}, { max: MAX_SENTENCE });
    let blockId: number | null = null;
    let source = "";
    if (input.blockId) {
      blockId = parseId(input.blockId);
      const rows: { exam: string; title: string }[] = blockId
        ? await this.ds.query(
            `SELECT e.name AS exam, b.title FROM question_blocks b JOIN exams e ON e.id = b.exam_id WHERE b.id = $1 AND e.published`,
            [blockId],
          )
        : [];
      if (!rows.length) throw fieldError("blockId", M.blockNotFound, { blockId: input.blockId });
      source = `${rows[0].exam} · ${rows[0].title}`.slice(0, 300);
    }
    const now = this.now();
    const card = createEmptyCard(now);
    return this.ds.transaction(async (em) => {
      // one learner's adds in turn, so that the deck's limit holds under concurrent taps
      await em.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const existing = await em.getRepository(WordCard).findOneBy({ userId, word, sentence });
      if (existing) return this.dto(existing, now);
      const [{ n }]: { n: number }[] = await em.query(`SELECT count(*)::int AS n FROM word_cards WHERE user_id = $1`, [userId]);
      if (n >= MAX_CARDS) throw new AppError("CONFLICT", M.deckFull, { reason: "DECK_FULL" }, { max: MAX_CARDS });
      const saved = await em.getRepository(WordCard).save({
        userId,
        word,
        sentence,
        source,
        blockId,
        note: null,
        due: card.due,
        fsrs: stateOf(card),
        createdAt: now,
      });
      return this.dto(saved, now);
    });
  }

  /** Records a review of the caller's card: FSRS schedules it from now; answers the card with its next due date. */
  async reviewWord(actor: Actor, idRaw: string, rating: WordRating): Promise<WordCardDto> {
    const userId = registered(actor).userId;
    const now = this.now();
    return this.ds.transaction(async (em) => {
      const row = await this.own(userId, idRaw, em.getRepository(WordCard), true);
      const next = this.scheduler.next(cardOf(row), now, GRADE[rating]).card;
      row.due = next.due;
      row.fsrs = stateOf(next);
      await em.getRepository(WordCard).update({ id: row.id }, { due: row.due, fsrs: row.fsrs });
      return this.dto(row, now);
    });
  }

  /** The learner's own note or translation on a card (empty clears it). */
  async updateWordNote(actor: Actor, idRaw: string, noteRaw: string | null): Promise<WordCardDto> {
    const userId = registered(actor).userId;
    const note = (noteRaw ?? "").trim() || null;
    if (note && note.length > MAX_NOTE) throw fieldError("note", M.noteTooLong, {}, { max: MAX_NOTE });
    const row = await this.own(userId, idRaw, this.repo);
    row.note = note;
    await this.repo.update({ id: row.id }, { note });
    return this.dto(row, this.now());
  }

  /** Removes one of the caller's cards. */
  async removeWord(actor: Actor, idRaw: string): Promise<boolean> {
    const userId = registered(actor).userId;
    const row = await this.own(userId, idRaw, this.repo);
    await this.repo.delete({ id: row.id, userId });
    return true;
  }

  /** The caller's card, or NOT_FOUND (also for another learner's card: its existence is not revealed). */
  private async own(userId: number, idRaw: string, repo: typeof this.repo, lock = false): Promise<WordCard> {
    const id = parseId(idRaw);
    const row = id
      ? await repo.findOne({ where: { id, userId }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) })
      : null;
    if (!row) throw new AppError("NOT_FOUND", M.wordNotFound, { wordId: idRaw });
    return row;
  }

  private dto(r: WordCard, now: Date): WordCardDto {
    const preview = this.scheduler.repeat(cardOf(r), now);
    return {
      id: r.id,
      word: r.word,
      sentence: r.sentence,
      source: r.source,
      blockId: r.blockId,
      note: r.note,
      due: r.due,
      state: STATE[r.fsrs.state] ?? WordState.NEW,
      reviews: r.fsrs.reps,
      lapses: r.fsrs.lapses,
      lastReviewedAt: r.fsrs.last_review ? new Date(r.fsrs.last_review) : null,
      createdAt: r.createdAt,
      schedule: (Object.entries(GRADE) as [WordRating, Grade][]).map(([rating, grade]) => ({
        rating,
        due: preview[grade].card.due,
      })),
    };
  }
}

function stateOf(c: Card): FsrsState {
  return {
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ? new Date(c.last_review).toISOString() : null,
  };
}

function cardOf(r: WordCard): Card {
  const s = r.fsrs;
  return {
    due: new Date(r.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.last_review ? new Date(s.last_review) : undefined,
  };
}
