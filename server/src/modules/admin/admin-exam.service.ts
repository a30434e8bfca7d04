import { In, type DataSource } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import type { Actor } from "../../common/principal";
import { sanitize } from "../../common/html";
import { Level } from "../content/level.entity";
import { Exam, type PassRule } from "../exams/exam.entity";
import { BLOCK_TYPES, QuestionBlock, skillOf, type BlockType } from "../exams/question-block.entity";
import { SubQuestion } from "../exams/sub-question.entity";
import type { MediaService } from "../media/media.service";
import type { AdminRubricService } from "./admin-rubric.service";
import type { AdminSubQuestionService } from "./admin-sub-question.service";
import type { AdminPreviewPage } from "./admin-productive.types";
import { checkMedia, localized, richMap } from "./admin-content.service";
import { listPage, toId } from "./admin-list";
import { adminMessages as M, type AdminMessageKey } from "./admin.messages";
import { compact, nextPosition, reorder } from "./admin-ordering";
import { blueprintProblems } from "./admin-blueprint";
import type { Blueprints } from "../exams/format/blueprint-check";
import { ExamTeile } from "../exams/teile";
import { LIMITS, PASS_RULES, subQuestionProblems } from "./admin-sub-question.rules";
import { translate } from "../../common/i18n";
import type { AdminBlock, AdminBlockInput, AdminExam, AdminExamInput, AdminListInput, AdminPublishProblem } from "./admin.types";

/** Exams, their question blocks and sub-questions; ordering, the publishing gate and the preview. */
export class AdminExamService {
  /** the pages' Teile, as the learner's player counts them (the preview shows the page's Teil) */
  private readonly teile: ExamTeile;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly subs: AdminSubQuestionService,
    private readonly rubrics: AdminRubricService,
    /** the blueprints of content/blueprints.yaml, by "family-LEVEL": publishing holds an exam to its own */
    private readonly blueprints: Blueprints = {},
  ) {
    this.teile = new ExamTeile(blueprints);
  }

  // ---------- exams ----------

  async exams(args: AdminListInput | null | undefined): Promise<{ items: AdminExam[]; total: number }> {
    const qb = this.ds.getRepository(Exam).createQueryBuilder("e");
    if (args?.levelId) qb.andWhere("e.levelId = :levelId", { levelId: toId(args.levelId) ?? 0 });
    if (args?.published !== undefined && args?.published !== null)
      qb.andWhere("e.published = :published", { published: args.published });
    if (args?.family || args?.cefr) {
      qb.innerJoin(Level, "l", "l.id = e.level_id");
      if (args.family) qb.andWhere("l.family = :family", { family: args.family.toLowerCase() });
      if (args.cefr) qb.andWhere("l.cefr = :cefr", { cefr: args.cefr.toUpperCase() });
    }
    const page = await listPage(qb, args, {
      id: "e.id",
      sort: {
        id: "e.id",
        name: "e.name",
        levelId: "e.levelId",
        published: "e.published",
        sortOrder: "e.sortOrder",
        createdAt: "e.createdAt",
      },
      search: ["e.name", "e.content_key"],
    });
    return { items: await this.examRows(page.items), total: page.total };
  }

  async exam(id: string | number): Promise<AdminExam | null> {
    const row = await this.ds.getRepository(Exam).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.examRows([row]))[0] : null;
  }

  private async examRows(exams: Exam[]): Promise<AdminExam[]> {
    if (!exams.length) return [];
    const counts: { examId: number; n: number }[] = await this.ds
      .getRepository(QuestionBlock)
      .createQueryBuilder("b")
      .select("b.exam_id", "examId")
      .addSelect("COUNT(*)::int", "n")
      .where("b.exam_id IN (:...ids)", { ids: exams.map((e) => e.id) })
      .groupBy("b.exam_id")
      .getRawMany();
    return exams.map((e) => ({
      id: e.id,
      levelId: e.levelId,
      name: e.name,
      contentKey: e.contentKey,
      published: e.published,
      sortOrder: e.sortOrder,
      readingMinutes: e.readingMinutes,
      listeningMinutes: e.listeningMinutes,
      writingMinutes: e.writingMinutes,
      speakingMinutes: e.speakingMinutes,
      passRule: e.passRule,
      passPercent: e.passPercent,
      createdAt: e.createdAt,
      blockCount: counts.find((c) => c.examId === e.id)?.n ?? 0,
    }));
  }

  async saveExam(actor: Actor, id: string | number | null, input: AdminExamInput): Promise<AdminExam> {
    const errors = new FieldErrors();
    const name = input.name?.trim() ?? "";
    if (!name) errors.add("name", M.required);
    else if (name.length > 200) errors.add("name", M.tooLong, { max: 200 });
    const levelId = toId(input.levelId);
    if (!levelId || !(await this.ds.getRepository(Level).existsBy({ id: levelId }))) errors.add("levelId", M.unknownRef);
    const passRule = (input.passRule ?? "per_skill") as PassRule;
    if (!PASS_RULES.includes(passRule)) errors.add("passRule", M.oneOf, { values: PASS_RULES.join(", ") });
    for (const f of ["readingMinutes", "listeningMinutes", "writingMinutes", "speakingMinutes"] as const) {
      const v = input[f];
      if (v !== null && v !== undefined && (v < 1 || v > 600)) errors.add(f, M.range, { min: 1, max: 600 });
    }
    const passPercent = input.passPercent ?? 60;
    if (passPercent < 1 || passPercent > 100) errors.add("passPercent", M.range, { min: 1, max: 100 });
    errors.throwIfAny();
    const repo = this.ds.getRepository(Exam);
    let current: Exam | null = null;
    if (id !== null) {
      current = await repo.findOneBy({ id: toId(id) ?? 0 });
      if (!current) throw new AppError("NOT_FOUND", M.unknownRef);
    }
    const saved = await repo.save({
      ...(current ? { id: current.id } : { published: false }),
      levelId: levelId!,
      name,
      sortOrder: input.sortOrder ?? current?.sortOrder ?? 0,
      readingMinutes: input.readingMinutes ?? null,
      listeningMinutes: input.listeningMinutes ?? null,
      writingMinutes: input.writingMinutes === undefined ? (current?.writingMinutes ?? null) : input.writingMinutes,
      speakingMinutes: input.speakingMinutes === undefined ? (current?.speakingMinutes ?? null) : input.speakingMinutes,
      passRule,
      passPercent,
    });
    if (input.published === true || input.published === false) return this.setPublished(actor, saved.id, input.published);
    return (await this.exam(saved.id))!;
  }

  async deleteExam(actor: Actor, id: string | number): Promise<AdminExam> {
    const exam = await this.exam(id);
    if (!exam) throw new AppError("NOT_FOUND", M.unknownRef);
    await this.ds.getRepository(Exam).delete({ id: exam.id });
    return exam;
  }

  /**
   * Publishes only a complete exam; the refusal lists every problem with a console link. A departure from the
   * blueprint (Teile, items, minutes) also refuses, unless the author publishes anyway (`ignoreBlueprint`: a
   * shorter practice set); what is structurally incomplete never publishes. Unpublishing always works.
   */
  async setPublished(actor: Actor, id: string | number, published: boolean, ignoreBlueprint = false): Promise<AdminExam> {
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: toId(id) ?? 0 });
    if (!exam) throw new AppError("NOT_FOUND", M.unknownRef);
    if (published) {
      const problems = (await this.publishProblems(actor, exam.id)).filter((p) => !ignoreBlueprint || p.kind !== "blueprint");
      if (problems.length)
        throw new AppError(
          "BAD_USER_INPUT",
          problems.length === 1 ? M.notPublishableOne : M.notPublishable,
          { problems },
          { count: problems.length },
        );
    }
    await this.ds.getRepository(Exam).update({ id: exam.id }, { published });
    return (await this.exam(exam.id))!;
  }

  /** Everything that keeps an exam from being published (empty when it is complete), each named by part and question. */
  async publishProblems(actor: Actor, examId: number): Promise<AdminPublishProblem[]> {
    const problems: AdminPublishProblem[] = [];
    const say = (key: AdminMessageKey, params: Record<string, string | number> = {}) => translate(M[key], actor.lang, params);
    const add = (resource: string, id: number, message: string, kind: "structure" | "blueprint" = "structure") =>
      problems.push({ resource, id, message, link: `/${resource}/${id}`, kind });
    const blocks = await this.ds.getRepository(QuestionBlock).find({ where: { examId }, order: { position: "ASC", id: "ASC" } });
    if (!blocks.length) add("exams", examId, say("noBlocks"));
    const subs = blocks.length
      ? await this.ds
          .getRepository(SubQuestion)
          .find({ where: { blockId: In(blocks.map((b) => b.id)) }, order: { position: "ASC", id: "ASC" } })
      : [];
    blocks.forEach((b, i) => {
      const part = b.title?.trim() || say("untitledPart", { n: i + 1 });
      const inPart = (key: AdminMessageKey) => say("inPart", { part, message: say(key) });
      const listening = skillOf(b.type) === "listening";
      if (listening && !b.audio) add("question_blocks", b.id, inPart("noAudio"));
      if ((b.type === "image" || b.type === "listening and image") && !b.image) add("question_blocks", b.id, inPart("noImage"));
      if ((b.type === "reading" || b.type === "sub") && !b.passage?.trim() && !b.intro?.trim() && !b.image)
        add("question_blocks", b.id, inPart("noMaterial"));
      const own = subs.filter((q) => q.blockId === b.id);
      if (!own.length) add("question_blocks", b.id, inPart("noSubQuestions"));
      own.forEach((q, n) => {
        for (const [key, params] of subQuestionProblems(q, b))
          add("sub_questions", q.id, say("inQuestion", { part, n: n + 1, message: say(key, params) }));
      });
    });
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: examId });
    const level = exam ? await this.ds.getRepository(Level).findOneBy({ id: exam.levelId }) : null;
    if (exam && level && blocks.length) {
      const shape = {
        id: exam.id,
        readingMinutes: exam.readingMinutes,
        listeningMinutes: exam.listeningMinutes,
        blocks: blocks.map((b) => ({
          id: b.id,
          type: b.type,
          title: b.title,
          items: subs.filter((q) => q.blockId === b.id).length,
        })),
      };
      for (const p of blueprintProblems(this.blueprints[`${level.family}-${level.cefr}`], shape))
        add(p.resource, p.id, say(p.key, p.params), "blueprint");
    }
    return problems;
  }

  // ---------- question blocks ----------

  async blocks(args: AdminListInput | null | undefined): Promise<{ items: AdminBlock[]; total: number }> {
    const qb = this.ds.getRepository(QuestionBlock).createQueryBuilder("b");
    if (args?.examId) qb.andWhere("b.examId = :examId", { examId: toId(args.examId) ?? 0 });
    if (args?.type) qb.andWhere("b.type = :type", { type: args.type });
    const page = await listPage(qb, args, {
      id: "b.id",
      sort: { position: "b.position", id: "b.id", examId: "b.examId", type: "b.type", title: "b.title" },
      search: ["b.title", "b.intro", "b.passage"],
    });
    return { items: await this.blockRows(page.items), total: page.total };
  }

  async block(id: string | number): Promise<AdminBlock | null> {
    const row = await this.ds.getRepository(QuestionBlock).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.blockRows([row]))[0] : null;
  }

  private async blockRows(blocks: QuestionBlock[]): Promise<AdminBlock[]> {
    if (!blocks.length) return [];
    const counts: { blockId: number; n: number }[] = await this.ds
      .getRepository(SubQuestion)
      .createQueryBuilder("q")
      .select("q.block_id", "blockId")
      .addSelect("COUNT(*)::int", "n")
      .where("q.block_id IN (:...ids)", { ids: blocks.map((b) => b.id) })
      .groupBy("q.block_id")
      .getRawMany();
    return blocks.map((b) => ({
      id: b.id,
      examId: b.examId,
      position: b.position,
      type: b.type,
      skill: skillOf(b.type),
      title: b.title,
      intro: b.intro,
      passage: b.passage,
      audio: b.audio,
      audioUrl: this.media.url(b.audio),
      audioMp3: b.audioMp3,
      image: b.image,
      imageUrl: this.media.url(b.image),
      playLimit: b.playLimit,
      readingSeconds: b.readingSeconds,
      transcript: b.transcript,
      optionPool: b.optionPool ?? [],
      notes: localized(b.notes),
      subQuestionCount: counts.find((c) => c.blockId === b.id)?.n ?? 0,
    }));
  }

  async saveBlock(actor: Actor, id: string | number | null, input: AdminBlockInput): Promise<AdminBlock> {
    const errors = new FieldErrors();
    const repo = this.ds.getRepository(QuestionBlock);
    let current: QuestionBlock | null = null;
    if (id !== null) {
      current = await repo.findOneBy({ id: toId(id) ?? 0 });
      if (!current) throw new AppError("NOT_FOUND", M.unknownRef);
    }
    const examId = current?.examId ?? toId(input.examId);
    if (!current && (!examId || !(await this.ds.getRepository(Exam).existsBy({ id: examId }))))
      errors.add("examId", M.unknownRef);
    if (!BLOCK_TYPES.includes(input.type as BlockType)) errors.add("type", M.oneOf, { values: BLOCK_TYPES.join(", ") });
    const title = input.title?.trim() || null;
    if (title && title.length > 200) errors.add("title", M.tooLong, { max: 200 });
    const stored = await this.media.existing([input.audio, input.audioMp3, input.image]);
    const audio = checkMedia(stored, errors, "audio", input.audio);
    const audioMp3 = checkMedia(stored, errors, "audioMp3", input.audioMp3);
    const image = checkMedia(stored, errors, "image", input.image);
    if (input.playLimit != null && (input.playLimit < 1 || input.playLimit > 5))
      errors.add("playLimit", M.range, { min: 1, max: 5 });
    if (input.readingSeconds != null && (input.readingSeconds < 0 || input.readingSeconds > 600))
      errors.add("readingSeconds", M.range, { min: 0, max: 600 });
    const pool = (input.optionPool ?? []).map((o) => ({ value: o.value.trim(), label: o.label.trim() }));
    if (pool.length > LIMITS.pool) errors.add("optionPool", M.count, { min: 0, max: LIMITS.pool });
    pool.forEach((o, i) => {
      if (!o.value) errors.add(`optionPool.${i}.value`, M.required);
      else if (o.value.length > 20) errors.add(`optionPool.${i}.value`, M.tooLong, { max: 20 });
      if (!o.label) errors.add(`optionPool.${i}.label`, M.required);
    });
    if (new Set(pool.map((o) => o.value)).size !== pool.length) errors.add("optionPool", M.distinct);
    errors.throwIfAny();
    const saved = await this.ds.transaction(async (em) => {
      const position = current?.position ?? (await nextPosition(em, QuestionBlock, "exam_id", examId!));
      return em.getRepository(QuestionBlock).save({
        ...(current ? { id: current.id } : {}),
        examId: examId!,
        position,
        type: input.type as BlockType,
        title,
        intro: sanitize(input.intro?.trim() || null) || null,
        passage: sanitize(input.passage?.trim() || null) || null,
        audio,
        audioMp3: audio ? audioMp3 : null,
        // the sentence timings belong to the recording they were taken from: another recording (a human voice
        // recorded in the console) has none until its own are made, so the review and the per-text plays use the whole
        audioCues: current && current.audio === audio ? current.audioCues : null,
        image,
        playLimit: input.playLimit ?? null,
        readingSeconds: input.readingSeconds ?? null,
        transcript: sanitize(input.transcript?.trim() || null) || null,
        optionPool: pool,
        notes: richMap(input.notes),
      });
    });
    return (await this.block(saved.id))!;
  }

  async deleteBlock(actor: Actor, id: string | number): Promise<AdminBlock> {
    const block = await this.block(id);
    if (!block) throw new AppError("NOT_FOUND", M.unknownRef);
    await this.ds.transaction(async (em) => {
      await em.getRepository(QuestionBlock).delete({ id: block.id });
      await compact(em, QuestionBlock, "exam_id", block.examId);
    });
    return block;
  }

  /** Drag-and-drop order: the exam's block ids, each exactly once, in their new order. */
  async reorderBlocks(actor: Actor, examId: string | number, ids: string[]): Promise<AdminBlock[]> {
    const exam = toId(examId) ?? 0;
    await this.ds.transaction((em) => reorder(em, QuestionBlock, "examId", exam, ids));
    return (await this.blocks({ examId: String(exam), perPage: 500, sortField: "position" })).items;
  }

  // ---------- preview ----------

  /** Page `number` (1-based) of any exam, drafts included, as the learner sees it, with the keys. */
  async preview(actor: Actor, examId: string | number, number: number): Promise<AdminPreviewPage> {
    const exam = await this.exam(examId);
    if (!exam) throw new AppError("NOT_FOUND", M.unknownRef);
    const blocks = (await this.blocks({ examId: String(exam.id), perPage: 500, sortField: "position" })).items;
    const block = blocks[number - 1];
    if (!block) throw new AppError("NOT_FOUND", M.unknownRef);
    const subQuestions = (await this.subs.subQuestions({ blockId: String(block.id), perPage: 500, sortField: "position" })).items;
    const rubrics = await this.rubrics.byKeys(subQuestions.map((q) => q.rubricKey ?? ""));
    const level = await this.ds.getRepository(Level).findOneByOrFail({ id: Number(exam.levelId) });
    const pages = blocks.map((b) => ({ type: b.type as BlockType, title: b.title ?? null }));
    const place = this.teile.places(level.family, level.cefr, pages)[number - 1];
    return { number, pageCount: blocks.length, place, exam, block, subQuestions, rubrics };
  }
}
