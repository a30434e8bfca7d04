import type { QuestionBlock, SkillCode } from "../exams/question-block.entity";
import { skillOf } from "../exams/question-block.entity";
import type { ChoiceOption } from "../exams/sub-question.entity";
import { audioTextsOf } from "../exams/format/audio-texts";
import type { MediaService } from "../media/media.service";
import { poolChoicesOf, writingTask } from "./attempt-answers";
import type { BlockBaseDto, ChoiceDto, PageDto } from "./attempt.dto";

/** A block as the learner sees it while answering: its material and items, never a key. */
export type PageBlockDto = PageDto["block"];

/** Question blocks as the learner sees them, for the attempt page, the review and the printed mock. */
export class BlockPresenter {
  constructor(private readonly media: MediaService) {}

  choices(options: ChoiceOption[]): ChoiceDto[] {
    return (options ?? []).map((c) => ({ value: c.value, label: c.label ?? null, imageUrl: this.media.url(c.image) }));
  }

  base(block: QuestionBlock, skill: SkillCode = skillOf(block.type)): BlockBaseDto {
    const { id, type, title, intro, passage } = block;
    return {
      id,
      type,
      skill,
      title,
      intro,
      passage,
      audioUrl: this.media.url(block.audio),
      imageUrl: this.media.url(block.image),
    };
  }

  /** The block with its items in order (the sub-questions loaded with it). */
  async page(block: QuestionBlock, skill: SkillCode = skillOf(block.type)): Promise<PageBlockDto> {
    const pool = poolChoicesOf(block);
    return {
      ...this.base(block, skill),
      audioMp3Url: this.media.url(block.audioMp3),
      audioSources: await this.media.audioSources(block.audio, block.audioMp3),
      playLimit: block.audio ? block.playLimit : null,
      readingSeconds: block.readingSeconds,
      audioTexts: block.audio ? audioTextsOf(block.audioCues) : [],
      optionPool: pool,
      subQuestions: (block.subQuestions ?? []).map((s) => ({
        id: s.id,
        position: s.position,
        answerType: s.answerType,
        choiceKind: s.choiceKind,
        completeMode: s.completeMode,
        answerLocation: s.answerLocation,
        title: s.title,
        lastTitle: s.lastTitle,
        bannerImageUrl: this.media.url(s.bannerImage),
        highlight: s.highlight,
        choices: s.answerType === "matching" ? pool : this.choices(s.choices),
        ...writingTask(s),
      })),
    };
  }
}
