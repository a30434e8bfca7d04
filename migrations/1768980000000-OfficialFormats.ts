import type { MigrationInterface, QueryRunner } from "typeorm";
import { CHANGES, RUBRIC_NAMES } from "./1768980000000-OfficialFormats.data";

type FromTo<T = unknown> = [T, T];
/** A sub-question's columns as the seed writes them (subQuestionRow), before and after. */
type QuestionCols = {
  task: string | null;
  points: unknown;
  min_words: number | null;
  max_words: number | null;
  rubric_key: string | null;
  prep_seconds: number | null;
  max_record_seconds: number | null;
  model_solution: Record<string, string>;
  explanation: Record<string, string>;
};
export interface FormatChanges {
  /** a block's columns (intro, transcript, play_limit) from -> to, found by exam, position and title */
  blocks: { e: string; b: number; title: string; set: Record<string, FromTo> }[];
  /** exam names */
  names: { e: string; from: string; to: string }[];
  /** the level's name, its description per language and its images' alt texts per language */
  level: {
    family: string;
    cefr: string;
    name: FromTo<string>;
    description: Record<string, FromTo<string>>;
    alts: { position: number; alt: Record<string, FromTo<string>> }[];
  };
  /** the telc family's description (contact_info.telc_desc) per language */
  telcDesc: Record<string, FromTo<string>>;
  /** rubrics the content gained */
  rubrics: {
    key: string;
    family: string;
    cefr: string;
    task_kind: string;
    name: Record<string, string>;
    scheme: string;
    weight: number;
    source: string;
    certainty: string;
    criteria: unknown[];
    calibration: unknown;
  }[];
  /** a writing block inserted at a position, before the message block that was "Schreiben" */
  forms: {
    e: string;
    at: number;
    block: { type: string; title: string; intro: string };
    question: QuestionCols;
    message: { title: FromTo<string>; intro: FromTo<string> };
  }[];
  /** a speaking task rewritten: its block's intro and the sub-question's columns */
  speaking: { e: string; b: number; intro: FromTo<string>; set: Partial<Record<keyof QuestionCols, FromTo>> }[];
}

const JSON_COLS = new Set(["points", "model_solution", "explanation"]);
const val = (col: string, v: unknown) => (JSON_COLS.has(col) ? JSON.stringify(v) : v);

/**
 * Content data, no schema change (issue 29 point 2): the formats that differed from the official ones, in a database
 * seeded before. The seed brings the new content into an empty database; this brings it into one seeded before:
 * - Goethe B2 Hören Teil 2 may be heard twice and telc B2 Hörverstehen Teil 2 once (play limit, intro, transcript);
 * - the telc C1 mocks and their level are named telc Deutsch C1 Hochschule (slugs unchanged), and the telc family's
 *   description says so;
 * - telc A2 gains Schreiben Teil 1, a form, before the message (which becomes "Schreiben, Teil 2"), with its rubric;
 * - telc A2 Sprechen Teil 2 asks and answers questions on an everyday topic, without preparation time, on its rubric;
 * - the telc C1 speaking rubrics are named telc Deutsch C1 Hochschule too;
 * - the message's rubric (telc-A2-email) weighs 2/3, 10 points, so form (5) and message make the exam's 15 raw points.
 * Every value changes only where it is still what the seed wrote: a field an editor has changed is left as it is, and
 * an exam whose writing block an editor has renamed or moved gets no form. A learner's saved answers stay on their
 * sub-questions (none is removed; the speaking task keeps its id and its rubric's criteria and weight). down() takes
 * every change back where the value is still the new one, the form block with its answers included.
 */
/** telc-A2-email's weight as RubricSchemes left it (the message alone, 25) and with the form beside it (10). */
const EMAIL_WEIGHT = { before: 1.6667, after: 0.6667 };

export class OfficialFormats1768980000000 implements MigrationInterface {
  name = "OfficialFormats1768980000000";

  public async up(q: QueryRunner): Promise<void> {
    // an empty database gets all of this from the seed that follows the migrations (it seeds where no level exists):
    // rows written here would collide with it
    const [{ seeded }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM levels) AS seeded`)) as { seeded: boolean }[];
    if (!seeded) return;
    await this.apply(q, 0, 1);
    for (const r of CHANGES.rubrics)
      await q.query(
        `INSERT INTO rubrics (key, family, cefr, task_kind, name, scheme, weight, source, certainty, criteria, calibration)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (key) DO NOTHING`,
        [
          r.key,
          r.family,
          r.cefr,
          r.task_kind,
          JSON.stringify(r.name),
          r.scheme,
          r.weight,
          r.source,
          r.certainty,
          JSON.stringify(r.criteria),
          r.calibration === null ? null : JSON.stringify(r.calibration),
        ],
      );
    for (const f of CHANGES.forms) {
      const [exam] = (await q.query(
        `SELECT e.id FROM exams e JOIN question_blocks b ON b.exam_id = e.id AND b.position = $2 AND b.type = 'writing' AND b.title = $3
          WHERE e.content_key = $1
            AND NOT EXISTS (SELECT 1 FROM question_blocks x WHERE x.exam_id = e.id AND x.title = $4)`,
        [f.e, f.at, f.message.title[0], f.block.title],
      )) as { id: number }[];
      if (!exam) continue;
      await q.query(`UPDATE question_blocks SET position = position + 1 WHERE exam_id = $1 AND position >= $2`, [exam.id, f.at]);
      const [block] = (await q.query(
        `INSERT INTO question_blocks (exam_id, position, type, title, intro) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [exam.id, f.at, f.block.type, f.block.title, f.block.intro],
      )) as { id: number }[];
      const c = f.question;
      await q.query(
        `INSERT INTO sub_questions (block_id, position, answer_type, task, points, min_words, max_words, rubric_key,
           prep_seconds, max_record_seconds, model_solution, explanation)
         VALUES ($1, 1, 'writing', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          block.id,
          c.task,
          JSON.stringify(c.points),
          c.min_words,
          c.max_words,
          c.rubric_key,
          c.prep_seconds,
          c.max_record_seconds,
          JSON.stringify(c.model_solution),
          JSON.stringify(c.explanation),
        ],
      );
      await this.message(q, exam.id, f.at + 1, f.message, 0, 1);
    }
    await this.emailWeight(q, EMAIL_WEIGHT.before, EMAIL_WEIGHT.after);
    await this.rubricNames(q, 0, 1);
  }

  /** The telc C1 speaking rubrics' names, where they are still `from` (a name edited in the console stays). */
  private async rubricNames(q: QueryRunner, from: 0 | 1, to: 0 | 1): Promise<void> {
    for (const r of RUBRIC_NAMES)
      await q.query(`UPDATE rubrics SET name = $3::jsonb WHERE key = $1 AND name = $2::jsonb`, [
        r.key,
        JSON.stringify(r.name[from]),
        JSON.stringify(r.name[to]),
      ]);
  }

  /** The message's rubric weight, where it is still `from` (a weight set in the console stays). */
  private async emailWeight(q: QueryRunner, from: number, to: number): Promise<void> {
    await q.query(`UPDATE rubrics SET weight = $3 WHERE key = $1 AND abs(weight - $2) < 0.00005`, ["telc-A2-email", from, to]);
  }

  public async down(q: QueryRunner): Promise<void> {
    await this.emailWeight(q, EMAIL_WEIGHT.after, EMAIL_WEIGHT.before);
    await this.rubricNames(q, 1, 0);
    for (const f of [...CHANGES.forms].reverse()) {
      const [block] = (await q.query(
        `SELECT b.id, b.exam_id FROM question_blocks b JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2 AND b.title = $3 AND b.intro = $4`,
        [f.e, f.at, f.block.title, f.block.intro],
      )) as { id: number; exam_id: number }[];
      if (!block) continue;
      await this.message(q, block.exam_id, f.at + 1, f.message, 1, 0);
      await q.query(`DELETE FROM question_blocks WHERE id = $1`, [block.id]);
      await q.query(`UPDATE question_blocks SET position = position - 1 WHERE exam_id = $1 AND position > $2`, [
        block.exam_id,
        f.at,
      ]);
    }
    await this.apply(q, 1, 0);
    // a rubric goes where no task uses it any more (the form and the rewritten speaking task are back as they were)
    for (const r of CHANGES.rubrics)
      await q.query(`DELETE FROM rubrics WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM sub_questions WHERE rubric_key = $1)`, [
        r.key,
      ]);
  }

  /** The message block after the form: its title and intro, where they are still `from`. */
  private async message(
    q: QueryRunner,
    examId: number,
    position: number,
    m: FormatChanges["forms"][number]["message"],
    from: 0 | 1,
    to: 0 | 1,
  ) {
    for (const col of ["title", "intro"] as const)
      await q.query(`UPDATE question_blocks SET "${col}" = $3 WHERE exam_id = $1 AND position = $2 AND "${col}" = $4`, [
        examId,
        position,
        m[col][to],
        m[col][from],
      ]);
  }

  /** Blocks, names, the level and the speaking tasks, each value from index `from` of its pair to index `to`. */
  private async apply(q: QueryRunner, from: 0 | 1, to: 0 | 1): Promise<void> {
    for (const b of CHANGES.blocks)
      for (const [col, pair] of Object.entries(b.set))
        await q.query(
          `UPDATE question_blocks b SET "${col}" = $4 FROM exams e
            WHERE e.id = b.exam_id AND e.content_key = $1 AND b.position = $2 AND b.title = $3
              AND b."${col}" IS NOT DISTINCT FROM $5`,
          [b.e, b.b, b.title, pair[to], pair[from]],
        );
    for (const n of CHANGES.names)
      await q.query(`UPDATE exams SET name = $3 WHERE content_key = $1 AND name = $2`, [
        n.e,
        from ? n.to : n.from,
        from ? n.from : n.to,
      ]);
    const l = CHANGES.level;
    await q.query(`UPDATE levels SET name = $3 WHERE family = $1 AND cefr = $2 AND name = $4`, [
      l.family,
      l.cefr,
      l.name[to],
      l.name[from],
    ]);
    for (const [lang, pair] of Object.entries(l.description))
      await q.query(
        `UPDATE levels SET description = jsonb_set(description, ARRAY[$3::text], to_jsonb($4::text))
          WHERE family = $1 AND cefr = $2 AND description->>$3 = $5`,
        [l.family, l.cefr, lang, pair[to], pair[from]],
      );
    for (const [lang, pair] of Object.entries(CHANGES.telcDesc))
      await q.query(
        `UPDATE contact_info SET telc_desc = jsonb_set(telc_desc, ARRAY[$1::text], to_jsonb($2::text)) WHERE telc_desc->>$1 = $3`,
        [lang, pair[to], pair[from]],
      );
    for (const a of l.alts)
      for (const [lang, pair] of Object.entries(a.alt))
        await q.query(
          `UPDATE level_images i SET alt = jsonb_set(i.alt, ARRAY[$4::text], to_jsonb($5::text)) FROM levels v
            WHERE v.id = i.level_id AND v.family = $1 AND v.cefr = $2 AND i.position = $3 AND i.alt->>$4 = $6`,
          [l.family, l.cefr, a.position, lang, pair[to], pair[from]],
        );
    for (const s of CHANGES.speaking) {
      await q.query(
        `UPDATE question_blocks b SET intro = $3 FROM exams e
          WHERE e.id = b.exam_id AND e.content_key = $1 AND b.position = $2 AND b.title = 'Sprechen, Teil 2' AND b.intro = $4`,
        [s.e, s.b, s.intro[to], s.intro[from]],
      );
      // the sub-question changes whole, where its task is still the seeded one (an edited task is left as it is)
      const cols = Object.keys(s.set) as (keyof QuestionCols)[];
      await q.query(
        `UPDATE sub_questions sq SET ${cols.map((c, i) => `"${c}" = $${i + 4}${JSON_COLS.has(c) ? "::jsonb" : ""}`).join(", ")}
          FROM question_blocks b JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2 AND b.title = 'Sprechen, Teil 2' AND sq.block_id = b.id
            AND sq.position = 1 AND sq.task = $3`,
        [s.e, s.b, s.set.task![from], ...cols.map((c) => val(c, s.set[c]![to]))],
      );
    }
  }
}
