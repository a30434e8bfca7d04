import type { Actor } from "../../common/principal";
import type { ExamFamilyCode } from "../content/level.entity";
import { PRODUCTIVE_SKILLS, skillOf, type SkillCode } from "../exams/question-block.entity";
import type { PageDto } from "./attempt.dto";
import type { AttemptView } from "./attempt.loaders";
import type { AttemptService } from "./attempt.service";

type SubQuestionDto = PageDto["block"]["subQuestions"][number];

/**
 * A learner's attempts looked up by exam rather than by id, as clients without attempt ids ask
 * (the original client's /api). Every rule stays in AttemptService; this only selects.
 */
export class AttemptHistoryService {
  constructor(private readonly attempts: AttemptService) {}

  /** The caller's latest attempt of an exam (open or submitted), or null. */
  async latest(actor: Actor, examId: number): Promise<AttemptView | null> {
    return (await this.attempts.mine(actor, null)).find((a) => a.examId === examId) ?? null;
  }

  /** The caller's latest submitted attempt of an exam, or null. */
  async latestSubmitted(actor: Actor, examId: number): Promise<AttemptView | null> {
    return (await this.attempts.mine(actor, null)).find((a) => a.examId === examId && a.status === "submitted") ?? null;
  }

  /** The latest attempt of an exam, submitted now when still open (a client that has no "hand in"). */
  async finishLatest(actor: Actor, examId: number): Promise<AttemptView | null> {
    const view = await this.latest(actor, examId);
    return view?.status === "in_progress" ? this.attempts.submit(actor, String(view.id)) : view;
  }

  /** The latest submitted attempt of each exam of a family, newest first. */
  async latestSubmittedPerExam(actor: Actor, family: ExamFamilyCode): Promise<AttemptView[]> {
    const seen = new Set<number>();
    return (await this.attempts.mine(actor, family)).filter((a) => {
      if (a.status !== "submitted" || seen.has(a.examId)) return false;
      seen.add(a.examId);
      return true;
    });
  }

  /**
   * The pages of an attempt (1-based page numbers, in order) of the modules scored from a key: Lesen, Hören
   * and telc's Sprachbausteine, never Schreiben or Sprechen. A client without writing and speaking screens
   * (the original one) is served these, numbered 1…n among themselves.
   */
  keyedPages(view: AttemptView): number[] {
    return view.blocks.flatMap((b, i) => (PRODUCTIVE_SKILLS.includes(skillOf(b.type)) ? [] : [i + 1]));
  }

  /** The exam's writing and speaking modules, in canonical order: left to a client that has their screens. */
  productiveSkills(view: AttemptView): SkillCode[] {
    return this.attempts.skillsOf(view).filter((s) => PRODUCTIVE_SKILLS.includes(s));
  }

  /** The sub-questions of the named pages (blocks) of an attempt, by id. */
  async subQuestionsOf(actor: Actor, view: AttemptView, blockIds: Set<number>): Promise<Map<number, SubQuestionDto>> {
    const subs = new Map<number, SubQuestionDto>();
    for (const [i, b] of view.blocks.entries()) {
      if (!blockIds.has(b.id)) continue;
      for (const sq of (await this.attempts.page(actor, view, i + 1)).block.subQuestions) subs.set(sq.id, sq);
    }
    return subs;
  }
}
