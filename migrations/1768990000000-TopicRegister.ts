import type { MigrationInterface, QueryRunner } from "typeorm";
import { CHANGES } from "./1768990000000-TopicRegister.data";

/** A block's seeded fields; only those that changed are listed. */
interface BlockFields {
  intro?: string | null;
  passage?: string | null;
  pool?: unknown[];
}
/** An item's seeded fields; only those that changed are listed. */
interface ItemFields {
  title?: string | null;
  choices?: unknown[];
  solution?: Record<string, string>;
  explanation?: Record<string, string>;
  task?: string | null;
  points?: unknown[];
}
export interface TopicChange {
  e: string;
  b: number;
  t: string;
  from: BlockFields;
  to: BlockFields;
  subs: { q: number; from: ItemFields; to: ItemFields }[];
}

const BLOCK_COLUMNS: Record<keyof BlockFields, string> = { intro: "intro", passage: "passage", pool: "option_pool" };
const ITEM_COLUMNS: Record<keyof ItemFields, string> = {
  title: "title",
  choices: "choices",
  solution: "model_solution",
  explanation: "explanation",
  task: "task",
  points: "points",
};
const JSON_COLUMNS = new Set(["option_pool", "choices", "model_solution", "explanation", "points"]);

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

const matches = (row: Record<string, unknown>, fields: object, columns: Record<string, string>) =>
  Object.entries(fields).every(([k, v]) => canonical(row[columns[k]]) === canonical(v));

/**
 * Content data, no schema change (issue 29): the topic register (content/topics.yaml) refuses a subject met at two
 * levels, and the written occurrences of repeated subjects were rewritten (Wahlalter 16, soziales Pflichtjahr,
 * Nachtzüge, Bargeld abschaffen, the water shut off on Tuesday, and others). The seed brings the new texts and tasks
 * into an empty database; this brings them into one seeded before. Keys and answers do not change. A block is
 * replaced as a whole – its passage or pool and its items' texts – and only where an editor has changed none of
 * them since the seed; down() puts back the old texts on the same condition.
 */
export class TopicRegister1768990000000 implements MigrationInterface {
  name = "TopicRegister1768990000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const c of CHANGES) await this.swap(q, c, "from", "to");
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const c of CHANGES) await this.swap(q, c, "to", "from");
  }

  private async swap(q: QueryRunner, c: TopicChange, was: "from" | "to", next: "from" | "to"): Promise<void> {
    // by exam and Teil title, not position alone: a block another change moved is still found
    const blocks: Record<string, unknown>[] = await q.query(
      `SELECT b.id, b.position, b.intro, b.passage, b.option_pool FROM question_blocks b JOIN exams e ON e.id = b.exam_id
        WHERE e.content_key = $1 AND b.title = $2 ORDER BY abs(b.position - $3), b.position`,
      [c.e, c.t, c.b],
    );
    for (const block of blocks) {
      if (!matches(block, c[was], BLOCK_COLUMNS)) continue;
      const items: Record<string, unknown>[] = await q.query(
        `SELECT id, position, title, choices, model_solution, explanation, task, points FROM sub_questions
          WHERE block_id = $1`,
        [block.id],
      );
      const rows = c.subs.map((s) => ({ s, row: items.find((i) => i.position === s.q) }));
      if (rows.some(({ s, row }) => !row || !matches(row, s[was], ITEM_COLUMNS))) continue;
      await this.update(q, "question_blocks", block.id as number, c[next], BLOCK_COLUMNS);
      for (const { s, row } of rows) await this.update(q, "sub_questions", row!.id as number, s[next], ITEM_COLUMNS);
      return;
    }
  }

  private async update(q: QueryRunner, table: string, id: number, fields: object, columns: Record<string, string>) {
    const entries = Object.entries(fields);
    if (!entries.length) return;
    const cols = entries.map(([k]) => columns[k]);
    const values = entries.map(([k, v]) => (JSON_COLUMNS.has(columns[k]) ? JSON.stringify(v) : v));
    await q.query(`UPDATE ${table} SET ${cols.map((col, i) => `"${col}" = $${i + 2}`).join(", ")} WHERE id = $1`, [
      id,
      ...values,
    ]);
  }
}
