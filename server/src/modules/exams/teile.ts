import type { CefrCode, ExamFamilyCode } from "../content/level.entity";
import { teilNamed, type Blueprints } from "./format/blueprint-check";
import { SKILLS, skillOf, type BlockType, type SkillCode } from "./question-block.entity";

/** Where a page stands in its module: its Teil among the module's Teile and its text among the Teil's. */
export interface TeilPlace {
  skill: SkillCode;
  /** 1-based, in page order */
  teil: number;
  teilCount: number;
  /** 1-based: a Teil of several texts (Goethe A1 Lesen, Teil 1: two messages) spans as many pages */
  text: number;
  textCount: number;
}

/** A module's Teile. */
export interface ModuleTeile {
  skill: SkillCode;
  teilCount: number;
}

/** What the plan reads of a page: its block's type and title. */
export interface PageBlock {
  type: BlockType;
  title: string | null;
}

/**
 * The Teile of an exam's pages, the one place that decides them. A page joins the Teil of its module that its title
 * names in the blueprint of the exam's family and level (content/blueprints.yaml, matched as in the blueprint check
 * and the per-Teil points), or, where the blueprint names none, the Teil its title names; a page without a title is
 * a Teil of its own. Pages that follow one another in one module and name the same Teil are that Teil's texts.
 */
export class ExamTeile {
  private readonly names = new Map<string, { teil: string }[]>();

  constructor(blueprints: Blueprints | null) {
    for (const [key, bp] of Object.entries(blueprints ?? {}))
      for (const skill of SKILLS) {
        const mod = bp[skill];
        if (mod) this.names.set(`${key}|${skill}`, mod.teile);
      }
  }

  /** The place of every page, in page order. */
  places(family: ExamFamilyCode, cefr: CefrCode, pages: readonly PageBlock[]): TeilPlace[] {
    const out: TeilPlace[] = [];
    const counts = new Map<SkillCode, number>();
    let previous: { skill: SkillCode; key: string | null } | null = null;
    for (const page of pages) {
      const skill = skillOf(page.type);
      const key = teilNamed(this.names.get(`${family}-${cefr}|${skill}`) ?? [], page.title)?.teil ?? page.title;
      const same = previous !== null && previous.skill === skill && key !== null && previous.key === key;
      const teil = same ? out[out.length - 1].teil : (counts.get(skill) ?? 0) + 1;
      counts.set(skill, teil);
      out.push({ skill, teil, teilCount: 0, text: same ? out[out.length - 1].text + 1 : 1, textCount: 0 });
      previous = { skill, key };
    }
    for (const place of out) {
      place.teilCount = counts.get(place.skill) ?? 0;
      place.textCount = Math.max(...out.filter((p) => p.skill === place.skill && p.teil === place.teil).map((p) => p.text));
    }
    return out;
  }

  /** Each module's Teile, in page order. */
  modules(family: ExamFamilyCode, cefr: CefrCode, pages: readonly PageBlock[]): ModuleTeile[] {
    const out = new Map<SkillCode, number>();
    for (const place of this.places(family, cefr, pages)) out.set(place.skill, place.teilCount);
    return [...out].map(([skill, teilCount]) => ({ skill, teilCount }));
  }
}
