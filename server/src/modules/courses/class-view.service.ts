import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import type { AttemptService } from "../attempts/attempt.service";
import { loadersOf as attemptLoadersOf, type AttemptView } from "../attempts/attempt.loaders";
import type { ResultDto } from "../attempts/attempt.dto";
import type { OfficialPart, PartStatus, Verdict } from "../attempts/official-rule";
import type { TeilOf } from "../attempts/teil-points";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { SKILLS, skillOf, type BlockType, type SkillCode } from "../exams/question-block.entity";
import { KEYED_SKILLS, type PracticeCatalog } from "../practice/practice.content";
import { dtoOf, type PracticeSetDto } from "../practice/practice.service";
import { loadersOf as practiceLoadersOf, statsOf } from "../practice/practice.history";
import { classViewCsv } from "./course-export.csv";
import { assertTeachesCourse, LEARNER_WORK_IN_COURSE } from "./class-view.access";

/** One learner's cell of one module: the attempt that speaks for it, its percent and the official rule's verdict. */
export interface ClassViewCell {
  skill: SkillCode;
  attemptId: number;
  examId: number;
  examName: string;
  /** The course's assignment the attempt was started for; null: the learner's own attempt after joining. */
  assignmentId: number | null;
  submittedAt: Date | null;
  /** The module's percent; null while it awaits an assessment. */
  percent: number | null;
  /** The status of the official part this module counts in (the module itself, the total, telc's written or oral part). */
  status: PartStatus;
  /** The attempt's verdict under the official rule over all its modules. */
  verdict: Verdict;
}

/** A learner as the row names them (the fields of the User type). */
export interface ClassLearner {
  id: number;
  name: string | null;
  email: string | null;
  isGuest: boolean;
  isAdmin: boolean;
  isTeacher: boolean;
  mobile: string | null;
  language: string | null;
  country: string | null;
  photo: string | null;
  emailConfirmedAt: Date | null;
}

export interface ClassViewRow {
  learner: ClassLearner;
  joinedAt: Date;
  cells: ClassViewCell[];
}

/** The class's points on one Teil type (a practice set of a family and level), from the learners' item runs. */
export interface TeilHeat {
  set: PracticeSetDto;
  /** items answered and right */
  attempted: number;
  correct: number;
  /** percent right (of items) */
  percent: number;
  /** points: the Teil's items weighed as the official points weigh them (telc), else one each */
  maxPoints: number;
  pointsLost: number;
  /** pointsLost ÷ maxPoints, 0..1 */
  lostShare: number;
  /** how many learners' work it holds */
  learners: number;
}

export interface ClassViewDto {
  courseId: number;
  modules: SkillCode[];
  rows: ClassViewRow[];
  heatMap: TeilHeat[];
}

interface PickRow {
  user_id: number;
  skill: SkillCode;
  attempt_id: number;
  assignment_id: number | null;
}

/** A block's module in SQL (skillOf). */
const SKILL_SQL = `CASE WHEN b.type IN ('listening', 'listening and image') THEN 'listening'
  WHEN b.type IN ('writing', 'speaking') THEN b.type ELSE 'reading' END`;

/**
 * For every current learner of course $1 and every module of a submitted mock they started inside their membership:
 * the attempt that speaks for it. The course's assignments first (the latest handed in), else the latest attempt of
 * their own. An attempt holds the modules of its pages (an assignment of chosen modules: those); a module it holds that
 * the learner skipped shows as the official rule has it (NOT_TAKEN in a modular exam). One statement for the class.
 */
const PICKS_SQL = `
  WITH cand AS MATERIALIZED (
    SELECT a.id, a.user_id, a.exam_id, a.block_ids, a.submitted_at, asg.id AS assignment_id
      FROM ${LEARNER_WORK_IN_COURSE}
      LEFT JOIN assignments asg ON asg.id = a.assignment_id AND asg.course_id = $1
     WHERE a.status = 'submitted' AND a.kind = 'mock'
  ), exam_skills AS (
    SELECT DISTINCT b.exam_id, ${SKILL_SQL} AS skill FROM question_blocks b
     WHERE b.exam_id IN (SELECT exam_id FROM cand WHERE block_ids IS NULL)
  ), worked AS (
    SELECT c.id, x.skill FROM cand c JOIN exam_skills x ON x.exam_id = c.exam_id WHERE c.block_ids IS NULL
    UNION
    SELECT c.id, ${SKILL_SQL} FROM cand c JOIN question_blocks b ON b.id = ANY(c.block_ids) WHERE c.block_ids IS NOT NULL
  )
  SELECT DISTINCT ON (c.user_id, w.skill) c.user_id, w.skill, c.id AS attempt_id, c.assignment_id
    FROM cand c JOIN worked w ON w.id = c.id
   ORDER BY c.user_id, w.skill, (c.assignment_id IS NOT NULL) DESC, c.submitted_at DESC, c.id DESC`;

/** The current learners of course $1, by name. */
const LEARNERS_SQL = `
  SELECT m.joined_at, u.id, u.name, u.email, u.is_guest AS "isGuest", u.is_admin AS "isAdmin", u.is_teacher AS "isTeacher",
         u.mobile, u.language, u.country, u.photo, u.email_confirmed_at AS "emailConfirmedAt"
    FROM course_members m JOIN users u ON u.id = m.user_id
   WHERE m.course_id = $1 AND m.role = 'learner' AND m.left_at IS NULL
   ORDER BY lower(coalesce(u.name, u.email, '')), u.id`;

/**
 * The item runs of the class's attempts inside their memberships, summed per block (a few dozen rows whatever the
 * class's history): items, right ones, whose work; with each block's level, type and title for its Teil.
 */
const RUNS_SQL = `
  SELECT b.type, b.title, l.family, l.cefr, sum(length(r.results))::int AS items,
         sum(length(replace(r.results, '0', '')))::int AS right, array_agg(DISTINCT a.user_id) AS users
    FROM ${LEARNER_WORK_IN_COURSE}
    JOIN attempt_item_runs r ON r.attempt_id = a.id
    JOIN question_blocks b ON b.id = r.block_id
    JOIN exams e ON e.id = b.exam_id JOIN levels l ON l.id = e.level_id
   WHERE ($2::text IS NULL OR l.family = $2) AND ($3::text IS NULL OR l.cefr = $3)
   GROUP BY b.id, b.type, b.title, l.family, l.cefr`;

/** The official part a module counts in: the module itself (per module), telc's oral or written part, or the total. */
export function partOf(skill: SkillCode, parts: OfficialPart[]): OfficialPart | undefined {
  return (
    parts.find((p) => p.key === skill) ??
    parts.find((p) => p.key === (skill === "speaking" ? "oral" : "written")) ??
    parts.find((p) => p.key === "total")
  );
}

/** A module's percent in a result: the receptive ones fixed at submission, the productive ones once assessed. */
function percentIn(result: ResultDto, skill: SkillCode): number | null {
  return result[skill]?.percent ?? null;
}

/**
 * The class view of a course for its teachers (and admins): learners × modules under the official pass rule, and
 * a heat map of the Teil types the class loses points on. Reads a constant number of statements whatever the size
 * of the class: the access check, the learners, the picks, the attempts' views and what their results need
 * (batched by the request's loaders), and the item runs.
 */
export class ClassViewService {
  constructor(
    private readonly ds: DataSource,
    private readonly attempts: AttemptService,
    private readonly catalog: PracticeCatalog,
    private readonly teilOf: TeilOf,
  ) {}

  async classView(actor: Actor, courseIdRaw: string | number): Promise<ClassViewDto> {
    const course = await assertTeachesCourse(this.ds, actor, courseIdRaw);
    const [learners, picks, heatMap] = await Promise.all([
      this.ds.query(LEARNERS_SQL, [course.id]) as Promise<(ClassLearner & { joined_at: Date })[]>,
      this.ds.query(PICKS_SQL, [course.id]) as Promise<PickRow[]>,
      this.heatMap(actor, course.id, course.family, course.cefr),
    ]);
    const ids = [...new Set(picks.map((p) => p.attempt_id))];
    const views = (await attemptLoadersOf(actor).attemptView.loadMany(ids)).filter(
      (v): v is AttemptView => !!v && !(v instanceof Error),
    );
    const results = new Map<number, { view: AttemptView; result: ResultDto | null }>();
    await Promise.all(views.map(async (view) => results.set(view.id, { view, result: await this.attempts.result(actor, view) })));
    const byLearner = new Map<number, ClassViewCell[]>();
    for (const p of picks) {
      const found = results.get(p.attempt_id);
      if (!found?.result) continue;
      const { view, result } = found;
      const part = partOf(p.skill, result.official.parts);
      const cell: ClassViewCell = {
        skill: p.skill,
        attemptId: view.id,
        examId: view.examId,
        examName: view.exam.name,
        assignmentId: p.assignment_id,
        submittedAt: view.submittedAt,
        percent: percentIn(result, p.skill),
        status: part?.status ?? result.official.verdict,
        verdict: result.official.verdict,
      };
      byLearner.set(p.user_id, [...(byLearner.get(p.user_id) ?? []), cell]);
    }
    const present = new Set(picks.map((p) => p.skill));
    const modules = SKILLS.filter((s) => present.has(s));
    const rows = learners.map(({ joined_at, ...learner }) => ({
      learner,
      joinedAt: joined_at,
      cells: (byLearner.get(learner.id) ?? []).sort((a, b) => SKILLS.indexOf(a.skill) - SKILLS.indexOf(b.skill)),
    }));
    return { courseId: course.id, modules, rows, heatMap };
  }

  /** The class view's table as CSV in the caller's language (course-export.csv.ts); NOT_FOUND as the view. */
  async exportCsv(actor: Actor, courseIdRaw: string): Promise<{ filename: string; csv: string }> {
    const view = await this.classView(actor, courseIdRaw);
    return {
      filename: `course-${view.courseId}-${new Date().toISOString().slice(0, 10)}.csv`,
      csv: classViewCsv(view, actor.lang),
    };
  }

  /**
   * Points lost per Teil type across the class, from the item runs (the learner's mastery page reads the same rows):
   * every mock and drill of the current learners inside their membership, of the course's family and level when it
   * names them. Items weigh as the official points weigh them (teil-points.ts). Sets in catalog order.
   */
  private async heatMap(
    actor: Actor,
    courseId: number,
    family: ExamFamilyCode | null,
    cefr: CefrCode | null,
  ): Promise<TeilHeat[]> {
    const [rows, blocks] = await Promise.all([
      this.ds.query(RUNS_SQL, [courseId, family, cefr]) as Promise<
        {
          type: BlockType;
          title: string | null;
          family: ExamFamilyCode;
          cefr: CefrCode;
          items: number;
          right: number;
          users: number[];
        }[]
      >,
      practiceLoadersOf(actor).blocks(this.catalog),
    ]);
    const stats = statsOf(blocks);
    const tally = new Map<string, { attempted: number; correct: number; max: number; lost: number; learners: Set<number> }>();
    for (const r of rows) {
      const skill = skillOf(r.type);
      if (!KEYED_SKILLS.includes(skill)) continue;
      const set = this.catalog.setOf(r.family, r.cefr, skill, r.title);
      if (!set) continue;
      const weight = this.teilOf(r.family, r.cefr, skill, r.title)?.weight ?? 1;
      const t = tally.get(set.id) ?? { attempted: 0, correct: 0, max: 0, lost: 0, learners: new Set<number>() };
      t.attempted += r.items;
      t.correct += r.right;
      t.max += r.items * weight;
      t.lost += (r.items - r.right) * weight;
      for (const u of r.users) t.learners.add(u);
      tally.set(set.id, t);
    }
    const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
    return this.catalog.sets
      .filter((s) => tally.has(s.id))
      .map((def) => {
        const t = tally.get(def.id)!;
        return {
          set: dtoOf(def, actor.lang, stats.get(def.id)),
          attempted: t.attempted,
          correct: t.correct,
          percent: t.attempted ? round((t.correct * 100) / t.attempted, 1) : 0,
          maxPoints: round(t.max, 2),
          pointsLost: round(t.lost, 2),
          lostShare: t.max ? round(t.lost / t.max, 3) : 0,
          learners: t.learners.size,
        };
      });
  }
}
