import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { Brackets } from "typeorm";
import { parseId } from "../../common/ids";
import type { AdminListInput } from "./admin.types";

export const MAX_PER_PAGE = 500;
export const DEFAULT_PER_PAGE = 25;

/** The expected size of an admin list's page (the cost limit): the requested `perPage`, else the default. */
export const ADMIN_PAGE_SIZE = { slicingArguments: ["filter.perPage"], sizedFields: ["items"], assumedSize: DEFAULT_PER_PAGE };

export interface ListSpec {
  /** Sortable fields as the console names them → SQL expression. The first is the default. */
  sort: Record<string, string>;
  /** SQL columns (alias.column_name) searched case-insensitively, as substrings, by `q`. */
  search: string[];
  /** The id column, for `ids` filters. */
  id: string;
}

/** Ids from GraphQL (strings); anything that is no row id (common/ids) is dropped. */
export function toIds(ids: readonly (string | number)[] | null | undefined): number[] {
  return (ids ?? []).map(parseId).filter((n): n is number => n !== null);
}

/** A row id (common/ids), or null. */
export function toId(id: string | number | null | undefined): number | null {
  return parseId(id);
}

/** Applies search, ids, sort and pagination of an admin list and answers one page plus the total. */
export async function listPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  args: AdminListInput | null | undefined,
  spec: ListSpec,
): Promise<{ items: T[]; total: number }> {
  const a = args ?? {};
  if (a.ids) qb.andWhere(`${spec.id} IN (:...adminIds)`, { adminIds: toIds(a.ids).length ? toIds(a.ids) : [0] });
  const q = a.q?.trim();
  if (q && spec.search.length) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    qb.andWhere(
      new Brackets((w) => {
        for (const col of spec.search) w.orWhere(`lower(CAST(${col} AS text)) LIKE :adminQ`, { adminQ: like });
        if (parseId(q) !== null) w.orWhere(`${spec.id} = :adminQId`, { adminQId: parseId(q) });
      }),
    );
  }
  const sortKeys = Object.keys(spec.sort);
  const field = a.sortField && spec.sort[a.sortField] ? a.sortField : sortKeys[0];
  const order = a.sortOrder?.toUpperCase() === "DESC" ? "DESC" : "ASC";
  qb.orderBy(spec.sort[field], order);
  if (spec.sort[field] !== spec.id) qb.addOrderBy(spec.id, "ASC");
  const perPage = Math.min(Math.max(a.perPage ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
  const page = Math.max(a.page ?? 1, 1);
  qb.skip((page - 1) * perPage).take(perPage);
  const [items, total] = await qb.getManyAndCount();
  return { items, total };
}
