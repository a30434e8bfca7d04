import { In, type DataSource } from "typeorm";
import { AppError, FieldErrors } from "../../common/errors";
import type { Actor } from "../../common/principal";
import { SubQuestion } from "../exams/sub-question.entity";
import { Rubric, type CriterionData } from "../productive/rubric.entity";
import { maxPointsOf, schemeBandsProblem } from "../productive/rubric-scoring";
import { localized, plainMap } from "./admin-content.service";
import { listPage, toId } from "./admin-list";
import { adminMessages as M } from "./admin.messages";
import type { AdminListInput } from "./admin.types";
import type { AdminRubric, AdminRubricInput } from "./admin-productive.types";

const CERTAINTIES = ["src", "3rd", "mem", "own"];
const EPSILON = 1e-9;

/**
 * The rubrics productive tasks are judged by, as the console edits them: names, criteria labels and
 * band descriptors in every language, points per band, source and certainty. Criteria keys and band
 * letters stay as they are (assessments refer to them); points must keep the scheme's rule.
 */
export class AdminRubricService {
  constructor(private readonly ds: DataSource) {}

  async rubrics(args: AdminListInput | null | undefined): Promise<{ items: AdminRubric[]; total: number }> {
    const qb = this.ds.getRepository(Rubric).createQueryBuilder("r");
    if (args?.family) qb.andWhere("r.family = :family", { family: args.family.toLowerCase() });
    if (args?.cefr) qb.andWhere("r.cefr = :cefr", { cefr: args.cefr.toUpperCase() });
    const page = await listPage(qb, args, {
      id: "r.id",
      sort: { key: "r.key", id: "r.id", family: "r.family", cefr: "r.cefr", taskKind: "r.taskKind" },
      search: ["r.key", "r.name", "r.task_kind"],
    });
    return { items: await this.rows(page.items), total: page.total };
  }

  async rubric(id: string | number): Promise<AdminRubric | null> {
    const row = await this.ds.getRepository(Rubric).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.rows([row]))[0] : null;
  }

  /** The rubrics with these keys (unknown keys are left out), in the order given. */
  async byKeys(keys: string[]): Promise<AdminRubric[]> {
    const unique = [...new Set(keys.filter(Boolean))];
    if (!unique.length) return [];
    const rows = await this.ds.getRepository(Rubric).findBy({ key: In(unique) });
    const out = await this.rows(rows);
    return unique.flatMap((k) => out.filter((r) => r.key === k));
  }

  private async rows(rubrics: Rubric[]): Promise<AdminRubric[]> {
    if (!rubrics.length) return [];
    const counts: { key: string; n: number }[] = await this.ds
      .getRepository(SubQuestion)
      .createQueryBuilder("q")
      .select("q.rubric_key", "key")
      .addSelect("COUNT(*)::int", "n")
      .where("q.rubric_key IN (:...keys)", { keys: rubrics.map((r) => r.key) })
      .groupBy("q.rubric_key")
      .getRawMany();
    return rubrics.map((r) => ({
      id: r.id,
      key: r.key,
      family: r.family,
      cefr: r.cefr,
      taskKind: r.taskKind,
      name: localized(r.name),
      scheme: r.scheme,
      weight: r.weight,
      maxPoints: maxPointsOf(r),
      source: r.source,
      certainty: r.certainty,
      criteria: r.criteria.map((c) => ({
        key: c.key,
        label: localized(c.label),
        zeroesTask: c.zeroesTask,
        bands: c.bands.map((b) => ({ band: b.band, points: b.points, descriptor: localized(b.descriptor) })),
      })),
      usedBy: counts.find((c) => c.key === r.key)?.n ?? 0,
    }));
  }

  async saveRubric(actor: Actor, id: string | number, input: AdminRubricInput): Promise<AdminRubric> {
    const repo = this.ds.getRepository(Rubric);
    const current = await repo.findOneBy({ id: toId(id) ?? 0 });
    if (!current) throw new AppError("NOT_FOUND", M.unknownRef);
    const errors = new FieldErrors();
    const name = plainMap(input.name);
    if (!name.de) errors.add("name.de", M.required);
    for (const [lang, v] of Object.entries(name)) if (v.length > 200) errors.add(`name.${lang}`, M.tooLong, { max: 200 });
    const weight = input.weight ?? current.weight;
    if (!Number.isFinite(weight) || weight <= 0 || weight > 10) errors.add("weight", M.range, { min: 0.1, max: 10 });
    const certainty = input.certainty?.trim() || null;
    if (certainty && !CERTAINTIES.includes(certainty)) errors.add("certainty", M.oneOf, { values: CERTAINTIES.join(", ") });
    const source = input.source?.trim() || null;
    if (source && source.length > 2000) errors.add("source", M.tooLong, { max: 2000 });
    const criteria = this.criteria(current, input, errors);
    errors.throwIfAny();
    await repo.update({ id: current.id }, { name, weight, certainty, source, criteria });
    return (await this.rubric(current.id))!;
  }

  /** The edited criteria, checked against the stored ones (same keys and letters) and the scheme's points. */
  private criteria(current: Rubric, input: AdminRubricInput, errors: FieldErrors): CriterionData[] {
    const given = input.criteria ?? [];
    const sameShape =
      given.length === current.criteria.length &&
      given.every(
        (c, i) =>
          c.key === current.criteria[i].key &&
          c.bands.length === current.criteria[i].bands.length &&
          c.bands.every((b, j) => b.band === current.criteria[i].bands[j].band),
      );
    if (!sameShape) {
      errors.add("criteria", M.rubricShape);
      return current.criteria;
    }
    return given.map((c, i) => {
      const label = plainMap(c.label);
      if (!label.de) errors.add(`criteria.${i}.label.de`, M.required);
      const bands = c.bands.map((b, j) => {
        const descriptor = plainMap(b.descriptor);
        if (!descriptor.de) errors.add(`criteria.${i}.bands.${j}.descriptor.de`, M.required);
        for (const [lang, v] of Object.entries(descriptor))
          if (v.length > 1000) errors.add(`criteria.${i}.bands.${j}.descriptor.${lang}`, M.tooLong, { max: 1000 });
        if (!Number.isFinite(b.points) || b.points < 0 || b.points > 100)
          errors.add(`criteria.${i}.bands.${j}.points`, M.range, { min: 0, max: 100 });
        return { band: b.band, points: b.points, descriptor };
      });
      const falling = bands.every((b, j) => j === 0 || b.points < bands[j - 1].points - EPSILON);
      const broken = schemeBandsProblem(current.scheme, bands);
      if (!falling || Math.abs(bands[bands.length - 1].points) > EPSILON) errors.add(`criteria.${i}.bands`, M.bandsDescending);
      else if (broken === "TELC_BANDS") errors.add(`criteria.${i}.bands`, M.telcBands);
      else if (broken === "COMPLETION_BANDS") errors.add(`criteria.${i}.bands`, M.completionBands);
      return { key: c.key, label, zeroesTask: current.criteria[i].zeroesTask, bands };
    });
  }
}
