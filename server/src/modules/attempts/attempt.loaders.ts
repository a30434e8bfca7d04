import DataLoader from "dataloader";
import { preparedQuery } from "../../db/prepared";
import type { Actor } from "../../common/principal";
import { In, type DataSource } from "typeorm";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { Exam, type PassRule } from "../exams/exam.entity";
import { QuestionBlock, type BlockType } from "../exams/question-block.entity";
import { AttemptAnswer } from "./attempt-answer.entity";
import type { PageAnswer } from "./attempt-page.reader";
import type { AttemptKind, AttemptMode, AttemptScoreData, AttemptStatusCode, CheckedItems } from "./attempt.entity";

/** An attempt as every field of the Attempt type needs it: the row, its exam, level and page plan. */
export interface AttemptView {
  id: number;
  userId: number;
  examId: number;
  status: AttemptStatusCode;
  mode: AttemptMode;
  startedAt: Date;
  submittedAt: Date | null;
  currentPage: number;
  moduleStartedAt: Record<string, string>;
  score: AttemptScoreData | null;
  /** mock, or drill (its pages are its own block list; see modules/practice). */
  kind: AttemptKind;
  practiceSet: string | null;
  /** A drill's checked (locked) items. */
  checked: CheckedItems;
  /** The items a drill asks (a mistakes drill: those answered wrong); null: every item of its pages. */
  itemIds: number[] | null;
  exam: Exam;
  family: ExamFamilyCode;
  cefr: CefrCode;
  /** The attempt's blocks in page order (page n = blocks[n - 1]): the exam's, or a drill's own list; the title names the Teil. */
  blocks: { id: number; type: BlockType; title: string | null }[];
  /** Block id → recordings played in this attempt. */
  plays: Record<string, number>;
  /** The learner's extended time (every module's limit times this); 1 when none was granted. */
  timeFactor?: number;
  /** The saved answers of one page, read in the view's own statement when the query asked for that page. */
  pageAnswers?: { blockId: number; answers: PageAnswer[] };
}

/** One statement: attempt, exam, level, the exam's page plan and the audio play counts. */
export const VIEW_COLUMNS = `a.id, a.user_id, a.exam_id, a.status, a.mode, a.started_at, a.submitted_at, a.current_page,
  a.module_started_at, a.score, a.kind, a.practice_set, a.checked, a.item_ids, e.name AS exam_name, e.level_id, e.published, e.sort_order, e.content_key,
  e.reading_minutes, e.listening_minutes, e.writing_minutes, e.pass_rule, e.pass_percent, e.created_at AS exam_created_at, l.family, l.cefr,
  CASE WHEN a.block_ids IS NULL THEN
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'title', b.title) ORDER BY b.position, b.id), '[]'::json)
       FROM question_blocks b WHERE b.exam_id = a.exam_id)
  ELSE
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'title', b.title) ORDER BY u.n), '[]'::json)
       FROM unnest(a.block_ids) WITH ORDINALITY AS u(id, n) JOIN question_blocks b ON b.id = u.id)
  END AS blocks,
  (SELECT coalesce(json_object_agg(CASE WHEN p.text = 0 THEN p.block_id::text ELSE p.block_id || ':' || p.text END, p.plays), '{}'::json)
     FROM attempt_audio_plays p WHERE p.attempt_id = a.id) AS plays,
  (SELECT u.time_factor FROM users u WHERE u.id = a.user_id) AS time_factor`;
export const VIEW_FROM = `FROM attempts a JOIN exams e ON e.id = a.exam_id JOIN levels l ON l.id = e.level_id`;
const VIEWS_BY_ID = `SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.id = ANY($1::int[])`;
/**
 * The view and the saved answers of page $2, in one statement: the page's block is the view's own page plan at
 * that place (`blocks`, as the service reads it), so the answers are those of the page the service will serve.
 */
const VIEW_WITH_PAGE = `SELECT v.*, pb.id AS page_block_id,
  (SELECT coalesce(json_agg(json_build_object('subQuestionId', x.sub_question_id, 'value', x.value) ORDER BY s.position, s.id), '[]'::json)
     FROM attempt_answers x JOIN sub_questions s ON s.id = x.sub_question_id
    WHERE x.attempt_id = v.id AND s.block_id = pb.id) AS page_answers
  FROM (SELECT ${VIEW_COLUMNS} ${VIEW_FROM} WHERE a.id = $1) v
  CROSS JOIN LATERAL (SELECT (v.blocks -> ($2::int - 1) ->> 'id')::int AS id) pb`;

export interface ViewRow {
  id: number;
  user_id: number;
  exam_id: number;
  status: AttemptStatusCode;
  mode: AttemptMode;
  started_at: Date;
  submitted_at: Date | null;
  current_page: number;
  module_started_at: Record<string, string>;
  score: AttemptScoreData | null;
  kind: AttemptKind;
  practice_set: string | null;
  checked: CheckedItems | null;
  item_ids: number[] | null;
  exam_name: string;
  level_id: number;
  published: boolean;
  sort_order: number;
  content_key: string | null;
  reading_minutes: number | null;
  listening_minutes: number | null;
  writing_minutes: number | null;
  pass_rule: PassRule;
  pass_percent: number;
  exam_created_at: Date;
  family: ExamFamilyCode;
  cefr: CefrCode;
  blocks: { id: number; type: BlockType; title: string | null }[];
  plays: Record<string, number>;
  time_factor: number | null;
  page_block_id?: number | null;
  page_answers?: PageAnswer[];
}

/** The block as the attempt asks it: a drill with chosen items shows only those (the page's text and audio stay). */
export function askedBlock(view: Pick<AttemptView, "itemIds">, block: QuestionBlock): QuestionBlock {
  if (!view.itemIds) return block;
  const asked = new Set(view.itemIds);
  const copy: QuestionBlock = Object.assign(Object.create(Object.getPrototypeOf(block) as object) as QuestionBlock, block);
  copy.subQuestions = (block.subQuestions ?? []).filter((s) => asked.has(s.id));
  return copy;
}

export function viewOf(r: ViewRow): AttemptView {
  const exam = Object.assign(new Exam(), {
    id: r.exam_id,
    levelId: r.level_id,
    name: r.exam_name,
    contentKey: r.content_key,
    published: r.published,
    sortOrder: r.sort_order,
    readingMinutes: r.reading_minutes,
    listeningMinutes: r.listening_minutes,
    writingMinutes: r.writing_minutes,
    passRule: r.pass_rule,
    passPercent: r.pass_percent,
    createdAt: r.exam_created_at,
  });
  return {
    id: r.id,
    userId: r.user_id,
    examId: r.exam_id,
    status: r.status,
    mode: r.mode,
    startedAt: r.started_at,
    submittedAt: r.submitted_at,
    currentPage: r.current_page,
    moduleStartedAt: r.module_started_at ?? {},
    score: r.score,
    kind: r.kind,
    practiceSet: r.practice_set,
    checked: r.checked ?? {},
    itemIds: r.item_ids ?? null,
    exam,
    family: r.family,
    cefr: r.cefr,
    blocks: r.blocks ?? [],
    plays: r.plays ?? {},
    timeFactor: r.time_factor ?? 1,
    ...(r.page_block_id ? { pageAnswers: { blockId: r.page_block_id, answers: r.page_answers ?? [] } } : {}),
  };
}

/**
 * An attempt's view together with the saved answers of page `page` (1-based), in one statement: the attempt
 * page query's usual pair of reads. Primes the request's view loader. `page` must be a whole number ≥ 1.
 */
export async function viewWithPage(
  ds: DataSource,
  loaders: AttemptLoaders,
  id: number,
  page: number,
): Promise<AttemptView | null> {
  const [row] = await preparedQuery<ViewRow>(ds, "attempt_view_page", VIEW_WITH_PAGE, [id, page]);
  const view = row ? viewOf(row) : null;
  if (view) loaders.attemptView.prime(id, view);
  return view;
}

/** Per-request loaders of the exam engine: one statement per kind, whatever the number of parents. */
export function attemptLoaders(ds: DataSource) {
  return {
    attemptView: new DataLoader<number, AttemptView | null>(async (ids) => {
      const rows = await preparedQuery<ViewRow>(ds, "attempt_views", VIEWS_BY_ID, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.id, viewOf(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** A block with its sub-questions in order (one statement with a join). */
    blockWithSubs: new DataLoader<number, QuestionBlock | null>(async (ids) => {
      const rows = await ds.getRepository(QuestionBlock).find({
        where: { id: In([...ids]) },
        relations: { subQuestions: true },
        order: { subQuestions: { position: "ASC", id: "ASC" } },
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The block types an attempt has answers in (which modules the learner answered anything in). */
    answeredTypes: new DataLoader<number, BlockType[]>(async (ids) => {
      const rows: { attempt_id: number; type: BlockType }[] = await ds.query(
        `SELECT DISTINCT aa.attempt_id, qb.type FROM attempt_answers aa JOIN sub_questions sq ON sq.id = aa.sub_question_id
           JOIN question_blocks qb ON qb.id = sq.block_id WHERE aa.attempt_id = ANY($1::int[])`,
        [[...ids]],
      );
      return ids.map((id) => rows.filter((r) => r.attempt_id === id).map((r) => r.type));
    }),
    answersByAttempt: new DataLoader<number, AttemptAnswer[]>(async (ids) => {
      const rows = await ds.getRepository(AttemptAnswer).find({ where: { attemptId: In([...ids]) } });
      return ids.map((id) => rows.filter((r) => r.attemptId === id));
    }),
  };
}

export type AttemptLoaders = ReturnType<typeof attemptLoaders>;

/** The attempt module's loaders of a request. */
export function loadersOf(actor: Pick<Actor, "loaders">): AttemptLoaders {
  return actor.loaders.of(attemptLoaders);
}
