import type { DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { sanitize } from "../../common/html";
import { commonMessages } from "../../common/i18n";
import { pick, type LangCode } from "../../common/lang";
import { teacher, type Actor } from "../../common/principal";
import type { ExamService } from "../exams/exam.service";
import type { Exam } from "../exams/exam.entity";
import { QuestionBlock, skillOf, type SkillCode } from "../exams/question-block.entity";
import type { TeilPlace } from "../exams/teile";
import { Level } from "../content/level.entity";
import type { MediaService } from "../media/media.service";
import { poolChoicesOf } from "../attempts/attempt-answers";
import { BlockPresenter, type PageBlockDto } from "../attempts/block-presenter";
import { isTyped } from "../attempts/scoring";

/** One printed page: a Teil as the learner sees it on screen (no key). */
export interface PrintPageDto {
  number: number;
  skill: SkillCode;
  place: TeilPlace;
  block: PageBlockDto;
}

/** One item of the key: the correct answer (or every accepted one) and the model answer of a writing or speaking task. */
export interface PrintKeyItemDto {
  id: number;
  position: number;
  answerType: string;
  correctAnswers: string[];
  correctLabel: string | null;
  modelSolution: string | null;
}

/** The key of one page, with its recording's transcript. */
export interface PrintKeyPageDto {
  number: number;
  skill: SkillCode;
  place: TeilPlace;
  title: string | null;
  transcript: string | null;
  items: PrintKeyItemDto[];
}

/**
 * A mock on paper (issue 19 §6): every page of an exam without its keys for anyone who may see the exam, and
 * the key with model answers and transcripts for teachers and admins only (FORBIDDEN to learners and guests).
 */
export class PrintService {
  private readonly blocks: BlockPresenter;

  constructor(
    private readonly ds: DataSource,
    private readonly exams: ExamService,
    media: MediaService,
  ) {
    this.blocks = new BlockPresenter(media);
  }

  /** The exam's pages as the learner sees them; NOT_FOUND where the caller may not see the exam. */
  async sheet(actor: Actor, examId: string): Promise<{ exam: Exam; pages: PrintPageDto[] }> {
    const exam = await this.visible(actor, examId);
    const blocks = await this.blocksOf(exam.id);
    const places = await this.placesOf(exam, blocks);
    return {
      exam,
      pages: await Promise.all(
        blocks.map(async (b, i) => ({
          number: i + 1,
          skill: skillOf(b.type),
          place: places[i],
          block: await this.blocks.page(b),
        })),
      ),
    };
  }

  /** The key of every page: teachers and admins only (checked before anything is read). */
  async key(actor: Actor, examId: string, lang: LangCode | null): Promise<PrintKeyPageDto[]> {
    teacher(actor);
    const exam = await this.visible(actor, examId);
    const language = lang ?? actor.lang;
    const blocks = await this.blocksOf(exam.id);
    const places = await this.placesOf(exam, blocks);
    return blocks.map((b, i) => {
      const pool = poolChoicesOf(b);
      return {
        number: i + 1,
        skill: skillOf(b.type),
        place: places[i],
        title: b.title,
        transcript: sanitize(b.transcript) || null,
        items: (b.subQuestions ?? []).map((s) => {
          const typed = isTyped(s);
          const choices = s.answerType === "matching" ? pool : this.blocks.choices(s.choices);
          return {
            id: s.id,
            position: s.position,
            answerType: s.answerType,
            correctAnswers: typed ? [...s.acceptedAnswers] : s.correctAnswer !== null ? [s.correctAnswer] : [],
            correctLabel: typed ? null : (choices.find((c) => c.value === s.correctAnswer)?.label ?? null),
            modelSolution: pick(s.modelSolution, language),
          };
        }),
      };
    });
  }

  private async visible(actor: Actor, examId: string): Promise<Exam> {
    const exam = await this.exams.findVisible(actor, examId);
    if (!exam) throw new AppError("NOT_FOUND", commonMessages.notFound);
    return exam;
  }

  /** The pages' Teile, as the player counts them. */
  private async placesOf(exam: Exam, blocks: QuestionBlock[]): Promise<TeilPlace[]> {
    const level = await this.ds.getRepository(Level).findOneByOrFail({ id: exam.levelId });
    return this.exams.teile.places(level.family, level.cefr, blocks);
  }

  private blocksOf(examId: number): Promise<QuestionBlock[]> {
    return this.ds.getRepository(QuestionBlock).find({
      where: { examId },
      relations: { subQuestions: true },
      order: { position: "ASC", id: "ASC", subQuestions: { position: "ASC", id: "ASC" } },
    });
  }
}
