import { In, type DataSource } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import type { Actor } from "../../common/principal";
import type { SubQuestionFile } from "../exams/format/content.schema";
import { subQuestionRow, TRUE_FALSE_LABELS } from "../exams/format/load-content";
import { QuestionBlock } from "../exams/question-block.entity";
import { SubQuestion } from "../exams/sub-question.entity";
import type { MediaService } from "../media/media.service";
import { Rubric } from "../productive/rubric.entity";
import { checkMedia, localized, plainMap } from "./admin-content.service";
import { listPage, toId } from "./admin-list";
import { adminMessages as M } from "./admin.messages";
import { compact, nextPosition, reorder } from "./admin-ordering";
import {
  adminChoices,
  kindOf,
  labelsOf,
  LETTERS,
  LIMITS,
  LOCATIONS,
  productiveMismatch,
  SUB_QUESTION_KINDS,
  type SubQuestionKind,
} from "./admin-sub-question.rules";
import { speakingShape, writingShape } from "./admin-productive.rules";
import type { AdminListInput, AdminSubQuestion, AdminSubQuestionInput } from "./admin.types";

/** The sub-questions of the question blocks: list, read, write (every answer type, writing and speaking tasks too), order. */
export class AdminSubQuestionService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
  ) {}

  /** What the console may offer (the kinds, locations, pass rules and speaking times these rules accept). */
  choices() {
    return adminChoices();
  }

  async subQuestions(args: AdminListInput | null | undefined): Promise<{ items: AdminSubQuestion[]; total: number }> {
    const qb = this.ds.getRepository(SubQuestion).createQueryBuilder("q");
    if (args?.blockId) qb.andWhere("q.blockId = :blockId", { blockId: toId(args.blockId) ?? 0 });
    if (args?.examId)
      qb.andWhere("q.block_id IN (SELECT id FROM question_blocks WHERE exam_id = :examId)", { examId: toId(args.examId) ?? 0 });
    if (args?.type) {
      const [answerType, completeMode] =
        args.type === "gap_text"
          ? ["complete", "write"]
          : args.type === "gap_select"
            ? ["complete", "select"]
            : [args.type, null];
      qb.andWhere("q.answerType = :answerType", { answerType });
      if (completeMode) qb.andWhere("q.completeMode = :completeMode", { completeMode });
    }
    const page = await listPage(qb, args, {
      id: "q.id",
      sort: { position: "q.position", id: "q.id", blockId: "q.blockId", answerType: "q.answerType", title: "q.title" },
      search: ["q.title", "q.last_title", "q.choices"],
    });
    return { items: await this.subQuestionRows(page.items), total: page.total };
  }

  async subQuestion(id: string | number): Promise<AdminSubQuestion | null> {
    const row = await this.ds.getRepository(SubQuestion).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.subQuestionRows([row]))[0] : null;
  }

  private async subQuestionRows(rows: SubQuestion[]): Promise<AdminSubQuestion[]> {
    if (!rows.length) return [];
    const blocks = await this.ds
      .getRepository(QuestionBlock)
      .find({ where: { id: In([...new Set(rows.map((r) => r.blockId))]) }, select: { id: true, examId: true } });
    return rows.map((q) => {
      const kind = kindOf(q);
      return {
        id: q.id,
        blockId: q.blockId,
        examId: blocks.find((b) => b.id === q.blockId)?.examId ?? 0,
        position: q.position,
        kind,
        title: q.title,
        lastTitle: q.lastTitle,
        bannerImage: q.bannerImage,
        bannerUrl: this.media.url(q.bannerImage),
        highlight: q.highlight,
        choiceKind: q.choiceKind,
        textChoices: kind === "multiple_choice" && q.choiceKind !== "image" ? q.choices.map((c) => c.label ?? "") : [],
        imageChoices:
          kind === "multiple_choice" && q.choiceKind === "image"
            ? q.choices.map((c) => ({ image: c.image ?? "", imageUrl: this.media.url(c.image), label: c.label ?? null }))
            : [],
        trueFalseLabels: labelsOf(q),
        location: q.answerLocation,
        acceptedAnswers: q.acceptedAnswers ?? [],
        options: kind === "gap_select" ? q.choices.map((c) => c.value) : [],
        answer: kind === "gap_text" ? null : q.correctAnswer,
        choices: q.choices.map((c) => ({ value: c.value, label: c.label ?? null, imageUrl: this.media.url(c.image) })),
        modelSolution: localized(q.modelSolution),
        explanation: localized(q.explanation),
        task: q.task,
        points: (q.points ?? []).map((p) => ({ text: p.text, keywords: p.keywords ?? [] })),
        minWords: q.minWords,
        maxWords: q.maxWords,
        rubricKey: q.rubricKey,
        prepSeconds: q.prepSeconds,
        maxRecordSeconds: q.maxRecordSeconds,
        modelAudio: q.modelAudio,
        modelAudioMp3: q.modelAudioMp3,
        modelAudioUrl: this.media.url(q.modelAudio),
      };
    });
  }

  async saveSubQuestion(actor: Actor, id: string | number | null, input: AdminSubQuestionInput): Promise<AdminSubQuestion> {
    const errors = new FieldErrors();
    const repo = this.ds.getRepository(SubQuestion);
    let current: SubQuestion | null = null;
    if (id !== null) {
      current = await repo.findOneBy({ id: toId(id) ?? 0 });
      if (!current) throw new AppError("NOT_FOUND", M.unknownRef);
    }
    const blockId = current?.blockId ?? toId(input.blockId);
    const block = blockId ? await this.ds.getRepository(QuestionBlock).findOneBy({ id: blockId }) : null;
    if (!block) errors.add("blockId", M.unknownRef);
    else {
      const misplaced = productiveMismatch(block.type, input.kind);
      if (misplaced) errors.add("kind", M[misplaced]);
    }
    const stored = await this.media.existing([
      input.bannerImage,
      input.modelAudio,
      input.modelAudioMp3,
      ...(input.imageChoices ?? []).map((c) => c.image),
    ]);
    const file = this.toContentShape(input, errors, stored);
    const productive = file.type === "writing" || file.type === "speaking";
    if (productive && file.rubric && !(await this.ds.getRepository(Rubric).existsBy({ key: file.rubric })))
      errors.add("rubricKey", M.unknownRef);
    errors.throwIfAny();
    const row = subQuestionRow(file);
    if (productive) Object.assign(row, { task: row.task || null, rubricKey: row.rubricKey || null });
    if (file.type === "speaking")
      Object.assign(row, {
        prepSeconds: file.prepSeconds ?? null,
        maxRecordSeconds: file.maxRecordSeconds ?? null,
        modelAudioMp3: file.modelAudio ? (input.modelAudioMp3?.trim() ?? null) || null : null,
      });
    const saved = await this.ds.transaction(async (em) => {
      const position = current?.position ?? (await nextPosition(em, SubQuestion, "block_id", blockId!));
      return em.getRepository(SubQuestion).save({
        choiceKind: null,
        completeMode: null,
        answerLocation: null,
        correctAnswer: null,
        task: null,
        points: [],
        minWords: null,
        maxWords: null,
        rubricKey: null,
        prepSeconds: null,
        maxRecordSeconds: null,
        modelAudio: null,
        modelAudioMp3: null,
        ...row,
        ...(current ? { id: current.id } : {}),
        blockId: blockId!,
        position,
      });
    });
    return (await this.subQuestion(saved.id))!;
  }

  /**
   * The console's form → the content file's shape, so one function (subQuestionRow in the seed
   * loader) builds rows for both. Limits are checked here; a missing key is allowed in a draft
   * and caught by the publishing gate.
   */
  private toContentShape(input: AdminSubQuestionInput, errors: FieldErrors, stored: (key: string) => boolean): SubQuestionFile {
    const kind = input.kind as SubQuestionKind;
    if (!SUB_QUESTION_KINDS.includes(kind)) errors.add("kind", M.oneOf, { values: SUB_QUESTION_KINDS.join(", ") });
    const answer = input.answer?.trim() || undefined;
    const common = {
      title: input.title?.trim() || undefined,
      lastTitle: input.lastTitle?.trim() || undefined,
      banner: checkMedia(stored, errors, "bannerImage", input.bannerImage) ?? undefined,
      highlight: input.highlight ?? false,
      solution: plainMap(input.modelSolution),
      explanation: plainMap(input.explanation),
    };
    const location = (input.location || "middle") as "beginning" | "middle" | "end";
    if ((kind === "gap_text" || kind === "gap_select") && !LOCATIONS.includes(location))
      errors.add("location", M.oneOf, { values: LOCATIONS.join(", ") });
    const texts = (list: string[] | null | undefined) => (list ?? []).map((s) => s.trim()).filter(Boolean);
    switch (kind) {
      case "multiple_choice": {
        if (input.choiceKind === "image") {
          const choices = (input.imageChoices ?? []).map((c, i) => ({
            image: checkMedia(stored, errors, `imageChoices.${i}.image`, c.image) ?? "",
            label: c.label?.trim() || undefined,
          }));
          if (choices.length > LIMITS.imageChoices) errors.add("imageChoices", M.count, { min: 2, max: LIMITS.imageChoices });
          if (answer && LETTERS.indexOf(answer) >= choices.length) errors.add("answer", M.answerNotChoice);
          return { type: kind, ...common, choices, answer: answer as "a" };
        }
        const choices = texts(input.textChoices);
        if (choices.length > LIMITS.textChoices) errors.add("textChoices", M.count, { min: 2, max: LIMITS.textChoices });
        if (answer && (LETTERS.indexOf(answer) < 0 || LETTERS.indexOf(answer) >= choices.length))
          errors.add("answer", M.answerNotChoice);
        return { type: kind, ...common, choices, answer: answer as "a" };
      }
      case "true_false": {
        const labels = (input.trueFalseLabels || "richtig_falsch") as keyof typeof TRUE_FALSE_LABELS;
        if (!TRUE_FALSE_LABELS[labels])
          errors.add("trueFalseLabels", M.oneOf, { values: Object.keys(TRUE_FALSE_LABELS).join(", ") });
        else if (answer && !TRUE_FALSE_LABELS[labels].some((l) => l.value === answer)) errors.add("answer", M.answerNotChoice);
        return { type: kind, ...common, labels: labels as "richtig_falsch", answer: answer as "true" };
      }
      case "gap_text": {
        const accepted = texts(input.acceptedAnswers);
        if (accepted.length > LIMITS.accepted) errors.add("acceptedAnswers", M.count, { min: 1, max: LIMITS.accepted });
        if (accepted.some((a) => a.length > 200)) errors.add("acceptedAnswers", M.tooLong, { max: 200 });
        return { type: kind, ...common, location, accepted };
      }
      case "gap_select": {
        const options = texts(input.options);
        if (options.length > LIMITS.options) errors.add("options", M.count, { min: 2, max: LIMITS.options });
        if (new Set(options).size !== options.length) errors.add("options", M.distinct);
        if (options.some((a) => a.length > 200)) errors.add("options", M.tooLong, { max: 200 });
        if (answer && !options.includes(answer)) errors.add("answer", M.answerNotChoice);
        return { type: kind, ...common, location, options, answer: answer as string };
      }
      case "writing":
        return writingShape(input, errors, common);
      case "speaking":
        return speakingShape(input, errors, common, {
          ogg: checkMedia(stored, errors, "modelAudio", input.modelAudio),
          mp3: checkMedia(stored, errors, "modelAudioMp3", input.modelAudioMp3),
        });
      default:
        return { type: "matching", ...common, answer: answer as string };
    }
  }

  async deleteSubQuestion(actor: Actor, id: string | number): Promise<AdminSubQuestion> {
    const q = await this.subQuestion(id);
    if (!q) throw new AppError("NOT_FOUND", M.unknownRef);
    await this.ds.transaction(async (em) => {
      await em.getRepository(SubQuestion).delete({ id: q.id });
      await compact(em, SubQuestion, "block_id", q.blockId);
    });
    return q;
  }

  async reorderSubQuestions(actor: Actor, blockId: string | number, ids: string[]): Promise<AdminSubQuestion[]> {
    const block = toId(blockId) ?? 0;
    await this.ds.transaction((em) => reorder(em, SubQuestion, "blockId", block, ids));
    return (await this.subQuestions({ blockId: String(block), perPage: 500, sortField: "position" })).items;
  }
}
