import type { DataSource } from "typeorm";
import type { Actor } from "../../common/principal";
import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import type { PassRule } from "../exams/exam.entity";
import type { SkillCode } from "../exams/question-block.entity";
import type { AttemptScoreData } from "../attempts/attempt.entity";
import { KEYED_SKILLS, type PracticeCatalog } from "./practice.content";
import { itemEvents, loadersOf, statsOf } from "./practice.history";
import { runsByBlock } from "./practice.mastery-query";
import { registered } from "./practice.policy";
import { dtoOf, type PracticeSetDto } from "./practice.service";
import {
  likelyRange,
  masteryOfRuns,
  mistakeQueue,
  placementRange,
  verdictOf,
  verdictOfMastery,
  type ItemRun,
  type MasteryFigures,
  type MasteryVerdict,
  type Range,
  type Verdict,
} from "./practice.rules";

export interface MasteryDto extends MasteryFigures, MasteryVerdict {
  set: PracticeSetDto;
  recommended: boolean;
}

export interface MistakeDto {
  subQuestionId: number;
  set: PracticeSetDto;
  title: string | null;
  lastAnswer: string | null;
  /** The label of the option given last (a choice or a pool option), where the answer is one. */
  lastAnswerLabel: string | null;
  times: number;
  lastWrongAt: Date;
  rightSince: number;
}

type Basis = "history" | "placement" | "none";
export interface ModuleReadinessDto {
  skill: SkillCode;
  low: number | null;
  high: number | null;
  items: number;
  basis: Basis;
}
export interface ReadinessDto {
  family: ExamFamilyCode;
  cefr: CefrCode;
  passRule: PassRule;
  passPercent: number;
  modules: ModuleReadinessDto[];
  low: number | null;
  high: number | null;
  verdict: Verdict;
  basis: Basis;
}

/** Mocks that speak for readiness: the latest three of a level. */
export const RECENT_MOCKS = 3;
/** Drill items that speak for readiness: the latest forty of a module. */
export const RECENT_DRILL_ITEMS = 40;
const PASS_PERCENT = 60;
const SKILLS = ["reading", "listening"] as const;

/** A learner's progress in practice: the mistakes queue, mastery per set and readiness per family and level. */
export class PracticeProgressService {
  constructor(
    private readonly ds: DataSource,
    private readonly catalog: PracticeCatalog,
  ) {}

  /** The caller's queued mistakes, latest first (rule: practice.rules.ts, mistakeQueue). */
  async mistakes(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<MistakeDto[]> {
    const principal = registered(actor);
    const [events, blocks] = await Promise.all([
      itemEvents(this.ds, this.catalog, principal.userId, family, cefr),
      loadersOf(actor).blocks(this.catalog),
    ]);
    const stats = statsOf(blocks);
    const titles = new Map(events.map((e) => [e.subQuestionId, e.title]));
    const queue = mistakeQueue(events);
    const labels = await this.optionLabels(queue.map((m) => m.subQuestionId));
    return queue.flatMap((m) => {
      const def = m.setId ? this.catalog.byId.get(m.setId) : undefined;
      if (!def) return []; // an item of a block that belongs to no Teil of its level
      const lastAnswerLabel = m.lastAnswer === null ? null : (labels.get(`${m.subQuestionId}|${m.lastAnswer}`) ?? null);
      return [
        { ...m, set: dtoOf(def, actor.lang, stats.get(def.id)), title: titles.get(m.subQuestionId) ?? null, lastAnswerLabel },
      ];
    });
  }

  /** The labels of the items' options (their choices, or their block's pool), by "sub-question id|value": one statement. */
  private async optionLabels(subQuestionIds: number[]): Promise<Map<string, string>> {
    if (!subQuestionIds.length) return new Map();
    const rows: { id: number; value: string; label: string }[] = await this.ds.query(
      `SELECT sq.id, o->>'value' AS value, o->>'label' AS label
         FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id
         CROSS JOIN LATERAL jsonb_array_elements(coalesce(sq.choices, '[]'::jsonb) || coalesce(b.option_pool, '[]'::jsonb)) o
        WHERE sq.id = ANY($1::int[]) AND o->>'label' IS NOT NULL`,
      [subQuestionIds],
    );
    const labels = new Map<string, string>();
    for (const r of rows) if (!labels.has(`${r.id}|${r.value}`)) labels.set(`${r.id}|${r.value}`, r.label);
    return labels;
  }

  async mistakeCount(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<number> {
    const principal = registered(actor);
    const events = await itemEvents(this.ds, this.catalog, principal.userId, family, cefr);
    return mistakeQueue(events).filter((m) => m.setId !== null).length;
  }

  /**
   * Mastery of every set of the chosen families and levels (practised or not, so a grid is complete), in catalog
   * order. Two statements whatever the history: the published blocks (with their sets) and the learner's item runs
   * on the blocks of those sets (practice.mastery-query.ts).
   */
  async mastery(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<MasteryDto[]> {
    const principal = registered(actor);
    const blocks = await loadersOf(actor).blocks(this.catalog);
    const chosen = blocks.filter((b) => b.setId && (!family || b.family === family) && (!cefr || b.cefr === cefr));
    const runs = await runsByBlock(
      this.ds,
      principal.userId,
      chosen.map((b) => b.id),
    );
    const runsOfSet = new Map<string, ItemRun[]>();
    for (const b of chosen) runsOfSet.set(b.setId!, [...(runsOfSet.get(b.setId!) ?? []), ...(runs.get(b.id) ?? [])]);
    const stats = statsOf(blocks);
    // writing and speaking are assessed on rubrics, not scored item by item: no mastery figures of theirs
    const rows = this.catalog.sets
      .filter((s) => KEYED_SKILLS.includes(s.skill) && (!family || s.family === family) && (!cefr || s.cefr === cefr))
      .map((def) => {
        const figures = masteryOfRuns(runsOfSet.get(def.id) ?? []);
        return { ...figures, ...verdictOfMastery(figures), set: dtoOf(def, actor.lang, stats.get(def.id)), recommended: false };
      });
    // practise next: per family and level, the practised set with the lowest percent (fewer items first on a tie)
    const weakest = new Map<string, MasteryDto>();
    for (const r of rows) {
      if (!r.attempted || !r.set.blockCount) continue;
      const k = `${r.set.family}-${r.set.cefr}`;
      const w = weakest.get(k);
      if (!w || r.percent < w.percent || (r.percent === w.percent && r.attempted < w.attempted)) weakest.set(k, r);
    }
    for (const w of weakest.values()) w.recommended = true;
    return rows;
  }

  /**
   * Readiness per family and level: the official pass rule applied to the latest three mocks and the latest forty
   * drill items of each module, as likely ranges; a module without either takes the placement result.
   */
  async readiness(actor: Actor, family: ExamFamilyCode | null, cefr: CefrCode | null): Promise<ReadinessDto[]> {
    const principal = registered(actor);
    const [mocks, events, placement] = await Promise.all([
      this.ds.query(
        `SELECT l.family, l.cefr, a.score, e.pass_percent FROM attempts a JOIN exams e ON e.id = a.exam_id
           JOIN levels l ON l.id = e.level_id
          WHERE a.user_id = $1 AND a.kind = 'mock' AND a.status = 'submitted' AND a.score IS NOT NULL
            AND ($2::text IS NULL OR l.family = $2) AND ($3::text IS NULL OR l.cefr = $3)
          ORDER BY a.submitted_at DESC, a.id DESC`,
        [principal.userId, family, cefr],
      ) as Promise<{ family: string; cefr: string; score: AttemptScoreData; pass_percent: number }[]>,
      itemEvents(this.ds, this.catalog, principal.userId, family, cefr),
      this.ds.query(
        `SELECT result_level FROM placement_runs WHERE user_id = $1 AND status = 'submitted'
          ORDER BY finished_at DESC NULLS LAST, id DESC LIMIT 1`,
        [principal.userId],
      ) as Promise<{ result_level: CefrCode | null }[]>,
    ]);
    const placed = placement.length ? placement[0].result_level : undefined;
    const out: ReadinessDto[] = [];
    for (const [key, passRule] of this.catalog.passRules) {
      const [fam, level] = key.split("-") as [ExamFamilyCode, CefrCode];
      if ((family && fam !== family) || (cefr && level !== cefr)) continue;
      const recent = mocks.filter((m) => m.family === fam && m.cefr === level).slice(0, RECENT_MOCKS);
      const passPercent = recent[0]?.pass_percent ?? PASS_PERCENT;
      const tallies = SKILLS.map((skill) => {
        let correct = 0;
        let total = 0;
        for (const m of recent) {
          const s = m.score[skill];
          if (s) {
            correct += s.correct;
            total += s.total;
          }
        }
        const drills = events
          .filter((e) => e.kind === "drill" && e.setId && this.catalog.byId.get(e.setId)?.skill === skill)
          .filter((e) => e.setId!.startsWith(`${key}-`))
          .slice(-RECENT_DRILL_ITEMS);
        correct += drills.filter((e) => e.correct).length;
        total += drills.length;
        return { skill, correct, total };
      });
      const modules: ModuleReadinessDto[] = tallies.map(({ skill, correct, total }) => {
        const fromHistory = likelyRange(correct, total);
        const range: Range | null = fromHistory ?? (placed !== undefined ? placementRange(placed, level) : null);
        return {
          skill,
          low: range?.low ?? null,
          high: range?.high ?? null,
          items: fromHistory ? total : 0,
          basis: fromHistory ? "history" : range ? "placement" : "none",
        };
      });
      const both = tallies.reduce((n, t) => ({ correct: n.correct + t.correct, total: n.total + t.total }), {
        correct: 0,
        total: 0,
      });
      const combined: Range | null =
        passRule === "per_skill"
          ? null
          : (likelyRange(both.correct, both.total) ?? (placed !== undefined ? placementRange(placed, level) : null));
      const moduleRanges = modules.map((m) => (m.low === null || m.high === null ? null : { low: m.low, high: m.high }));
      out.push({
        family: fam,
        cefr: level,
        passRule,
        passPercent,
        modules,
        low: combined?.low ?? null,
        high: combined?.high ?? null,
        verdict: verdictOf(passRule === "per_skill" ? moduleRanges : [combined], passPercent),
        basis: modules.some((m) => m.basis === "history")
          ? "history"
          : modules.some((m) => m.basis === "placement")
            ? "placement"
            : "none",
      });
    }
    return out;
  }
}
